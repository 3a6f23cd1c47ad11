import { type Dictionary } from '#content/i18n/index.ts';
import { format } from '#shared/format.ts';
import { pluralForm } from '#shared/plural.ts';
import { type Lang, locales } from '#shared/languages.ts';
import { type IsoDate } from '#shared/tax-calendar/civil-date.ts';
import { type Deadline } from '#shared/tax-calendar/deadlines.ts';
import { rules } from '#shared/tax-calendar/rules.ts';

/**
 * Only 'day' and 'full' carry the weekday: they stand alone (a list's date). A date inside a sentence takes
 * 'short' or 'date', with the weekday, if wanted, as its own placeholder: Albanian puts the weekday in a form
 * a bare date template cannot take („nga data e diel, 28 janar“ is wrong; „nga data 28 janar 2024“ is right).
 */
const dateStyles = {
  /** "Monday, December 21" / "e hënë, 21 dhjetor" */
  day: { weekday: 'long', day: 'numeric', month: 'long' },
  /** "Monday, December 21, 2026" */
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "December 21" / "21 dhjetor" */
  short: { day: 'numeric', month: 'long' },
  /** "December 21, 2026" / "21 dhjetor 2026" */
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  /** "Monday" / "e hënë" */
  weekday: { weekday: 'long' },
  /** "December 2026" / "dhjetor 2026" */
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof dateStyles;

// Making a formatter costs far more than using one: one per language and style.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar day in words, in the language's own month and weekday names (Intl). */
export function dateText(lang: Lang, date: IsoDate, style: DateStyle): string {
  const key = `${lang}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locales[lang].intl, { ...dateStyles[style], timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(`${date}T12:00:00Z`));
}

/** "WM and CM" / "WM dhe CM". */
function list(lang: Lang, items: readonly string[]): string {
  return new Intl.ListFormat(locales[lang].intl, { type: 'conjunction' }).format(items);
}

export interface DeadlineText {
  title: string;
  who: string;
  forms: string;
  /** Where and why it moved, when it did. */
  moved?: string;
  /** That an unannounced Eid could move it, and how far. */
  mayMove?: string;
}

/** A deadline in words: the page's item and the feed's event say the same. */
export function deadlineText(deadline: Deadline, lang: Lang, t: Dictionary): DeadlineText {
  const c = t.pages.taxCalendar;
  const rule = rules[deadline.rule];
  const title = format(c.deadline.titles[deadline.rule], { period: periodText(deadline, lang, t) });
  const text: DeadlineText = {
    title,
    who: c.deadline.who[deadline.rule],
    forms: format(pluralForm(lang, rule.forms.length, c.deadline.forms), { forms: list(lang, rule.forms) }),
  };
  if (deadline.skipped.length > 0) {
    const from = {
      date: dateText(lang, deadline.original, 'short'),
      weekday: dateText(lang, deadline.original, 'weekday'),
    };
    // The due day itself a holiday (not a weekday off standing in for one) is named in the first clause.
    const first = deadline.skipped[0];
    const dueOnHoliday =
      first?.date === deadline.original && first.dayOff && !first.dayOff.standsInFor ? first.dayOff : undefined;
    const opening = dueOnHoliday
      ? format(c.deadline.movedFromHoliday, { ...from, holiday: c.holidays[dueOnHoliday.holiday] })
      : format(c.deadline.movedFrom, from);
    const holidays = deadline.skipped.flatMap(({ date, dayOff }) => {
      if (!dayOff || (dueOnHoliday && date === deadline.original)) return [];
      const holiday = c.holidays[dayOff.holiday];
      const day = dateText(lang, date, 'short');
      return dayOff.standsInFor
        ? [format(c.deadline.standIn, { holiday, holidayDate: dateText(lang, dayOff.standsInFor, 'short'), date: day })]
        : [format(c.deadline.holidayOn, { holiday, date: day })];
    });
    text.moved = `${[opening, ...holidays].join('; ')}.`;
  }
  if (deadline.mayMove) {
    const { eid, year, latest } = deadline.mayMove;
    text.mayMove = format(c.deadline.mayMove[eid], {
      year,
      date: dateText(lang, latest, 'short'),
      weekday: dateText(lang, latest, 'weekday'),
    });
  }
  return text;
}

function periodText(deadline: Deadline, lang: Lang, t: Dictionary): string {
  const d = t.pages.taxCalendar.deadline;
  const { period } = deadline;
  if ('month' in period) {
    const first = `${period.year}-${String(period.month).padStart(2, '0')}-01`;
    return format(d.month, { month: dateText(lang, first, 'month') });
  }
  if ('quarter' in period) {
    const template = d.quarters[period.quarter - 1];
    return template ? format(template, { year: period.year }) : String(period.year);
  }
  return format(d.year, { year: period.year });
}
