import { type Lang } from './languages';

type Has<Name extends string> = `${string}{${Name}}${string}`;
// A union of names turned into an intersection of patterns: the text must contain every one of them.
type AllOf<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * A dictionary text that must contain each named placeholder: Template<'n' | 'q'> accepts
 * '{n} results for “{q}”' and rejects a translation that dropped {q}. The optional brand carries the names
 * to format(), which then asks for exactly those values.
 */
export type Template<Name extends string> = AllOf<Name extends string ? Has<Name> : never> & {
  readonly placeholders?: Name;
};

/**
 * Fills a dictionary text's placeholders: format('{n} results for “{q}”', { n: 3, q: 'vat' }). Values are
 * inserted as they are: a replacer function, so "$&", "$'" and the like in a visitor's query stay literal
 * (String.prototype.replace would expand them). A placeholder without a value is left visible.
 */
export function format<Name extends string>(
  template: Template<Name>,
  values: Readonly<Record<Name, string | number>>,
): string {
  const named: Readonly<Record<string, string | number>> = values;
  return String(template).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(named, name) ? String(named[name]) : placeholder,
  );
}

/** A whole number as each language groups thousands: "5,000" in English, "5.000" in Albanian. */
export function formatWhole(value: number, lang: Lang): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'sq' ? '.' : ',');
}
