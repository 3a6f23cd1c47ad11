import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import * as z from 'zod';
import { en } from '#content/i18n/en.ts';
import { sq } from '#content/i18n/sq.ts';

/**
 * The privacy page says how much of the server logs is kept; the shipped compose file is what keeps it. Docker's
 * json-file driver keeps every line forever unless told to rotate (issue 24).
 */
const logging = z.object({
  driver: z.literal('json-file'),
  options: z.object({ 'max-size': z.string().regex(/^\d+m$/), 'max-file': z.string().regex(/^\d+$/) }),
});
const compose = z.object({ services: z.record(z.string(), z.object({ logging })) });

describe('the shipped compose file’s logs', () => {
  it('rotate for every container, to the bound the privacy page states in both languages', () => {
    const { services } = compose.parse(parse(readFileSync('compose.yaml', 'utf8'), { merge: true }));
    expect(Object.keys(services).sort()).toEqual(['db', 'proxy', 'site-1', 'site-2']);
    for (const { logging: settings } of Object.values(services)) {
      const megabytes = parseInt(settings.options['max-size'], 10) * Number(settings.options['max-file']);
      for (const t of [en, sq]) expect(JSON.stringify(t.pages.privacy)).toContain(` ${megabytes} MB `);
    }
  });
});
