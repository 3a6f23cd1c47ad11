/**
 * The shapes of the tax tools' texts (pages /tools/, /tools/salary/, /tools/vat/, /tools/profit/). Both
 * languages satisfy them. Placeholders in braces are filled by format(); amounts and rates come from the
 * calculation modules (shared/tax/), never from the copy.
 */
import { type Template } from '#shared/format.ts';
import { type PageMeta, type Question } from './page-content';

export type FieldErrorKind = 'required' | 'invalid' | 'negative' | 'tooLarge' | 'outOfRange' | 'both';

export interface ToolCard {
  title: string;
  text: string;
  link: string;
}

export interface ToolCommon {
  calculate: string;
  resultHeading: string;
  /** Shown in the result's place until there is one. */
  prompt: string;
  /** The error summary's heading. */
  fixErrors: string;
  /** Per kind of mistake; {min} and {max} are the limits of a percentage. */
  errors: Record<Exclude<FieldErrorKind, 'outOfRange'>, string> & { outOfRange: Template<'min' | 'max'> };
  rounding: string;
  sourcesHeading: string;
  /** "{source}, applies from {date}". */
  appliesFrom: Template<'source' | 'date'>;
  /** The rules' sources by name (their dates and addresses are in shared/tax/rates.ts). */
  sources: Record<'wageTax' | 'secondary' | 'pension' | 'vat' | 'corporate', string>;
  print: string;
  disclaimer: string;
  questionsHeading: string;
  cta: { heading: string; text: string; button: string };
}

export interface SalaryToolContent extends PageMeta {
  heading: string;
  intro: string;
  fields: {
    legend: string;
    gross: string;
    net: string;
    eitherHint: string;
    pension: string;
    employer: string;
    percentHint: string;
    employment: string;
    primary: string;
    primaryHint: string;
    secondary: string;
    secondaryHint: string;
  };
  results: {
    gross: string;
    employeePension: Template<'rate'>;
    taxable: string;
    /** One row per band: "{rate}% on {amount}". */
    band: Template<'rate' | 'amount'>;
    secondaryBand: Template<'rate' | 'amount'>;
    tax: string;
    net: string;
    employerPension: Template<'rate'>;
    employerCost: string;
    inexact: string;
  };
  /** The message the contact form starts with. */
  message: Template<'gross' | 'net' | 'cost'>;
  questions: Question[];
}

export interface VatToolContent extends PageMeta {
  heading: string;
  intro: string;
  fields: {
    amount: string;
    amountHint: string;
    rate: string;
    standard: string;
    reduced: string;
    mode: string;
    add: string;
    extract: string;
  };
  results: { net: string; vat: string; gross: string };
  message: Template<'net' | 'vat' | 'gross'>;
  questions: Question[];
}

export interface ProfitToolContent extends PageMeta {
  heading: string;
  intro: string;
  fields: { profit: string; profitHint: string };
  results: {
    caption: string;
    where: string;
    corporateTax: string;
    dividendTax: string;
    kept: string;
    kosovo: string;
    eu: Template<'corporate' | 'dividends'>;
    us: Template<'corporate' | 'dividends'>;
    /** The EU's dividend tax is a range: "{low}–{high}". */
    range: Template<'low' | 'high'>;
    averagesNote: string;
  };
  message: Template<'profit' | 'kept'>;
  questions: Question[];
}

export interface ToolsContent {
  index: PageMeta & {
    heading: string;
    intro: string;
    salary: ToolCard;
    vat: ToolCard;
    profit: ToolCard;
    calendar: ToolCard;
  };
  common: ToolCommon;
  salary: SalaryToolContent;
  vat: VatToolContent;
  profit: ProfitToolContent;
}
