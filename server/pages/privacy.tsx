import { type PrivacyContent } from '#content/i18n/page-content.ts';
import { locales, siteTimeZone } from '#shared/languages.ts';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { contentPage } from './parts/content-page';

/** The privacy policy; its "last updated" line shows today's date in the page's language and Kosovo's time. */
export function privacyPage({ lang, t, match, now }: PageContext<MatchOf<'privacy'>>): PageResult {
  const p = t.pages.privacy;
  // Seen through the declared shape, where "list" is optional on every section.
  const sections: PrivacyContent['sections'] = p.sections;
  const today = new Intl.DateTimeFormat(locales[lang].intl, { dateStyle: 'long', timeZone: siteTimeZone }).format(now);
  const isoToday = new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone }).format(now);
  return contentPage(
    { t, match },
    p,
    <article className="container legal">
      <h1>{p.heading}</h1>
      <p className="muted">
        {p.lastUpdated}: <time dateTime={isoToday}>{today}</time>
      </p>
      <p className="lead">{p.intro}</p>
      {sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`privacy-${index}`}>
          <h2 id={`privacy-${index}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>,
  );
}
