import { type Lang, locales, siteTimeZone } from './languages';

/** "January 18, 2025" / "18 janar 2025": long form in a fixed time zone, so server and browser agree. */
export function formatDate(lang: Lang, isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return new Intl.DateTimeFormat(locales[lang].intl, { dateStyle: 'long', timeZone: siteTimeZone }).format(date);
}
