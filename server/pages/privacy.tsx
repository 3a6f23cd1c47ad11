import { type Dictionary } from '#content/i18n/dictionary.ts';
import { legal } from '#content/legal.ts';
import { site } from '#content/site.ts';
import { type PrivacyContent } from '#content/i18n/page-content.ts';
import { analyticsProviders } from '#shared/analytics.ts';
import { format } from '#shared/format.ts';
import { locales, siteTimeZone } from '#shared/languages.ts';
import { type Config } from '#server/config.ts';
import { controllerText } from '#server/legal-details.ts';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { around } from './parts/around';
import { contentPage } from './parts/content-page';
import { Unsearched } from '#server/search/unsearched.tsx';

/** A section of the page: paragraphs, a list, and paragraphs that follow the list. */
type Section = PrivacyContent['sections'][number];

/**
 * What the page says about visit statistics: written from the configuration the banner and the browser
 * use (ANALYTICS_*), so it names the provider and host they send to, or says that nothing is measured.
 */
function statisticsSection(t: Dictionary, analytics: Config['analytics']): Section {
  const s = t.pages.privacy.statistics;
  if (!analytics) return { heading: s.heading, paragraphs: s.off };
  const values = { provider: analyticsProviders[analytics.provider], host: new URL(analytics.origin).host };
  return {
    heading: s.heading,
    paragraphs: [format(s.on.intro, values), format(s.on.sentIntro, values)],
    list: s.on.sent,
    after: [
      format(s.on.identifiers, values),
      format(s.on.withdraw, { settings: t.cookies.footerLink, category: t.cookies.categories.analytics.label }),
    ],
  };
}

/** A text with the firm's email address in it, the address a link to write to it. */
function EmailLinked({ text }: { text: string }) {
  return around(text, site.email, (email) => <a href={`mailto:${email}`}>{email}</a>);
}

/** The privacy policy; its "last updated" line shows today's date in the page's language and Kosovo's time. */
export function privacyPage({ lang, t, match, now, analytics }: PageContext<MatchOf<'privacy'>>): PageResult {
  const p = t.pages.privacy;
  // Seen through the declared shape, where "list" is optional on every section.
  const [collection, usage, protection, rights, contact, updates]: PrivacyContent['sections'] = p.sections;
  const stored = analytics ? p.storedInBrowser.withStatistics : p.storedInBrowser.withoutStatistics;
  const [request, ...contactRest] = contact.paragraphs;
  const sections: Section[] = [
    { ...collection, list: [...(collection.list ?? []), stored] },
    usage,
    statisticsSection(t, analytics),
    protection,
    rights,
    { ...contact, paragraphs: [format(request, { email: site.email }), ...contactRest] },
    updates,
  ];
  const today = new Intl.DateTimeFormat(locales[lang].intl, { dateStyle: 'long', timeZone: siteTimeZone }).format(now);
  const isoToday = new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone }).format(now);
  return contentPage(
    { t, match },
    p,
    <article className="container legal">
      <h1>{p.heading}</h1>
      <Unsearched>
        <p className="muted">
          {p.lastUpdated}: <time dateTime={isoToday}>{today}</time>
        </p>
      </Unsearched>
      <p className="lead">{p.intro}</p>
      <p>
        <EmailLinked text={controllerText(legal, lang, t)} />
      </p>
      {sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`privacy-${index}`}>
          <h2 id={`privacy-${index}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <EmailLinked text={paragraph} />
            </p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.after?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>,
  );
}
