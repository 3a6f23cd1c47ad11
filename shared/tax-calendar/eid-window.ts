import { type IsoDate, addDays, isoDate } from './civil-date';
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

/** The Umm al-Qura dates of the Eids in a Gregorian year (an Eid can occur twice in one year, or not at all). */
export function expectedEids(year: number): Array<{ eid: Eid; date: IsoDate }> {
  const known = cache.get(year);
  if (known) return known;
  const found: Array<{ eid: Eid; date: IsoDate }> = [];
  for (let date = isoDate(year, 1, 1); date < isoDate(year + 1, 1, 1); date = addDays(date, 1)) {
    const parts = islamicDay.formatToParts(new Date(`${date}T12:00:00Z`));
    const month = Number(parts.find((part) => part.type === 'month')?.value);
    const day = Number(parts.find((part) => part.type === 'day')?.value);
    for (const eid of ['fitr', 'adha'] as const) {
      if (eidDay[eid].month === month && eidDay[eid].day === day) found.push({ eid, date });
    }
  }
  cache.set(year, found);
  return found;
}

/** The days an unannounced Eid expected on a date could fall on. */
export function eidWindow(expected: IsoDate): IsoDate[] {
  return Array.from({ length: 2 * eidMarginDays + 1 }, (_, index) => addDays(expected, index - eidMarginDays));
}
