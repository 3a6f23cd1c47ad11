import { breadcrumbTrail } from '../../../shared/breadcrumbs';
import { href } from '../../../shared/routes';
import { readSalary, salaryFields } from '../../../shared/tax/forms';
import { Island } from '../../island';
import { type MatchOf, type PageContext, type PageResult } from '../../page-types';
import { crumbNames } from '../crumb-names';
import { FaqList, faqPageData } from '../parts/faq-list';
import { Hero } from '../parts/hero';
import { Sources, commonLabels, toolData } from './tool-parts';

/** Query parameters that make a request a calculation (and its page a result, not the tool itself). */
const inputs = ['gross', 'net', 'pension', 'employer', 'employment'];

/** /{lang}/tools/salary/: the form, and with ?gross= or ?net= its result (422 when the input is wrong). */
export function salaryToolPage({ lang, t, match, query, siteUrl }: PageContext<MatchOf<'salaryTool'>>): PageResult {
  const c = t.pages.tools;
  const p = c.salary;
  const submitted = inputs.some((name) => query.has(name));
  const fields = salaryFields(query);
  const request = submitted ? readSalary(fields, lang) : null;
  const errors = request && !request.ok ? request.errors : {};
  const path = href(lang, 'salaryTool');
  return {
    kind: 'page',
    status: request && !request.ok ? 422 : 200,
    // A result is one calculation among endless ones: kept out of the index, pointing at the tool.
    head: { title: p.title, description: p.description, ...(submitted ? { noindex: true, canonical: path } : {}) },
    breadcrumbs: breadcrumbTrail(match, crumbNames(t)),
    structuredData: [toolData(p.heading, p.description, siteUrl + path, lang), faqPageData(p.questions)],
    body: (
      <>
        <Hero heading={p.heading} text={p.intro} />
        <div className="container tool-page">
          <Island
            name="salary-tool"
            props={{
              lang,
              action: path,
              contactHref: href(lang, 'contact'),
              fields,
              errors,
              labels: { common: commonLabels(c.common), fields: p.fields, results: p.results, message: p.message },
            }}
          />
        </div>
        <Sources lang={lang} common={c.common} rules={['wageTax', 'secondary', 'pension']} />
        <section className="container tool-questions" aria-labelledby="tool-questions-title">
          <h2 id="tool-questions-title">{c.common.questionsHeading}</h2>
          <FaqList items={p.questions} group="tool-questions" />
        </section>
      </>
    ),
  };
}
