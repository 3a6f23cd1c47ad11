/**
 * The end-to-end suite's servers, from E2E_PORT (default 3100): the site as it is configured by default
 * (no visit statistics), the same site with visit statistics configured, and the port of the collector those
 * statistics are sent to (a test's own server: test/e2e/visit-statistics.spec.ts).
 */
const base = Number(process.env.E2E_PORT ?? 3100);

export const e2ePorts = { site: base, statistics: base + 1, collector: base + 2 } as const;

/** A path on the site with visit statistics configured, as the browser reaches it without a host name of its own. */
export const statisticsSite = (path: string) => `http://127.0.0.1:${e2ePorts.statistics}${path}`;
