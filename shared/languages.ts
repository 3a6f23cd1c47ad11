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

/** BCP 47 locales for Intl formatting and Open Graph. */
export const locales: Record<Lang, { intl: string; og: string }> = {
  en: { intl: 'en-US', og: 'en_US' },
  sq: { intl: 'sq-AL', og: 'sq_AL' },
};

/** Dates are formatted in Kosovo's time zone so the server and the browser agree. */
export const siteTimeZone = 'Europe/Belgrade';
