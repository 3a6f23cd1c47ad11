import { type HomeContent } from '#content/i18n/page-content.ts';

export const home = {
  title: 'Accounting, Tax and Financial Advisory in Kosovo',
  description:
    'Accounting, tax compliance, CFO services and business advisory for companies in Kosovo and international investors. Get a quote from our team in Prishtina.',
  hero: {
    eyebrow: 'Accounting, tax and advisory in Kosovo',
    heading: 'Financial clarity for businesses in Kosovo',
    text: 'We keep your books accurate, your tax filings on time and your numbers ready when decisions have to be made — for local companies and international investors, in English and Albanian.',
    quote: 'Get a Quote',
    secondary: 'Explore our services',
    international: {
      text: 'A foreign company with a subsidiary, branch or staff in Kosovo?',
      link: 'Outsourced accounting for international companies',
    },
  },
  stats: {
    heading: 'Our work in numbers',
    items: [
      { value: '50+', label: 'Happy clients' },
      { value: '10+', label: 'Years of experience' },
      { value: '99%', label: 'Satisfaction rate' },
    ],
  },
  journey: {
    heading: 'From challenge to success',
    intro:
      'Every engagement follows the same disciplined path: we understand where you stand, find what matters, put it right and keep it working.',
    steps: [
      {
        title: 'Initial Challenge',
        text: 'Scattered records, approaching deadlines or figures you cannot rely on. We start by listening to how your business really runs.',
      },
      {
        title: 'Analysis',
        text: 'We review your books, tax position and processes, and pinpoint the risks and opportunities that matter most.',
      },
      {
        title: 'Implementation',
        text: 'We put clean bookkeeping, compliant filings and clear reporting in place, with routines your team can easily follow.',
      },
      {
        title: 'Success',
        text: 'You receive accurate monthly figures and timely filings — a sound basis for every decision, and a team to call when circumstances change.',
      },
    ],
  },
  services: {
    heading: 'How we help',
    intro: 'Three areas of expertise, delivered by one team that knows your business and Kosovo’s rules.',
    learnMore: 'Learn more',
    cards: [
      {
        icon: 'calculator',
        service: 'accounting',
        title: 'Accounting & Financial Reporting',
        text: 'Bookkeeping, monthly financial statements and year-end reporting, prepared to Kosovo’s legal requirements and, where needed, to IFRS.',
      },
      {
        icon: 'receipt',
        service: 'tax',
        title: 'Tax Compliance & Advisory',
        text: 'VAT, corporate and personal income tax returns filed on time with the Tax Administration of Kosovo (ATK), plus tax planning grounded in current legislation.',
      },
      {
        icon: 'briefcase',
        service: 'cfo',
        title: 'CFO & Business Advisory',
        text: 'Part-time CFO support, budgeting, cash flow management and business valuation for owners who want decisions based on reliable numbers.',
      },
    ],
  },
  growth: {
    heading: 'Ready for the next stage of growth?',
    text: 'Whether you are starting out in Kosovo or expanding an established business, we take the finance work off your desk and help you plan the next step with confidence.',
    button: 'Discover More',
  },
  stories: {
    testimonials: 'What our clients say',
    caseStudies: 'Work we have done',
    challenge: 'The challenge',
    work: 'What we did',
    result: 'The result',
    service: 'About this service',
  },
} satisfies HomeContent;
