/**
 * The shapes of the pages' texts. English and Albanian page files both satisfy these, so a missing or extra
 * item fails the type check; fixed counts (four steps, nine services…) are tuples.
 */
import { type Template } from '#shared/format.ts';
import { type IconName } from '#shared/icon-names.ts';
import { type PlanId } from '#shared/plans.ts';
import { type ServiceId } from '#shared/services.ts';

type Four<T> = [T, T, T, T];
type Three<T> = [T, T, T];
type Six<T> = [T, T, T, T, T, T];
type Eight<T> = [T, T, T, T, T, T, T, T];
type Nine<T> = [T, T, T, T, T, T, T, T, T];

export interface PageMeta {
  /** <title> (the firm's name is appended) — unique per page, 30–60 characters. */
  title: string;
  /** Meta description — unique per page, 120–160 characters. */
  description: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface Question {
  question: string;
  /** One or more paragraphs of plain text. */
  answer: string[];
}

export interface CallToAction {
  heading: string;
  text: string;
}

export interface HomeContent extends PageMeta {
  hero: {
    eyebrow: string;
    heading: string;
    text: string;
    quote: string;
    secondary: string;
    /** A line under the actions for foreign companies, with a link to their service. */
    international: { text: string; link: string };
  };
  stats: { heading: string; items: Three<{ value: string; label: string }> };
  /** Initial Challenge, Analysis, Implementation, Success. */
  journey: { heading: string; intro: string; steps: Four<TitledText> };
  /** Each card links to its service's place on the services page. */
  services: {
    heading: string;
    intro: string;
    learnMore: string;
    cards: Three<TitledText & { icon: IconName; service: ServiceId }>;
  };
  growth: CallToAction & { button: string };
  /** The headings and labels of the testimonials and case studies (content/client-stories.ts), when there are any. */
  stories: {
    testimonials: string;
    caseStudies: string;
    challenge: string;
    work: string;
    result: string;
    /** A case study's link to its service on the services page. */
    service: string;
  };
}

export interface ServiceContent {
  /** Its anchor on the services page and its contact topic (shared/services.ts, in the same order). */
  id: ServiceId;
  icon: IconName;
  title: string;
  description: string;
  included: Eight<string>;
  /** The "Strategic Process" strip: four short step names. */
  process: Four<string>;
}

export interface ServicesContent extends PageMeta {
  hero: { heading: string; text: string };
  /** Initial Assessment, Strategic Analysis, Implementation, Financial Success. */
  pathway: { heading: string; steps: Four<TitledText> };
  /** The in-page list of the services, under the hero. */
  index: { heading: string };
  catalogue: {
    heading: string;
    intro: string;
    includedHeading: string;
    processHeading: string;
    /** The summary that opens a service's details on a phone. */
    details: string;
    /** Each service's call to action (the contact form, with the service as its topic). */
    ask: string;
  };
  /** In this order: accounting & financial reporting; financial reporting & analysis; tax compliance & advisory;
   * CFO/controller; business advisory & valuation; data analysis; digital transformation; business formation in
   * Kosovo; outsourced accounting for international companies. */
  services: Nine<ServiceContent>;
  /** Initial Consultation, Strategic Planning, Implementation, Ongoing Support. */
  process: {
    heading: string;
    intro: string;
    steps: Four<{ number: string; title: string; description: string; features: Four<string> }>;
  };
  hours: { heading: string; days: string; times: string; note: string };
  cta: CallToAction & { contact: string; pricing: string };
}

export interface PlanContent {
  /** Its contact topic ("Get Started" carries it into the form): shared/plans.ts, in the same order. */
  id: PlanId;
  name: string;
  /** "€299" / "299 €"; the enterprise plan's price text ("Custom" / "Me marrëveshje"). */
  price: string;
  summary: string;
  features: string[];
  popular: boolean;
  enterprise: boolean;
}

export interface PricingContent extends PageMeta {
  hero: { heading: string; text: string };
  labels: { startingFrom: string; perMonth: string; mostPopular: string; getStarted: string; contactUs: string };
  /** Starter, Core, Pro, Enterprise. */
  plans: Four<PlanContent>;
  additional: { heading: string; intro: string; columns: Three<{ title: string; items: Three<string> }> };
  custom: {
    heading: string;
    intro: string;
    hourly: TitledText;
    factorsHeading: string;
    factors: Three<{ title: string; items: Three<string> }>;
    assessment: string;
  };
  why: { heading: string; items: Four<TitledText & { icon: IconName }> };
  faq: { heading: string; items: Three<Question> };
  cta: CallToAction & { button: string };
}

export interface FormationContent extends PageMeta {
  hero: { heading: string; text: string; primary: string; secondary: string };
  why: { heading: string; intro: string; items: Six<TitledText & { icon: IconName }> };
  tax: {
    heading: string;
    intro: string;
    caption: string;
    columns: { tax: string; kosovo: string };
    rows: Four<{ tax: string; kosovo: string }>;
    note: string;
  };
  treaties: { heading: string; text: string; points: Three<string> };
  options: {
    heading: string;
    intro: string;
    capitalLabel: string;
    items: Four<{ title: string; capital: string; text: string; points: Three<string> }>;
  };
  steps: {
    heading: string;
    intro: string;
    items: Six<TitledText>;
    highlightsHeading: string;
    highlights: [string, string, string, string, string];
  };
  residency: {
    heading: string;
    intro: string;
    cards: [{ title: string; points: string[] }, { title: string; points: string[] }];
  };
  faq: { heading: string; items: Three<Question> };
  cta: CallToAction & { button: string };
}

export interface AboutContent extends PageMeta {
  hero: { heading: string; text: string };
  /** The section holding both cards: its accessible name. */
  visionAndMission: string;
  vision: TitledText;
  mission: TitledText;
  journey: { heading: string; paragraphs: Four<string> };
  /** Trust & Security, Excellence, Client Focus. */
  values: { heading: string; items: Three<TitledText & { icon: IconName }> };
  /** The team section's heading and the labels of a person's optional facts (content/team.ts). */
  team: { heading: string; qualifications: string; languages: string; profile: string };
  cta: CallToAction & { button: string };
}

export interface ContactContent extends PageMeta {
  hero: { heading: string; text: string };
  details: { heading: string; address: string; phone: string; email: string; revealHint: string };
  chat: TitledText & { button: string };
  social: { heading: string; text: string };
  hours: { heading: string; days: string; times: string; note: string };
  faq: TitledText & { link: string };
}

interface PrivacySection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  after?: string[];
}

