import { type PricingContent } from '#content/i18n/page-content.ts';
import { replyTime } from './reply-time';

export const pricing = {
  title: 'Pricing Plans for Accounting, Tax & CFO Services',
  description:
    'Clear monthly plans for accounting, tax, payroll and CFO services in Kosovo: Starter from €299, Core from €599, Pro from €999, and Enterprise with custom pricing.',
  hero: {
    heading: 'Clear Pricing for Every Stage of Your Business',
    text: 'Choose the monthly plan that fits your business today and move up as it grows. Every plan covers the essentials of accounting and tax compliance in Kosovo; the higher plans add payroll, financial analysis and CFO-level advice.',
  },
  labels: {
    startingFrom: 'Starting from',
    perMonth: '/month',
    mostPopular: 'Most Popular',
    getStarted: 'Get Started',
    contactUs: 'Contact Us',
  },
  plans: [
    {
      id: 'starter',
      name: 'Starter',
      price: '€299',
      summary: 'For small businesses and start-ups that need reliable bookkeeping and tax filings made on time.',
      features: ['Basic accounting', 'Monthly financial statements', 'Basic tax compliance', 'Email support'],
      popular: false,
      enterprise: false,
    },
    {
      id: 'core',
      name: 'Core',
      price: '€599',
      summary: 'For growing companies with employees and more regular reporting needs.',
      features: [
        'Everything in Starter',
        'Quarterly financial analysis',
        'Payroll services',
        'Advanced tax planning',
        'Priority support',
      ],
      popular: false,
      enterprise: false,
    },
    {
      id: 'pro',
      name: 'Pro',
      price: '€999',
      summary: 'For established businesses that want strategic financial guidance alongside their accounting.',
      features: [
        'Everything in Core',
        'Advisory CFO services',
        'Financial strategy planning',
        'Cash flow management',
        'Dedicated account manager',
      ],
      popular: true,
      enterprise: false,
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      price: 'Custom pricing',
      summary: 'For larger groups, international operations and complex reporting requirements.',
      features: [
        'Full CFO services',
        'Strategic business planning',
        'International tax advisory',
        '24/7 executive support',
      ],
      popular: false,
      enterprise: true,
    },
  ],
  additional: {
    heading: 'Additional Services',
    intro: 'Available on their own or alongside any plan, and priced according to the scope of the work.',
    columns: [
      {
        title: 'Compliance & Regulatory',
        items: ['Tax compliance review', 'Regulatory reporting', 'Audit support'],
      },
      {
        title: 'Business Advisory',
        items: ['Business valuation', 'Merger and acquisition advisory', 'Growth strategies'],
      },
      {
        title: 'Specialised Services',
        items: ['International business setup', 'Financial technology integration', 'Industry-specific consulting'],
      },
    ],
  },
  custom: {
    heading: 'Custom Pricing',
    intro:
      'Not every business fits a standard plan. For one-off projects, seasonal work or less common structures, we prepare a quote based on what your business actually needs.',
    hourly: {
      title: 'Hourly rates',
      text: 'From €20 per hour for simple tasks to €100 per hour for specialised consulting.',
    },
    factorsHeading: 'What Determines the Price',
    factors: [
      {
        title: 'Company size',
        items: ['Number of employees', 'Annual revenue', 'Number of business entities'],
      },
      {
        title: 'Transaction volume',
        items: ['Monthly transactions', 'Number of accounts to reconcile', 'Payroll complexity'],
      },
      {
        title: 'Complexity',
        items: ['Industry-specific requirements', 'International operations', 'Reporting needs'],
      },
    ],
    assessment:
      'Final pricing is set after a free assessment of your business, so you know the cost before any work begins.',
  },
  why: {
    heading: 'Why Businesses Choose Us',
    items: [
      {
        icon: 'target',
        title: 'Transparent pricing',
        text: 'A fixed monthly fee with a clearly defined scope. Anything outside your plan is quoted in advance, before we start the work.',
      },
      {
        icon: 'shield',
        title: 'Confidential and secure',
        text: 'Your financial information is handled in strict confidence, and only the team working on your account has access to it.',
      },
      {
        icon: 'clock',
        title: 'Responsive support',
        text: `${replyTime} On Enterprise, urgent matters also have 24/7 support.`,
      },
      {
        icon: 'award',
        title: 'Local expertise, international standards',
        text: '10+ years of experience with Kosovo tax and regulation, and reporting under IFRS when your business or your investors require it.',
      },
    ],
  },
  faq: {
    heading: 'Pricing Questions',
    items: [
      {
        question: 'Can I change my plan later?',
        answer: [
          'Yes. You can move up or down to another plan at any time as your needs change. The new plan takes effect from the next billing month.',
        ],
      },
      {
        question: 'Do you work with international businesses?',
        answer: [
          'Yes. We work with foreign-owned companies, branches of foreign companies and non-resident founders, and we communicate in both English and Albanian.',
        ],
      },
      {
        question: 'How do I choose the right plan?',
        answer: [
          'Book a short free consultation. Our team will look at the size of your business, your transaction volume and your reporting needs, and recommend the plan — or a custom arrangement — that fits.',
        ],
      },
    ],
  },
  cta: {
    heading: 'Not Sure Which Plan Fits?',
    text: 'Tell us about your business and we will recommend the right level of support, with a clear quote and no obligation.',
    button: 'Schedule a Consultation',
  },
} satisfies PricingContent;
