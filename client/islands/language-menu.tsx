import { ChevronDown } from 'lucide-react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { trackedLink } from '#shared/analytics.ts';
import { type Lang, languages } from '#shared/languages.ts';
import { setLanguage } from '#client/settings-store.ts';
import { useDismiss } from '#client/use-dismiss.ts';
import { Flag } from './flags';

export interface LanguageMenuProps {
  current: Lang;
  /** The current page in each language, query string included. */
  links: Record<Lang, string>;
  label: string;
  currentLabel: string;
}

/**
 * The code beside each flag is the one the specification gives ("flag AL, code AL"; issue 27 keeps it): a label
 * for the flag, not the language's code, which is "sq" wherever a machine reads it (lang, hreflang, the path).
 * So a screen reader hears the language's name first: "Gjuha: shqip (AL)". `inText` is the name inside that
 * phrase, written as the language writes it there: Albanian names a language in lower case after a colon, as
 * the title beside it does („Gjuha aktuale: shqip“); the menu's own item stays „Shqip“.
 */
const names: Record<Lang, { name: string; inText: string; code: string }> = {
  en: { name: 'English', inText: 'English', code: 'EN' },
  sq: { name: 'Shqip', inText: 'shqip', code: 'AL' },
};

/**
 * Language dropdown. A native <details> disclosure holding real links, so it works without JavaScript;
 * JavaScript adds closing on Escape and on an outside click (client/boot.ts does the same until this island
 * is hydrated: data-dismiss).
 */
export default function LanguageMenu({ current, links, label, currentLabel }: LanguageMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  // The element is closed directly too: its "toggle" event (which updates the state) arrives a task later.
  const close = useCallback(() => {
    setOpen(false);
    if (root.current) root.current.open = false;
  }, []);
  useDismiss(open, root, summary, close);
  // Opened natively before hydration (client/boot.ts lets the summary through): take over from the DOM.
  useEffect(() => {
    if (root.current?.open) setOpen(true);
  }, []);

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !event.currentTarget.open) return;
    close();
    summary.current?.focus();
  };
  const choose = (lang: Lang) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (lang === current) {
      event.preventDefault();
      close();
      summary.current?.focus();
      return;
    }
    setLanguage(lang);
  };

  return (
    <details className="lang-menu" data-dismiss="" ref={root} open={open} onToggle={onToggle} onKeyDown={onKeyDown}>
      {/* The name contains the visible code (WCAG 2.5.3 label in name): "Language: English (EN)". */}
      <summary
        ref={summary}
        className="lang-menu-button"
        title={currentLabel}
        aria-label={`${label}: ${names[current].inText} (${names[current].code})`}
      >
        <Flag lang={current} />
        <span>{names[current].code}</span>
        <ChevronDown aria-hidden="true" size={16} className="chevron" />
      </summary>
      <ul className="lang-menu-list">
        {languages.map((lang) => (
          <li key={lang}>
            <a
              href={links[lang]}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === current ? 'true' : undefined}
              onClick={choose(lang)}
              {...(lang === current ? {} : trackedLink('Language switched', { to: lang }))}
            >
              <Flag lang={lang} />
              <span>{names[lang].name}</span>{' '}
              <span className="lang-code" aria-hidden="true">
                {names[lang].code}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
