/**
 * Calendar days as ISO strings ("2019-04-20"): a deadline is a day in Kosovo, not an instant, so no time zone
 * enters the arithmetic. Strings compare in calendar order.
 */
export type IsoDate = string;

const dayMs = 86_400_000;

function toUtc(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** "2019-04-20" from a year, a month (1–12) and a day; months and days past their end roll over. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(toUtc(date).getTime() + days * dayMs).toISOString().slice(0, 10);
}

/** The same day n months later, clamped to the month's end (31 January + 1 month = 28 or 29 February). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = parts(date);
  const end = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return isoDate(year, month + months, Math.min(day, end));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return toUtc(date).getUTCDay();
}

export function isWeekend(date: IsoDate): boolean {
  const day = weekday(date);
  return day === 0 || day === 6;
}

export function yearOf(date: IsoDate): number {
  return parts(date)[0];
}

/** Year, month (1–12) and day of an ISO date. */
export function parts(date: IsoDate): [number, number, number] {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = date.split('-').map(Number);
  return [year, month, day];
}

/** Whether a string is a real calendar day written as YYYY-MM-DD (bad input never reaches the arithmetic). */
export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && toUtc(value).toISOString().slice(0, 10) === value;
}

/** Today's date in a time zone (the site's: Kosovo). */
export function dayIn(timeZone: string, now: Date): IsoDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}
