import { breadcrumbTrail } from '#shared/breadcrumbs.ts';
import { href } from '#shared/routes.ts';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { crumbNames } from './crumb-names';
import { CtaBand } from './parts/cta-band';
import { FaqList, faqPageData } from './parts/faq-list';

export function faqPage({ lang, t, match }: PageContext<MatchOf<'faq'>>): PageResult {
  const p = t.pages.faq;
  return {
    kind: 'page',
    status: 200,
    head: { title: p.title, description: p.description },
    breadcrumbs: breadcrumbTrail(match, crumbNames(t)),
    structuredData: [faqPageData(p.items)],
    body: (
      <>
        <section className="container faq-page">
          <h1>{p.heading}</h1>
          <p className="lead">{p.intro}</p>
          <FaqList items={p.items} group="faq" />
        </section>
        <CtaBand id="faq-cta" heading={p.more.heading} text={p.more.text}>
          <a className="button button-gold" href={href(lang, 'contact')}>
            {p.more.button}
          </a>
        </CtaBand>
      </>
    ),
  };
}
