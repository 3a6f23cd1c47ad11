import { type SoftwareApplication, type WithContext } from 'schema-dts';
import { type Dictionary } from '../../../content/i18n';
import { type ToolCommon } from '../../../content/i18n/tools-content';
import { format } from '../../../shared/format';
import { formatDate } from '../../../shared/format-date';
import { type Lang } from '../../../shared/languages';
import { type CommonLabels } from '../../../client/tools/tool-parts';
import { type RuleSource, ruleSources } from '../../../shared/tax/sources';

/** The slice of the shared texts the tool widgets need (their props stay small). */
export function commonLabels(common: ToolCommon): CommonLabels {
  const { calculate, resultHeading, prompt, fixErrors, errors, rounding, print, cta } = common;
  return { calculate, resultHeading, prompt, fixErrors, errors, rounding, print, cta };
}

/** The rules a tool applies, each named with its law and the date it applies from. */
export function Sources({ lang, common, rules }: { lang: Lang; common: ToolCommon; rules: RuleSource[] }) {
  return (
    <section className="tool-sources container" aria-labelledby="tool-sources-title">
      <h2 id="tool-sources-title">{common.sourcesHeading}</h2>
      <ul>
        {rules.map((rule) => {
          const source: { appliesFrom?: string; url?: string } = ruleSources[rule];
          const name = common.sources[rule];
          const text = source.appliesFrom
            ? format(common.appliesFrom, { source: name, date: formatDate(lang, source.appliesFrom) })
            : `${name}.`;
          return <li key={rule}>{source.url ? <a href={source.url}>{text}</a> : text}</li>;
        })}
      </ul>
      <p className="muted">{common.disclaimer}</p>
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

export type ToolMessages = Dictionary['pages']['tools'];
