import { type PlausibleRequestPayload } from '@plausible-analytics/tracker';
import { type AnalyticsEvents } from '#shared/analytics.ts';

/**
 * The name page views are tracked under, renamed to Plausible's "pageview" on the way out: the tracker
 * installs its engagement listeners (events sent on tab switches, past any gate, never removable) only for
 * a track() call named "pageview" (docs/decisions/008-consent-offers-what-exists.md).
 */
export const pageViewName = 'page view';

/** An address as the statistics see it: origin and path, never the query string (a search, a tool's amounts) or fragment. */
export function withoutQuery(address: string | null | undefined): string | null {
  if (!address || !URL.canParse(address)) return null;
  const url = new URL(address);
  return url.origin + url.pathname;
}

/**
 * Every request the tracker makes, as it leaves: the page's address and the referrer cut to origin and path,
 * page views under Plausible's name. Everything else in it was put there by this module.
 */
export function cleanPayload(payload: PlausibleRequestPayload, page: string): PlausibleRequestPayload {
  return {
    ...payload,
    n: payload.n === pageViewName ? 'pageview' : payload.n,
    u: withoutQuery(page) ?? payload.u,
    r: withoutQuery(payload.r),
  };
}

interface Vital {
  name: string;
  value: number;
  rating: string;
}

/**
 * A Core Web Vital as an event's properties: values rounded (LCP to 100 ms, INP to 10 ms, CLS to hundredths)
 * so each is one of a few readable buckets in the dashboard, not a number per visit.
 */
export function vitalProps(metric: Vital): AnalyticsEvents['Web vital'] | null {
  const { name, value, rating } = metric;
  if (name === 'LCP') return { metric: name, rating, value: String(Math.round(value / 100) * 100) };
  if (name === 'INP') return { metric: name, rating, value: String(Math.round(value / 10) * 10) };
  if (name === 'CLS') return { metric: name, rating, value: value.toFixed(2) };
  return null;
}
