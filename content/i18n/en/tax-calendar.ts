import { type TaxCalendarContent } from '#content/i18n/tax-calendar-content.ts';

export const taxCalendar = {
  title: 'Kosovo tax calendar: the ATK deadlines for 12 months',
  description:
    'The regular Kosovo tax deadlines of the next twelve months: wage tax, pension contributions, VAT, advances and annual returns, moved past weekends and holidays.',
  heading: 'Kosovo tax calendar',
  intro:
    'The regular deadlines of the Tax Administration of Kosovo (ATK) for the next {months} months, moved to the next working day when they fall on a weekend or an official holiday, as the law requires. Choose what applies to your business, then add the deadlines to your own calendar: it keeps itself up to date.',
  filteredTitle: 'Kosovo tax deadlines for {audiences}',
  filteredDescription:
    'Kosovo tax deadlines for {audiences} over the next twelve months, moved to the next working day when they fall on a weekend or public holiday.',
  filter: {
    legend: 'What applies to your business',
    groupPreposition: '',
    taxedOnProfit: 'companies and sole traders taxed on profit',
    hint: 'Choose all that apply; with none chosen, every deadline is shown.',
    audiences: {
      employer: { label: 'Employer', hint: 'You pay wages', group: 'employers' },
      vat: { label: 'VAT-registered', hint: 'You file VAT returns', group: 'VAT-registered businesses' },
      corporation: {
        label: 'Company taxed on profit (LLC, JSC)',
        hint: 'Income over €30,000 a year, or by choice',
        group: 'companies taxed on profit',
      },
      'sole-trader': {
        label: 'Sole trader taxed on profit',
        hint: 'Income over €50,000 a year, or by choice',
        group: 'sole traders taxed on profit',
      },
      'small-business': {
        label: 'Small-business regime',
        hint: '3% or 9% of gross income: companies up to €30,000, individuals up to €50,000 a year',
        group: 'businesses in the small-business regime',
      },
    },
    submit: 'Show deadlines',
    showAll: 'Show all deadlines',
    showing: {
      one: '{n} deadline in the next {months} months for {audiences}.',
      other: '{n} deadlines in the next {months} months for {audiences}.',
    },
    showingAll: {
      one: '{n} deadline in the next {months} months.',
      other: '{n} deadlines in the next {months} months.',
    },
  },
  subscribe: {
    heading: 'Add to your calendar',
    text: 'Subscribe once and your calendar app fetches new deadlines by itself, each with a reminder {days} days before. The calendar follows the choice above.',
    apple: 'Apple Calendar and other apps',
    google: 'Google Calendar',
    outlook: 'Outlook (Microsoft 365)',
    outlookCom: 'Outlook.com',
    download: 'Download the .ics file',
    downloadHint: 'A one-off copy to import; it does not update itself.',
  },
  deadline: {
    titles: {
      wages: 'Wage tax and pension contributions for {period}',
      withholding: 'Tax withheld on rent, interest, royalties and payments to non-residents for {period}',
      vat: 'VAT return and payment for {period}',
      'cit-advance': 'Corporate income tax: advance payment for {period}',
      'pit-advance': 'Personal income tax: advance payment for {period}',
      'small-business': 'Small-business tax on gross income for {period}',
      'cit-annual': 'Corporate income tax: annual return and final payment for {period}',
      'pit-annual': 'Personal income tax: annual return and final payment for {period}',
    },
    who: {
      wages: 'Employers',
      withholding: 'Every business that pays rent, interest or royalties, or pays non-residents',
      vat: 'VAT-registered businesses',
      'cit-advance': 'Companies taxed on profit (income over €30,000, or by choice)',
      'pit-advance': 'Sole traders taxed on profit (income over €50,000, or by choice)',
      'small-business': 'Companies up to €30,000 and individuals up to €50,000 of gross income a year',
      'cit-annual': 'Companies taxed on profit',
      'pit-annual': 'Sole traders taxed on profit',
    },
    meta: '{who} · {forms}',
    forms: { one: 'form {forms} in the ATK’s EDI system', other: 'forms {forms} in the ATK’s EDI system' },
    month: '{month}',
    quarters: [
      'the first quarter of {year}',
      'the second quarter of {year}',
      'the third quarter of {year}',
      'the fourth quarter of {year}',
    ],
    year: '{year}',
    movedFrom: 'Moved from {weekday}, {date}, not a business day',
    movedFromHoliday: 'Moved from {weekday}, {date}, a public holiday ({holiday})',
    holidayOn: '{holiday} ({date})',
    standIn: '{holiday} ({holidayDate}), off on {date}',
    mayMove: {
      fitr: 'The date of Eid al-Fitr {year} is not yet on our list of announced dates: this deadline could move as late as {weekday}, {date}.',
      adha: 'The date of Eid al-Adha {year} is not yet on our list of announced dates: this deadline could move as late as {weekday}, {date}.',
    },
    add: 'Add to calendar',
    details: 'Details',
  },
  holidays: {
    newYear: 'New Year',
    orthodoxChristmas: 'Orthodox Christmas',
    independence: 'Independence Day',
    constitution: 'Constitution Day',
    catholicEaster: 'Catholic Easter Monday',
    orthodoxEaster: 'Orthodox Easter Monday',
    labour: 'International Labour Day',
    europe: 'Europe Day',
    eidFitr: 'Eid al-Fitr',
    eidAdha: 'Eid al-Adha',
    catholicChristmas: 'Catholic Christmas',
  },
  empty: 'No deadlines for this choice in the next {months} months.',
  sources: {
    heading: 'Rules and sources',
    appliesFrom: '{source}; applies from {date}.',
    reviewedOn: '{source} (summary: {summary}, last reviewed on {date}).',
    moveRule:
      'When the last day of a deadline is not a business day in Kosovo, the deadline moves to the next business day: Law No. 03/L-222 on Tax Administration and Procedures, Article 17, as the ATK applied it to the VAT for March 2019 (20 April was a Saturday and 22 April Catholic Easter Monday, so the last day was 23 April). The calendar applies the same rule, until the ATK announces otherwise, under the law that replaced it: Law No. 08/L-257 on the Administration of Tax Procedures',
    holidays:
      'Official holidays, and the next working day off when one falls on a Saturday or Sunday: Law No. 03/L-064 on Official Holidays, Articles 2 and 4, as the Government’s yearly calendars of official holidays apply them, for example the calendar for 2019 (in Albanian). We compute the dates of both Easters (Catholic and Orthodox) ourselves',
    links: {
      moveRule: 'as the ATK applied it to the VAT for March 2019',
      holidays: 'the calendar for 2019',
      rules: {
        wages: 'PwC Worldwide Tax Summaries',
        withholding: 'the ATK’s notice',
        vat: 'the ATK’s notice on the VAT for March 2019',
        corporate: 'PwC Worldwide Tax Summaries',
        personal: 'PwC Worldwide Tax Summaries',
        smallBusiness: 'the ATK’s forms QS and IS',
      },
    },
    rules: {
      wages:
        'Wage tax (form WM) and pension contributions (form CM) by the 15th of the following month: Law No. 05/L-028 on Personal Income Tax, Article 38, and Law No. 04/L-101 on Pension Funds of Kosovo',
      withholding:
        'Tax withheld on interest, royalties, rent, winnings and payments to non-residents, declared each month on form WR by the 15th of the following month: Law No. 05/L-028 on Personal Income Tax; the WR form as changed by the ATK’s notice',
      vat: 'VAT return and payment by the 20th of the following month (the ATK’s notice on the VAT for March 2019): Law No. 05/L-037 on Value Added Tax',
      corporate:
        'Quarterly advances of corporate income tax (15 April, 15 July, 15 October, 15 January) for companies taxed on profit, and the annual return with the final payment by 31 March: Law No. 06/L-105 on Corporate Income Tax (summary: PwC Worldwide Tax Summaries)',
      personal:
        'Quarterly advances and the annual return by 31 March for individuals taxed on their business profit: Law No. 05/L-028 on Personal Income Tax, Articles 43 and 48',
      smallBusiness:
        'The small-business regime: 3% (trade, transport, agriculture) or 9% (services) of the quarter’s gross income, at least €37.50, by the 15th after each quarter, on the ATK’s forms QS and IS: Law No. 06/L-105, Article 35 (companies up to €30,000), and Law No. 05/L-028, Article 43 (individuals up to €50,000)',
    },
    eids: 'The dates of the two Eids are announced each year. Our list holds only the announced dates we have checked; the latest is {eid}, {date}, and the Eids after it are not yet on the list. We never guess the date of an Eid that is not on the list; a deadline it could move says so.',
    eidPublishers: {
      government: 'the Government’s calendar of official holidays',
      islamicCommunity: 'the Islamic Community of Kosovo',
    },
    eidsLink: 'Eid dates and where each was announced',
    disclaimer:
      'These are the regular deadlines of most businesses. The ATK can set others for your case (an instalment agreement, a closing return), and a deadline moved by the ATK’s own notice comes first. We gladly check yours.',
  },
  questionsHeading: 'Questions about the deadlines',
  questions: [
    {
      question: 'What happens when a deadline falls on a weekend or a holiday?',
      answer: [
        'It moves to the next business day in Kosovo. The ATK applied this to the VAT for March 2019: the 20th was a Saturday and Monday the 22nd was Catholic Easter Monday, so the last day was Tuesday 23 April.',
        'A holiday that falls on a Saturday or Sunday gives the next working day off, and that day does not count as a business day either. The calendar shows where a deadline moved from and why.',
      ],
    },
    {
      question: 'How do I get the deadlines into Google Calendar, Apple Calendar or Outlook?',
      answer: [
        'Choose what applies to your business, then use one of the links under “Add to your calendar”. Your calendar app subscribes to the calendar and fetches changes by itself, so a deadline that moves is moved in your calendar too. Each deadline comes with a reminder a few days before.',
        'Every deadline also has its own “Add to calendar” link for a single event.',
      ],
    },
    {
      question: 'Why do some deadlines say they could move?',
      answer: [
        'The two Eids follow the lunar calendar, and their dates are announced each year. Until an Eid is announced, we do not guess its date: a deadline it could move shows the earliest day it can be and how late it could become. Pay by the earliest day and you are on time either way.',
      ],
    },
  ],
  cta: {
    heading: 'Deadlines are easy to miss in a busy month',
    text: 'We prepare and file the returns for our clients before each deadline, so nothing is late and nothing is paid twice.',
    button: 'Ask us about your deadlines',
  },
  feed: {
    name: 'Kosovo tax deadlines',
    filteredName: 'Kosovo tax deadlines for {audiences}',
    description:
      'Deadlines of the Tax Administration of Kosovo (ATK), moved to the next working day when they fall on a weekend or an official holiday.',
    reminder: { one: 'In {days} day: {title}', other: 'In {days} days: {title}' },
  },
} satisfies TaxCalendarContent;
