import { init, track } from '@plausible-analytics/tracker';
import { type Metric, onCLS, onINP, onLCP } from 'web-vitals';
import { analyticsAllowed, consentChangedEvent, isConsentChange } from '#client/consent.ts';
import { type AnalyticsEventName, readPageAnalytics } from '#shared/analytics.ts';
import { type Send, watchPage } from './page-events';
import { cleanPayload, pageViewName, vitalProps } from './payload';

/**
 * Visit statistics (Plausible, through its official npm tracker, bundled into this chunk of our own), loaded
 * only for a visitor who allowed them: by the boot script when the stored choice says so, by the consent
 * banner when the visitor says so. Every request passes the tracker's transformRequest, which asks the
 * stored choice first: a withdrawal, in this tab or another, stops the very next one
 * (docs/decisions/008-consent-offers-what-exists.md).
 */

let initialised = false;
let stopWatching: (() => void) | null = null;

const send: Send = (name: AnalyticsEventName, props) => track(name, { props });

function sendVital(metric: Metric): void {
  const props = vitalProps(metric);
  // Not the visitor's doing: a page left without a click stays a bounce.
  if (props) track('Web vital', { props, interactive: false });
}

/** Stops listening for the page's events once the stored choice no longer allows statistics. */
function onChoice(): void {
  if (analyticsAllowed()) return;
  stopWatching?.();
  stopWatching = null;
}

export function startAnalytics(): void {
  const settings = readPageAnalytics(document.documentElement.dataset.analytics);
  if (!settings || !analyticsAllowed()) return;
  if (!initialised) {
    initialised = true;
    init({
      domain: settings.domain,
      endpoint: settings.endpoint,
      autoCapturePageviews: false,
      bindToWindow: false,
      logging: false,
      customProperties: { lang: document.documentElement.lang, route: settings.route },
      transformRequest: (payload) => (analyticsAllowed() ? cleanPayload(payload, location.href) : null),
    });
    track(pageViewName, {});
    // In a task of its own: each step stays short on a slow phone. The metrics' entries are buffered meanwhile.
    setTimeout(() => {
      onLCP(sendVital);
      onINP(sendVital);
      onCLS(sendVital);
    }, 0);
    addEventListener(consentChangedEvent, onChoice);
    addEventListener('storage', (event) => {
      if (isConsentChange(event)) onChoice();
    });
  }
  // Allowed again after a withdrawal on this page: the listening resumes, the page view is not sent twice.
  stopWatching ??= watchPage(settings.route, send);
}
