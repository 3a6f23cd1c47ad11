import {
  type AnalyticsEventName,
  type ReportDetail,
  articleEndAttribute,
  isTrackedLinkEvent,
  readTrackedLinkProps,
  reportEventName,
  trackedLinkAttribute,
} from '#shared/analytics.ts';

export type Send = (name: AnalyticsEventName, props: Record<string, string>) => void;

/** What has been counted on this page already: each of these once per page view, however often it happens. */
const counted = new Set<string>();

function once(key: string, send: () => void): void {
  if (counted.has(key)) return;
  counted.add(key);
  send();
}

function isReport(event: Event): event is CustomEvent<ReportDetail> {
  return event instanceof CustomEvent && typeof event.detail === 'object' && event.detail !== null;
}

/**
 * Listens for the events the firm counts on this page and hands each to `send`; returns what stops
 * listening (consent withdrawn). The page's route, from the server, says which apply.
 */
export function watchPage(route: string, send: Send): () => void {
  const stops: Array<() => void> = [];

  // A link the server marked (trackedLink): the click is the event. Its props are the link's own, fixed.
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest(`[${trackedLinkAttribute}]`) : null;
    const name = link?.getAttribute(trackedLinkAttribute);
    if (link && isTrackedLinkEvent(name)) send(name, readTrackedLinkProps(link));
  };
  document.addEventListener('click', onClick, { capture: true });
  stops.push(() => document.removeEventListener('click', onClick, { capture: true }));

  // An island's report: a calculator's first result after the visitor's own input, once per calculator.
  const onReport = (event: Event) => {
    if (!isReport(event) || event.detail.name !== 'Tool used') return;
    const { props } = event.detail;
    if ('tool' in props) once(`tool:${props.tool}`, () => send('Tool used', { tool: props.tool }));
  };
  addEventListener(reportEventName, onReport);
  stops.push(() => removeEventListener(reportEventName, onReport));

  // The article's end reached: it was read through (or at least scrolled through) to its last line.
  const end = route === 'blogArticle' ? document.querySelector(`[${articleEndAttribute}]`) : null;
  if (end && !counted.has('article')) {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      once('article', () => send('Article read', {}));
    });
    observer.observe(end);
    stops.push(() => observer.disconnect());
  }

  // The thank-you page reached from the form's own 303 (a new navigation, not a reload or a step back).
  const [navigation] = performance.getEntriesByType('navigation');
  const arrived = navigation instanceof PerformanceNavigationTiming && navigation.type === 'navigate';
  if (route === 'thankYou' && location.search === '' && arrived) once('contact', () => send('Contact form sent', {}));

  return () => stops.forEach((stop) => stop());
}
