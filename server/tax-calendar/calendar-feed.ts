import ical, { ICalAlarmType, ICalEventTransparency } from 'ical-generator';
import { type Dictionary } from '#content/i18n/index.ts';
import { site } from '#content/site.ts';
import { format } from '#shared/format.ts';
import { type Lang } from '#shared/languages.ts';
import { pluralForm } from '#shared/plural.ts';
import { href } from '#shared/routes.ts';
import { type IsoDate, addDays } from '#shared/tax-calendar/civil-date.ts';
import { type Deadline } from '#shared/tax-calendar/deadlines.ts';
import { type Audience } from '#shared/tax-calendar/rules.ts';
import { audienceList, calendarName } from './audience-names';
import { onPage, reminderDays } from './calendar';
import { deadlineText } from './deadline-text';

const daySeconds = 86_400;

function midnightUtc(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

export interface FeedOptions {
  lang: Lang;
  t: Dictionary;
  siteUrl: string;
  deadlines: Deadline[];
  chosen: readonly Audience[];
  /** Kosovo's day of the request: every event's DTSTAMP, so the same day gives the same bytes (and ETag). */
  today: IsoDate;
}

/**
 * An iCalendar (RFC 5545) file of deadlines, written by ical-generator: one all-day event per deadline, its
 * UID made of the deadline's id and the site's host (the same deadline keeps it in every build, language and
 * filter, so a subscribed calendar updates it instead of adding a copy), a display reminder a few days
 * before, a link back to its anchor on the page, and the calendar's name (X-WR-CALNAME) and refresh interval.
 */
export function calendarFile({ lang, t, siteUrl, deadlines, chosen, today }: FeedOptions): string {
  const c = t.pages.taxCalendar;
  const pageUrl = siteUrl + href(lang, 'taxCalendar');
  const host = new URL(siteUrl).hostname;
  const calendar = ical({
    name: calendarName(t, audienceList(lang, t, chosen)),
    description: c.feed.description,
    prodId: { company: site.name, product: 'Tax calendar', language: lang.toUpperCase() },
    url: pageUrl,
    // Calendar apps that honour it fetch the feed again after a day.
    ttl: daySeconds,
  });
  for (const deadline of deadlines) {
    const text = deadlineText(deadline, lang, t);
    // A past deadline (the feeds keep three months of them) is no longer on the page: its link is the page's.
    const url = onPage(deadline, today) ? `${pageUrl}#${deadline.id}` : pageUrl;
    calendar.createEvent({
      id: `${deadline.id}@${host}`,
      allDay: true,
      start: midnightUtc(deadline.due),
      end: midnightUtc(addDays(deadline.due, 1)),
      stamp: midnightUtc(today),
      summary: text.title,
      // Each part a line of its own, so each starts with a capital: on the page the forms follow „ · “.
      description: [text.who, text.forms, text.moved, text.mayMove, `${c.deadline.details}: ${url}`]
        .filter((line) => line !== undefined)
        .map((line) => line.charAt(0).toLocaleUpperCase(lang) + line.slice(1))
        .join('\n'),
      url,
      // A deadline is a reminder, not a meeting: it does not make the day busy.
      transparency: ICalEventTransparency.TRANSPARENT,
      alarms: [
        {
          type: ICalAlarmType.display,
          trigger: reminderDays * daySeconds,
          description: format(pluralForm(lang, reminderDays, c.feed.reminder), {
            days: reminderDays,
            title: text.title,
          }),
        },
      ],
    });
  }
  return calendar.toString();
}
