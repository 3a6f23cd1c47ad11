import { type CaseStudy, type Testimonial } from '#content/client-stories.ts';
import { type Dictionary } from '#content/i18n/dictionary.ts';
import { type Lang } from '#shared/languages.ts';
import { serviceHref } from '#shared/service-links.ts';
import { FactList } from './fact-list';
import { cardGrid } from './grid-columns';
import { ReadMore } from './read-more';
import { Section } from './section';

type Stories = { testimonials: readonly Testimonial[]; caseStudies: readonly CaseStudy[] };

/** One client's words, as they approved them, with their name and (if they agreed) role. */
function TestimonialCard({ testimonial, lang }: { testimonial: Testimonial; lang: Lang }) {
  return (
    <li className="card testimonial">
      <figure>
        <blockquote>
          <p>{testimonial.quote[lang]}</p>
        </blockquote>
        <figcaption>
          <span className="testimonial-name">{testimonial.name}</span>
          {testimonial.role ? <span className="muted">{testimonial.role[lang]}</span> : null}
        </figcaption>
      </figure>
    </li>
  );
}

/** One piece of work: the client, what they faced, what we did and what came of it. */
function CaseStudyCard({ study, lang, t }: { study: CaseStudy; lang: Lang; t: Dictionary }) {
  const labels = t.pages.home.stories;
  const headingId = `case-${study.id}`;
  return (
    <article className="card case-study" aria-labelledby={headingId}>
      <h3 id={headingId}>{study.title[lang]}</h3>
      <p className="muted">{study.client[lang]}</p>
      <FactList
        className="case-facts"
        facts={[
          { label: labels.challenge, value: study.challenge[lang] },
          { label: labels.work, value: study.work[lang] },
          { label: labels.result, value: study.result[lang] },
        ]}
      />
      {study.service ? (
        <ReadMore to={serviceHref(lang, study.service)} text={labels.service} title={study.title[lang]} />
      ) : null}
    </article>
  );
}

/** The home page's testimonials and case studies (content/client-stories.ts): each section only with an entry. */
export function ClientStories({ stories, lang, t }: { stories: Stories; lang: Lang; t: Dictionary }) {
  const labels = t.pages.home.stories;
  const { testimonials, caseStudies } = stories;
  return (
    <>
      {testimonials.length > 0 ? (
        <Section id="testimonials" heading={labels.testimonials}>
          <ul className={`${cardGrid(testimonials.length, 'wide')} testimonial-list`}>
            {testimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} lang={lang} />
            ))}
          </ul>
        </Section>
      ) : null}
      {caseStudies.length > 0 ? (
        <Section id="case-studies" heading={labels.caseStudies} tone="soft">
          <div className={cardGrid(caseStudies.length, 'wide')}>
            {caseStudies.map((study) => (
              <CaseStudyCard key={study.id} study={study} lang={lang} t={t} />
            ))}
          </div>
        </Section>
      ) : null}
    </>
  );
}
