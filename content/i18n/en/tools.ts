import { type ToolsContent } from '#content/i18n/tools-content.ts';

export const tools = {
  index: {
    title: 'Kosovo Tax Calculators: Salary, VAT and Profit',
    description:
      'Free calculators for Kosovo: net and gross salary with pension contributions, VAT at 18% or 8%, and what a profit leaves the owner after tax.',
    heading: 'Kosovo tax calculators',
    intro:
      'Quick answers to the questions clients ask us first, worked out with the rates in force today. Each result has its own link you can save or share.',
    salary: {
      title: 'Salary calculator',
      text: 'From gross to net or net to gross: pension contributions, wage tax band by band, and what the employee costs the employer.',
      link: 'Calculate a salary',
    },
    vat: {
      title: 'VAT calculator',
      text: 'Add VAT to a net price or take it out of a gross one, at the standard 18% or the reduced 8% rate.',
      link: 'Calculate VAT',
    },
    profit: {
      title: 'What a profit keeps',
      text: 'How much of a yearly profit reaches the owner as dividends in Kosovo, beside EU and US averages.',
      link: 'Compare a profit',
    },
    calendar: {
      title: 'Tax calendar',
      text: 'Every ATK deadline of the next twelve months for your kind of business, moved past weekends and holidays, in your own calendar.',
      link: 'See the deadlines',
    },
  },
  common: {
    calculate: 'Calculate',
    resultHeading: 'Result',
    prompt: 'Enter an amount and the result appears here.',
    fixErrors: 'Please check the following:',
    errors: {
      required: 'Enter an amount.',
      invalid: 'Enter an amount in euros, for example 1,250.50.',
      negative: 'Enter an amount of zero or more.',
      tooLarge: 'Enter an amount up to €100,000,000.',
      outOfRange: 'Enter a percentage from {min} to {max}.',
      both: 'Enter either the gross or the net salary, not both.',
    },
    rounding: 'Amounts are in euros and rounded to the cent (half a cent rounds up), as on a payslip or an invoice.',
    sourcesHeading: 'Rules and sources',
    appliesFrom: '{source}, applies from {date}.',
    sources: {
      wageTax:
        'Wage tax bands: Law No. 08/L-142, Article 5, amending Article 6 of Law No. 05/L-028 on Personal Income Tax (the Tax Administration of Kosovo’s notice)',
      secondary:
        'Withholding by a secondary employer at 10%: Law No. 05/L-028 on Personal Income Tax and the Tax Administration’s guide for employers',
      pension:
        'Pension contributions of 5–15% each by employee and employer, the employee’s withheld before tax: Law No. 04/L-101 on Pension Funds of Kosovo, as amended (the Kosovo Pension Savings Trust’s rules for contributors)',
      vat: 'VAT rates of 18% and 8%: Law No. 05/L-037 on Value Added Tax',
      corporate:
        'Corporate income tax of 10%: Law No. 06/L-105 on Corporate Income Tax; dividends exempt under Law No. 05/L-028',
    },
    print: 'Print this result',
    disclaimer:
      'A guide for planning, not tax advice: your own situation (other income, allowances, contracts) can change the figures. We are happy to check them with you.',
    questionsHeading: 'Questions about this calculation',
    cta: {
      heading: 'Want us to run the numbers for your business?',
      text: 'Send us this result with a line about your situation and we will reply with what applies to you.',
      button: 'Ask about this result',
    },
  },
  salary: {
    title: 'Kosovo Salary Calculator: Gross to Net and Net to Gross',
    description:
      'Work out a Kosovo salary from gross to net or net to gross: pension contributions, wage tax by band at the August 2024 rates, and the employer’s cost.',
    heading: 'Salary calculator',
    intro:
      'Enter the monthly gross salary to see what the employee takes home, or the net salary to see the gross it needs. The wage tax uses the bands in force since 23 August 2024.',
    fields: {
      legend: 'Monthly salary',
      gross: 'Gross salary (€ per month)',
      net: 'Net salary (€ per month)',
      eitherHint: 'Fill in one of the two: the gross or the net salary.',
      pension: 'Employee pension contribution (%)',
      employer: 'Employer pension contribution (%)',
      percentHint: 'From 5 to 15; 5 is the legal minimum.',
      employment: 'This employer is the employee’s',
      primary: 'Primary employer',
      primaryHint: 'The employer the employee has named to the Tax Administration; the tax bands apply.',
      secondary: 'Secondary employer',
      secondaryHint: 'Any other employer withholds 10% on the whole taxable salary.',
    },
    results: {
      gross: 'Gross salary',
      employeePension: 'Employee pension contribution ({rate}%)',
      taxable: 'Taxable salary',
      band: 'Wage tax at {rate}% on {amount}',
      secondaryBand: 'Wage tax at {rate}% (secondary employer) on {amount}',
      tax: 'Wage tax in total',
      net: 'Net salary',
      employerPension: 'Employer pension contribution ({rate}%)',
      employerCost: 'Total cost to the employer',
      inexact:
        'Because of rounding to the cent, no gross salary gives exactly this net; the nearest one above it is shown.',
    },
    message:
      'Hello, I used your salary calculator: a gross salary of {gross} leaves a net salary of {net} and costs the employer {cost}. I would like advice on ',
    questions: [
      {
        question: 'How is the wage tax worked out in Kosovo?',
        answer: [
          'The employee’s pension contribution (at least 5%) is taken from the gross salary first. What remains is the taxable salary, taxed by bands each month: nothing on the first €250, 8% on the part from €250.01 to €450, and 10% on everything above €450.',
          'These bands apply from 23 August 2024 (Law No. 08/L-142, which amended the Law on Personal Income Tax). Before that date the first €80 were tax-free and 4% applied up to €250.',
        ],
      },
      {
        question: 'What does an employee cost the employer?',
        answer: [
          'The gross salary plus the employer’s own pension contribution, at least 5% of the gross, paid to the Kosovo Pension Savings Trust. Kosovo has no other employer payroll tax or social insurance on top.',
        ],
      },
      {
        question: 'What is a secondary employer?',
        answer: [
          'Someone who works for more than one employer names one of them as the primary employer to the Tax Administration of Kosovo. That employer applies the tax bands; every other employer withholds 10% of the whole taxable salary. The difference is settled in the annual personal income tax return.',
        ],
      },
    ],
  },
  vat: {
    title: 'Kosovo VAT Calculator: 18% and 8% Rates',
    description:
      'Add Kosovo VAT to a net price or extract it from a gross one, at the standard 18% rate or the reduced 8% rate, with the amounts rounded to the cent.',
    heading: 'VAT calculator',
    intro: 'Add VAT to a price without VAT, or find how much VAT a price already includes.',
    fields: {
      amount: 'Amount (€)',
      amountHint: 'For example 1,250 or 1,250.50.',
      rate: 'VAT rate',
      standard: '18% (standard rate)',
      reduced: '8% (reduced rate)',
      mode: 'The amount is',
      add: 'without VAT: add VAT',
      extract: 'with VAT: take VAT out',
    },
    results: { net: 'Amount without VAT', vat: 'VAT', gross: 'Amount with VAT' },
    message:
      'Hello, I used your VAT calculator: {net} without VAT, {vat} VAT, {gross} with VAT. I would like advice on ',
    questions: [
      {
        question: 'Which goods and services have the reduced 8% rate?',
        answer: [
          'Only those listed in Annex I of Law No. 05/L-037 on Value Added Tax and in the Minister of Finance’s decisions that extend the list (live animals, for instance, since 2019). Everything else is taxed at the standard 18%. We check which rate applies to what you sell.',
        ],
      },
      {
        question: 'How is VAT taken out of a price that includes it?',
        answer: [
          'Divide the price by 1.18 (or 1.08 at the reduced rate) to get the amount without VAT; the VAT is the difference. A price of €118 includes €100 plus €18 of VAT.',
        ],
      },
      {
        question: 'When must a business register for VAT in Kosovo?',
        answer: [
          'A business must register once its turnover exceeds €30,000 in a calendar year, and may register voluntarily before. Registered businesses charge VAT on their sales and deduct the VAT on their purchases.',
        ],
      },
    ],
  },
  profit: {
    title: 'What a Profit Keeps in Kosovo: Corporate and Dividend Tax',
    description:
      'See how much of a yearly company profit reaches the owner as dividends in Kosovo at 10% corporate tax and 0% dividend tax, beside EU and US averages.',
    heading: 'What a profit keeps',
    intro:
      'Enter a company’s yearly profit before tax to see what reaches its owner once it is paid out as dividends: in Kosovo, and at the average rates of the EU and the United States.',
    fields: { profit: 'Yearly profit before tax (€)', profitHint: 'For example 100,000.' },
    results: {
      caption: 'A yearly profit paid out as dividends',
      where: 'Where',
      corporateTax: 'Corporate income tax',
      dividendTax: 'Tax on dividends',
      kept: 'Kept by the owner',
      kosovo: 'Kosovo (10% and 0%)',
      eu: 'EU average ({corporate}%, dividends {dividends}%)',
      us: 'US average ({corporate}%, dividends {dividends}%)',
      range: '{low} to {high}',
      averagesNote:
        'The EU and US figures are indicative averages (the same ones as on our business formation page), for comparison only; rates differ from country to country and state to state.',
    },
    message:
      'Hello, I used your profit calculator for a yearly profit of {profit}, of which {kept} would reach the owner in Kosovo. I would like advice on ',
    questions: [
      {
        question: 'Why does Kosovo tax dividends at 0%?',
        answer: [
          'Dividends paid by a Kosovo company to its shareholders are exempt from personal income tax, so the 10% corporate income tax is the only tax on a distributed profit.',
        ],
      },
      {
        question: 'Can a foreign owner take the dividends abroad?',
        answer: [
          'Yes. Kosovo allows 100% foreign ownership and the transfer of profits abroad. Whether the owner’s own country taxes the dividends depends on its law and on its double taxation agreement with Kosovo, which we check for each case.',
        ],
      },
    ],
  },
} satisfies ToolsContent;
