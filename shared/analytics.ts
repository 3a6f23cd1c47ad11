/**
 * Visit statistics, as server and browser both see them. The server writes what the browser needs into the
 * page (`<html data-analytics>`, only when ANALYTICS_* is configured); client/analytics/ reads it, after the
 * visitor allowed it, and sends the events named here — no others.
 */

/** The providers ANALYTICS_PROVIDER may name, with the name the banner and the privacy page show. */
export const analyticsProviders = { plausible: 'Plausible Analytics' } as const;
export type AnalyticsProvider = keyof typeof analyticsProviders;

/** What a page tells the browser: where to send, the site's name there, and which kind of page this is. */
export interface PageAnalytics {
  /** The provider's event API, e.g. https://plausible.example.com/api/event. */
  endpoint: string;
  /** The site as the provider knows it (ANALYTICS_SITE). */
  domain: string;
  /** The route table's name of the page (salaryTool, blogArticle…) or the status of a page outside it (404). */
  route: string;
}

export function writePageAnalytics(settings: PageAnalytics): string {
  return JSON.stringify(settings);
}

/** The settings back in the browser, or null when the attribute is missing or not what the server writes. */
export function readPageAnalytics(json: string | undefined): PageAnalytics | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    if (!('endpoint' in value && 'domain' in value && 'route' in value)) return null;
    const { endpoint, domain, route } = value;
    if (typeof endpoint !== 'string' || typeof domain !== 'string' || typeof route !== 'string') return null;
    return { endpoint, domain, route };
  } catch {
    return null;
  }
}

/**
 * The events the firm asked for, with the properties each carries (always strings, as Plausible takes them).
 * Never an amount, a query string or anything a visitor typed.
 */
export interface AnalyticsEvents {
  'Contact form sent': Record<string, never>;
  'Tool used': { tool: 'salary' | 'vat' | 'profit' | 'withholding' };
  /** How: webcal, google, outlook, outlook-com or download. */
  'Calendar subscribed': { via: string };
  'Article read': Record<string, never>;
  'Language switched': { to: string };
  'Web vital': { metric: 'LCP' | 'INP' | 'CLS'; rating: string; value: string };
}
export type AnalyticsEventName = keyof AnalyticsEvents;

/**
 * A link whose click is an event, marked by the server: `<a href={…} {...trackedLink('Calendar subscribed')}>`.
 * The browser reports the click when statistics are allowed (client/analytics/page-events.ts); otherwise
 * the attributes do nothing.
 */
export const trackedLinkAttribute = 'data-analytics-event';
const trackedLinkPropsAttribute = 'data-analytics-props';
const trackedLinkEvents = ['Calendar subscribed', 'Language switched'] as const satisfies readonly AnalyticsEventName[];
export type TrackedLinkEvent = (typeof trackedLinkEvents)[number];

export function isTrackedLinkEvent(name: unknown): name is TrackedLinkEvent {
  return trackedLinkEvents.some((event) => event === name);
}

export function trackedLink<N extends TrackedLinkEvent>(
  event: N,
  ...[props]: AnalyticsEvents[N] extends Record<string, never> ? [] : [props: AnalyticsEvents[N]]
): Record<string, string> {
  return props
    ? { [trackedLinkAttribute]: event, [trackedLinkPropsAttribute]: JSON.stringify(props) }
    : { [trackedLinkAttribute]: event };
}

/** The properties a marked link carries: strings only, anything else dropped. */
export function readTrackedLinkProps(link: Element): Record<string, string> {
  try {
    const value: unknown = JSON.parse(link.getAttribute(trackedLinkPropsAttribute) ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Marks the end of an article (`<footer {...articleEnd}>`): seeing it counts as "Article read". */
export const articleEndAttribute = 'data-article-end';
export const articleEnd = { [articleEndAttribute]: '' };

/** The window event an island raises for visit statistics (client/analytics/page-events.ts listens). */
export const reportEventName = 'analytics:event';

export interface ReportDetail<N extends AnalyticsEventName = AnalyticsEventName> {
  name: N;
  props: AnalyticsEvents[N];
}

/**
 * What an island calls in the browser when something the firm counts happens (a calculator gave a result).
 * It only raises a window event: with statistics not allowed or not configured nothing listens, and nothing
 * more is loaded. Here, not in client/analytics/, so the islands and the statistics share it through the
 * runtime's chunk instead of a chunk of its own.
 */
export function report<N extends 'Tool used'>(name: N, props: AnalyticsEvents[N]): void {
  const detail: ReportDetail<N> = { name, props };
  window.dispatchEvent(new CustomEvent(reportEventName, { detail }));
}
