import { type Dictionary } from '#content/i18n/index.ts';
import { type Lang } from '#shared/languages.ts';
import { type PageMatch } from '#shared/routes.ts';
import { type HeadData } from './page-types';
import { type CardSpec } from './social-cards';

/**
 * The card of a page: the title its head asks the card to show (its own, or a shared one: `cardTitle`) on the
 * site's design. Pages without a card of their own use the home card. The renderer and the card builder both
 * ask here, so a page never points to a card that was not built.
 */
export function cardSpecFor(
  lang: Lang,
  match: PageMatch | null,
  head: Pick<HeadData, 'title' | 'cardTitle'>,
  t: Dictionary,
): CardSpec {
  if (!match || match.page === 'thankYou' || match.page === 'search' || match.page === 'blogArticle') {
    return { lang, key: 'home', title: t.pages.home.title, kicker: t.meta.tagline };
  }
  const key = match.page === 'blogCategory' ? `category-${match.params.category}` : match.page;
  return { lang, key, title: head.cardTitle ?? head.title, kicker: t.meta.tagline };
}
