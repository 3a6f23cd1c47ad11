import { breadcrumbTrail } from '#shared/breadcrumbs.ts';
import { format } from '#shared/format.ts';
import { pluralForm } from '#shared/plural.ts';
import { href } from '#shared/routes.ts';
import { audienceParam, readAudiences } from '#shared/tax-calendar/audience-query.ts';
import { forAudiences } from '#shared/tax-calendar/deadlines.ts';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { upcomingDeadlines, windowMonths } from '#server/tax-calendar/calendar.ts';
import { audienceList, calendarName } from '#server/tax-calendar/audience-names.ts';
import { crumbNames } from '#server/pages/crumb-names.ts';
import { ButtonCta } from '#server/pages/parts/cta-band.tsx';
import { FaqList, faqPageData } from '#server/pages/parts/faq-list.tsx';
import { Hero } from '#server/pages/parts/hero.tsx';
import { CalendarFilter } from './calendar-filter';
import { CalendarSources } from './calendar-sources';
import { DeadlineMonths } from './deadline-months';
import { SubscribeLinks } from './subscribe-links';
import { Unsearched } from '#server/search/unsearched.tsx';

/**
 * /{lang}/tax-calendar/: the deadlines of the next twelve months, grouped by month, for the audiences chosen
 * in a plain GET form (?for=employer,vat). A choice is one visitor's view: kept out of the index, with the
 * whole calendar as canonical. Other spellings of a choice (the form's repeated ?for=) are sent to the one URL.
 */
export function taxCalendarPage({
  lang,
  t,
  match,
  query,
  now,
  siteUrl,
}: PageContext<MatchOf<'taxCalendar'>>): PageResult {
  const c = t.pages.taxCalendar;
  const path = href(lang, 'taxCalendar');
  const { chosen, query: choice } = readAudiences(query);
  const asked = query.getAll(audienceParam);
  if (asked.length > 0 && (asked.length > 1 || `?${audienceParam}=${asked[0]}` !== choice)) {
    return { kind: 'redirect', status: 302, location: path + choice };
  }
  const deadlines = forAudiences(upcomingDeadlines(now), chosen);
  const names = audienceList(lang, t, chosen);
  const summary = names
    ? format(pluralForm(lang, deadlines.length, c.filter.showing), {
        n: deadlines.length,
        months: windowMonths,
        audiences: names,
      })
    : format(pluralForm(lang, deadlines.length, c.filter.showingAll), { n: deadlines.length, months: windowMonths });
  return {
    kind: 'page',
    status: 200,
    head: {
      title: names ? format(c.filteredTitle, { audiences: names }) : c.title,
      description: names ? format(c.filteredDescription, { audiences: names }) : c.description,
      ...(chosen.length > 0 ? { noindex: true, canonical: path, cardTitle: c.title } : {}),
    },
    breadcrumbs: breadcrumbTrail(match, crumbNames(t)),
    structuredData: [faqPageData(c.questions)],
    body: (
      <>
        <Hero heading={c.heading} text={format(c.intro, { months: windowMonths })} />
        {/* The deadlines come right after the filter, so on a phone they are not a screen of subscribe
            links away; on a wide screen the subscribe links sit under the filter, beside them. */}
        <div className="container calendar-layout">
          <CalendarFilter t={t} chosen={chosen} action={path} />
          <Unsearched>
            <DeadlineMonths lang={lang} t={t} deadlines={deadlines} summary={summary} />
          </Unsearched>
          <SubscribeLinks lang={lang} t={t} siteUrl={siteUrl} choice={choice} name={calendarName(t, names)} />
        </div>
        <CalendarSources lang={lang} t={t} />
        <section className="container calendar-questions" aria-labelledby="calendar-questions-title">
          <h2 id="calendar-questions-title">{c.questionsHeading}</h2>
          <FaqList items={c.questions} group="calendar-questions" />
        </section>
        <ButtonCta id="calendar-cta" cta={c.cta} to={href(lang, 'contact')} />
      </>
    ),
  };
}
