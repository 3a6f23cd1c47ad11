import request from 'supertest';
import { testApp, testSiteUrl } from './support/app';
import { readPage } from './support/dom';
import { jsonLdBlocks } from './support/html';

const app = testApp();
const text = (html: string) => readPage(html).text();

/** The message a result's "Ask about this result" link starts the contact form with, in the page's language. */
async function contactMessage(path: string): Promise<string> {
  const res = await request(app).get(path).expect(200);
  const lang = path.split('/')[1];
  const cta = readPage(res.text).document.querySelector(`a.button[href^="/${lang}/contact/?message="]`);
  return new URL(cta?.getAttribute('href') ?? '', 'http://x').searchParams.get('message') ?? '';
}

describe('salary calculator', () => {
  it('shows €884.00 net and €1,050.00 employer cost for a gross of 1000, in English', async () => {
    const res = await request(app).get('/en/tools/salary/?gross=1000').expect(200);
    const page = text(res.text);
    expect(page).toContain('Net salary €884.00');
    expect(page).toContain('Total cost to the employer €1,050.00');
    expect(page).toContain('Wage tax at 8% on €200.00 (the part from €250.01 to €450.00) €16.00');
  });

  it('writes the same result the Albanian way on /sq/', async () => {
    const page = text((await request(app).get('/sq/tools/salary/?gross=1000').expect(200)).text);
    expect(page).toContain('Paga neto 884,00\u00a0€');
    expect(page).toContain('Kostoja e plotë për punëdhënësin 1.050,00\u00a0€');
  });

  it('names each band’s slice of the wage in Albanian, so „10% e 500 €“ cannot read as „10% above 500 €“', async () => {
    const page = text((await request(app).get('/sq/tools/salary/?gross=1000').expect(200)).text);
    expect(page).toContain('Tatimi në paga: 0% e 250,00\u00a0€ (pjesa deri në 250,00\u00a0€) 0,00\u00a0€');
    expect(page).toContain(
      'Tatimi në paga: 8% e 200,00\u00a0€ (pjesa nga 250,01\u00a0€ deri në 450,00\u00a0€) 16,00\u00a0€',
    );
    expect(page).toContain('Tatimi në paga: 10% e 500,00\u00a0€ (pjesa mbi 450,00\u00a0€) 50,00\u00a0€');
    const secondary = text(
      (await request(app).get('/sq/tools/salary/?gross=1000&employment=secondary').expect(200)).text,
    );
    expect(secondary).toContain('Tatimi në paga: 10% e 950,00\u00a0€ (punëdhënës sekondar) 95,00\u00a0€');
  });

  it('works backwards from the net, read as the visitor wrote it', async () => {
    const page = text((await request(app).get('/sq/tools/salary/?net=884,00%20%E2%82%AC').expect(200)).text);
    expect(page).toContain('Paga bruto 1.000,00\u00a0€');
  });

  it('shows beside the form the figure the visitor came for: the net from a gross, the gross a net needs', async () => {
    const keyFigure = async (path: string) =>
      readPage((await request(app).get(path).expect(200)).text)
        .document.querySelector('.tool-key')
        ?.textContent?.replace(/[ \n]+/g, ' ');
    expect(await keyFigure('/en/tools/salary/?gross=1000')).toBe('Net salary €884.00');
    expect(await keyFigure('/en/tools/salary/?net=884')).toBe('Gross salary €1,000.00');
    expect(await keyFigure('/sq/tools/salary/?net=884')).toBe('Paga bruto 1.000,00\u00a0€');
  });

  it('keeps results out of the index, pointing at the tool, and the tool itself in it', async () => {
    const result = await request(app).get('/en/tools/salary/?gross=2500&employment=secondary').expect(200);
    expect(result.text).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(result.text).toContain(`<link rel="canonical" href="${testSiteUrl}/en/tools/salary/"/>`);
    const tool = await request(app).get('/en/tools/salary/').expect(200);
    expect(tool.text).toContain('<meta name="robots" content="index, follow, max-image-preview:large"/>');
    const sitemap = await request(app).get('/sitemap.xml').expect(200);
    for (const path of [
      '/en/tools/',
      '/sq/tools/salary/',
      '/en/tools/vat/',
      '/sq/tools/profit/',
      '/en/tools/withholding/',
    ])
      expect(sitemap.text).toContain(`${testSiteUrl}${path}<`);
  });

  it.each([
    ['gross=abc', 'gross', 'Enter an amount in euros, for example 1,250.50.'],
    ['gross=-5', 'gross', 'Enter an amount of zero or more.'],
    ['gross=9999999999999', 'gross', 'Enter an amount up to €100,000,000.'],
    ['gross=&pension=5', 'gross', 'Enter the gross or the net salary.'],
    ['gross=&net=&pension=5', 'gross', 'Enter the gross or the net salary.'],
    ['net=&pension=5', 'gross', 'Enter the gross or the net salary.'],
    ['gross=1000&pension=20', 'pension', 'Enter the employee pension contribution from 5% to 15%.'],
    [
      'gross=1000&employer=abc',
      'employer',
      'Enter the employer pension contribution as a number, for example 5 or 7.5.',
    ],
    ['gross=1000&net=884', 'net', 'Enter either the gross or the net salary, not both.'],
    // A number to a tenth of a cent is told what is wrong with it, not asked for a number (reader ZB E2).
    ['gross=1000.555', 'gross', 'Enter an amount with at most two decimal places, for example 1,250.50.'],
    [
      'gross=1000&pension=7.555',
      'pension',
      'Enter the employee pension contribution with at most two decimal places, for example 5 or 7.5.',
    ],
  ])('answers ?%s with 422, the message beside the %s field and what was typed kept', async (query, field, message) => {
    const res = await request(app).get(`/en/tools/salary/?${query}`).expect(422);
    expect(res.text).toContain(`<p class="field-error" id="tool-${field}-error">${message}</p>`);
    expect(res.text).toMatch(new RegExp(`aria-describedby="[^"]*tool-${field}-error"`));
    const typed = new URLSearchParams(query).get(field);
    if (typed) expect(res.text).toContain(`value="${typed}"`);
    expect(res.text).toContain('role="alert"');
  });

  it('never reflects markup typed into a field', async () => {
    const res = await request(app).get('/en/tools/salary/?gross=%3Cscript%3Ealert(1)%3C/script%3E').expect(422);
    expect(res.text).not.toContain('<script>alert(1)</script>');
  });

  it('declares itself a free finance web application, with its questions as FAQ data', async () => {
    const blocks = jsonLdBlocks((await request(app).get('/sq/tools/salary/').expect(200)).text);
    expect(blocks).toContainEqual(
      expect.objectContaining({
        '@type': 'WebApplication',
        applicationCategory: 'FinanceApplication',
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
      }),
    );
    expect(blocks).toContainEqual(expect.objectContaining({ '@type': 'FAQPage' }));
  });

  it('names the law and the date its rates apply from', async () => {
    const page = text((await request(app).get('/en/tools/salary/').expect(200)).text);
    expect(page).toContain('Law No. 08/L-142');
    expect(page).toContain('applies from 23 August 2024');
    expect(page).toContain('We last checked these rules and rates');
    expect(text((await request(app).get('/sq/tools/salary/').expect(200)).text)).toContain(
      'në zbatim nga data 23 gusht 2024',
    );
  });

  it('gives both steps of the minimum wage in one line, with no third date that contradicts them', async () => {
    const sq = text((await request(app).get('/sq/tools/salary/').expect(200)).text);
    expect(sq).toContain(
      'Paga minimale për punë me kohë të plotë: 425 € bruto në muaj nga 1 janar 2026 dhe 500 € nga 1 korrik 2026, sipas Vendimit të Qeverisë së Kosovës Nr. 10/273, të datës 31 tetor 2025.',
    );
    const en = text((await request(app).get('/en/tools/salary/').expect(200)).text);
    expect(en).toContain(
      'Minimum wage for full-time work: €425 gross a month from 1 January 2026 and €500 from 1 July 2026, under Government of Kosovo Decision No. 10/273 of 31 October 2025.',
    );
    expect(en).not.toContain('applies from 1 July 2026');
  });

  it('carries the result into the contact form’s message', async () => {
    const res = await request(app).get('/en/tools/salary/?gross=1000').expect(200);
    const cta = readPage(res.text).document.querySelector('a.button[href^="/en/contact/?message="]');
    const contact = await request(app)
      .get(cta?.getAttribute('href') ?? '')
      .expect(200);
    const message = readPage(contact.text).getByRole('textbox', { name: /How can we help/ });
    expect(message.textContent).toContain(
      'a gross salary of €1,000.00 leaves a net salary of €884.00 and costs the employer €1,050.00',
    );
  });
});

