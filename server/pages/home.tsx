import { ArrowRight } from 'lucide-react';
import { href } from '#shared/routes.ts';
import { serviceHref } from '#shared/service-links.ts';
import { Icon } from '#server/icons.tsx';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { CtaBand } from './parts/cta-band';
import { Hero } from './parts/hero';
import { cardGrid } from './parts/grid-columns';
import { StepStrip } from './parts/lists';
import { Section } from './parts/section';
import { contentPage } from './parts/content-page';

export function homePage({ lang, t, match }: PageContext<MatchOf<'home'>>): PageResult {
  const p = t.pages.home;
  return contentPage(
    { t, match },
    p,
    <>
      <Hero eyebrow={p.hero.eyebrow} heading={p.hero.heading} text={p.hero.text}>
        <a className="button button-large" href={href(lang, 'contact')}>
          {p.hero.quote}
          <ArrowRight aria-hidden="true" size={20} />
        </a>
        <a className="button button-secondary button-large" href={href(lang, 'services')}>
          {p.hero.secondary}
        </a>
        <p className="hero-note">
          {p.hero.international.text} <a href={serviceHref(lang, 'international')}>{p.hero.international.link}</a>
        </p>
      </Hero>
      <section className="stats" aria-labelledby="stats-heading">
        <div className="container">
          <h2 id="stats-heading" className="visually-hidden">
            {p.stats.heading}
          </h2>
          <ul className={`${cardGrid(p.stats.items.length, 'small')} stat-list`}>
            {p.stats.items.map((stat) => (
              <li key={stat.label} className="stat-card">
                <span className="stat-value">{stat.value}</span>
                <span className="stat-label">{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Section id="journey" heading={p.journey.heading} intro={p.journey.intro}>
        <StepStrip steps={p.journey.steps} />
      </Section>
      <Section id="home-services" heading={p.services.heading} intro={p.services.intro} tone="soft">
        <ul className={cardGrid(p.services.cards.length, 'medium')}>
          {p.services.cards.map((card) => (
            <li key={card.title} className="card">
              <span className="card-icon">
                <Icon name={card.icon} />
              </span>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <a className="read-more" href={serviceHref(lang, card.service)}>
                {p.services.learnMore}
                <span className="visually-hidden">: {card.title}</span>
                <ArrowRight aria-hidden="true" size={18} />
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand id="growth" heading={p.growth.heading} text={p.growth.text}>
        <a className="button button-gold" href={href(lang, 'contact')}>
          {p.growth.button}
        </a>
      </CtaBand>
    </>,
  );
}
