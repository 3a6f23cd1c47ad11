import { Clock } from 'lucide-react';
import { href } from '#shared/routes.ts';
import { Icon } from '#server/icons.tsx';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { CtaBand } from './parts/cta-band';
import { cardGrid } from './parts/grid-columns';
import { Hero } from './parts/hero';
import { CheckList, StepStrip } from './parts/lists';
import { Section } from './parts/section';
import { contactAbout } from './parts/contact-about';
import { contentPage } from './parts/content-page';
import { Unsearched } from '#server/search/unsearched.tsx';

/** Service cards cycle through eight colour themes (defined for light and dark in the stylesheet). */
const themeCount = 8;

export function servicesPage({ lang, t, match }: PageContext<MatchOf<'services'>>): PageResult {
  const p = t.pages.services;
  return contentPage(
    { t, match },
    p,
    <>
      <Hero heading={p.hero.heading} text={p.hero.text} />
      <nav className="service-index" aria-labelledby="service-index-heading">
        <div className="container">
          <h2 id="service-index-heading">{p.index.heading}</h2>
          <ul className="inline-list">
            {p.services.map((service) => (
              <li key={service.id}>
                <a href={`#${service.id}`}>{service.title}</a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <Section id="pathway" heading={p.pathway.heading}>
        <StepStrip steps={p.pathway.steps} />
      </Section>
      <Section id="catalogue" heading={p.catalogue.heading} intro={p.catalogue.intro} tone="soft">
        <ul className="service-list">
          {p.services.map((service, index) => (
            <li key={service.id} id={service.id} className={`service-card theme-${(index % themeCount) + 1}`}>
              <article aria-labelledby={`${service.id}-title`}>
                <header className="service-header">
                  <span className="service-icon">
                    <Icon name={service.icon} size={28} />
                  </span>
                  <h3 id={`${service.id}-title`}>{service.title}</h3>
                </header>
                <p>{service.description}</p>
                {/* Collapsed on a phone, where nine services in full are a long scroll; a wider screen shows
                    them open (client/styles/service-cards.css). Native <details>: no JavaScript needed. */}
                <details className="service-details">
                  <summary>
                    {/* The disclosure's label, said again by the headings inside (reader XK). */}
                    <Unsearched>{p.catalogue.details}</Unsearched>
                  </summary>
                  <div className="service-body">
                    <div>
                      <h4>{p.catalogue.includedHeading}</h4>
                      <CheckList items={service.included} />
                    </div>
                    <div>
                      <h4>{p.catalogue.processHeading}</h4>
                      <ol className="process-strip">
                        {service.process.map((step, stepIndex) => (
                          <li key={step} className={`process-step process-step-${stepIndex + 1}`}>
                            {step}
                          </li>
                        ))}
                      </ol>
                    </div>
                  </div>
                </details>
                <a className="button service-ask" href={contactAbout(lang, service.id)}>
                  {p.catalogue.ask}
                  <span className="visually-hidden">: {service.title}</span>
                </a>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="process" heading={p.process.heading} intro={p.process.intro}>
        <ol className={`${cardGrid(p.process.steps.length, 'medium')} proven-process`}>
          {p.process.steps.map((step) => (
            <li key={step.number} className="card">
              <span className="process-number" aria-hidden="true">
                {step.number}
              </span>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
              <CheckList items={step.features} compact />
            </li>
          ))}
        </ol>
      </Section>
      <section className="section section-soft" aria-labelledby="hours-heading">
        <div className="container hours-band">
          <Clock aria-hidden="true" size={32} />
          <div>
            <h2 id="hours-heading">{p.hours.heading}</h2>
            <p>
              <strong>{p.hours.days}</strong>, {p.hours.times}. {p.hours.note}
            </p>
          </div>
        </div>
      </section>
      <CtaBand id="services-cta" heading={p.cta.heading} text={p.cta.text}>
        <a className="button button-gold" href={href(lang, 'contact')}>
          {p.cta.contact}
        </a>
        <a className="button button-outline-light" href={href(lang, 'pricing')}>
          {p.cta.pricing}
        </a>
      </CtaBand>
    </>,
  );
}