describe('VAT calculator', () => {
  it('adds 18% and takes 8% out', async () => {
    expect(text((await request(app).get('/en/tools/vat/?amount=100&rate=18&mode=add').expect(200)).text)).toContain(
      'Amount with VAT €118.00',
    );
    expect(text((await request(app).get('/sq/tools/vat/?amount=108&rate=8&mode=extract').expect(200)).text)).toContain(
      'Shuma pa TVSH 100,00\u00a0€',
    );
  });

  it('refuses a rate Kosovo does not have with 422', async () => {
    await request(app).get('/en/tools/vat/?amount=100&rate=7').expect(422);
  });
});

describe('profit calculator', () => {
  it('keeps 90% of a profit in Kosovo, beside the sourced European and US averages', async () => {
    const page = text((await request(app).get('/en/tools/profit/?profit=100,000').expect(200)).text);
    expect(page).toContain(
      'Corporate income tax (10%) −€10,000.00 Tax on dividends (0%) €0.00 Kept by the owner €90,000.00',
    );
    // 100,000 less the Tax Foundation's integrated rates: 40.9% (European OECD) and 47% (US).
    expect(page).toContain('European OECD average (40.9% taken): €59,100.00');
    expect(page).toContain('United States average (47% taken): €53,000.00');
    expect(page).toContain('Integrated Tax Rates on Corporate Income in Europe, 2024');
  });

  it('takes a loss: no tax, carried forward four years', async () => {
    const page = text((await request(app).get('/en/tools/profit/?profit=-5000').expect(200)).text);
    expect(page).toContain('Loss before tax €5,000.00');
    expect(page).not.toContain('Profit before tax');
    expect(page).toContain('Corporate income tax (10%) €0.00');
    expect(page).toContain('carried forward and set against the profits of the next 4 years');
    expect(page).toContain('Article 24');
    // Albanian spells the small number out, as its sources line does.
    const sq = text((await request(app).get('/sq/tools/profit/?profit=-5000').expect(200)).text);
    expect(sq).toContain('Humbja para tatimit 5.000,00\u00a0€');
    expect(sq).toContain('Ajo bartet dhe zbritet nga fitimet e katër viteve të ardhshme, para se këto të tatohen.');
  });

  it('writes a loss into the contact form’s message as a loss, not as a profit the owner keeps', async () => {
    for (const [lang, expected] of [
      [
        'en',
        'Hello, I used your profit calculator: our company has a yearly loss of €5,000.00. I would like advice on',
      ],
      [
        'sq',
        'Përshëndetje, përdora kalkulatorin tuaj të fitimit: kompania jonë ka një humbje vjetore prej 5.000,00\u00a0€.',
      ],
    ] as const) {
      const message = await contactMessage(`/${lang}/tools/profit/?profit=-5000`);
      expect(message).toContain(expected);
      expect(message).not.toContain('−');
    }
  });

  it('compares the small-business regime on gross receipts, and says when receipts are too high for it', async () => {
    // 9% of €25,000 = €2,250 a year; a quarter of the receipts, €6,250, at 9% = €562.50.
    const small = text(
      (await request(app).get('/en/tools/profit/?profit=8000&turnover=25000&activity=services').expect(200)).text,
    );
    expect(small).toContain('Yearly tax on gross receipts (9%) €2,250.00');
    expect(small).toContain('Paid each quarter (receipts even through the year) €562.50');
    expect(small).toContain('For comparison: corporate income tax (10% on the profit) €800.00');
    const trade = text((await request(app).get('/sq/tools/profit/?profit=8000&turnover=25.000').expect(200)).text);
    expect(trade).toContain('Tatimi vjetor mbi të ardhurat bruto (3%) 750,00\u00a0€');
    expect(trade).toContain('Për krahasim: tatimi në të ardhurat e korporatave (10% mbi fitimin) 800,00\u00a0€');
    const over = text((await request(app).get('/en/tools/profit/?profit=8000&turnover=30000.01').expect(200)).text);
    expect(over).toContain('Receipts above €30,000 a year leave the regime');
  });

  it('asks the regime’s minimum of €37.50 a quarter where the rate comes to less', async () => {
    // 3% of a quarter's €1,000 is €30.00: the minimum is paid, €150.00 in the year, which is not 3% of
    // €4,000 (€120.00), so the year's line names the minimum instead of the rate.
    const low = text((await request(app).get('/en/tools/profit/?profit=2000&turnover=4000').expect(200)).text);
    expect(low).toContain('Yearly tax on gross receipts: four quarterly minimums of €37.50 €150.00');
    expect(low).not.toContain('Yearly tax on gross receipts (3%)');
    const sq = text((await request(app).get('/sq/tools/profit/?profit=2000&turnover=4000').expect(200)).text);
    expect(sq).toContain(
      'Tatimi vjetor mbi të ardhurat bruto: katër pagesa minimale tremujore prej 37,50\u00a0€ 150,00\u00a0€',
    );
    expect(low).toContain('Paid each quarter: the minimum of €37.50, more than the rate comes to €37.50');
    expect(sq).toContain(
      'Pagesa për çdo tremujor: minimumi prej 37,50\u00a0€, sepse pagesa sipas normës do të ishte më e vogël 37,50\u00a0€',
    );
    expect(low).toContain('the Tax Administration’s notice on payments under €37.50');
  });
});

