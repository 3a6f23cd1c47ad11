import { dictionary } from '#content/i18n/index.ts';
import { site } from '#content/site.ts';
import { type Lang } from '#shared/languages.ts';
import { href, langOfPath } from '#shared/routes.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (char) => escapes[char] ?? char);

/**
 * The 500 page, in the language of the address asked for. Written out as plain HTML, not with React: it is
 * what a visitor gets when rendering itself failed. It names the firm's phone and email, so the visit
 * still leads somewhere.
 */
export function serverErrorPage(path: string): string {
  const lang: Lang = langOfPath(path) ?? 'en';
  const e = dictionary(lang).serverError;
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${escape(e.title)} | ${escape(site.name)}</title></head>`,
    `<body><main><h1>${escape(e.heading)}</h1><p>${escape(e.text)}</p>`,
    `<p><a href="tel:${escape(site.phone.replace(/\s/g, ''))}">${escape(site.phone)}</a> · <a href="mailto:${escape(site.email)}">${escape(site.email)}</a></p>`,
    `<p><a href="${href(lang, 'home')}">${escape(e.home)}</a></p></main></body></html>`,
  ].join('');
}
