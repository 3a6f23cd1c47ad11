import { type Dictionary } from '#content/i18n/index.ts';
import { type Lang } from '#shared/languages.ts';
import { type PageMatch } from '#shared/routes.ts';
import { type CardSpec } from './social-cards';

/** The card of a page: its title on the site's design. Pages without a card of their own use the home card. */
export function cardSpecFor(lang: Lang, match: PageMatch | null, title: string, t: Dictionary): CardSpec {
  if (!match || match.page === 'thankYou' || match.page === 'search' || match.page === 'blogArticle') {
    return { lang, key: 'home', title: t.pages.home.title, kicker: t.meta.tagline };
  }
  const key = match.page === 'blogCategory' ? `category-${match.params.category}` : match.page;
  return { lang, key, title, kicker: t.meta.tagline };
}
