import { readFileSync } from 'node:fs';

interface LockEntry {
  integrity?: string;
  link?: boolean;
  inBundle?: boolean;
}

/**
 * Every package npm ci may fetch is pinned by its hash. A lock written while the registry hid some platform
 * binaries once carried 25 hand-added entries without one (npm then trusts whatever the registry serves).
 */
describe('package-lock.json', () => {
  it('pins every fetched package by integrity hash', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
    const unpinned = Object.entries(lock.packages)
      .filter(([key, entry]) => key !== '' && !entry.link && !entry.inBundle && !entry.integrity)
      .map(([key]) => key);
    expect(unpinned).toEqual([]);
  });
});
