import { languages } from '#shared/languages.ts';
import { prerenderedLinks } from '#shared/prerendered-links.ts';
import { type PageId, href } from '#shared/routes.ts';

/** Where the rules are served; the Speculation-Rules header on every page points here. */
export const speculationRulesPath = '/speculation-rules.json';

/** Pages never fetched ahead: results and answers to one visitor's action. */
const neverAhead: PageId[] = ['search', 'thankYou'];

/**
 * Speculation Rules (https://wicg.github.io/nav-speculation/speculation-rules.html): the browser fetches a
 * same-site page link when the visitor hovers it or starts to touch it ("moderate"), and fully prerenders
 * the likeliest next pages, the main navigation's and the calls to action, so the click shows a finished
 * page. Never a URL with a query (search and tool results), the search page or the thank-you page; a form's
 * POST is never a link.
 */
export function speculationRules(): string {
  const excluded = {
    not: {
      or: [
        // A URL pattern's string form reads "?" after "*" as a modifier; the object form names the query.
        { href_matches: { pathname: '/*', search: '(.+)' } },
        ...languages.flatMap((lang) => neverAhead.map((page) => ({ href_matches: `${href(lang, page)}*` }))),
        { selector_matches: '[rel~="nofollow"], [target="_blank"], [download]' },
      ],
    },
  };
  const pages = { or: languages.map((lang) => ({ href_matches: `${href(lang, 'home')}*` })) };
  return JSON.stringify({
    prerender: [{ where: { and: [pages, { selector_matches: prerenderedLinks }, excluded] }, eagerness: 'moderate' }],
    prefetch: [{ where: { and: [pages, excluded] }, eagerness: 'moderate' }],
  });
}
