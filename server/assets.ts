import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';

export const distDir = path.resolve('dist');
export const clientAssetsDir = path.join(distDir, 'client', 'assets');
export const manifestPath = path.join(distDir, 'client', 'manifest.json');

const manifestSchema = z.object({
  /** The one script a page loads (client/boot.ts), e.g. "/assets/boot-3F2A.js". */
  entry: z.string().check(z.startsWith('/assets/')),
  /** Chunks the boot script imports at once, worth a modulepreload. */
  preload: z.array(z.string().check(z.startsWith('/assets/'))),
  /** React and the hydration code (client/entry.tsx): loaded after the first paint. */
  runtime: z.array(z.string().check(z.startsWith('/assets/'))),
  css: z.string().check(z.startsWith('/assets/')),
  /** Per island, the chunks it needs beyond the boot script's and the runtime's. */
  islands: z.record(z.string(), z.array(z.string().check(z.startsWith('/assets/')))),
  /**
   * The visit statistics' chunks (client/analytics/) and those they import, also chunks of the runtime:
   * fetched only for a visitor who allowed them, before the runtime.
   */
  analytics: z.array(z.string().check(z.startsWith('/assets/'))),
  /** Subresource Integrity ("sha384-…") of every script and stylesheet, by path. */
  integrity: z.record(z.string().check(z.startsWith('/assets/')), z.string().check(z.startsWith('sha384-'))),
});
export type AssetManifest = z.infer<typeof manifestSchema>;

let cached: AssetManifest | undefined;

/** The build's asset manifest (hashed file names), read once. */
export function assetManifest(): AssetManifest {
  if (cached) return cached;
  let raw: string;
  try {
    raw = readFileSync(manifestPath, 'utf8');
  } catch {
    throw new Error(`No client build at ${manifestPath}: run "npm run build" first.`);
  }
  cached = manifestSchema.parse(JSON.parse(raw));
  return cached;
}

/** Every script a page with these islands loads: boot script, runtime and the islands' own chunks. */
export function scriptsForIslands(manifest: AssetManifest, islands: Iterable<string>): Set<string> {
  return new Set([
    manifest.entry,
    ...manifest.preload,
    ...manifest.runtime,
    ...[...islands].flatMap((name) => manifest.islands[name] ?? []),
  ]);
}
