/**
 * The shape of the tax calendar's texts (/tax-calendar/ and its calendar feeds). Both languages satisfy it.
 * Dates, month and weekday names come from Intl in the page's language, never from the copy.
 */
import { type Template } from '#shared/format.ts';
import { type CountForms } from '#shared/plural.ts';
import { type Eid, type HolidayId } from '#shared/tax-calendar/holidays.ts';
import { type Audience, type RuleId, type SourceId } from '#shared/tax-calendar/rules.ts';
import { type PageMeta, type Question } from './page-content';

type Four<T> = [T, T, T, T];

export interface TaxCalendarContent extends PageMeta {
  heading: string;
  /** {months}: how far ahead the calendar looks. */
  intro: Template<'months'>;
  /** Heading of the page's filtered state. */
  filteredTitle: Template<'audiences'>;
  /** The meta description of a filtered view, which names the chosen audiences like the title. */
  filteredDescription: Template<'audiences'>;
  filter: {
    legend: string;
    hint: string;
    /** `group` names the audience inside a sentence, after „for“ / „për“: "employers", „punëdhënësit“. */
    audiences: Record<Audience, { label: string; hint: string; group: string }>;
    /**
     * Repeated before each group after the first, where the language does („për shoqëritë dhe për bizneset e
     * vogla që …“: a relative clause on the last group then cannot be read as the whole list's); "" in English.
     */
    groupPreposition: string;
    /** The two groups taxed on profit chosen together, their shared clause said once. */
    taxedOnProfit: string;
    submit: string;
    showAll: string;
    /** "12 deadlines in the next twelve months for: Employer, VAT-registered." */
    showing: CountForms<Template<'n' | 'months' | 'audiences'>>;
    showingAll: CountForms<Template<'n' | 'months'>>;
  };
  subscribe: {
    heading: string;
    /** {days}: how long before a deadline its reminder comes. */
    text: Template<'days'>;
    /** The calendar apps, each a link that subscribes to the feed. */
    apple: string;
    google: string;
    outlook: string;
    outlookCom: string;
    download: string;
    downloadHint: string;
  };
  deadline: {
    /** A deadline's title: "VAT return and payment for {period}". */
    titles: Record<RuleId, Template<'period'>>;
    who: Record<RuleId, string>;
    /** Who owes it and where it is filed, as one line: "{who}; {forms}". */
    meta: Template<'who' | 'forms'>;
    /** "{forms} in the ATK’s EDI system". */
    /** The return's form codes, named as forms: a bare „TV“ reads as a television. */
    forms: CountForms<Template<'forms'>>;
    /** The period of a deadline as it reads after the title's preposition: a month ("November 2026"), … */
    month: Template<'month'>;
    /** … a quarter … */
    quarters: Four<Template<'year'>>;
    /** … or a year. */
    year: Template<'year'>;
    /** The day it would have been, without its weekday ({date}) and the weekday on its own ({weekday}). */
    movedFrom: Template<'date' | 'weekday'>;
    /** The same, when that day was itself a holiday: said once, not as a second clause with the same date. */
    movedFromHoliday: Template<'date' | 'weekday' | 'holiday'>;
    /** A holiday passed over: "Catholic Easter Monday, {date}". */
    holidayOn: Template<'holiday' | 'date'>;
    /** A day off standing in for a holiday on a weekend. */
    standIn: Template<'holiday' | 'holidayDate' | 'date'>;
    /** An Eid not yet announced could move the deadline. */
    mayMove: Record<Eid, Template<'year' | 'date' | 'weekday'>>;
    add: string;
    details: string;
  };
  holidays: Record<HolidayId, string>;
  empty: Template<'months'>;
  sources: {
    heading: string;
    appliesFrom: Template<'source' | 'date'>;
    /** The date inside the summary's bracket: one clause, not a second colon (reader LB). */
    reviewedOn: Template<'source' | 'summary' | 'date'>;
    moveRule: string;
    holidays: string;
    rules: Record<SourceId, string>;
    /** In each line, the words that name what its link opens: only they are the link. */
    links: { moveRule: string; holidays: string; rules: Record<SourceId, string> };
    eids: Template<'date' | 'eid'>;
    eidPublishers: { government: string; islamicCommunity: string };
    eidsLink: string;
    disclaimer: string;
  };
  questionsHeading: string;
  questions: Question[];
  cta: { heading: string; text: string; button: string };
  feed: {
    /** X-WR-CALNAME. */
    name: string;
    filteredName: Template<'audiences'>;
    description: string;
    reminder: CountForms<Template<'days' | 'title'>>;
  };
}
