import { type IsoDate, addDays, isWeekend, isoDate, yearOf } from './civil-date';
import { catholicEaster, orthodoxEaster } from './easter';

export type Eid = 'fitr' | 'adha';

/** An announced first day of an Eid, with where it was published (content/tax-calendar/eid-dates.ts). */
export interface EidDate {
  eid: Eid;
  date: IsoDate;
  publisher: 'government' | 'islamicCommunity';
  url: string;
}

export type HolidayId =
  | 'newYear'
  | 'orthodoxChristmas'
  | 'independence'
  | 'constitution'
  | 'catholicEaster'
  | 'orthodoxEaster'
  | 'labour'
  | 'europe'
  | 'eidFitr'
  | 'eidAdha'
  | 'catholicChristmas';

export interface Holiday {
  id: HolidayId;
  date: IsoDate;
}

/** A day on which offices are closed for a holiday: the holiday itself, or the working day that stands in for it. */
export interface DayOff {
  holiday: HolidayId;
  /** Set when this day stands in for a holiday that fell on a Saturday or Sunday (its date). */
  standsInFor?: IsoDate;
}

const eidHoliday: Record<Eid, HolidayId> = { fitr: 'eidFitr', adha: 'eidAdha' };

/**
 * The official holidays of a year, Law No. 03/L-064 on Official Holidays, Article 2: New Year (1 and 2
 * January), Orthodox Christmas (7 January), Independence Day (17 February), Constitution Day (9 April),
 * Labour Day (1 May), Europe Day (9 May), Catholic Christmas (25 December), the Easter Mondays of both
 * churches, and the first days of the two Eids (from the announced table; an Eid missing from it is left out,
 * and the caller decides what that means).
 */
export function officialHolidays(year: number, eids: readonly EidDate[]): Holiday[] {
  const fixed: Holiday[] = [
    { id: 'newYear', date: isoDate(year, 1, 1) },
    { id: 'newYear', date: isoDate(year, 1, 2) },
    { id: 'orthodoxChristmas', date: isoDate(year, 1, 7) },
    { id: 'independence', date: isoDate(year, 2, 17) },
    { id: 'constitution', date: isoDate(year, 4, 9) },
    { id: 'labour', date: isoDate(year, 5, 1) },
    { id: 'europe', date: isoDate(year, 5, 9) },
    { id: 'catholicChristmas', date: isoDate(year, 12, 25) },
    // The law names Easter Monday ("E hëna e Pashkëve"); when both Easters fall on one Sunday, as in 2025,
    // the two holidays are the same Monday.
    { id: 'catholicEaster', date: addDays(catholicEaster(year), 1) },
    { id: 'orthodoxEaster', date: addDays(orthodoxEaster(year), 1) },
  ];
  const lunar = eids
    .filter((entry) => yearOf(entry.date) === year)
    .map((entry): Holiday => ({ id: eidHoliday[entry.eid], date: entry.date }));
  return [...fixed, ...lunar].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The days off of a year. Article 4 of the law: a holiday on a Saturday or Sunday gives the following working
 * day off. Holidays are taken in date order and each one's stand-in is the first weekday not already off, as
 * the Government's calendars apply it (2022: New Year on Saturday and Sunday, so Monday 3 and Tuesday 4
 * January; Labour Day on Sunday 1 May and the Eid on Monday 2 May, so 2 and 3 May). Two holidays on the same
 * weekday are one day off (2018: Orthodox Easter Monday and Constitution Day were both 9 April).
 */
export function daysOff(year: number, eids: readonly EidDate[]): Map<IsoDate, DayOff> {
  const off = new Map<IsoDate, DayOff>();
  const holidays = officialHolidays(year, eids);
  for (const holiday of holidays) {
    if (!isWeekend(holiday.date) && !off.has(holiday.date)) off.set(holiday.date, { holiday: holiday.id });
  }
  for (const holiday of holidays) {
    if (!isWeekend(holiday.date)) continue;
    let day = addDays(holiday.date, 1);
    while (isWeekend(day) || off.has(day)) day = addDays(day, 1);
    off.set(day, { holiday: holiday.id, standsInFor: holiday.date });
  }
  return off;
}
