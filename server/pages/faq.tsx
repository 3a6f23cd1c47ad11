import { href } from '#shared/routes.ts';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { contentPage } from './parts/content-page';
import { ButtonCta } from './parts/cta-band';
import { FaqList, faqPageData } from './parts/faq-list';

export function faqPage({ lang, t, match }: PageContext<MatchOf<'faq'>>): PageResult {
  const p = t.pages.faq;
  return contentPage(
    { t, match },
    p,
    <>
      <section className="container faq-page">
        <h1>{p.heading}</h1>
        <p className="lead">{p.intro}</p>
        <FaqList items={p.items} group="faq" />
      </section>
      <ButtonCta id="faq-cta" cta={p.more} to={href(lang, 'contact')} />
    </>,
    [faqPageData(p.items)],
  );
}
