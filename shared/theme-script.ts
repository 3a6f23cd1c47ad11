import { site } from '../content/site';

/** localStorage keys carry the firm's short brand prefix. */
const prefix = site.shortName.toLowerCase();
export const storageKeys = {
  theme: `${prefix}-theme`,
  cookieConsent: `${prefix}-cookie-consent`,
  cookiePreferences: `${prefix}-cookie-preferences`,
} as const;

/**
 * The one inline script: it runs in <head> before first paint, marks that JavaScript runs (so CSS can show
 * the widgets' enhanced forms) and applies the stored theme, so there is no flash of the wrong theme.
 * The CSP allows it by its SHA-256 hash, which keeps rendered HTML free of per-request nonces and cacheable.
 */
export const themeScript = `(function(d){d.classList.add('js');try{if(localStorage.getItem(${JSON.stringify(
  storageKeys.theme,
)})==='dark')d.dataset.theme='dark'}catch(e){}})(document.documentElement)`;
