// `npm start`: builds first when the build is missing, then runs the production server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = existsSync('dist/server/index.js') && existsSync('dist/client/manifest.json');
if (!built) {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
await import('../dist/server/index.js');
