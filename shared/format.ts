/**
 * Fills a dictionary text's placeholders: format('{n} results for “{q}”', { n: 3, q: 'vat' }). Values are
 * inserted as they are: a replacer function, so "$&", "$'" and the like in a visitor's query stay literal
 * (String.prototype.replace would expand them). A placeholder without a value is left visible.
 */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
