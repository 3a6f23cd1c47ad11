import { type ReactNode } from 'react';
import { type SoftwareApplication, type WithContext } from 'schema-dts';
import { type AnyToolContent, type ToolCommon } from '#content/i18n/tools-content.ts';
import { site } from '#content/site.ts';
import { breadcrumbTrail } from '#shared/breadcrumbs.ts';
import { href } from '#shared/routes.ts';
import { format } from '#shared/format.ts';
import { formatDate } from '#shared/format-date.ts';
import { type Lang } from '#shared/languages.ts';
import { type Reading } from '#shared/tax/forms.ts';
import { type ToolWidgetBase, type ToolWidgetProps } from '#client/tools/tool-props.ts';
import { commonLabels } from './common-labels';
import { type RuleSource, type RuleSourceEntry, isLinked, ratesCheckedOn, ruleSources } from '#shared/tax/sources.ts';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { crumbNames } from '#server/pages/crumb-names.ts';
import { FaqList, faqPageData } from '#server/pages/parts/faq-list.tsx';
import { Hero } from '#server/pages/parts/hero.tsx';
import { SourceLine } from '#server/pages/parts/source-link.tsx';
import { Unsearched } from '#server/search/unsearched.tsx';

/**
 * The rules a tool (or a page quoting the tools' rates) applies, each named with its law and the date it
 * applies from, and when we last checked. The planning disclaimer is the tools' own.
 */
export function Sources({
  lang,
  common,
  rules,
  disclaimer = true,
}: {
  lang: Lang;
  common: ToolCommon;
  rules: RuleSource[];
  disclaimer?: boolean;
}) {
  return (
    <section className="tool-sources container" aria-labelledby="tool-sources-title">
      <h2 id="tool-sources-title">{common.sourcesHeading}</h2>
      <ul>
        {rules.map((rule) => {
          const source: RuleSourceEntry = ruleSources[rule];
          const name = common.sources[rule];
          const text = source.appliesFrom
            ? format(common.appliesFrom, { source: name, date: formatDate(lang, source.appliesFrom) })
            : `${name}.`;
          return (
            <li key={rule}>
              {source.url ? (
                <SourceLine
                  text={text}
                  link={isLinked(rule) ? common.sourceLinks[rule] : text}
                  source={source}
                  lang={lang}
                />
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
      <p>{format(common.checkedOn, { date: formatDate(lang, ratesCheckedOn) })}</p>
      {disclaimer ? <p className="muted">{common.disclaimer}</p> : null}
    </section>
  );
}

/** Each tool declares itself to search engines: a free finance web application. */
export function toolData(name: string, description: string, url: string, lang: Lang): WithContext<SoftwareApplication> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name,
    description,
    url,
    inLanguage: lang,
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
  };
}

type ToolPage = 'salaryTool' | 'vatTool' | 'profitTool' | 'withholdingTool';

/**
 * Whether a query is a calculation: it names one of the tool's amounts. A link that only preselects
 * (?rate=8, ?employment=secondary) opens the empty form with that choice made.
 */
export function isCalculation(query: URLSearchParams, amounts: readonly string[]): boolean {
  return amounts.some((name) => query.has(name));
}

/**
 * The fields the form opens with: as asked, except that a link which calculates nothing and only preselects a
 * choice the tool does not have (a VAT rate Kosovo does not levy) opens the form at the first known one.
 */
export function openingFields<Fields, K extends keyof Fields>(
  asked: Fields,
  reading: object | null,
  name: K,
  known: readonly Fields[K][],
): Fields {
  const [first] = known;
  return reading || first === undefined || known.includes(asked[name]) ? asked : { ...asked, [name]: first };
}

/**
 * The frame all the tool pages share: status (422 for a wrong input), head, breadcrumbs, structured data,
 * the widget, the rules it applies with their sources, and its questions. The language menu's links carry
 * the result's canonical query (a link written "1.000" on /sq/ opens as 1000 on /en/), or only the choices.
 */
export function toolPage<Content extends AnyToolContent, Fields, Value>(
  { lang, t, match, siteUrl, now }: PageContext<MatchOf<ToolPage>>,
  tool: {
    content: Content;
    /** The reading of a calculation's query; null when the page is the tool itself. */
    reading: Reading<Fields, Value> | null;
    /** The form's fields as the widget opens with them. */
    fields: Fields;
    choices: Record<string, string>;
    rules: RuleSource[];
    /** The island, given its props: the page's frame, the fields and the errors of a wrong calculation. */
    widget: (props: ToolWidgetProps<Content, Fields>) => ReactNode;
  },
): PageResult {
  const common = t.pages.tools.common;
  const p = tool.content;
  const path = href(lang, match.page);
  const { address } = site;
  const base: ToolWidgetBase<Content> = {
    lang,
    action: path,
    contactHref: href(lang, 'contact'),
    origin: siteUrl,
    printed: {
      firm: format(common.printed.by, { firm: site.name }),
      contact: `${address.street} ${address.houseNumber}, ${address.postalCode} ${address.city[lang]} · ${site.phone} · ${site.email}`,
      date: format(common.printed.calculatedOn, { date: formatDate(lang, now.toISOString().slice(0, 10)) }),
    },
    labels: { common: commonLabels(common), fields: p.fields, results: p.results, message: p.message },
  };
  const errors = tool.reading?.ok === false ? tool.reading.errors : {};
  const submitted = tool.reading !== null;
  const languageQuery = new URLSearchParams(tool.reading?.ok ? tool.reading.query : tool.choices).toString();
  return {
    kind: 'page',
    status: tool.reading?.ok === false ? 422 : 200,
    // A result is one calculation among endless ones: kept out of the index, pointing at the tool.
    head: { title: p.title, description: p.description, ...(submitted ? { noindex: true, canonical: path } : {}) },
    breadcrumbs: breadcrumbTrail(match, crumbNames(t)),
    structuredData: [toolData(p.heading, p.description, siteUrl + path, lang), faqPageData(p.questions)],
    ...(submitted ? { languageSearch: languageQuery ? `?${languageQuery}` : '' } : {}),
    body: (
      <>
        <Hero heading={p.heading} text={p.intro} />
        <Unsearched>
          <div className="container tool-page">{tool.widget({ ...base, fields: tool.fields, errors })}</div>
        </Unsearched>
        <Sources lang={lang} common={common} rules={tool.rules} />
        <section className="container tool-questions" aria-labelledby="tool-questions-title">
          <h2 id="tool-questions-title">{common.questionsHeading}</h2>
          <FaqList items={p.questions} group="tool-questions" />
        </section>
      </>
    ),
  };
}
