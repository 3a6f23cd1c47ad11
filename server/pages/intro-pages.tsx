import { breadcrumbTrail } from '../../shared/breadcrumbs';
import { type MatchOf, type PageContext, type PageResult } from '../page-types';
import { crumbNames } from './crumb-names';
import { PageIntro } from './page-intro';

type IntroPageId = 'home' | 'services' | 'pricing' | 'businessFormation' | 'about' | 'contact' | 'privacy' | 'faq';

/**
 * Pages whose body is their heading and lead paragraph from the dictionary, until their full content
 * lands (Pages issue).
 */
export function introPage({ t, match }: PageContext<MatchOf<IntroPageId>>): PageResult {
  const p = t.pages[match.page];
  return {
    kind: 'page',
    status: 200,
    head: { title: p.title, description: p.description },
    breadcrumbs: breadcrumbTrail(match, crumbNames(t)),
    body: <PageIntro heading={p.heading} intro={p.intro} />,
  };
}
