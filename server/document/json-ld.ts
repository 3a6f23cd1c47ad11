import { type Thing, type WithContext } from 'schema-dts';

/**
 * JSON for a <script type="application/ld+json"> block. "<", ">" and "&" are escaped so no "</script>" or
 * comment can close the block early; U+2028/U+2029 so the text stays valid JavaScript for old parsers.
 */
export function serializeJsonLd(data: WithContext<Thing>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
