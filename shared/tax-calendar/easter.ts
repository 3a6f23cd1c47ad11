import { type IsoDate, addDays, isoDate } from './civil-date';

/**
 * Western (Catholic) Easter Sunday in the Gregorian calendar: the anonymous Gregorian computus (Meeus/Jones/
 * Butcher), exact for every year from 1583.
 */
export function catholicEaster(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/**
 * Orthodox Easter Sunday, given in the Gregorian calendar: the Julian computus (Meeus) gives the Julian date,
 * and the calendars' difference is added (13 days from 1 March 1900 to 28 February 2100).
 */
export function orthodoxEaster(year: number): IsoDate {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const century = Math.floor(year / 100);
  const julianLag = century - Math.floor(century / 4) - 2;
  // The Julian date written as if Gregorian, then moved by the lag; isoDate rolls the month over.
  return addDays(isoDate(year, month, day), julianLag);
}
