// Tests exercise the real client build (hashed assets, manifest): build it once when it is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export default function globalSetup() {
  if (!existsSync('dist/client/manifest.json') || !existsSync('dist/server/index.js')) {
    execFileSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit' });
  }
}
