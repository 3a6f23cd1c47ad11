import { Eye, Flag } from 'lucide-react';
import { legal } from '#content/legal.ts';
import { team } from '#content/team.ts';
import { href } from '#shared/routes.ts';
import { legalDetails } from '#server/legal-details.ts';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { ButtonCta } from './parts/cta-band';
import { Hero } from './parts/hero';
import { cardGrid } from './parts/grid-columns';
import { LegalSection } from './parts/legal-section';
import { IconCards } from './parts/lists';
import { Section } from './parts/section';
import { TeamSection } from './parts/team-section';
import { contentPage } from './parts/content-page';

export function aboutPage({ lang, t, match }: PageContext<MatchOf<'about'>>): PageResult {
  const p = t.pages.about;
  return contentPage(
    { t, match },
    p,
    <>
      <Hero heading={p.hero.heading} text={p.hero.text} />
      <section className="section" aria-label={p.visionAndMission}>
        <div className="container">
          <div className={cardGrid(2, 'wide')}>
            {[
              { ...p.vision, Icon: Eye },
              { ...p.mission, Icon: Flag },
            ].map(({ title, text, Icon }) => (
              <article key={title} className="card card-feature">
                <span className="card-icon">
                  <Icon aria-hidden="true" size={24} />
                </span>
                <h2>{title}</h2>
                <p>{text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
      <Section id="journey" heading={p.journey.heading} tone="soft">
        <div className="prose prose-narrow">
          {p.journey.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="values" heading={p.values.heading}>
        <IconCards items={p.values.items} width="medium" />
      </Section>
      <TeamSection team={team} lang={lang} t={t} />
      <LegalSection heading={t.legal.heading} details={legalDetails(legal, lang, t)} />
      <ButtonCta id="about-cta" cta={p.cta} to={href(lang, 'contact')} />
    </>,
  );
}
