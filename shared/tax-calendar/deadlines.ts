import { type IsoDate, addDays, isoDate, yearOf } from './civil-date';
import { BusinessDays } from './business-days';
import { eidWindow, expectedEids } from './eid-window';
import { type DayOff, type Eid, type EidDate } from './holidays';
import { type Audience, type RuleId, type Schedule, ruleIds, rules } from './rules';

/**
 * The tax calendar's one computation: every deadline of the rules (rules.ts) that falls in a range of days,
 * moved past weekends and official holidays (business-days.ts, holidays.ts) with the Eids of the announced
 * table. The page and the calendar feeds both read it.
 */

/** The month, quarter or year a deadline settles. */
export type Period = { year: number; month: number } | { year: number; quarter: number } | { year: number };

export interface Deadline {
  /** Stable across builds and languages: rule and period ("vat-2026-11", "cit-advance-2026-q4", "pit-annual-2026"). */
  id: string;
  rule: RuleId;
  period: Period;
  /** The day the law names. */
  original: IsoDate;
  /** The last day to file and pay; when an unannounced Eid could move it, the earliest it can be. */
  due: IsoDate;
  /** The days passed over to reach `due` (the original first), with the holidays among them. */
  skipped: Array<{ date: IsoDate; dayOff?: DayOff }>;
  /** An Eid not yet in the table could move this deadline, as late as `latest`. */
  mayMove?: { eid: Eid; year: number; latest: IsoDate };
}

/** An announced Eid within this many days of the Umm al-Qura date is that Eid. */
const sameEidDays = 15;

export class TaxCalendar {
  private readonly days: BusinessDays;

  constructor(private readonly eids: readonly EidDate[]) {
    this.days = new BusinessDays(eids);
  }

  /** Every deadline whose last day is in [from, to), in date order. */
  between(from: IsoDate, to: IsoDate): Deadline[] {
    const found: Deadline[] = [];
    for (let year = yearOf(from) - 1; year <= yearOf(to); year += 1) {
      for (const rule of ruleIds) {
        for (const period of periodsOf(rules[rule].schedule, year)) {
          const original = originalDate(rules[rule].schedule, period);
          // A last day moves forward a few days at most; anything named long before `from` cannot reach it.
          if (original < addDays(from, -20) || original >= to) continue;
          const deadline = this.resolve(rule, period, original);
          if (deadline.due >= from && deadline.due < to) found.push(deadline);
        }
      }
    }
    return found.sort((a, b) => a.due.localeCompare(b.due) || ruleIds.indexOf(a.rule) - ruleIds.indexOf(b.rule));
  }

  /** One deadline by its id, or null for an id that names no deadline. */
  byId(id: string): Deadline | null {
    const parsed = parseId(id);
    return parsed
      ? this.resolve(parsed.rule, parsed.period, originalDate(rules[parsed.rule].schedule, parsed.period))
      : null;
  }

  /** The latest announced Eid in the table. */
  latestEid(): EidDate | undefined {
    return this.eids.reduce<EidDate | undefined>(
      (latest, entry) => (!latest || entry.date > latest.date ? entry : latest),
      undefined,
    );
  }

  private resolve(rule: RuleId, period: Period, original: IsoDate): Deadline {
    const id = `${rule}-${periodKey(period)}`;
    const unknown = this.unannouncedEidsNear(original);
    if (unknown.length === 0) return { id, rule, period, original, ...this.move(this.days, original) };
    // Each day the Eid could fall on gives one outcome; the deadline is the earliest, and says how late it can be.
    const outcomes = unknown.flatMap(({ eid, expected }) =>
      eidWindow(expected).map((date) => {
        const days = new BusinessDays([...this.eids, { eid, date, publisher: 'government', url: '' }]);
        return { eid, year: yearOf(expected), ...this.move(days, original) };
      }),
    );
    const earliest = outcomes.reduce((a, b) => (b.due < a.due ? b : a));
    const latest = outcomes.reduce((a, b) => (b.due > a.due ? b : a));
    const { due, skipped } = earliest;
    if (latest.due === due) return { id, rule, period, original, due, skipped };
    return {
      id,
      rule,
      period,
      original,
      due,
      skipped,
      mayMove: { eid: latest.eid, year: latest.year, latest: latest.due },
    };
  }

  private move(days: BusinessDays, original: IsoDate) {
    const { due, skipped } = days.lastDay(original);
    return { due, skipped: skipped.map((date) => ({ date, dayOff: days.dayOff(date) })) };
  }

  /** Eids expected around a day (a week before to two weeks after) that the table does not hold. */
  private unannouncedEidsNear(date: IsoDate): Array<{ eid: Eid; expected: IsoDate }> {
    const year = yearOf(date);
    return [...expectedEids(year - 1), ...expectedEids(year)]
      .filter(({ date: expected }) => expected >= addDays(date, -7) && expected <= addDays(date, 14))
      .filter(
        ({ eid, date: expected }) =>
          !this.eids.some(
            (entry) =>
              entry.eid === eid &&
              entry.date >= addDays(expected, -sameEidDays) &&
              entry.date <= addDays(expected, sameEidDays),
          ),
      )
      .map(({ eid, date: expected }) => ({ eid, expected }));
  }
}

/** The deadlines that concern any of the audiences chosen; all of them when none is chosen. */
export function forAudiences(deadlines: Deadline[], chosen: readonly Audience[]): Deadline[] {
  if (chosen.length === 0) return deadlines;
  return deadlines.filter((deadline) => rules[deadline.rule].audiences.some((audience) => chosen.includes(audience)));
}

function periodsOf(schedule: Schedule, year: number): Period[] {
  if (schedule.every === 'month') return Array.from({ length: 12 }, (_, index) => ({ year, month: index + 1 }));
  if (schedule.every === 'quarter') return Array.from({ length: 4 }, (_, index) => ({ year, quarter: index + 1 }));
  return [{ year }];
}

function originalDate(schedule: Schedule, period: Period): IsoDate {
  if (schedule.every === 'month' && 'month' in period) return isoDate(period.year, period.month + 1, schedule.day);
  if (schedule.every === 'quarter' && 'quarter' in period)
    return isoDate(period.year, period.quarter * 3 + 1, schedule.day);
  if (schedule.every === 'year') return isoDate(period.year + 1, schedule.month, schedule.day);
  throw new Error(`A ${schedule.every}ly rule was given another period`);
}

function periodKey(period: Period): string {
  if ('month' in period) return `${period.year}-${String(period.month).padStart(2, '0')}`;
  if ('quarter' in period) return `${period.year}-q${period.quarter}`;
  return String(period.year);
}

const idPattern = /^([a-z-]+?)-(\d{4})(?:-(?:q([1-4])|(0[1-9]|1[0-2])))?$/;

function parseId(id: string): { rule: RuleId; period: Period } | null {
  const match = idPattern.exec(id);
  if (!match) return null;
  const [, name = '', yearText = '', quarter, month] = match;
  const rule = ruleIds.find((candidate) => candidate === name);
  const year = Number(yearText);
  if (!rule || year < 2000 || year > 2100) return null;
  const every = rules[rule].schedule.every;
  if (every === 'month' && month) return { rule, period: { year, month: Number(month) } };
  if (every === 'quarter' && quarter) return { rule, period: { year, quarter: Number(quarter) } };
  if (every === 'year' && !month && !quarter) return { rule, period: { year } };
  return null;
}
