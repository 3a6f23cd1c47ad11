import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { freePort } from '#scripts/free-port.ts';
import { tempDataDir } from './support/app';

/**
 * The reaches into a library's or the runtime's internals that docs/decisions/005-memory.md keeps for their
 * measured saving (React DOM's client as module code has its own test: react-dom-as-module.test.ts). Each
 * test here fails when an upgrade breaks the reach or leaves it nothing to save (a comment says which).
 */

/** Runs an ES module script in a fresh Node and returns the internal modules it loaded whose name has `part`. */
function loadedModules(script: string, part: string, env: NodeJS.ProcessEnv = {}): string[] {
  const report = `console.log(JSON.stringify(process.moduleLoadList.filter((m) => m.includes(${JSON.stringify(part)}))))`;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', `${script}\n${report}; process.exit(0);`],
    {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );
  const names: unknown = JSON.parse(output.trim().split('\n').at(-1) ?? '[]');
  return Array.isArray(names) ? names.map(String) : [];
}

describe('node:http taken through process.getBuiltinModule (server/node-http.ts)', () => {
  it('is still needed: an ES import of node:http loads undici on this Node', () => {
    // When this fails, Node no longer loads undici for the import: server/node-http.ts can go.
    expect(loadedModules("await import('node:http');", 'undici')).toContain('NativeModule internal/deps/undici/undici');
  });

  it('keeps undici out of the running server', async () => {
    const server = path.resolve('dist/server/index.js');
    const env = { PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: tempDataDir() };
    // Started and given a moment to listen; then what it loaded is listed.
    const script = `await import(${JSON.stringify(server)}); await new Promise((r) => setTimeout(r, 500));`;
    expect(loadedModules(script, 'undici', env)).toEqual([]);
  });
});

describe("glibc's allocator settings (scripts/server-process.ts)", () => {
  it('reach an allocator that reads them: glibc here and in the image', () => {
    // musl (Alpine's images) ignores MALLOC_ARENA_MAX and MALLOC_TRIM_THRESHOLD_: the saving would be gone.
    const report = z.object({ header: z.object({ glibcVersionRuntime: z.optional(z.string()) }) });
    expect(report.parse(process.report.getReport()).header.glibcVersionRuntime).toMatch(/^2\.\d+$/);
    const images = readFileSync('Dockerfile', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('FROM node:'));
    expect(images).not.toHaveLength(0);
    for (const image of images) expect(image).toMatch(/^FROM node:\$\{NODE_VERSION\}-(bookworm|trixie)(-slim)? /);
  });
});
