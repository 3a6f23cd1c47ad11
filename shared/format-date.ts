import { type Lang, locales, siteTimeZone } from './languages';

// One formatter per language: making an Intl.DateTimeFormat costs far more than using one (it was 4% of an
// uncached tool page's CPU, which names the dates its rates apply from).
const formatters = new Map<Lang, Intl.DateTimeFormat>();

/** "January 18, 2025" / "18 janar 2025": long form in a fixed time zone, so server and browser agree. */
export function formatDate(lang: Lang, isoDate: string): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locales[lang].intl, { dateStyle: 'long', timeZone: siteTimeZone });
    formatters.set(lang, formatter);
  }
  return formatter.format(new Date(`${isoDate}T12:00:00Z`));
}