export interface PrivacyContent extends PageMeta {
  heading: string;
  lastUpdated: string;
  intro: string;
  /** Who the controller is, from content/legal.ts: its name, seat and email, then its NUI when given. */
  controller: { named: Template<'name' | 'address' | 'email'>; registered: Template<'nui'> };
  /**
   * collection, usage, protection, rights, contact, updates — in this order; `after` follows the list. The
   * contact section's first paragraph names the address to write to ({email}, from content/site.ts).
   */
  sections: [
    PrivacySection,
    PrivacySection,
    PrivacySection,
    PrivacySection,
    PrivacySection & { paragraphs: [Template<'email'>, ...string[]] },
    PrivacySection,
  ];
  /** The last item of the collection list: what stays in the browser, with or without visit statistics. */
  storedInBrowser: { withStatistics: string; withoutStatistics: string };
  /**
   * Visit statistics, after the usage section: `off` without ANALYTICS_*, else `on`, filled from the same
   * configuration as the banner ({provider}, {host}) and its labels ({settings}, {category}).
   */
  statistics: {
    heading: string;
    off: string[];
    on: {
      intro: Template<'provider' | 'host'>;
      sentIntro: Template<'host'>;
      sent: string[];
      identifiers: Template<'provider' | 'host'>;
      withdraw: Template<'settings' | 'category'>;
    };
  };
}

export interface FaqContent extends PageMeta {
  heading: string;
  intro: string;
  items: Nine<Question>;
  more: CallToAction & { button: string };
}
