/**
 * Production build: the client bundle (islands only, content-hashed, code-split), the hashed stylesheet, the
 * asset manifest the server reads, and the server bundle. `npm run build`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { writeCompiledBlog } from '#server/blog/compiled-blog.ts';
import { loadBlog } from '#server/blog/load-blog.ts';
import { islandNames } from '#shared/islands.ts';
import { prerenderedLinks } from '#shared/prerendered-links.ts';
import { buildCards } from './build-cards';
import { buildCovers } from './build-covers';
import { precompress } from './precompress';
import { reactDomAsModule } from './react-dom-as-module';

const root = process.cwd();
const outClient = path.join(root, 'dist/client');
const outAssets = path.join(outClient, 'assets');

export async function build(): Promise<void> {
  // Invalid blog content (front matter, a missing language) stops the build, naming the file and field.
  const blog = loadBlog();
  // Covers are named by content hash and slow to encode: they survive rebuilds; everything else is rebuilt.
  await rm(path.join(root, 'dist/server'), { recursive: true, force: true });
  await mkdir(outAssets, { recursive: true });
  for (const entry of await readdir(outAssets, { withFileTypes: true })) {
    if (entry.isFile()) await rm(path.join(outAssets, entry.name));
  }

  const client = await esbuild.build({
    entryPoints: { boot: 'client/boot.ts', main: 'client/styles/main.css' },
    outdir: outAssets,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox115', 'safari16.4'],
    minify: true,
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    // The boot script takes the selector as a constant, not an import: one static import would make it
    // fetch esbuild's shared runtime chunk too (types/build-constants.d.ts).
    define: { 'process.env.NODE_ENV': '"production"', PRERENDERED_LINKS: JSON.stringify(prerenderedLinks) },
    legalComments: 'none',
    metafile: true,
    plugins: [reactDomAsModule],
    logLevel: 'warning',
  });

  const publicPath = (file: string) => `/assets/${path.basename(file)}`;
  const outputs = client.metafile.outputs;
  const byEntry = (entryPoint: string) =>
    Object.keys(outputs).find((file) => outputs[file]?.entryPoint === entryPoint && file.endsWith('.js'));
  /** A chunk and every chunk it imports statically: what the browser fetches for it. */
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const item of outputs[file]?.imports ?? []) if (item.kind === 'import-statement') closure(item.path, seen);
    return seen;
  };
  const boot = byEntry('client/boot.ts');
  const entry = byEntry('client/entry.tsx');
  const css = Object.keys(outputs).find(
    (file) => outputs[file]?.entryPoint === 'client/styles/main.css' && file.endsWith('.css'),
  );
  if (!boot || !entry || !css)
    throw new Error('build: the boot script, the client entry or the stylesheet is missing from the output');
  const bootChunks = closure(boot);
  const runtimeChunks = closure(entry);
  const islands: Record<string, string[]> = {};
  const inRuntime = (source: string) => [...runtimeChunks].some((chunk) => outputs[chunk]?.inputs[source]);
  for (const name of islandNames) {
    const source = `client/islands/${name}.tsx`;
    const file = byEntry(source);
    // An island bundled with the runtime (see shared/islands.ts) needs nothing more.
    if (!file && !inRuntime(source)) throw new Error(`build: no chunk for island ${name}`);
    islands[name] = file
      ? [...closure(file)].filter((chunk) => !bootChunks.has(chunk) && !runtimeChunks.has(chunk)).map(publicPath)
      : [];
  }
  // Visit statistics: loaded by the boot script or the consent banner, only for a visitor who allowed them.
  const statistics = byEntry('client/analytics/analytics.ts');
  if (!statistics) throw new Error('build: no chunk for the visit statistics (client/analytics/analytics.ts)');
  const manifest = {
    entry: publicPath(boot),
    // Chunks the boot script imports statically are fetched at once: worth a modulepreload.
    preload: [...bootChunks].filter((chunk) => chunk !== boot).map(publicPath),
    // React and the hydration code, loaded by the boot script after the first paint.
    runtime: [...runtimeChunks].filter((chunk) => !bootChunks.has(chunk)).map(publicPath),
    css: publicPath(css),
    islands,
    // Every chunk it fetches, also those it shares with the runtime: it loads before the runtime does.
    analytics: [...closure(statistics)].filter((chunk) => !bootChunks.has(chunk)).map(publicPath),
    // Subresource Integrity of every script and stylesheet: the page pins the bytes it was built with.
    integrity: Object.fromEntries(
      await Promise.all(
        Object.keys(outputs)
          .filter((file) => /\.(js|css)$/.test(file))
          .map(
            async (file) =>
              [
                publicPath(file),
                `sha384-${createHash('sha384')
                  .update(await readFile(file))
                  .digest('base64')}`,
              ] as const,
          ),
      ),
    ),
  };
  await writeFile(path.join(outClient, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  await buildCovers(blog, path.join(outAssets, 'covers'));
  await buildCards(blog, path.join(outAssets, 'cards'));
  await precompress(outAssets);

  await esbuild.build({
    entryPoints: { 'server/index': 'server/index.ts', 'cli/messages': 'scripts/messages.ts' },
    outdir: path.join(root, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // The Markdown reader (server/blog/load-blog.ts) is a chunk of its own, loaded only when the compiled
    // blog is missing or stale (server/blog/compiled-blog.ts).
    splitting: true,
    chunkNames: 'server/chunks/[name]-[hash]',
    // Packages stay in node_modules, but a few (below).
    external: serverExternals(),
    // React's production builds through its packages' own entries, whatever NODE_ENV the server is started
    // with; react-router's package points every condition at its development build (bundlers are to swap it).
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { 'react-router-dom': './node_modules/react-router/dist/production/index.mjs' },
    jsx: 'automatic',
    // React's CommonJS files, bundled, require Node's modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: true,
    logLevel: 'warning',
  });
  writeCompiledBlog(blog);
}

/**
 * Packages bundled into the server rather than loaded from node_modules: only what the server uses is kept
 * (loaded whole, lucide-react held ~44 MB of memory and zod's chainable API ~3 MB), and React's production
 * builds are chosen at build time (`define` above).
 */
const bundled = ['lucide-react', 'react', 'react-dom', 'react-router-dom', 'zod'];

function serverExternals(): string[] {
  const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
  return Object.keys(dependencies)
    .filter((name) => !bundled.includes(name))
    .flatMap((name) => [name, `${name}/*`]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/build.ts')) {
  const started = Date.now();
  await build();
  process.stdout.write(`build: done in ${Date.now() - started} ms\n`);
}
