import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';

/**
 * `npm run test:unit` runs the suites test/unit-suites.json lists: logic, components and in-process HTTP. A
 * suite there may not reach for what makes the other tier slow, so the fast tier stays fast as suites are added.
 */
const unitSuites = z.array(z.string()).parse(JSON.parse(readFileSync('test/unit-suites.json', 'utf8')));

/** What only the full run may use: processes, a real PostgreSQL, the production server, the HTML checker, Caddy. */
const slowReaches = [
  /from 'node:child_process'/,
  /throwaway-postgres|support\/postgres'/,
  /production-server/,
  /vnu-jar|vnu\.jar/,
  /caddy/i,
];

describe('the fast test tier', () => {
  it('lists only suites that exist', () => {
    const suites = readdirSync('test').filter((name) => /\.test\.tsx?$/.test(name));
    expect(unitSuites.filter((name) => !suites.includes(name))).toEqual([]);
  });

  // This file names the reaches it looks for, so it is the one suite not read for them.
  it.each(unitSuites.filter((name) => name !== 'test-tiers.test.ts'))(
    '%s starts no process, database, HTML checker or proxy',
    (name) => {
      const source = readFileSync(path.join('test', name), 'utf8');
      expect(slowReaches.filter((reach) => reach.test(source)).map(String)).toEqual([]);
    },
  );
});
