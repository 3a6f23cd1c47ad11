import { storageKeys } from '#shared/storage-keys.ts';

/** Cookie categories; necessary ones are always on. */
export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

export type OptionalCategory = 'analytics' | 'marketing' | 'preferences';
export const optionalCategories: OptionalCategory[] = ['analytics', 'marketing', 'preferences'];

export const defaultPreferences: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  preferences: false,
};

/** Event the footer's "Cookie settings" button sends to the consent island. */
export const openSettingsEvent = 'consent:open-settings';

/** Sent on window when this tab stores a choice (other tabs hear of it through the storage event). */
export const consentChangedEvent = 'consent:changed';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function parsePreferences(raw: string): CookiePreferences {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) throw new TypeError('cookie preferences are not an object');
  const record = value as Record<string, unknown>;
  for (const category of optionalCategories) {
    if (typeof record[category] !== 'boolean') throw new TypeError(`cookie preference "${category}" is not a boolean`);
  }
  return {
    necessary: true,
    analytics: record.analytics === true,
    marketing: record.marketing === true,
    preferences: record.preferences === true,
  };
}

/** Whether the visitor has made a choice (the flag alone: cheap enough to read on every render). */
export function consentGiven(): boolean {
  return storage()?.getItem(storageKeys.cookieConsent) === 'true';
}

/** What the visitor chose, if anything. Unreadable stored preferences are logged and the defaults kept. */
export function readConsent(): { given: boolean; preferences: CookiePreferences } {
  const store = storage();
  const given = consentGiven();
  const raw = store?.getItem(storageKeys.cookiePreferences);
  if (!raw) return { given, preferences: defaultPreferences };
  try {
    return { given, preferences: parsePreferences(raw) };
  } catch (error) {
    console.error('Invalid stored cookie preferences; using the defaults.', error);
    return { given, preferences: defaultPreferences };
  }
}

export function saveConsent(preferences: CookiePreferences): void {
  const store = storage();
  store?.setItem(storageKeys.cookieConsent, 'true');
  store?.setItem(storageKeys.cookiePreferences, JSON.stringify({ ...preferences, necessary: true }));
  window.dispatchEvent(new Event(consentChangedEvent));
}

/**
 * Whether the stored choice allows visit statistics, read now: every event asks just before it is sent, so
 * a withdrawal in any tab of the site (they share the storage) stops the next one. Quiet about a broken
 * record (the consent island reports it): the answer is no.
 */
export function analyticsAllowed(): boolean {
  const store = storage();
  if (store?.getItem(storageKeys.cookieConsent) !== 'true') return false;
  try {
    return parsePreferences(store.getItem(storageKeys.cookiePreferences) ?? '').analytics;
  } catch {
    return false;
  }
}

/** Whether a storage event (another tab's write) concerns the visitor's choice. */
export function isConsentChange(event: StorageEvent): boolean {
  return event.key === null || event.key === storageKeys.cookieConsent || event.key === storageKeys.cookiePreferences;
}
