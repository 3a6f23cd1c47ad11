import { Cookie, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type CookiePreferences,
  type OptionalCategory,
  defaultPreferences,
  openSettingsEvent,
  optionalCategories,
  readConsent,
  saveConsent,
} from '../consent';
import { trapFocus } from '../focus-trap';

type CategoryText = { label: string; text: string };

export interface CookieConsentProps {
  privacyHref: string;
  labels: {
    regionLabel: string;
    title: string;
    text: string;
    privacyLink: string;
    acceptAll: string;
    reject: string;
    settings: string;
    minimise: string;
    expand: string;
    dialogTitle: string;
    dialogText: string;
    alwaysOn: string;
    save: string;
    close: string;
    categories: Record<'necessary' | OptionalCategory, CategoryText>;
  };
}

export const bannerDelayMs = 1000;

/**
 * Cookie consent: a banner (after 1 s, only while no choice is stored) that can be minimised, and a settings
 * dialog (native <dialog>: modal, focus kept inside, Escape closes). Any choice is stored and closes the
 * banner for good; the footer's "Cookie settings" button reopens the dialog.
 */
export default function CookieConsent({ privacyHref, labels }: CookieConsentProps) {
  const [banner, setBanner] = useState<'hidden' | 'open' | 'minimised'>('hidden');
  const [choices, setChoices] = useState<CookiePreferences>(defaultPreferences);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (readConsent().given) return;
    const timer = setTimeout(() => setBanner('open'), bannerDelayMs);
    return () => clearTimeout(timer);
  }, []);

  // The switches start from what is stored each time the dialog opens.
  const openSettings = useCallback(() => {
    setChoices(readConsent().preferences);
    dialog.current?.showModal();
  }, []);

  useEffect(() => {
    window.addEventListener(openSettingsEvent, openSettings);
    return () => window.removeEventListener(openSettingsEvent, openSettings);
  }, [openSettings]);

  const decide = (preferences: CookiePreferences) => {
    saveConsent(preferences);
    setChoices(preferences);
    setBanner('hidden');
    if (dialog.current?.open) dialog.current.close();
  };
  const all = { necessary: true as const, analytics: true, marketing: true, preferences: true };
  const toggle = (category: OptionalCategory) => setChoices((current) => ({ ...current, [category]: !current[category] }));

  return (
    <>
      {banner === 'open' ? (
        <section className="cookie-banner" role="region" aria-label={labels.regionLabel}>
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
            {optionalCategories.map((category) => (
              <li key={category}>
                <label className="switch-row">
                  <span>
                    <strong>{labels.categories[category].label}</strong>
                    <span className="switch-text">{labels.categories[category].text}</span>
                  </span>
                  <input type="checkbox" role="switch" checked={choices[category]} onChange={() => toggle(category)} />
                </label>
              </li>
            ))}
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
