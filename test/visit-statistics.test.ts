/**
 * @jest-environment jsdom
 */
import { analyticsAllowed, saveConsent } from '#client/consent.ts';
import { cleanPayload, pageViewName, vitalProps, withoutQuery } from '#client/analytics/payload.ts';
import { readPageAnalytics, readTrackedLinkProps, trackedLink, writePageAnalytics } from '#shared/analytics.ts';
import { storageKeys } from '#shared/storage-keys.ts';
import { themeScript } from '#shared/theme-script.ts';
import './support/jest-dom';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

const allow = (analytics: boolean) => saveConsent({ necessary: true, analytics, marketing: false, preferences: false });

describe('the stored choice', () => {
  it('allows statistics only when analytics was accepted', () => {
    expect(analyticsAllowed()).toBe(false);
    allow(false);
    expect(analyticsAllowed()).toBe(false);
    allow(true);
    expect(analyticsAllowed()).toBe(true);
    localStorage.setItem(storageKeys.cookiePreferences, '{broken');
    expect(analyticsAllowed()).toBe(false);
  });

  it('is marked by the head script, so the boot script need not read storage', () => {
    allow(true);
    new Function(themeScript)();
    expect(document.documentElement).toHaveClass('analytics-allowed');
    document.documentElement.className = '';
    allow(false);
    new Function(themeScript)();
    expect(document.documentElement).not.toHaveClass('analytics-allowed');
    localStorage.setItem(storageKeys.cookiePreferences, '{broken');
    new Function(themeScript)();
    expect(document.documentElement).not.toHaveClass('analytics-allowed');
    expect(document.documentElement).not.toHaveClass('consent-pending');
  });

  it('tells this tab’s listeners when it changes', () => {
    const heard = jest.fn();
    window.addEventListener('consent:changed', heard);
    allow(false);
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener('consent:changed', heard);
  });
});

describe('what leaves the browser', () => {
  it('never carries a query string or fragment', () => {
    expect(withoutQuery('https://www.example.com/en/tools/salary/?gross=1500&net=#result')).toBe(
      'https://www.example.com/en/tools/salary/',
    );
    expect(withoutQuery('not a url')).toBeNull();
    expect(withoutQuery(null)).toBeNull();
    const payload = cleanPayload(
      { n: pageViewName, u: 'https://x.test/en/search/?q=private', d: 'x.test', r: 'https://google.com/search?q=a' },
      'https://x.test/en/search/?q=private',
    );
    expect(payload).toEqual({
      n: 'pageview',
      u: 'https://x.test/en/search/',
      d: 'x.test',
      r: 'https://google.com/search',
    });
  });

  it('rounds the vitals into a few readable buckets', () => {
    expect(vitalProps({ name: 'LCP', value: 2349.7, rating: 'good' })).toEqual({
      metric: 'LCP',
      rating: 'good',
      value: '2300',
    });
    expect(vitalProps({ name: 'INP', value: 136, rating: 'needs-improvement' })?.value).toBe('140');
    expect(vitalProps({ name: 'CLS', value: 0.1234, rating: 'poor' })?.value).toBe('0.12');
    expect(vitalProps({ name: 'TTFB', value: 100, rating: 'good' })).toBeNull();
  });
});

describe('the page’s side', () => {
  it('reads back the settings the server writes, and nothing else', () => {
    const settings = { endpoint: 'https://s.test/api/event', domain: 'www.x.test', route: 'home' };
    expect(readPageAnalytics(writePageAnalytics(settings))).toEqual(settings);
    expect(readPageAnalytics(undefined)).toBeNull();
    expect(readPageAnalytics('{"endpoint":1}')).toBeNull();
    expect(readPageAnalytics('{oops')).toBeNull();
  });

  it('marks a link as an event, with fixed string properties', () => {
    const link = document.createElement('a');
    for (const [name, value] of Object.entries(trackedLink('Language switched', { to: 'sq' }))) {
      link.setAttribute(name, value);
    }
    expect(link.getAttribute('data-analytics-event')).toBe('Language switched');
    expect(readTrackedLinkProps(link)).toEqual({ to: 'sq' });
    expect(trackedLink('Calendar subscribed', { via: 'google' })).toEqual({
      'data-analytics-event': 'Calendar subscribed',
      'data-analytics-props': '{"via":"google"}',
    });
  });
});
