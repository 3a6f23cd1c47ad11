import { type IsoDate, addDays, isWeekend, yearOf } from './civil-date';
import { type DayOff, type EidDate, daysOff } from './holidays';

/** Kosovo's business days: Monday to Friday except the days off of the law on official holidays. */
export class BusinessDays {
  private readonly years = new Map<number, Map<IsoDate, DayOff>>();

  constructor(readonly eids: readonly EidDate[]) {}

  dayOff(date: IsoDate): DayOff | undefined {
    const year = yearOf(date);
    let off = this.years.get(year);
    if (!off) {
      off = daysOff(year, this.eids);
      this.years.set(year, off);
    }
    return off.get(date);
  }

  isBusinessDay(date: IsoDate): boolean {
    return !isWeekend(date) && !this.dayOff(date);
  }

  /**
   * The last day to file and pay when the law names `date`: that day if it is a business day, otherwise the
   * first business day after it (Law No. 03/L-222 on Tax Administration and Procedures, Article 17; the ATK's
   * notice on the VAT for March 2019). Returns the day and the days passed over.
   */
  lastDay(date: IsoDate): { due: IsoDate; skipped: IsoDate[] } {
    const skipped: IsoDate[] = [];
    let day = date;
    while (!this.isBusinessDay(day)) {
      skipped.push(day);
      day = addDays(day, 1);
    }
    return { due: day, skipped };
  }
}
