import request from 'supertest';
import { calendarSources } from '#shared/tax-calendar/sources.ts';
import { en } from '#content/i18n/en.ts';
import { site } from '#content/site.ts';
import { maskEmail, maskPhone } from '#shared/contact-mask.ts';
import { sitePages } from '#server/site-paths.ts';
import { inLanguage, pathOf } from '#shared/routes.ts';
import { testApp, testBlog } from './support/app';

const app = testApp();

/** Text that is the same in both languages by nature: names, codes, contacts, numbers. */
const names = new Set<string>([
  site.name,
  site.authors.lead.name,
  site.phone,
  site.email,
  'English',
  'Shqip',
  'EN',
  'AL',
  'Facebook',
  'LinkedIn',
  'X',
  'IFRS',
  'CFO',
  'FAQ',
  '404',
  // Plan names are product names in both languages.
  ...en.pages.pricing.plans.map((plan) => plan.name),
  // Calendar apps are product names too.
  en.pages.taxCalendar.subscribe.google,
  en.pages.taxCalendar.subscribe.outlook,
  en.pages.taxCalendar.subscribe.outlookCom,
  // The summaries the calendar's rules were checked against, named as published (now their own link).
  ...Object.values(calendarSources.rules).flatMap((source) => ('summary' in source ? [source.summary.name] : [])),
  maskEmail(site.email),
  maskPhone(site.phone),
]);

/** The visible text nodes of a page's <body> (scripts excluded, entities left as they are). */
function textNodes(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  return [...body.replace(/<script[\s\S]*?<\/script>/g, '').matchAll(/>([^<>]+)</g)]
    .map((m) => (m[1] ?? '').replace(/\s+/g, ' ').trim())
    .filter((text) => /\p{L}{2,}/u.test(text));
}

function isName(text: string): boolean {
  return names.has(text);
}

describe('Albanian pages', () => {
  const blog = testBlog();
  const pairs = sitePages('sq', blog).map((match) => [pathOf(match), inLanguage(match, 'en')] as const);

  it.each(pairs)('%s has no text left in English', async (sqPath, enPath) => {
    const [sq, en] = await Promise.all([request(app).get(sqPath).expect(200), request(app).get(enPath).expect(200)]);
    const english = new Set(textNodes(en.text));
    const untranslated = textNodes(sq.text).filter((text) => english.has(text) && !isName(text));
    expect(untranslated).toEqual([]);
  });
});
