import { breadcrumbTrail } from '../../../shared/breadcrumbs';
import { href } from '../../../shared/routes';
import { readVat, vatFields } from '../../../shared/tax/forms';
import { Island } from '../../island';
import { type MatchOf, type PageContext, type PageResult } from '../../page-types';
import { crumbNames } from '../crumb-names';
import { FaqList, faqPageData } from '../parts/faq-list';
import { Hero } from '../parts/hero';
import { Sources, commonLabels, toolData } from './tool-parts';

const inputs = ['amount', 'rate', 'mode'];

/** /{lang}/tools/vat/: add VAT to an amount or take it out (?amount=100&rate=18&mode=add|extract). */
export function vatToolPage({ lang, t, match, query, siteUrl }: PageContext<MatchOf<'vatTool'>>): PageResult {
  const c = t.pages.tools;
  const p = c.vat;
  const submitted = inputs.some((name) => query.has(name));
  const fields = vatFields(query);
  const request = submitted ? readVat(fields, lang) : null;
  const path = href(lang, 'vatTool');
  return {
    kind: 'page',
    status: request && !request.ok ? 422 : 200,
    head: { title: p.title, description: p.description, ...(submitted ? { noindex: true, canonical: path } : {}) },
    breadcrumbs: breadcrumbTrail(match, crumbNames(t)),
    structuredData: [toolData(p.heading, p.description, siteUrl + path, lang), faqPageData(p.questions)],
    body: (
      <>
        <Hero heading={p.heading} text={p.intro} />
        <div className="container tool-page">
          <Island
            name="vat-tool"
            props={{
              lang,
              action: path,
              contactHref: href(lang, 'contact'),
              fields,
              errors: request && !request.ok ? request.errors : {},
              labels: { common: commonLabels(c.common), fields: p.fields, results: p.results, message: p.message },
            }}
          />
        </div>
        <Sources lang={lang} common={c.common} rules={['vat']} />
        <section className="container tool-questions" aria-labelledby="tool-questions-title">
          <h2 id="tool-questions-title">{c.common.questionsHeading}</h2>
          <FaqList items={p.questions} group="tool-questions" />
        </section>
      </>
    ),
  };
}
