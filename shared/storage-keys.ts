/**
 * localStorage keys. Fixed strings, not derived from the firm's name: a rebrand must not reset every
 * visitor's theme and cookie choice. (They are the keys the site has always used.)
 */
export const storageKeys = {
  theme: 'pag-theme',
  cookieConsent: 'pag-cookie-consent',
  cookiePreferences: 'pag-cookie-preferences',
} as const;
