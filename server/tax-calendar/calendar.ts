import { eidDates } from '#content/tax-calendar/eid-dates.ts';
import { siteTimeZone } from '#shared/languages.ts';
import { type IsoDate, addMonths, dayIn } from '#shared/tax-calendar/civil-date.ts';
import { type Deadline, TaxCalendar } from '#shared/tax-calendar/deadlines.ts';

/** The calendar of the announced Eid table: the one the page and the feeds read. */
export const taxCalendar = new TaxCalendar(eidDates);

/** How far ahead the page and the feeds look (the copy's {months}). */
export const windowMonths = 12;

/** How long the feeds keep a deadline after its day, so a subscribed calendar does not lose last month's. */
const keepMonths = 3;

/** Kosovo's calendar day at an instant. */
export function kosovoToday(now: Date): IsoDate {
  return dayIn(siteTimeZone, now);
}

/** The days the page lists deadlines for: from today for the next twelve months. */
function pageWindow(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: today, to: addMonths(today, windowMonths) };
}

/** The page's deadlines. */
export function upcomingDeadlines(now: Date): Deadline[] {
  const { from, to } = pageWindow(kosovoToday(now));
  return taxCalendar.between(from, to);
}

/** Whether the page lists a deadline today, so that its anchor there exists. */
export function onPage(deadline: Deadline, today: IsoDate): boolean {
  const { from, to } = pageWindow(today);
  return deadline.due >= from && deadline.due <= to;
}

/** The feeds' deadlines: the page's, and those of the last three months. */
export function feedDeadlines(now: Date): Deadline[] {
  const today = kosovoToday(now);
  return taxCalendar.between(addMonths(today, -keepMonths), pageWindow(today).to);
}

/** Each event's reminder comes this many days before the deadline (the copy's {days}). */
export const reminderDays = 3;
