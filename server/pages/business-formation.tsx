import { Sparkles } from 'lucide-react';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { contentPage } from './parts/content-page';
import { contactAbout } from './parts/contact-about';
import { ButtonCta } from './parts/cta-band';
import { FaqList, faqPageData } from './parts/faq-list';
import { cardGrid } from './parts/grid-columns';
import { Hero } from './parts/hero';
import { CheckCards, CheckList, IconCards } from './parts/lists';
import { Section } from './parts/section';
import { Sources } from './tools/tool-parts';

export function businessFormationPage({ lang, t, match }: PageContext<MatchOf<'businessFormation'>>): PageResult {
  const p = t.pages.businessFormation;
  // Every call to action here is about forming a company: the form opens with that topic chosen.
  const contact = contactAbout(lang, 'business-formation');
  return contentPage(
    { t, match },
    p,
    <>
      <Hero heading={p.hero.heading} text={p.hero.text}>
        <a className="button button-large" href={contact}>
          {p.hero.primary}
        </a>
        <a className="button button-secondary button-large" href={contact}>
          {p.hero.secondary}
        </a>
      </Hero>
      <Section id="why-kosovo" heading={p.why.heading} intro={p.why.intro}>
        <IconCards items={p.why.items} width="medium" />
      </Section>
      <Section id="tax" heading={p.tax.heading} intro={p.tax.intro} tone="soft">
        {/* A real table; on a phone it scrolls inside a labelled, focusable region (WCAG 1.4.10). Its name is
              a heading outside the scroller, so it stays readable while the columns scroll. */}
        <h3 id="tax-caption" className="table-title">
          {p.tax.caption}
        </h3>
        <div className="table-scroll" role="region" aria-labelledby="tax-caption" tabIndex={0}>
          <table className="comparison-table" aria-labelledby="tax-caption">
            <thead>
              <tr>
                <th scope="col">{p.tax.columns.tax}</th>
                <th scope="col" className="highlight">
                  {p.tax.columns.kosovo}
                </th>
              </tr>
            </thead>
            <tbody>
              {p.tax.rows.map((row) => (
                <tr key={row.tax}>
                  <th scope="row">{row.tax}</th>
                  <td className="highlight">{row.kosovo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="muted small">{p.tax.note}</p>
      </Section>
      {/* The same rates as the profit calculator's, with the same sources and the day they were checked. */}
      <Sources
        lang={lang}
        common={t.pages.tools.common}
        rules={['corporate', 'wageTax', 'vat', 'comparison']}
        disclaimer={false}
      />
      <Section id="treaties" heading={p.treaties.heading} intro={p.treaties.text}>
        <CheckList items={p.treaties.points} columns />
      </Section>
      <Section id="options" heading={p.options.heading} intro={p.options.intro} tone="soft">
        <ul className={cardGrid(p.options.items.length, 'medium')}>
          {p.options.items.map((option) => (
            <li key={option.title} className="card">
              <h3>{option.title}</h3>
              <p className="capital">
                <span>{p.options.capitalLabel}:</span> <strong>{option.capital}</strong>
              </p>
              <p>{option.text}</p>
              <CheckList items={option.points} compact />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="steps" heading={p.steps.heading} intro={p.steps.intro}>
        <ol className="timeline">
          {p.steps.items.map((step, index) => (
            <li key={step.title}>
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="highlights">
          <h3>{p.steps.highlightsHeading}</h3>
          <ul>
            {p.steps.highlights.map((highlight) => (
              <li key={highlight}>
                <Sparkles aria-hidden="true" size={18} />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="residency" heading={p.residency.heading} intro={p.residency.intro} tone="soft">
        <CheckCards cards={p.residency.cards} items={(card) => card.points} width="wide" />
      </Section>
      <Section id="formation-faq" heading={p.faq.heading}>
        <FaqList items={p.faq.items} group="formation-faq" />
      </Section>
      <ButtonCta id="formation-cta" cta={p.cta} to={contact} />
    </>,
    [faqPageData(p.faq.items)],
  );
}