describe('one answer with and without JavaScript', () => {
  it('marks a VAT rate Kosovo does not have on its own field, linked from the summary', async () => {
    const res = await request(app).get('/en/tools/vat/?amount=100&rate=5').expect(422);
    expect(res.text).toContain('<p class="field-error" id="tool-rate-error">Choose a VAT rate: 18% or 8%.</p>');
    expect(res.text).toContain('role="radiogroup" aria-invalid="true" aria-describedby="tool-rate-error"');
    expect(res.text).toContain('<a href="#tool-rate-18">Choose a VAT rate: 18% or 8%.</a>');
    expect(res.text).toContain('id="tool-rate-18"');
    expect(text(res.text)).not.toContain('Enter an amount in euros');
  });

  it('refuses a year’s gross income below its profit, on the gross income field, in both languages', async () => {
    const res = await request(app).get('/en/tools/profit/?profit=100000&turnover=25000&activity=services').expect(422);
    const message = 'Enter gross receipts of at least the profit: profit is what is left of them after costs.';
    const { document, getByLabelText } = readPage(res.text);
    const turnover = getByLabelText('Gross receipts in the year (€)');
    expect(turnover.getAttribute('aria-invalid')).toBe('true');
    const described = (turnover.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(text(res.text)).not.toContain('Tax on gross receipts');
    const sq = text((await request(app).get('/sq/tools/profit/?profit=100.000&turnover=25.000').expect(422)).text);
    expect(sq).toContain('Shkruani të ardhura bruto të paktën sa fitimi');
    // Equal is possible (a year without costs), and a loss with any income.
    await request(app).get('/en/tools/profit/?profit=25000&turnover=25000').expect(200);
    await request(app).get('/en/tools/profit/?profit=-5000&turnover=1000').expect(200);
  });

  it('lists each wrong field once, in its own words', async () => {
    const page = text((await request(app).get('/en/tools/vat/?amount=abc&rate=7').expect(422)).text);
    // The form's one amount: its message, beside the field, in the summary and in the result, needs no label
    // („Shuma: shkruani një shumë“ only repeats itself, reader OA).
    expect(page.split('Enter an amount in euros, for example 1,250.50.').length - 1).toBe(3);
    expect(page).not.toContain('Amount: enter');
    expect(page).toContain('Choose a VAT rate: 18% or 8%.');
    const both = text((await request(app).get('/en/tools/salary/?gross=1000&pension=20&employer=30').expect(422)).text);
    expect(both).toContain('Enter the employee pension contribution from 5% to 15%.');
    expect(both).toContain('Enter the employer pension contribution from 5% to 15%.');
    // Two amounts wrong the same way are told apart, in the summary and in the result, by their fields' labels.
    const twice = readPage((await request(app).get('/sq/tools/profit/?profit=abc&turnover=xyz').expect(422)).text);
    const labelled = [
      'Fitimi vjetor para tatimit: shkruani një shumë në euro, për shembull 1.250,50.',
      'Të ardhurat bruto të vitit: shkruani një shumë në euro, për shembull 1.250,50.',
    ];
    const textsOf = (selector: string) =>
      [...twice.document.querySelectorAll(selector)].map((item) => item.textContent);
    expect(textsOf('.error-summary li')).toEqual(labelled);
    expect(textsOf('.tool-problem')).toEqual(labelled);
    // One wrong amount is named too: a loss typed in the profit field is not what „zero or more“ refuses.
    const one = readPage((await request(app).get('/sq/tools/profit/?profit=-3000&turnover=-5').expect(422)).text);
    expect([...one.document.querySelectorAll('.error-summary li')].map((item) => item.textContent)).toEqual([
      'Të ardhurat bruto të vitit: shkruani zero ose një shumë pozitive.',
    ]);
    // A loss past the limit is told its limit as a loss.
    const loss = text((await request(app).get('/sq/tools/profit/?profit=-200000000').expect(422)).text);
    expect(loss).toContain('Shkruani një humbje deri në 100.000.000 €.');
    // A number out of the limits is told the limits, not asked for a number.
    const far = text((await request(app).get('/sq/tools/salary/?gross=1000&pension=100&employer=-5').expect(422)).text);
    expect(far).not.toContain('si numër');
    expect(far).toContain('5% deri në 15%');
    // A second minus before a loss is a mistyped number: the field takes a loss (reader ZA E1).
    const minusTwice = readPage((await request(app).get('/sq/tools/profit/?profit=--5').expect(422)).text);
    expect(minusTwice.document.querySelector('#tool-profit-error')?.textContent).toBe(
      'Shkruani një shumë në euro, për shembull 1.250,50.',
    );
    const precise = text((await request(app).get('/sq/tools/salary/?gross=1000&employer=10,125').expect(422)).text);
    expect(precise).toContain(
      'Shkruani kontributin pensional të punëdhënësit me të shumtën dy shifra pas presjes dhjetore, për shembull 5 ose 7,5.',
    );
  });

  it('opens a link that only preselects as the empty form with that choice made', async () => {
    const vat = await request(app).get('/en/tools/vat/?rate=8').expect(200);
    expect(vat.text).toMatch(/<input[^>]*id="tool-rate-8"[^>]*checked=""/);
    expect(text(vat.text)).toContain('Enter an amount and the result appears here.');
    const salary = await request(app).get('/sq/tools/salary/?employment=secondary').expect(200);
    expect(salary.text).toMatch(/<input[^>]*id="tool-employment-secondary"[^>]*checked=""/);
    await request(app).get('/en/tools/vat/?rate=5').expect(200);
  });

  it('gives the language links the result written one way, which the other language reads the same', async () => {
    const sq = await request(app).get('/sq/tools/salary/?gross=1.000,50').expect(200);
    const link = '/en/tools/salary/?gross=1000.5&pension=5&employer=5&employment=primary';
    expect(
      readPage(sq.text)
        .getByRole('link', { name: /English/ })
        .getAttribute('href'),
    ).toBe(link);
    const en = text((await request(app).get(link).expect(200)).text);
    expect(en).toContain('Gross salary €1,000.50');
  });

  it('reads an amount with its currency however it is written', async () => {
    for (const amount of ['1000EUR', '1000 euro', '€1000'])
      expect(
        text(
          (
            await request(app)
              .get(`/en/tools/vat/?amount=${encodeURIComponent(amount)}`)
              .expect(200)
          ).text,
        ),
      ).toContain('Amount with VAT €1,180.00');
  });
});

describe('salary: the whole picture', () => {
  it('writes no minus before nothing, leaves out bands the wage does not reach, and rates the Albanian way', async () => {
    const page = text((await request(app).get('/sq/tools/salary/?gross=200&pension=7.5').expect(200)).text);
    expect(page).toContain('Kontributi pensional i punonjësit (7,5%) −15,00\u00a0€');
    expect(page).toContain('Tatimi në paga gjithsej 0,00\u00a0€');
    expect(page).not.toContain('8% e 0,00');
  });

  it('shows the year: twelve months that add up as the month does, the annual bands, the tax’s share', async () => {
    const page = text((await request(app).get('/en/tools/salary/?gross=1000').expect(200)).text);
    // 12 × €50.00 pension = €600.00; 12 × €66.00 tax = €792.00; 12,000 − 600 − 792 = €10,608.00 net (12 × €884.00);
    // 66 / 1,000 = 6.6%.
    expect(page).toContain(
      'Over a year (12 months) Gross salary €12,000.00 Employee pension contribution (5%) −€600.00 ' +
        'Wage tax −€792.00 Net salary €10,608.00 Cost to the employer €12,600.00',
    );
    expect(page).toContain('Effective wage tax rate 6.6%');
    expect(page).toContain(
      '0% on the part up to €3,000.00, 8% on the part from €3,000.01 to €5,400.00 and 10% on the part above €5,400.00.',
    );
    expect(page).toContain('Net salary: €884.00'); // the chart's legend carries the figures
  });

  it('has nothing to settle for a secondary employer who withholds nothing', async () => {
    const page = text((await request(app).get('/sq/tools/salary/?gross=0&employment=secondary').expect(200)).text);
    expect(page).toContain('Paga neto 0,00\u00a0€');
    expect(page).not.toContain('Punëdhënësi sekondar mban në burim');
  });

  it('settles a secondary employer’s flat 10% against the annual bands', async () => {
    const page = text((await request(app).get('/en/tools/salary/?gross=1000&employment=secondary').expect(200)).text);
    // Withheld: 12 × €95.00 = €1,140.00. Annual bands on 12 × €950 = €11,400: 8% of €2,400 + 10% of €6,000 = €792.00.
    expect(page).toContain('withholds €1,140.00 over the year');
    expect(page).toContain('the annual bands would give €792.00, that is €348.00 less');
  });

  it('warns below the minimum wage, with its source and date', async () => {
    const page = text((await request(app).get('/en/tools/salary/?gross=400').expect(200)).text);
    expect(page).toContain('below the minimum wage for full-time work, €500.00 a month since 1 July 2026');
    expect(page).toContain('Decision No. 10/273');
    expect(text((await request(app).get('/en/tools/salary/?gross=500').expect(200)).text)).not.toContain(
      'below the minimum wage',
    );
  });

  it('says when the rates were last checked, with the 2019 law named for what it is', async () => {
    const page = text((await request(app).get('/en/tools/profit/').expect(200)).text);
    expect(page).toContain('We last checked these rules and rates against their sources on 25 November 2026.');
    expect(page).toContain('the rate since 1 January 2009, kept by Law No. 06/L-105 on Corporate Income Tax (2019)');
    // The rate's date is in its own sentence, not appended after the 2015 dividend law as if it were that law's.
    expect(page).toContain('dividends exempt from tax under Law No. 05/L-028 on Personal Income Tax.');
    const sq = text((await request(app).get('/sq/tools/profit/').expect(200)).text);
    expect(sq).toContain(
      'Norma 10% e tatimit në të ardhurat e korporatave zbatohet që nga 1 janar 2009 dhe është ruajtur edhe në Ligjin Nr. 06/L-105',
    );
    expect(sq).toContain(
      'dividendët janë të përjashtuar nga tatimi sipas Ligjit Nr. 05/L-028 për tatimin në të ardhurat personale.',
    );
  });

  it('prints with the firm, the day and the result’s address', async () => {
    const res = await request(app).get('/en/tools/vat/?amount=1,000').expect(200);
    expect(text(res.text)).toContain(`This result online: ${testSiteUrl}/en/tools/vat/?amount=1000&rate=18&mode=add`);
    expect(text(res.text)).toContain('Prepared with the calculator of');
  });
});

describe('withholding calculator', () => {
  it('withholds 9% of a rent and works back from what the landlord should receive', async () => {
    const page = text((await request(app).get('/en/tools/withholding/?amount=1000&type=rent').expect(200)).text);
    expect(page).toContain('Tax withheld (9%) €90.00 The recipient receives €910.00');
    const back = text(
      (await request(app).get('/sq/tools/withholding/?amount=910&type=rent&direction=net').expect(200)).text,
    );
    expect(back).toContain('Pagesa para tatimit 1.000,00\u00a0€');
  });

  it('says a treaty may lower the tax on interest, royalties and services, and not on rent', async () => {
    const note = 'resident in a country with which Kosovo has a double taxation agreement';
    for (const type of ['interest', 'royalties', 'nonResident']) {
      const page = text((await request(app).get(`/en/tools/withholding/?amount=1000&type=${type}`).expect(200)).text);
      expect(page).toContain(note);
    }
    const rent = text((await request(app).get('/en/tools/withholding/?amount=1000&type=rent').expect(200)).text);
    expect(rent).not.toContain(note);
  });

  it('refuses a type of payment it does not know, on the type field', async () => {
    const res = await request(app).get('/en/tools/withholding/?amount=100&type=salary').expect(422);
    expect(res.text).toContain('<a href="#tool-type-rent">Choose the type of payment.</a>');
  });
});

describe('tools index', () => {
  it('links the four calculators in each language, and the navigation links to it', async () => {
    const res = await request(app).get('/sq/tools/').expect(200);
    for (const path of ['/sq/tools/salary/', '/sq/tools/vat/', '/sq/tools/profit/', '/sq/tools/withholding/'])
      expect(res.text).toContain(`href="${path}"`);
    expect(res.text).toMatch(/<a href="\/sq\/tools\/"[^>]*>Kalkulatorët<\/a>/);
  });

  it('names the calculators one way in the menu and the breadcrumbs', async () => {
    const page = readPage((await request(app).get('/sq/tools/salary/').expect(200)).text);
    const trail = page.getByRole('navigation', { name: 'Shtegu i navigimit' });
    expect(trail.textContent).toContain('Kalkulatorët');
    expect(trail.textContent).not.toContain('Kalkulatorë tatimorë');
  });
});

describe('the contact message a result starts', () => {
  // The firm reads it before replying: it says what the figures are about (the VAT rate, the payment's type).
  it.each([
    [
      '/en/tools/vat/?amount=1000&rate=8',
      'the amount without VAT is €1,000.00, VAT at 8% is €80.00 and the amount with VAT is €1,080.00.',
    ],
    [
      '/sq/tools/vat/?amount=1.180&mode=extract',
      'shuma pa TVSH është 1.000,00\u00a0€, TVSH-ja me normën 18% është 180,00\u00a0€ dhe shuma me TVSH është 1.180,00\u00a0€.',
    ],
    [
      '/en/tools/withholding/?amount=1000&type=nonResident',
      'a payment of €1,000.00 for a non-resident’s services with €50.00 withheld leaves €950.00 to the recipient.',
    ],
    [
      '/sq/tools/withholding/?amount=1000&type=rent',
      'nga një pagesë prej 1.000,00\u00a0€ për qira mbahet në burim tatimi prej 90,00\u00a0€ dhe pranuesi merr 910,00\u00a0€.',
    ],
    // Exactly one euro left: the verb agrees with the owner, not with the amount.
    ['/en/tools/profit/?profit=1.11', 'of a yearly profit of €1.11, the owner would keep €1.00 after Kosovo’s taxes.'],
    [
      '/sq/tools/profit/?profit=1%2C11',
      'nga një fitim vjetor prej 1,11\u00a0€, pas tatimeve të Kosovës pronari do të merrte 1,00\u00a0€.',
    ],
    ['/sq/tools/profit/?profit=-500', 'kompania jonë ka një humbje vjetore prej 500,00\u00a0€.'],
  ])('from %s reads “%s”', async (path, expected) => {
    expect(await contactMessage(path)).toContain(expected);
  });
});
