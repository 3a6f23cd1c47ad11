import { ArrowRight } from 'lucide-react';
import { href } from '#shared/routes.ts';
import { serviceHref } from '#shared/service-links.ts';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { stories } from '#content/client-stories.ts';
import { ClientStories } from './parts/client-stories';
import { ButtonCta } from './parts/cta-band';
import { Hero } from './parts/hero';
import { cardGrid } from './parts/grid-columns';
import { IconCards, StepStrip } from './parts/lists';
import { Section } from './parts/section';
import { contentPage } from './parts/content-page';
import { ReadMore } from './parts/read-more';
import { Unsearched } from '#server/search/unsearched.tsx';

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
      {/* Figures drawn over their labels: quoted in a line they read as broken text (reader XG). */}
      <Unsearched>
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
      </Unsearched>
      <Section id="journey" heading={p.journey.heading} intro={p.journey.intro}>
        <StepStrip steps={p.journey.steps} />
      </Section>
      <Section id="home-services" heading={p.services.heading} intro={p.services.intro} tone="soft">
        <IconCards
          items={p.services.cards}
          width="medium"
          more={(card) => (
            <ReadMore to={serviceHref(lang, card.service)} text={p.services.learnMore} title={card.title} />
          )}
        />
      </Section>
      <ClientStories stories={stories} lang={lang} t={t} />
      <ButtonCta id="growth" cta={p.growth} to={href(lang, 'contact')} />
    </>,
  );
}
