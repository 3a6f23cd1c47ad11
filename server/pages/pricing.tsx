import { Clock } from 'lucide-react';
import { planTopic } from '#shared/contact-fields.ts';
import { href } from '#shared/routes.ts';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { contentPage } from './parts/content-page';
import { contactAbout } from './parts/contact-about';
import { ButtonCta } from './parts/cta-band';
import { FaqList, faqPageData } from './parts/faq-list';
import { cardGrid } from './parts/grid-columns';
import { Hero } from './parts/hero';
import { CheckCards, CheckList, IconCards } from './parts/lists';
import { Section } from './parts/section';
import { Unsearched } from '#server/search/unsearched.tsx';

export function pricingPage({ lang, t, match }: PageContext<MatchOf<'pricing'>>): PageResult {
  const p = t.pages.pricing;
  const contact = href(lang, 'contact');
  return contentPage(
    { t, match },
    p,
    <>
      <Hero heading={p.hero.heading} text={p.hero.text} />
      <section className="section" aria-label={p.hero.heading}>
        <div className="container">
          <ul className={`${cardGrid(p.plans.length, 'medium')} plan-grid`}>
            {p.plans.map((plan, index) => (
              <li key={plan.name} className={plan.popular ? 'plan plan-popular' : 'plan'}>
                <article aria-labelledby={`plan-${index}`}>
                  {plan.popular ? (
                    // A badge before the plan's name: in a snippet it trailed the plan before (reader XG).
                    <Unsearched>
                      <p className="plan-badge">{p.labels.mostPopular}</p>
                    </Unsearched>
                  ) : null}
                  <h2 id={`plan-${index}`}>{plan.name}</h2>
                  <p className="plan-summary">{plan.summary}</p>
                  <p className="plan-price">
                    {/* „Starting from“ reads wrong before a price by agreement (issue 27). */}
                    {plan.enterprise ? null : <span className="plan-caption">{p.labels.startingFrom}</span>}
                    <span className={plan.enterprise ? 'plan-amount plan-amount-words' : 'plan-amount'}>
                      {plan.price}
                    </span>
                    {plan.enterprise ? null : <span className="plan-period">{p.labels.perMonth}</span>}
                  </p>
                  <CheckList items={plan.features} />
                  <a
                    className={plan.popular ? 'button' : 'button button-secondary'}
                    href={contactAbout(lang, planTopic(plan.id))}
                  >
                    {plan.enterprise ? p.labels.contactUs : p.labels.getStarted}
                    <span className="visually-hidden">: {plan.name}</span>
                  </a>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Section id="additional" heading={p.additional.heading} intro={p.additional.intro} tone="soft">
        <CheckCards cards={p.additional.columns} items={(column) => column.items} width="medium" />
      </Section>
      <Section id="custom" heading={p.custom.heading} intro={p.custom.intro}>
        <div className="custom-pricing">
          <div className="card card-highlight">
            <Clock aria-hidden="true" size={28} />
            <h3>{p.custom.hourly.title}</h3>
            <p>{p.custom.hourly.text}</p>
          </div>
          <div>
            <h3>{p.custom.factorsHeading}</h3>
            <div className={cardGrid(p.custom.factors.length, 'small')}>
              {p.custom.factors.map((factor) => (
                <div key={factor.title} className="factor">
                  <h4>{factor.title}</h4>
                  <ul>
                    {factor.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <p className="notice">{p.custom.assessment}</p>
          </div>
        </div>
      </Section>
      <Section id="why" heading={p.why.heading} tone="soft">
        <IconCards items={p.why.items} width="narrow" />
      </Section>
      <Section id="pricing-faq" heading={p.faq.heading}>
        <FaqList items={p.faq.items} group="pricing-faq" />
      </Section>
      <ButtonCta id="pricing-cta" cta={p.cta} to={contact} />
    </>,
    [faqPageData(p.faq.items)],
  );
}
