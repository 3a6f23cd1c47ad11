// The npm registry reachable from our build machines does not serve every platform binary (e.g. macOS and
// Windows builds of @swc/core), so `npm install` leaves those optional packages out of package-lock.json,
// and `npm ci` then rejects the lock as out of sync. This adds each missing optional package as an optional
// entry; `npm ci` skips optional packages it cannot install. Run after changing dependencies.
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    lock.packages[`node_modules/${name}`] = {
      version: range.replace(/^[\^~=]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
    };
    added += 1;
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional entries`);
