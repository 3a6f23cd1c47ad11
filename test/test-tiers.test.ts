import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';

/**
 * `npm run test:unit` runs the suites test/unit-suites.json lists: logic, components and in-process HTTP. A
 * suite there may not reach for what makes the other tier slow, so the fast tier stays fast as suites are added.
 * The whole-site audits are kept out of it by name, each with its reason (test/audit-suites.json).
 */
const unitSuites = z.array(z.string()).parse(JSON.parse(readFileSync('test/unit-suites.json', 'utf8')));
const auditSuites = z.record(z.string(), z.string()).parse(JSON.parse(readFileSync('test/audit-suites.json', 'utf8')));

/**
 * What only the full run may use: processes, a real PostgreSQL, the production server, the HTML checker, Caddy,
 * and the list of every page of the site (a whole-site audit).
 */
const slowReaches = [
  /from 'node:child_process'/,
  /throwaway-postgres|support\/postgres'/,
  /production-server/,
  /vnu-jar|vnu\.jar/,
  /caddy/i,
  /\bsite(Paths|Pages)\(/,
];

describe('the fast test tier', () => {
  const suites = readdirSync('test').filter((name) => /\.test\.tsx?$/.test(name));

  it('lists only suites that exist', () => {
    expect(unitSuites.filter((name) => !suites.includes(name))).toEqual([]);
  });

  it('keeps each whole-site audit out, with its reason in one line', () => {
    for (const [name, reason] of Object.entries(auditSuites)) {
      expect([name, suites.includes(name), unitSuites.includes(name)]).toEqual([name, true, false]);
      expect([name, /^[^\n]{20,}$/.test(reason)]).toEqual([name, true]);
    }
  });

  // This file names the reaches it looks for, so it is the one suite not read for them.
  it.each(unitSuites.filter((name) => name !== 'test-tiers.test.ts'))(
    '%s starts no process, database, HTML checker or proxy, and audits no whole site',
    (name) => {
      const source = readFileSync(path.join('test', name), 'utf8');
      expect(slowReaches.filter((reach) => reach.test(source)).map(String)).toEqual([]);
    },
  );
});
