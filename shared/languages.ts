/** The site's languages. English is the default for paths without a valid prefix. */
export const languages = ['en', 'sq'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function otherLang(lang: Lang): Lang {
  return lang === 'en' ? 'sq' : 'en';
}

/**
 * BCP 47 locales for Intl formatting and Open Graph. og:locale stays sq_AL on this Kosovo site: Open Graph takes
 * language_TERRITORY and Facebook reads only the locales it lists, where Albanian is sq_AL alone (no sq_XK; XK is
 * not an ISO 3166-1 code either). The page's lang="sq" and hreflang="sq" name the language without a country.
 */
export const locales: Record<Lang, { intl: string; og: string }> = {
  // British English, as the texts are written ("recognise", "15 April", no serial comma): dates and lists the
  // code formats read the same as the words around them.
  en: { intl: 'en-GB', og: 'en_GB' },
  sq: { intl: 'sq-AL', og: 'sq_AL' },
};

/** Dates are formatted in Kosovo's time zone so the server and the browser agree. */
export const siteTimeZone = 'Europe/Belgrade';
