import { type IsoDate, addDays, isoDate, yearOf } from './civil-date';
import { type Eid } from './holidays';

/**
 * Where an Eid that is not yet announced can fall: the Umm al-Qura calendar's date (1 Shawwal, 10 Dhu
 * al-Hijjah) two days either way. Every date in our table, 2018 to 2025, fell on the Umm al-Qura date to the
 * day; the margin covers a sighting a day or two off it. These dates are never shown as the Eid's date: they
 * only decide which deadlines an unannounced Eid could move.
 */
export const eidMarginDays = 2;

const islamicDay = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  timeZone: 'UTC',
  month: 'numeric',
  day: 'numeric',
});
if (islamicDay.resolvedOptions().calendar !== 'islamic-umalqura') {
  throw new Error('This JavaScript runtime has no Umm al-Qura calendar (Intl); the tax calendar needs it');
}

const eidDay: Record<Eid, { month: number; day: number }> = {
  fitr: { month: 10, day: 1 },
  adha: { month: 12, day: 10 },
};

const cache = new Map<number, Array<{ eid: Eid; date: IsoDate }>>();

function islamicDate(date: IsoDate): { month: number; day: number } {
  const parts = islamicDay.formatToParts(new Date(`${date}T12:00:00Z`));
  return {
    month: Number(parts.find((part) => part.type === 'month')?.value),
    day: Number(parts.find((part) => part.type === 'day')?.value),
  };
}

/** Whether a day is on or after an Eid's day in the Eid's lunar month (a run of 20 days or more). */
function onOrAfter(date: IsoDate, eid: Eid): boolean {
  const { month, day } = islamicDate(date);
  return month === eidDay[eid].month && day >= eidDay[eid].day;
}

/**
 * The Umm al-Qura dates of the Eids in a Gregorian year (an Eid can occur twice in one year, or not at all).
 * Each Eid's month has 20 days or more on or after its Eid day, so a week's stride lands in that run; the
 * week before it is then searched day by day (about 70 dates formatted a year instead of 365).
 */
export function expectedEids(year: number): Array<{ eid: Eid; date: IsoDate }> {
  const known = cache.get(year);
  if (known) return known;
  const found: Array<{ eid: Eid; date: IsoDate }> = [];
  for (const eid of ['fitr', 'adha'] as const) {
    let inside = onOrAfter(addDays(isoDate(year, 1, 1), -7), eid);
    for (let date = isoDate(year, 1, 1); date < addDays(isoDate(year + 1, 1, 1), 7); date = addDays(date, 7)) {
      const now = onOrAfter(date, eid);
      if (now && !inside) {
        for (let day = addDays(date, -6); day <= date; day = addDays(day, 1)) {
          const { month, day: dayOfMonth } = islamicDate(day);
          if (month === eidDay[eid].month && dayOfMonth === eidDay[eid].day && yearOf(day) === year) {
            found.push({ eid, date: day });
          }
        }
      }
      inside = now;
    }
  }
  found.sort((a, b) => a.date.localeCompare(b.date));
  cache.set(year, found);
  return found;
}

/** The days an unannounced Eid expected on a date could fall on. */
export function eidWindow(expected: IsoDate): IsoDate[] {
  return Array.from({ length: 2 * eidMarginDays + 1 }, (_, index) => addDays(expected, index - eidMarginDays));
}
