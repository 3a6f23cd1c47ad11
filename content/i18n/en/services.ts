import { type ServicesContent } from '#content/i18n/page-content.ts';

export const services = {
  title: 'Accounting, Tax and Advisory Services in Kosovo',
  description:
    'Bookkeeping, VAT and tax filings, payroll, CFO support, valuation and company formation in Kosovo — for local businesses and foreign investors alike.',
  hero: {
    heading: 'Accounting, tax and advisory services built around your business',
    text: 'From day-to-day bookkeeping and monthly ATK filings to CFO-level guidance, valuations and setting up a company in Kosovo, our team covers the full financial life of your business. You get accurate records, filings on time and clear advice you can act on.',
  },
  pathway: {
    heading: 'How we take you from numbers to results',
    steps: [
      {
        title: 'Initial Assessment',
        text: 'We review your records, tax position and obligations towards ATK and the pension trust, so we both know exactly where your business stands today.',
      },
      {
        title: 'Strategic Analysis',
        text: 'We identify risks, gaps and opportunities — from compliance issues to cost and cash flow pressures — and agree priorities with you.',
      },
      {
        title: 'Implementation',
        text: 'We put the agreed solutions into practice: clean bookkeeping, a reliable filing calendar, better reporting and the systems to support them.',
      },
      {
        title: 'Financial Success',
        text: 'With dependable numbers and regular reviews, you make decisions with confidence and keep your business on a sound financial footing as it grows.',
      },
    ],
  },
  index: { heading: 'Find your service' },
  catalogue: {
    heading: 'Our services',
    intro:
      'Choose a single service or combine several into one arrangement. Each one is delivered by professionals who work daily with Kosovo’s tax rules, reporting standards and institutions.',
    includedHeading: 'What’s Included',
    processHeading: 'Strategic Process',
    details: 'What’s included and how we work',
    ask: 'Ask about this service',
  },
  services: [
    {
      id: 'accounting',
      icon: 'calculator',
      title: 'Accounting and Financial Reporting',
      description:
        'Complete, up-to-date bookkeeping that meets Kosovo’s legal requirements and gives you a true picture of your business. We handle the routine work every month and prepare your annual financial statements, so your records are always ready for banks, investors and tax inspections.',
      included: [
        'Bookkeeping and general ledger maintenance',
        'Bank and cash reconciliations',
        'Accounts payable and receivable records',
        'Monthly payroll with pension contributions',
        'Fixed asset register and depreciation',
        'Monthly management accounts',
        'Annual financial statements (IFRS or IFRS for SMEs)',
        'Year-end closing and audit preparation',
      ],
      process: ['Records review', 'Ledger set-up', 'Monthly bookkeeping', 'Year-end reporting'],
    },
    {
      id: 'reporting-analysis',
      icon: 'file-chart',
      title: 'Financial Reporting and Analysis',
      description:
        'Reports that explain what is happening in your business, not just what was recorded. We turn your accounts into clear monthly and quarterly analysis that shows where you earn, where you spend and what to watch next.',
      included: [
        'Monthly and quarterly management reports',
        'Income statement, balance sheet and cash flow',
        'Budget-versus-actual variance analysis',
        'Key ratios and KPI tracking',
        'Profitability by product, client or branch',
        'Cash flow forecasts',
        'Reporting packs for banks and investors',
        'Written commentary with recommendations',
      ],
      process: ['Data collection', 'Analysis', 'Report preparation', 'Review meeting'],
    },
    {
      id: 'tax',
      icon: 'receipt',
      title: 'Tax Compliance and Advisory',
      description:
        'Accurate, on-time filings with the Tax Administration of Kosovo and practical advice on keeping your tax burden as low as the law allows. We prepare and submit your returns through the ATK EDI system and stand by you when the tax office asks questions.',
      included: [
        'Monthly VAT (TVSH) returns via ATK EDI',
        'Monthly wage tax and pension declarations',
        'Quarterly corporate income tax instalments',
        'Annual corporate income tax return',
        'Withholding tax on rent and non-resident payments',
        'Personal income tax returns',
        'Tax planning and structuring advice',
        'Support during ATK audits and inquiries',
      ],
      process: ['Tax health check', 'Tax planning', 'Filing and payment', 'Ongoing monitoring'],
    },
    {
      id: 'cfo',
      icon: 'briefcase',
      title: 'CFO and Controller Services',
      description:
        'Senior financial leadership without the cost of a full-time hire. Our CFO and controller services give you budgeting, cash management and financial control on a part-time or interim basis, scaled to the stage your business is at.',
      included: [
        'Part-time or interim CFO support',
        'Annual budgets and rolling forecasts',
        'Cash flow and working capital management',
        'Internal controls and approval procedures',
        'KPI dashboards for management',
        'Board and investor reporting',
        'Bank financing and lender relations',
        'Cost control and margin improvement',
      ],
      process: ['Financial diagnosis', 'Finance roadmap', 'Execution', 'Performance review'],
    },
    {
      id: 'advisory-valuation',
      icon: 'scale',
      title: 'Business Advisory and Valuation',
      description:
        'Independent analysis for the decisions that shape your company: investing, expanding, selling or bringing in a partner. We build the financial models and valuations behind those decisions and explain the assumptions in plain language.',
      included: [
        'Business valuation (DCF and market multiples)',
        'Business plans and feasibility studies',
        'Financial due diligence',
        'Financial models and scenario analysis',
        'Support on share transfers and acquisitions',
        'Investment project appraisal',
        'Restructuring and turnaround advice',
        'Pricing and profitability reviews',
      ],
      process: ['Scoping', 'Due diligence', 'Modelling', 'Recommendations'],
    },
    {
      id: 'data-analysis',
      icon: 'bar-chart',
      title: 'Data Analysis',
      description:
        'Your accounting, sales and operational data hold answers you can use. We bring them together, clean them and present them in clear dashboards and reports that show trends early and support better decisions.',
      included: [
        'Data consolidation from accounting and ERP systems',
        'Data cleaning and validation',
        'Interactive management dashboards',
        'Sales and customer trend analysis',
        'Cost and expense analytics',
        'Inventory and stock turnover analysis',
        'Forecasting and trend modelling',
        'Automated periodic reports',
      ],
      process: ['Data audit', 'Integration', 'Analysis', 'Dashboards'],
    },
    {
      id: 'digital-transformation',
      icon: 'cpu',
      title: 'Digital Transformation',
      description:
        'Less paperwork, fewer manual entries and faster month-end closing. We help you choose and implement the right accounting and ERP tools, automate routine tasks and train your team to use them well.',
      included: [
        'Review of current finance processes',
        'Selection of accounting and ERP software',
        'System implementation and data migration',
        'Electronic invoicing and document management',
        'Bank and payment integrations',
        'Automated approvals and routine postings',
        'Secure remote access and data backup',
        'Staff training and user guides',
      ],
      process: ['Process review', 'Solution design', 'Implementation', 'Training'],
    },
    {
      id: 'business-formation',
      icon: 'building',
      title: 'Business Formation in Kosovo',
      description:
        'A straightforward route to starting your company in Kosovo, whether you are a local entrepreneur or a foreign investor. We prepare the documents and handle registration with ARBK; your company is registered within 3–5 working days once the documents are complete.',
      included: [
        'Advice on legal form (SH.P.K., SH.A. or branch)',
        'Founding documents and statute',
        'Registration with ARBK',
        'VAT (TVSH) registration with ATK',
        'Support with opening a business bank account',
        'Employee registration and pension set-up',
        'Guidance on sector licences and permits',
        'Residence permit support for foreign owners',
      ],
      process: ['Consultation', 'Documentation', 'Registration', 'Post-registration set-up'],
    },
    {
      id: 'international',
      icon: 'globe',
      title: 'Outsourced Accounting for International Companies',
      description:
        'A reliable local finance team for foreign companies with a subsidiary, branch or staff in Kosovo. We keep your Kosovo entity fully compliant and report to your head office in English, in the format and on the timetable you need.',
      included: [
        'Bookkeeping for Kosovo subsidiaries and branches',
        'Payroll with 5% + 5% pension contributions',
        'VAT and corporate tax filings with ATK',
        'Monthly management reporting in English',
        'Group reporting packs in your head office format',
        'Statutory financial statements and IFRS reconciliations',
        'Intercompany and transfer pricing documentation',
        'Application of double taxation agreements',
      ],
      process: ['Onboarding', 'Process alignment', 'Monthly close', 'Group reporting'],
    },
  ],
  process: {
    heading: 'Our Proven Process',
    intro:
      'Every engagement follows the same clear steps, so you always know what we are doing, what we need from you and what comes next.',
    steps: [
      {
        number: '01',
        title: 'Initial Consultation',
        description:
          'We meet — in person or online — to understand your business, your current records and what you want to achieve.',
        features: [
          'Review of your current records',
          'Overview of your legal and tax obligations',
          'Clear scope of work',
          'Transparent fee proposal',
        ],
      },
      {
        number: '02',
        title: 'Strategic Planning',
        description:
          'We turn what we learned into a concrete plan with responsibilities, deadlines and the reports you will receive.',
        features: [
          'Tailored service plan',
          'Filing and reporting calendar',
          'Defined responsibilities on both sides',
          'Agreed timelines and milestones',
        ],
      },
      {
        number: '03',
        title: 'Implementation',
        description:
          'We take over your records, set up the necessary systems and complete the first filings and reports with you.',
        features: [
          'Smooth onboarding and handover',
          'System and process set-up',
          'First filings and reports',
          'Regular progress updates',
        ],
      },
      {
        number: '04',
        title: 'Ongoing Support',
        description:
          'We stay with you month after month, keep you informed of changes and adjust our work as your business grows.',
        features: [
          'A dedicated point of contact',
          'Regular reporting and reviews',
          'Updates on tax and legal changes',
          'Advice whenever you need it',
        ],
      },
    ],
  },
  hours: {
    heading: 'Working hours',
    days: 'Monday to Friday',
    times: '9:00 AM – 5:00 PM',
    note: 'Flexible appointments on request.',
  },
  cta: {
    heading: 'Let’s talk about your business',
    text: 'Tell us where you are today and what you need. We will recommend the right combination of services and give you a clear proposal.',
    contact: 'Contact Us',
    pricing: 'View Pricing',
  },
} satisfies ServicesContent;
