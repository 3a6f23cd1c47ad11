import { type Dictionary } from '#content/i18n/dictionary.ts';
import { Cookie, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  type CookiePreferences,
  consentGiven,
  defaultPreferences,
  openSettingsEvent,
  readConsent,
  saveConsent,
} from '#client/consent.ts';
import { trapFocus } from '#client/focus-trap.ts';

type Texts = Dictionary['cookies'];

export interface CookieConsentProps {
  privacyHref: string;
  /**
   * The banner's and the dialog's texts (the footer's link to reopen it is another island's), with the
   * provider and its host written in by the server (server/document/global-widgets.tsx).
   */
  labels: Omit<Texts, 'footerLink' | 'text' | 'categories'> & {
    text: string;
    categories: { necessary: Texts['categories']['necessary']; analytics: { label: string; text: string } };
  };
}

/** "Accept all": every category the banner offers. Marketing and preferences control nothing here: never offered. */
const all: CookiePreferences = { necessary: true, analytics: true, marketing: false, preferences: false };

/** The stored choice cannot change under the page except through this island, which re-renders itself. */
const subscribeNothing = () => () => undefined;

/**
 * Cookie consent: a banner (only while no choice is stored) that can be minimised, and a settings dialog
 * (native <dialog>: modal, focus kept inside, Escape closes). Any choice is stored and closes the banner for
 * good; the footer's "Cookie settings" button reopens the dialog. It offers the one optional category that
 * controls something, visit statistics, and is in the page only when they are configured
 * (docs/decisions/008-consent-offers-what-exists.md).
 *
 * The banner is in the page from the start, "pending": CSS shows it one second after load when the head
 * script found no stored choice (html.consent-pending), so it appears on time before, or without, this
 * island being hydrated.
 */
export default function CookieConsent({ privacyHref, labels }: CookieConsentProps) {
  const [banner, setBanner] = useState<'pending' | 'open' | 'minimised' | 'hidden'>('pending');
  const [choices, setChoices] = useState<CookiePreferences>(defaultPreferences);
  const dialog = useRef<HTMLDialogElement>(null);
  // The server cannot know the visitor's choice: it renders the pending banner, which CSS keeps hidden
  // when a choice is stored; once hydrated, the island drops it.
  const given = useSyncExternalStore(subscribeNothing, consentGiven, () => false);
  const showBanner = banner === 'open' || (banner === 'pending' && !given);

  // The switches start from what is stored each time the dialog opens.
  const openSettings = useCallback(() => {
    setChoices(readConsent().preferences);
    dialog.current?.showModal();
  }, []);

  // Read (and so validated, an invalid record reported) as soon as the page runs, choice made or not.
  useEffect(() => {
    readConsent();
  }, []);

  useEffect(() => {
    window.addEventListener(openSettingsEvent, openSettings);
    return () => window.removeEventListener(openSettingsEvent, openSettings);
  }, [openSettings]);

  const decide = (preferences: CookiePreferences) => {
    saveConsent(preferences);
    // Allowed now: the statistics load at once (a withdrawal stops them through the stored choice itself).
    if (preferences.analytics) {
      import('#client/analytics/analytics.ts').then(
        (statistics) => statistics.startAnalytics(),
        (error: unknown) => console.error('statistics failed to load', error),
      );
    }
    setChoices(preferences);
    setBanner('hidden');
    document.documentElement.classList.remove('consent-pending');
    if (dialog.current?.open) dialog.current.close();
  };
  const toggleAnalytics = () => setChoices((current) => ({ ...current, analytics: !current.analytics }));

  return (
    <>
      {showBanner ? (
        <section
          className={banner === 'pending' ? 'cookie-banner cookie-banner-pending' : 'cookie-banner'}
          role="region"
          aria-label={labels.regionLabel}
        >
          <div className="cookie-banner-text">
            <h2>{labels.title}</h2>
            <p>
              {labels.text} <a href={privacyHref}>{labels.privacyLink}</a>
            </p>
          </div>
          <div className="cookie-banner-actions">
            <button type="button" className="button" onClick={() => decide(all)}>
              {labels.acceptAll}
            </button>
            <button type="button" className="button button-secondary" onClick={() => decide(defaultPreferences)}>
              {labels.reject}
            </button>
            <button type="button" className="button button-secondary" onClick={openSettings}>
              {labels.settings}
            </button>
            <button type="button" className="icon-button cookie-minimise" onClick={() => setBanner('minimised')}>
              <X aria-hidden="true" size={18} />
              <span className="visually-hidden">{labels.minimise}</span>
            </button>
          </div>
        </section>
      ) : null}
      {banner === 'minimised' ? (
        <button type="button" className="cookie-pill" aria-label={labels.expand} onClick={() => setBanner('open')}>
          <Cookie aria-hidden="true" size={22} />
        </button>
      ) : null}
      <dialog ref={dialog} className="cookie-dialog" aria-labelledby="cookie-dialog-title" onKeyDown={trapFocus}>
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            decide(choices);
          }}
        >
          <h2 id="cookie-dialog-title">{labels.dialogTitle}</h2>
          <p>{labels.dialogText}</p>
          <ul className="cookie-categories">
            <li>
              <label className="switch-row">
                <span>
                  <strong>{labels.categories.necessary.label}</strong>
                  <span className="switch-text">
                    {labels.categories.necessary.text} ({labels.alwaysOn})
                  </span>
                </span>
                <input type="checkbox" role="switch" checked disabled aria-describedby="cookie-always-on" />
              </label>
              <span id="cookie-always-on" className="visually-hidden">
                {labels.alwaysOn}
              </span>
            </li>
            <li>
              <label className="switch-row">
                <span>
                  <strong>{labels.categories.analytics.label}</strong>
                  <span className="switch-text">{labels.categories.analytics.text}</span>
                </span>
                <input type="checkbox" role="switch" checked={choices.analytics} onChange={toggleAnalytics} />
              </label>
            </li>
          </ul>
          <div className="dialog-actions">
            <button type="submit" className="button">
              {labels.save}
            </button>
            <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
              {labels.close}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
