/**
 * The end-to-end suite's servers, from E2E_PORT (default 3100): the site as it is configured by default
 * (no visit statistics) and the same site with visit statistics configured.
 */
const base = Number(process.env.E2E_PORT ?? 3100);

export const e2ePorts = { site: base, statistics: base + 1 } as const;

/**
 * The Plausible server the site with statistics sends to (ANALYTICS_URL). No such host exists: a browser that
 * records events maps it to a stand-in collector of its own, on a free port (test/e2e/visit-statistics.spec.ts),
 * so the desktop and phone projects record side by side, each only its own requests.
 */
export const statisticsServer = 'http://stats.test';

/** A path on the site with visit statistics configured, as the browser reaches it without a host name of its own. */
export const statisticsSite = (path: string) => `http://127.0.0.1:${e2ePorts.statistics}${path}`;
