import { eidDates } from '#content/tax-calendar/eid-dates.ts';
import { type Dictionary } from '#content/i18n/index.ts';
import { format } from '#shared/format.ts';
import { type Lang } from '#shared/languages.ts';
import { type SourceId } from '#shared/tax-calendar/rules.ts';
import { type CalendarSource, calendarSources } from '#shared/tax-calendar/sources.ts';
import { taxCalendar } from '#server/tax-calendar/calendar.ts';
import { dateText } from '#server/tax-calendar/deadline-text.ts';
import { SourceLine } from '#server/pages/parts/source-link.tsx';

/** Each rule with its law, the date it applies from (or the date of the summary checked) and its link. */
export function CalendarSources({ lang, t }: { lang: Lang; t: Dictionary }) {
  const s = t.pages.taxCalendar.sources;
  const cited = (text: string, link: string, source: CalendarSource) => {
    const dated = source.appliesFrom
      ? format(s.appliesFrom, { source: text, date: dateText(lang, source.appliesFrom, 'date') })
      : source.summary
        ? format(s.reviewedOn, {
            source: text,
            summary: source.summary.name,
            date: dateText(lang, source.summary.reviewedOn, 'date'),
          })
        : `${text}.`;
    return <SourceLine text={dated} link={link} source={source} lang={lang} />;
  };
  const latest = taxCalendar.latestEid();
  const ruleIds = Object.keys(calendarSources.rules) as SourceId[];
  return (
    <section className="container calendar-sources" aria-labelledby="calendar-sources-title">
      <h2 id="calendar-sources-title">{s.heading}</h2>
      <ul>
        <li>{cited(s.moveRule, s.links.moveRule, calendarSources.moveRule)}</li>
        <li>{cited(s.holidays, s.links.holidays, calendarSources.holidays)}</li>
        {ruleIds.map((id) => (
          <li key={id}>{cited(s.rules[id], s.links.rules[id], calendarSources.rules[id])}</li>
        ))}
        {latest ? (
          <li>
            {format(s.eids, {
              eid: t.pages.taxCalendar.holidays[latest.eid === 'fitr' ? 'eidFitr' : 'eidAdha'],
              date: dateText(lang, latest.date, 'date'),
            })}
          </li>
        ) : null}
      </ul>
      <details className="calendar-eids">
        <summary>{s.eidsLink}</summary>
        <ul>
          {eidDates.map((entry) => (
            <li key={`${entry.eid}-${entry.date}`}>
              {t.pages.taxCalendar.holidays[entry.eid === 'fitr' ? 'eidFitr' : 'eidAdha']}:{' '}
              <a href={entry.url}>
                {dateText(lang, entry.date, 'full')} ({s.eidPublishers[entry.publisher]})
              </a>
            </li>
          ))}
        </ul>
      </details>
      <p className="muted">{s.disclaimer}</p>
    </section>
  );
}
