/**
 * Production build: the client bundle (islands only, content-hashed, code-split), the hashed stylesheet, the
 * asset manifest the server reads, and the server bundle. `npm run build`.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { loadBlog } from '../server/blog/load-blog';
import { buildCards } from './build-cards';
import { buildCovers } from './build-covers';

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
    entryPoints: { entry: 'client/entry.tsx', main: 'client/styles/main.css' },
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
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });

  const publicPath = (file: string) => `/assets/${path.basename(file)}`;
  const outputs = Object.entries(client.metafile.outputs);
  const entry = outputs.find(([, output]) => output.entryPoint === 'client/entry.tsx');
  const css = outputs.find(([file, output]) => output.entryPoint === 'client/styles/main.css' && file.endsWith('.css'));
  if (!entry || !css) throw new Error('build: the client entry or the stylesheet is missing from the output');
  // Chunks the entry imports statically are fetched at once: worth a modulepreload.
  const preload = entry[1].imports.filter((item) => item.kind === 'import-statement').map((item) => publicPath(item.path));
  const manifest = { entry: publicPath(entry[0]), preload, css: publicPath(css[0]) };
  await writeFile(path.join(outClient, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  await buildCovers(blog, path.join(outAssets, 'covers'));
  await buildCards(blog, path.join(outAssets, 'cards'));

  await esbuild.build({
    entryPoints: ['server/index.ts'],
    outfile: path.join(root, 'dist/server/index.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/build.ts')) {
  const started = Date.now();
  await build();
  process.stdout.write(`build: done in ${Date.now() - started} ms\n`);
}
