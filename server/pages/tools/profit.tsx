import { breadcrumbTrail } from '../../../shared/breadcrumbs';
import { href } from '../../../shared/routes';
import { readProfit } from '../../../shared/tax/forms';
import { Island } from '../../island';
import { type MatchOf, type PageContext, type PageResult } from '../../page-types';
import { crumbNames } from '../crumb-names';
import { FaqList, faqPageData } from '../parts/faq-list';
import { Hero } from '../parts/hero';
import { Sources, commonLabels, toolData } from './tool-parts';

/** /{lang}/tools/profit/: what a yearly profit leaves the owner (?profit=100000). */
export function profitToolPage({ lang, t, match, query, siteUrl }: PageContext<MatchOf<'profitTool'>>): PageResult {
  const c = t.pages.tools;
  const p = c.profit;
  const submitted = query.has('profit');
  const profit = query.get('profit') ?? '';
  const request = submitted ? readProfit(profit, lang) : null;
  const path = href(lang, 'profitTool');
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
            name="profit-tool"
            props={{
              lang,
              action: path,
              contactHref: href(lang, 'contact'),
              profit,
              ...(request && !request.ok ? { error: request.errors.profit } : {}),
              labels: { common: commonLabels(c.common), fields: p.fields, results: p.results, message: p.message },
            }}
          />
        </div>
        <Sources lang={lang} common={c.common} rules={['corporate']} />
        <section className="container tool-questions" aria-labelledby="tool-questions-title">
          <h2 id="tool-questions-title">{c.common.questionsHeading}</h2>
          <FaqList items={p.questions} group="tool-questions" />
        </section>
      </>
    ),
  };
}
