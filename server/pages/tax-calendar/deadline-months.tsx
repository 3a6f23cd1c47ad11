import { type Dictionary } from '#content/i18n/index.ts';
import { type Lang } from '#shared/languages.ts';
import { deadlineFileHref } from '#shared/routes.ts';
import { type Deadline } from '#shared/tax-calendar/deadlines.ts';
import { format } from '#shared/format.ts';
import { windowMonths } from '#server/tax-calendar/calendar.ts';
import { dateText, deadlineText } from '#server/tax-calendar/deadline-text.ts';
import { subscribeHeadingId } from './subscribe-links';

/** Text that stands on its own line starts with a capital: "Dhjetor 2026", "E martë, 15 dhjetor". */
function standingAlone(lang: Lang, text: string): string {
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

/** The deadlines grouped by the month they fall in, each with a stable anchor (its id) and its own .ics. */
export function DeadlineMonths({
  lang,
  t,
  deadlines,
  summary,
}: {
  lang: Lang;
  t: Dictionary;
  deadlines: Deadline[];
  summary: string;
}) {
  const months = new Map<string, Deadline[]>();
  for (const deadline of deadlines) {
    const month = deadline.due.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), deadline]);
  }
  const c = t.pages.taxCalendar;
  return (
    <div className="calendar-months">
      <p className="calendar-summary">
        {summary} <a href={`#${subscribeHeadingId}`}>{c.subscribe.heading}</a>
      </p>
      {deadlines.length === 0 ? <p>{format(c.empty, { months: windowMonths })}</p> : null}
      {[...months].map(([month, items]) => (
        <section key={month} className="calendar-month" aria-labelledby={`month-${month}`}>
          <h2 id={`month-${month}`}>{standingAlone(lang, dateText(lang, `${month}-01`, 'month'))}</h2>
          <ol className="deadline-list">
            {items.map((deadline) => (
              <DeadlineItem key={deadline.id} lang={lang} t={t} deadline={deadline} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function DeadlineItem({ lang, t, deadline }: { lang: Lang; t: Dictionary; deadline: Deadline }) {
  const d = t.pages.taxCalendar.deadline;
  const text = deadlineText(deadline, lang, t);
  return (
    <li id={deadline.id} className="deadline">
      <time className="deadline-date" dateTime={deadline.due}>
        {standingAlone(lang, dateText(lang, deadline.due, 'day'))}
      </time>
      <h3 className="deadline-title">{text.title}</h3>
      <p className="deadline-meta">{format(d.meta, { who: text.who, forms: text.forms })}</p>
      {text.moved ? <p className="deadline-moved">{text.moved}</p> : null}
      {text.mayMove ? <p className="deadline-may-move">{text.mayMove}</p> : null}
      <a className="deadline-add" href={deadlineFileHref(lang, deadline.id)} download data-calendar-add={deadline.id}>
        {d.add}
        <span className="visually-hidden">: {text.title}</span>
      </a>
    </li>
  );
}
