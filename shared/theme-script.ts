import { storageKeys } from './storage-keys';

/**
 * The one inline script: it runs in <head> before first paint. It marks that JavaScript runs (so CSS can show
 * the widgets' enhanced forms), applies the stored theme, so there is no flash of the wrong theme, and marks
 * a visitor who has made no cookie choice yet, so CSS can bring in the consent banner after a second
 * without waiting for any other script. A page prerendered by the speculation rules is not seen yet: its
 * banner's second starts when it is shown (prerenderingchange). A visitor whose stored choice allows visit
 * statistics is marked too (html.analytics-allowed): the boot script then loads them, and no other script
 * needs to read the choice before (docs/decisions/008-consent-offers-what-exists.md).
 * It also quiets one error the browser makes itself: Chromium aborts a cross-document view transition when
 * the new page was revealed before the transition could start (a prerendered page, a form's POST answer) and
 * rejects a promise no script of ours ever holds, which would be an uncaught error on that page.
 * The CSP allows it by its SHA-256 hash, which keeps rendered HTML free of per-request nonces and cacheable.
 */
export const themeScript = `(function(o,d){d.classList.add('js');addEventListener('unhandledrejection',function(e){var r=e.reason;if(r&&r.name==='InvalidStateError'&&/^Transition was aborted/.test(r.message))e.preventDefault()});function p(){d.classList.add('consent-pending')}try{var s=localStorage;if(s.getItem(${JSON.stringify(
  storageKeys.theme,
)})==='dark')d.dataset.theme='dark';if(s.getItem(${JSON.stringify(
  storageKeys.cookieConsent,
)})!=='true'){if(o.prerendering)o.addEventListener('prerenderingchange',p,{once:true});else p()}else try{if(JSON.parse(s.getItem(${JSON.stringify(
  storageKeys.cookiePreferences,
)})).analytics===true)d.classList.add('analytics-allowed')}catch(e){}}catch(e){p()}})(document,document.documentElement)`;
