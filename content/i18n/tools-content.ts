/**
 * The shapes of the tax tools' texts (pages /tools/, /tools/salary/, /tools/vat/, /tools/profit/). Both
 * languages satisfy them. Placeholders in braces are filled by format(); amounts and rates come from the
 * calculation modules (shared/tax/), never from the copy.
 */
import { type Template } from '#shared/format.ts';
import { type lossCarryForwardYears, type WithholdingType } from '#shared/tax/rates.ts';
import { type LinkedRule } from '#shared/tax/sources.ts';
import { type PageMeta, type Question } from './page-content';

/** The rules the tools name with their sources. */
export type RuleName =
  | 'wageTax'
  | 'secondary'
  | 'pension'
  | 'minimumWage'
  | 'vat'
  | 'corporate'
  | 'losses'
  | 'smallBusiness'
  | 'comparison'
  | 'withholding';

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
  /**
   * Per kind of mistake, the same words live and from the server. {field} is the field's name as the
   * sentence needs it (fieldNames); {min} and {max} are a percentage's limits.
   */
  errors: Record<
    'required' | 'invalid' | 'decimals' | 'negative' | 'tooLarge' | 'lossTooLarge' | 'both' | 'neither' | 'belowProfit',
    string
  > & {
    percentInvalid: Template<'field'>;
    percentDecimals: Template<'field'>;
    outOfRange: Template<'field' | 'min' | 'max'>;
    choice: Template<'field'>;
  };
  /** Field names inside an error sentence ("Enter {field} from 5 to 15%"; Albanian: the accusative). */
  fieldNames: Record<'pension' | 'employer' | 'rate' | 'type', string>;
  rounding: string;
  sourcesHeading: string;
  /** "{source}, applies from {date}". */
  appliesFrom: Template<'source' | 'date'>;
  /** "Rates last checked against these sources on {date}." */
  checkedOn: Template<'date'>;
  /** The rules' sources by name (their dates and addresses are in shared/tax/sources.ts). */
  sources: Record<RuleName, string>;
  /**
   * In each linked rule's line, the words that name what the link opens (and the source's own title, if it
   * has one): only they are the link, not the whole line (server/pages/parts/source-link.tsx).
   */
  sourceLinks: Record<LinkedRule, string>;
  print: string;
  copyLink: string;
  copied: string;
  /** The printed result's header: who calculated it, when and where it can be opened again. */
  printed: { calculatedOn: Template<'date'>; address: string; by: Template<'firm'> };
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
    /**
     * The two amounts' names where a message stands away from its field: "Gross salary: enter an amount …".
     * Not derived from shared/tax/forms.ts's `salaryAmounts`, which answers another question (which fields make
     * a calculation): these are the amounts a message can be about.
     */
    names: { gross: string; net: string };
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
    /**
     * One row per band: "{rate}% on {amount} ({slice})", the slice being the part of the wage the band covers
     * (a bare „mbi“ before the amount read as "above" it in Albanian).
     */
    band: Template<'rate' | 'amount' | 'slice'>;
    slices: { first: Template<'to'>; middle: Template<'from' | 'to'>; top: Template<'from'> };
    /** A secondary employer's one row: the top rate on the whole taxable wage. */
    secondaryBand: Template<'rate' | 'amount'>;
    tax: string;
    net: string;
    employerPension: Template<'rate'>;
    employerCost: string;
    inexact: string;
    /** The key result, shown beside the fields while typing. */
    key: string;
    annual: {
      heading: string;
      gross: string;
      tax: string;
      net: string;
      employerCost: string;
      effectiveRate: string;
      /** The yearly limits: {low} ends the 0% band, the 8% band runs from {from} (a cent above) to {high}. */
      bands: Template<'low' | 'from' | 'high'>;
      /** A secondary employer's flat 10% against the annual bands. */
      secondary: Template<'withheld' | 'banded' | 'difference'>;
    };
    belowMinimum: Template<'minimum' | 'date'>;
    chart: {
      title: string;
      net: string;
      tax: string;
      employeePension: string;
      employerPension: string;
    };
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
  results: { net: string; vat: Template<'rate'>; gross: string; key: string };
  message: Template<'net' | 'rate' | 'vat' | 'gross'>;
  questions: Question[];
}

export interface ProfitToolContent extends PageMeta {
  heading: string;
  intro: string;
  fields: {
    profit: string;
    profitHint: string;
    /**
     * The two amounts' names where a message stands away from its field. Both, though shared/tax/forms.ts's
     * `profitAmounts` lists only the profit (the one that makes a calculation): the turnover can be wrong too.
     */
    names: { profit: string; turnover: string };
    small: string;
    smallHint: string;
    turnover: string;
    turnoverHint: string;
    activity: string;
    trade: string;
    services: string;
  };
  results: {
    profit: string;
    /** The first row's label when the year ends in a loss, shown as a positive amount. */
    lossBeforeTax: string;
    corporateTax: string;
    dividendTax: string;
    kept: string;
    key: string;
    loss: Template<'years'>;
    /** The carry-forward period as {years} in `loss` writes it: Albanian spells a small number out. */
    lossYears: Record<typeof lossCarryForwardYears, string>;
    small: {
      heading: string;
      receipts: string;
      tax: Template<'rate'>;
      /** The year's line when every quarter pays the minimum, which the rate would not come to. */
      taxMinimum: Template<'minimum'>;
      quarterly: string;
      /** The quarter's line when the rate comes to less than the regime's minimum payment. */
      minimum: Template<'minimum'>;
      onProfit: string;
      note: string;
      over: Template<'threshold'>;
    };
    chart: { title: string; kosovo: string; europe: Template<'rate'>; us: Template<'rate'>; note: string };
  };
  /** The messages the contact form starts with: after a profit, and after a loss, where nothing is kept. */
  message: { profit: Template<'profit' | 'kept'>; loss: Template<'loss'> };
  questions: Question[];
}

export interface WithholdingToolContent extends PageMeta {
  heading: string;
  intro: string;
  fields: {
    amount: string;
    amountHint: string;
    direction: string;
    gross: string;
    net: string;
    type: string;
    rent: string;
    interest: string;
    royalties: string;
    nonResident: string;
  };
  results: {
    gross: string;
    tax: Template<'rate'>;
    net: string;
    key: string;
    treaty: string;
  };
  /** The message the contact form starts with; {type} is what the payment was for, in `paidFor`'s words. */
  message: {
    text: Template<'gross' | 'type' | 'tax' | 'net'>;
    /** Each type of payment as the message names it: "a payment of €1,000.00 for rent". */
    paidFor: Record<WithholdingType, string>;
  };
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
    withholding: ToolCard;
  };
  common: ToolCommon;
  salary: SalaryToolContent;
  vat: VatToolContent;
  profit: ProfitToolContent;
  withholding: WithholdingToolContent;
}

/** Any one calculator's texts. */
export type AnyToolContent = SalaryToolContent | VatToolContent | ProfitToolContent | WithholdingToolContent;
