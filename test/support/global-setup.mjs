// Tests exercise the real build (hashed assets, manifest, the server and CLI bundles): built once here when
// it is missing or older than any source it is made from, so a test never runs against a stale build.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const sources = ['client', 'content', 'server', 'shared', 'scripts', 'public', 'package-lock.json'];
const outputs = ['dist/client/manifest.json', 'dist/server/index.js', 'dist/cli/messages.js'];

function newest(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry)
    .filter((name) => name !== 'node_modules')
    .reduce((latest, name) => Math.max(latest, newest(path.join(entry, name))), stat.mtimeMs);
}

export default function globalSetup() {
  const built = outputs.every((file) => existsSync(file))
    ? Math.min(...outputs.map((file) => statSync(file).mtimeMs))
    : 0;
  const changed = Math.max(...sources.filter((entry) => existsSync(entry)).map(newest));
  if (built < changed) execFileSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit' });
}
