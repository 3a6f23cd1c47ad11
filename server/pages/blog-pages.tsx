import { breadcrumbTrail } from '../../shared/breadcrumbs';
import { href } from '../../shared/routes';
import { type MatchOf, type PageContext, type PageResult } from '../page-types';
import { crumbNames } from './crumb-names';
import { PageIntro } from './page-intro';

export function blogListPage({ t, match }: PageContext<MatchOf<'blog'>>): PageResult {
  const p = t.pages.blog;
  return {
    kind: 'page',
    status: 200,
    head: { title: p.title, description: p.description },
    breadcrumbs: breadcrumbTrail(match, crumbNames(t)),
    body: <PageIntro heading={p.heading} intro={p.intro} />,
  };
}

export function blogCategoryPage({ t, match }: PageContext<MatchOf<'blogCategory'>>): PageResult {
  const p = t.pages.blog;
  return {
    kind: 'page',
    status: 200,
    head: { title: p.title, description: p.description },
    breadcrumbs: breadcrumbTrail(match, crumbNames(t)),
    body: <PageIntro heading={p.heading} intro={p.intro} />,
  };
}

/** An unknown article slug sends the visitor to the blog list in the same language. */
export function blogArticlePage({ lang }: PageContext<MatchOf<'blogArticle'>>): PageResult {
  return { kind: 'redirect', status: 302, location: href(lang, 'blog') };
}
