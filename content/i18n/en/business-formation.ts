import { formatPercent } from '#shared/tax/amounts.ts';
import { corporateTaxRate, dividendTaxRate, integratedRates } from '#shared/tax/rates.ts';
import { type FormationContent } from '#content/i18n/page-content.ts';

export const businessFormation = {
  title: 'Start a Business in Kosovo — Company Formation',
  description:
    'Open a company in Kosovo with expert help: 10% corporate tax, 0% dividend tax, 100% foreign ownership and one team from registration to your first payroll.',
  hero: {
    heading: 'Start a business in Kosovo',
    text: 'We help local entrepreneurs and foreign investors set up a company in Kosovo the right way — from choosing the legal form and registering with ARBK to the tax number, bank account, payroll and accounting that follow. You deal with one team, in English or Albanian, from the first conversation to your first monthly filing.',
    primary: 'Book a free consultation',
    secondary: 'Ask about your company',
  },
  why: {
    heading: 'Why Kosovo',
    intro:
      'Kosovo combines one of the lowest tax burdens in Europe with a young, multilingual workforce and simple company rules that treat foreign and local investors alike.',
    items: [
      {
        icon: 'globe',
        title: '100% foreign ownership',
        text: 'Foreign individuals and companies can own all of a Kosovo company, with no local partner required and the same rights as local owners.',
      },
      {
        icon: 'users',
        title: 'A young workforce',
        text: 'Kosovo’s population, with an average age of 34.8 at the 2024 census, is one of the youngest in Europe, and many young professionals speak English.',
      },
      {
        icon: 'map-pin',
        title: 'Duty-free access to 450M+ consumers',
        text: 'Under the Stabilisation and Association Agreement with the EU (in force since 1 April 2016) and the CEFTA free-trade agreement, goods made in Kosovo enter the markets of the European Union and the Western Balkans, home to more than 450 million consumers, free of customs duty with few exceptions.',
      },
      {
        icon: 'piggy-bank',
        title: 'Competitive labour costs',
        text: 'Workforce costs are more than 70% lower than in Western Europe and more than 80% lower than in the United States.',
      },
      {
        icon: 'percent',
        title: 'Low taxes',
        text: 'Corporate income tax is 10% and dividends paid to the owners are not taxed, so more of what the company earns reaches you.',
      },
      {
        icon: 'landmark',
        title: 'The euro as currency',
        text: 'Kosovo uses the euro, so there is no exchange-rate risk for trade with the eurozone and pricing, invoicing and reporting stay simple.',
      },
    ],
  },
  tax: {
    heading: 'Kosovo’s tax advantage',
    // The rates the profit calculator works with too (shared/tax/rates.ts), with the same sources.
    intro: `On a profit paid out to its owner, corporate and dividend tax together take ${formatPercent(corporateTaxRate + dividendTaxRate, 'en')} in Kosovo, against ${formatPercent(integratedRates.europe, 'en')} on average in the European OECD countries and ${formatPercent(integratedRates.us, 'en')} in the United States. Kosovo’s other main rates are among the lowest in Europe too.`,
    caption: 'Main tax rates in Kosovo',
    columns: { tax: 'Tax', kosovo: 'Rate' },
    rows: [
      { tax: 'Corporate income tax', kosovo: formatPercent(corporateTaxRate, 'en') },
      { tax: 'Tax on dividends paid to owners', kosovo: formatPercent(dividendTaxRate, 'en') },
      { tax: 'Personal income tax', kosovo: '0–10%' },
      { tax: 'VAT', kosovo: '18% (8% reduced rate)' },
    ],
    note: 'Tax rates change: we confirm the rates that apply to your case before you decide.',
  },
  treaties: {
    heading: 'Double taxation agreements',
    text: 'Kosovo has double taxation agreements with a number of countries, including EU member states. If you or your parent company are based in one of them, the agreement decides which country may tax each type of income and relieves double tax on the same income. Whether a dividend you receive from Kosovo is taxed where you live depends on that country’s law.',
    points: [
      'Avoid double taxation: income taxed in one country is exempted or credited in the other.',
      'Reduced withholding tax on cross-border payments such as interest and royalties, where the agreement provides for it.',
      'Certificates of Kosovo tax residence for your Kosovo company, issued by the Tax Administration of Kosovo (ATK), which we request on its behalf to claim treaty benefits.',
    ],
  },
  options: {
    heading: 'Choose the right legal form',
    intro:
      'The legal form affects your liability, your governance and how you report. We recommend the structure that fits your plans, not the one that is quickest to file.',
    capitalLabel: 'Minimum capital',
    items: [
      {
        title: 'Limited liability company (SH.P.K.)',
        capital: 'No minimum capital',
        text: 'The most common choice for small and medium-sized businesses and for foreign investors. The company is a separate legal entity and the owners are liable only up to their contribution.',
        points: [
          'One or more owners, individuals or companies, local or foreign',
          'Owners’ liability limited to their contribution',
          'Managed by one or more directors appointed by the owners',
        ],
      },
      {
        title: 'Joint stock company (SH.A.)',
        capital: '€10,000 minimum',
        text: 'Suited to larger projects and to companies that plan to bring in several investors. Its capital is divided into shares and it follows stricter governance rules.',
        points: [
          'Share capital divided into transferable shares',
          'Managed by a board of directors',
          'Suited to larger investments and shareholder structures',
        ],
      },
      {
        title: 'Branch of a foreign company',
        capital: 'No separate capital',
        text: 'Lets an existing foreign company operate in Kosovo without creating a new legal entity. The branch acts in the name of its parent company, which remains responsible for its obligations.',
        points: [
          'Registered with ARBK as part of the foreign parent company',
          'Run by an authorised representative in Kosovo',
          'Profits from its activity in Kosovo are taxed in Kosovo',
        ],
      },
      {
        title: 'Individual business',
        capital: 'No minimum capital',
        text: 'The simplest form for one person trading in their own name, such as a freelancer, consultant or small shop. It is quick to set up, but there is no separation between personal and business assets.',
        points: [
          'Owned and run by one natural person',
          'Simple registration and bookkeeping',
          'The owner is personally liable for the business’s debts',
        ],
      },
    ],
  },
  steps: {
    heading: 'How we set up your company',
    intro:
      'We manage the whole process and tell you at each stage what we need from you. Most of the work can be done remotely.',
    items: [
      {
        title: 'Consultation and structure',
        text: 'We discuss your plans and recommend the legal form, ownership structure and business activities, and explain the tax consequences before anything is filed.',
      },
      {
        title: 'Name check and documents',
        text: 'We check that your company name is available and prepare the founding act and the statute, the registration forms and a list of the identity and ownership documents we need from you.',
      },
      {
        title: 'Notarisation and ARBK registration',
        text: 'The founding documents are signed and notarised where required, and we file them with the Kosovo Business Registration Agency (ARBK). Your company is registered within 3–5 working days once the documents are complete.',
      },
      {
        title: 'Unique identification number (NUI) and VAT',
        text: 'ARBK gives the company its unique identification number (NUI), which is also its number with the Tax Administration of Kosovo (ATK). We make sure the company is active in ATK’s system, register it for VAT when it is required or useful, and set up your access to electronic tax filing.',
      },
      {
        title: 'Business bank account',
        text: 'We prepare the documents Kosovo banks ask for and support you through their identity checks, so you can open a business account and deposit any share capital.',
      },
      {
        title: 'Employees, payroll and accounting',
        text: 'We register your employees, set up payroll with tax withholding and pension contributions to the Kosovo Pension Savings Trust (5% employee + 5% employer), and start your monthly accounting.',
      },
    ],
    highlightsHeading: 'What you can count on',
    highlights: [
      'One team for registration, tax, payroll and accounting',
      'Advice and documents explained in English and Albanian',
      'Registration possible without travelling, through a power of attorney',
      'A clear quote after an initial assessment of your needs',
      'Ongoing support after registration, from monthly filings to annual statements',
    ],
  },
  residency: {
    heading: 'Tax residency and residence permits',
    intro:
      'If you plan to live or spend long periods in Kosovo, two separate questions matter: where you pay personal income tax, and whether you need a residence permit. We help you answer both.',
    cards: [
      {
        title: 'Tax residency',
        points: [
          'You become tax resident in Kosovo if you stay here 183 days or more in any 12-month period.',
          'Personal income tax is progressive, with a top rate of 10% on income above €5,400 a year.',
          'Residents are taxed on their worldwide income; non-residents only on income from Kosovo.',
          'A double taxation agreement may decide residency if another country also treats you as resident.',
        ],
      },
      {
        title: 'Residence permits',
        points: [
          'A temporary residence permit is valid for one year and can be renewed.',
          'Permits can be granted on grounds such as employment, running a business or family reunification.',
          'Permanent residency is possible after five consecutive years of legal residence.',
          'We help you prepare the application and the supporting company documents.',
        ],
      },
    ],
  },
  faq: {
    heading: 'Frequently asked questions about company formation',
    items: [
      {
        question: 'Can a foreigner register a company in Kosovo without being here?',
        answer: [
          'Yes. With a power of attorney we can sign and file the registration documents on your behalf, so you do not need to travel for the registration itself.',
          'Documents issued abroad, such as the power of attorney or a parent company’s extract, usually need to be notarised, apostilled or legalised, and translated. Some banks ask to meet the director in person when the business account is opened, and we tell you in advance if yours does.',
        ],
      },
      {
        question: 'How long does registration take, and what documents are needed?',
        answer: [
          'Your company is registered within 3–5 working days once the documents are complete. Collecting and legalising documents from abroad usually takes the longest, so we send you a checklist at the start.',
          'For a limited liability company you typically need a copy of each owner’s and director’s passport or ID, the company name and address in Kosovo, the business activities, the founding act and the statute. Corporate owners also provide proof of their own registration.',
        ],
      },
      {
        question: 'What obligations does the company have after registration?',
        answer: [
          'Every company keeps accounting records and prepares annual financial statements. Companies with employees declare and pay tax withheld from salaries and pension contributions every month, and VAT-registered companies file VAT returns. Corporate income tax is paid in advance instalments during the year and settled with an annual return.',
          'We can take over all of these filings, so you always know what is due and when.',
        ],
      },
    ],
  },
  cta: {
    heading: 'Ready to start your business in Kosovo?',
    text: 'Tell us about your plans and we will recommend a structure, list the documents you need and explain each step with its costs.',
    button: 'Book a free consultation',
  },
} satisfies FormationContent;
