import { type ToolsContent } from '#content/i18n/tools-content.ts';

export const tools = {
  index: {
    title: 'Kosovo Tax Calculators: Salary, VAT, Profit and Withholding',
    description:
      'Free calculators for Kosovo: net and gross salary with pension contributions, VAT at 18% or 8%, what a profit leaves the owner, and tax withheld on rent, interest and royalties.',
    heading: 'Kosovo tax calculators and calendar',
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
      text: 'How much of a yearly profit reaches the owner as dividends in Kosovo, beside the averages of the European OECD countries and the US.',
      link: 'Compare a profit',
    },
    calendar: {
      title: 'Tax calendar',
      text: 'Every ATK deadline of the next twelve months for your kind of business, moved to the next working day when it falls on a weekend or a public holiday, in your own calendar.',
      link: 'See the deadlines',
    },
    withholding: {
      title: 'Withholding tax calculator',
      text: 'The tax a payer withholds on rent, interest, royalties and services bought from non-residents, and what the recipient receives.',
      link: 'Calculate withholding tax',
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
      decimals: 'Enter an amount with at most two decimal places, for example 1,250.50.',
      negative: 'Enter an amount of zero or more.',
      tooLarge: 'Enter an amount up to €100,000,000.',
      lossTooLarge: 'Enter a loss of up to €100,000,000.',
      both: 'Enter either the gross or the net salary, not both.',
      neither: 'Enter the gross or the net salary.',
      belowProfit: 'Enter gross receipts of at least the profit: profit is what is left of them after costs.',
      percentInvalid: 'Enter {field} as a number, for example 5 or 7.5.',
      percentDecimals: 'Enter {field} with at most two decimal places, for example 5 or 7.5.',
      outOfRange: 'Enter {field} from {min}% to {max}%.',
      choice: 'Choose {field}.',
    },
    fieldNames: {
      pension: 'the employee pension contribution',
      employer: 'the employer pension contribution',
      rate: 'a VAT rate: 18% or 8%',
      type: 'the type of payment',
    },
    rounding: 'Amounts are in euros and rounded to the cent (half a cent rounds up), as in accounting records.',
    sourcesHeading: 'Rules and sources',
    appliesFrom: '{source}, applies from {date}.',
    checkedOn: 'We last checked these rules and rates against their sources on {date}.',
    sources: {
      wageTax:
        'Personal income tax bands, which wage tax also uses: Law No. 08/L-142, Article 5, amending Article 6 of Law No. 05/L-028 on Personal Income Tax (the Tax Administration of Kosovo’s notice)',
      secondary:
        'Withholding by a secondary employer at 10%: Law No. 05/L-028 on Personal Income Tax and the Tax Administration’s guide for employers',
      pension:
        'Pension contributions of 5–15% each by employee and employer, the employee’s withheld before tax: Law No. 04/L-101 on Pension Funds of Kosovo, as amended (the Kosovo Pension Savings Trust’s rules for contributors)',
      minimumWage:
        'Minimum wage for full-time work: €425 gross a month from 1 January 2026 and €500 from 1 July 2026, under Government of Kosovo Decision No. 10/273 of 31 October 2025',
      vat: 'VAT rates of 18% and 8%: Law No. 05/L-037 on Value Added Tax',
      corporate:
        'Corporate income tax of 10%: the rate since 1 January 2009, kept by Law No. 06/L-105 on Corporate Income Tax (2019); dividends exempt from tax under Law No. 05/L-028 on Personal Income Tax',
      losses:
        'A loss carried forward against the profits of the next four years: Law No. 06/L-105 on Corporate Income Tax, Article 24',
      smallBusiness:
        'Companies with gross income up to €30,000 a year: 3% (trade, transport, agriculture) or 9% (services) of gross income each quarter, Law No. 06/L-105 on Corporate Income Tax, Article 35; at least €37.50 for a quarter with receipts, as the Tax Administration’s notice on payments under €37.50 (in Albanian) states',
      comparison:
        'Europe and United States: corporate and dividend tax together on a distributed profit, the Tax Foundation’s “Integrated Tax Rates on Corporate Income in Europe, 2024” (19 November 2024); averages of the European OECD countries and of the US states',
      withholding:
        'Withholding at 9% on rent, 10% on interest and royalties and 5% on services of non-residents, paid over by the 15th of the next month: Law No. 06/L-105 on Corporate Income Tax (applies from 1 January 2019) and Law No. 05/L-028 on Personal Income Tax; the WR form: the Tax Administration’s notice',
    },
    sourceLinks: {
      wageTax: 'the Tax Administration of Kosovo’s notice',
      pension: 'the Kosovo Pension Savings Trust’s rules for contributors',
      smallBusiness: 'the Tax Administration’s notice on payments under €37.50',
      comparison: 'the Tax Foundation’s “Integrated Tax Rates on Corporate Income in Europe, 2024”',
      withholding: 'the Tax Administration’s notice',
    },
    print: 'Print this result',
    copyLink: 'Copy the link to this result',
    copied: 'Link copied.',
    printed: {
      calculatedOn: 'Calculated on {date}',
      address: 'This result online:',
      by: 'Prepared with the calculator of {firm}',
    },
    disclaimer:
      'The figures of this calculation are a guide for planning, not tax advice: the details of your own case can change them. We are happy to go through them with you.',
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
      'Work out a Kosovo salary from gross to net or net to gross: pension contributions, wage tax by band at the August 2024 rates, and the employer’s total cost.',
    heading: 'Salary calculator',
    intro:
      'Enter the monthly gross salary to see what the employee takes home, or the net salary to see the gross it needs. The wage tax uses the bands in force since 23 August 2024.',
    fields: {
      legend: 'Monthly salary',
      gross: 'Gross salary (€ per month)',
      net: 'Net salary (€ per month)',
      names: { gross: 'Gross salary', net: 'Net salary' },
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
      band: 'Wage tax at {rate}% on {amount} ({slice})',
      slices: {
        first: 'the part up to {to}',
        middle: 'the part from {from} to {to}',
        top: 'the part above {from}',
      },
      secondaryBand: 'Wage tax at {rate}% (secondary employer) on {amount}',
      tax: 'Wage tax in total',
      net: 'Net salary',
      employerPension: 'Employer pension contribution ({rate}%)',
      employerCost: 'Total cost to the employer',
      inexact:
        'Because of rounding to the cent, no gross salary gives exactly this net; the nearest one above it is shown.',
      key: 'Net salary',
      annual: {
        heading: 'Over a year (12 months)',
        gross: 'Gross salary',
        tax: 'Wage tax',
        net: 'Net salary',
        employerCost: 'Cost to the employer',
        effectiveRate: 'Effective wage tax rate',
        bands:
          'The annual return taxes the year’s wages by the annual bands: 0% on the part up to {low}, 8% on the part from {from} to {high} and 10% on the part above {high}.',
        secondary:
          'A secondary employer withholds {withheld} over the year. Were this the only wage, the annual bands would give {banded}, that is {difference} less. The final tax is worked out in the annual personal income tax return, on all the wages together.',
      },
      belowMinimum: 'This gross salary is below the minimum wage for full-time work, {minimum} a month since {date}.',
      chart: {
        title: 'Where each euro of the employer’s cost goes',
        net: 'Net salary',
        tax: 'Wage tax',
        employeePension: 'Employee pension contribution',
        employerPension: 'Employer pension contribution',
      },
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
          'Someone who works for more than one employer names one of them as the primary employer to the Tax Administration of Kosovo. That employer applies the tax bands; every other employer withholds 10% of the whole taxable salary. Any difference between the tax withheld during the year and the tax the annual bands give on all the wages together is settled in the annual personal income tax return.',
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
    results: { net: 'Amount without VAT', vat: 'VAT ({rate})', gross: 'Amount with VAT', key: 'VAT' },
    message:
      'Hello, I used your VAT calculator: the amount without VAT is {net}, VAT at {rate} is {vat} and the amount with VAT is {gross}. I would like advice on ',
    questions: [
      {
        question: 'Which goods and services have the reduced 8% rate?',
        answer: [
          'Only those listed in Annex I of Law No. 05/L-037 on Value Added Tax and in the Minister of Finance’s decisions that extend the list (live animals, for instance, since 2019). Other supplies are taxed at the standard 18%, except those the law exempts from VAT, such as most financial and insurance services. We can check the rate that applies to what you sell.',
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
          'A business must register once its turnover exceeds €30,000 in a calendar year, and may register voluntarily before. VAT-registered businesses charge VAT on their sales and deduct the VAT on their purchases.',
        ],
      },
    ],
  },
  profit: {
    title: 'What a Profit Keeps in Kosovo: Corporate and Dividend Tax',
    description:
      'See how much of a yearly company profit reaches the owner as dividends in Kosovo at 10% corporate tax and 0% dividend tax, beside the averages of the European OECD countries and the US.',
    heading: 'What a profit keeps',
    intro:
      'Enter a company’s yearly profit before tax to see what reaches its owner once it is paid out as dividends, in Kosovo and at the average rates of Europe and the United States. A small company can also compare the tax on its gross receipts.',
    fields: {
      profit: 'Yearly profit before tax (€)',
      profitHint: 'For example 100,000; a loss with a minus sign, for example -5,000.',
      names: { profit: 'Yearly profit before tax', turnover: 'Gross receipts in the year' },
      small: 'Compare with the small-business regime (optional)',
      smallHint:
        'A company with gross receipts of up to €30,000 a year pays tax on its receipts, unless it chooses to be taxed on its profit.',
      turnover: 'Gross receipts in the year (€)',
      turnoverHint: 'Leave empty to skip the comparison.',
      activity: 'The business is mostly in',
      trade: 'Trade, transport or agriculture (3%)',
      services: 'Services, professions or entertainment (9%)',
    },
    results: {
      profit: 'Profit before tax',
      lossBeforeTax: 'Loss before tax',
      corporateTax: 'Corporate income tax (10%)',
      dividendTax: 'Tax on dividends (0%)',
      kept: 'Kept by the owner',
      key: 'Kept by the owner',
      loss: 'A loss pays no corporate income tax. It is carried forward and set against the profits of the next {years} years before they are taxed.',
      lossYears: { 4: '4' },
      small: {
        heading: 'The small-business regime',
        receipts: 'Gross receipts in the year',
        tax: 'Yearly tax on gross receipts ({rate})',
        taxMinimum: 'Yearly tax on gross receipts: four quarterly minimums of {minimum}',
        quarterly: 'Paid each quarter (receipts even through the year)',
        minimum: 'Paid each quarter: the minimum of {minimum}, more than the rate comes to',
        onProfit: 'For comparison: corporate income tax (10% on the profit)',
        note: 'Each quarter the business pays its rate (3% or 9%) on that quarter’s gross receipts, but at least €37.50; a quarter without receipts pays nothing and is still declared. The company may choose to be taxed on its profit instead, keeping books and filing the annual return.',
        over: 'Receipts above {threshold} a year leave the regime: the company is taxed on its profit, at 10%.',
      },
      chart: {
        title: 'What the owner keeps of this profit: Kosovo, Europe and the US',
        kosovo: 'Kosovo (10% on the profit, dividends exempt)',
        europe: 'European OECD average ({rate} taken)',
        us: 'United States average ({rate} taken)',
        note: 'The European and US figures are averages of corporate and top dividend tax together, for comparison only; each country and state differs.',
      },
    },
    message: {
      profit:
        'Hello, I used your profit calculator: of a yearly profit of {profit}, the owner would keep {kept} after Kosovo’s taxes. I would like advice on ',
      loss: 'Hello, I used your profit calculator: our company has a yearly loss of {loss}. I would like advice on ',
    },
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
          'Yes. Kosovo allows 100% foreign ownership and the transfer of profits abroad. Whether the country where the owner is resident taxes the dividends depends on that country’s law and on its double taxation agreement with Kosovo, if there is one; we check this for each case.',
        ],
      },
    ],
  },
  withholding: {
    title: 'Kosovo Withholding Tax Calculator: Rent, Interest, Royalties',
    description:
      'Work out the tax a Kosovo payer withholds on rent (9%), interest and royalties (10%) and services of non-residents (5%), from the gross payment or from what the recipient should receive.',
    heading: 'Withholding tax calculator',
    intro:
      'A business or a person that pays rent, interest or royalties, or pays a non-resident for services, withholds the tax from the payment and pays it to the Tax Administration. Enter the payment before tax, or what the recipient should receive.',
    fields: {
      amount: 'Amount (€)',
      amountHint: 'For example 1,000 or 1,250.50.',
      direction: 'The amount is',
      gross: 'the payment before tax',
      net: 'what the recipient receives',
      type: 'Type of payment',
      rent: 'Rent (9%)',
      interest: 'Interest (10%)',
      royalties: 'Royalties (10%)',
      nonResident: 'Services of a non-resident (5%)',
    },
    results: {
      gross: 'Payment before tax',
      tax: 'Tax withheld ({rate})',
      net: 'The recipient receives',
      key: 'Tax withheld',
      treaty:
        'If the recipient is resident in a country with which Kosovo has a double taxation agreement, the agreement can lower the rate or remove the tax; the payer then declares the country on the WR form.',
    },
    message: {
      text: 'Hello, I used your withholding tax calculator: a payment of {gross} for {type} with {tax} withheld leaves {net} to the recipient. I would like advice on ',
      paidFor: {
        rent: 'rent',
        interest: 'interest',
        royalties: 'royalties',
        nonResident: 'a non-resident’s services',
      },
    },
    questions: [
      {
        question: 'Who withholds the tax, and when is it paid?',
        answer: [
          'The payer withholds it: the business or person who pays rent, interest or royalties, or who pays a non-resident for services. The payer deducts the tax from the payment, declares it on the WR form and pays it to the Tax Administration of Kosovo by the 15th of the following month.',
        ],
      },
      {
        question: 'Is the tax withheld the recipient’s final tax?',
        answer: [
          'Not always. A Kosovo business that receives rent or interest counts the tax withheld against its own income tax in the annual return. For a non-resident, a double taxation agreement can lower or remove the tax.',
        ],
      },
    ],
  },
} satisfies ToolsContent;
