import { type Template, format, formatWhole } from './format';
import { type Lang, locales } from './languages';

/**
 * A text in each form a count can select. CLDR gives English and Albanian the same two categories: „one“ (the
 * count 1) and „other“ (0, 2, 1.5 …), so „1 artikull“ but „0 artikuj“, „2 artikuj“.
 */
export interface CountForms<T> {
  readonly one: T;
  readonly other: T;
}

const rules: Record<Lang, Intl.PluralRules> = {
  en: new Intl.PluralRules(locales.en.intl),
  sq: new Intl.PluralRules(locales.sq.intl),
};

/** The form this language's plural rules pick for the count. */
export function pluralForm<T>(lang: Lang, count: number, forms: CountForms<T>): T {
  return rules[lang].select(count) === 'one' ? forms.one : forms.other;
}

/** A count and its noun: „1 artikull“, „1.250 karaktere“, „5,000 characters“ (the number as the language writes it). */
export function countOf(lang: Lang, count: number, forms: CountForms<Template<'n'>>): string {
  return format(pluralForm(lang, count, forms), { n: formatWhole(count, lang) });
}
