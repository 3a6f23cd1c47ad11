import request from 'supertest';
import { testApp, testSiteUrl } from './support/app';
import { decodeEntities, jsonLdBlocks } from './support/html';

const app = testApp();
const text = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/[ \t\r\n]+/g, ' ');

describe('salary calculator', () => {
  it('shows €884.00 net and €1,050.00 employer cost for a gross of 1000, in English', async () => {
    const res = await request(app).get('/en/tools/salary/?gross=1000').expect(200);
    const page = text(res.text);
    expect(page).toContain('Net salary €884.00');
    expect(page).toContain('Total cost to the employer €1,050.00');
    expect(page).toContain('Wage tax at 8% on €200.00 €16.00');
  });

  it('writes the same result the Albanian way on /sq/', async () => {
    const page = text((await request(app).get('/sq/tools/salary/?gross=1000').expect(200)).text);
    expect(page).toContain('Paga neto 884,00\u00a0€');
    expect(page).toContain('Kostoja e plotë për punëdhënësin 1.050,00\u00a0€');
  });

  it('works backwards from the net, read as the visitor wrote it', async () => {
    const page = text((await request(app).get('/sq/tools/salary/?net=884,00%20%E2%82%AC').expect(200)).text);
    expect(page).toContain('Paga bruto 1.000,00\u00a0€');
  });

  it('keeps results out of the index, pointing at the tool, and the tool itself in it', async () => {
    const result = await request(app).get('/en/tools/salary/?gross=2500&employment=secondary').expect(200);
    expect(result.text).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(result.text).toContain(`<link rel="canonical" href="${testSiteUrl}/en/tools/salary/"/>`);
    const tool = await request(app).get('/en/tools/salary/').expect(200);
    expect(tool.text).toContain('<meta name="robots" content="index, follow, max-image-preview:large"/>');
    const sitemap = await request(app).get('/sitemap.xml').expect(200);
    for (const path of ['/en/tools/', '/sq/tools/salary/', '/en/tools/vat/', '/sq/tools/profit/'])
      expect(sitemap.text).toContain(`${testSiteUrl}${path}<`);
  });

  it.each([
    ['gross=abc', 'gross', 'Enter an amount in euros, for example 1,250.50.'],
    ['gross=-5', 'gross', 'Enter an amount of zero or more.'],
    ['gross=9999999999999', 'gross', 'Enter an amount up to €100,000,000.'],
    ['pension=5', 'gross', 'Enter an amount.'],
    ['gross=1000&pension=20', 'pension', 'Enter a percentage from 5 to 15.'],
    ['gross=1000&net=884', 'net', 'Enter either the gross or the net salary, not both.'],
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
    expect(page).toContain('applies from August 23, 2024');
    expect(text((await request(app).get('/sq/tools/salary/').expect(200)).text)).toContain(
      'në zbatim nga data 23 gusht 2024',
    );
  });

  it('carries the result into the contact form’s message', async () => {
    const res = await request(app).get('/en/tools/salary/?gross=1000').expect(200);
    const cta = /<a class="button" href="(\/en\/contact\/\?message=[^"]+)"/.exec(res.text)?.[1] ?? '';
    const contact = await request(app).get(decodeEntities(cta)).expect(200);
    expect(decodeEntities(contact.text)).toContain(
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
  it('keeps 90% of a profit in Kosovo, beside the EU and US averages', async () => {
    const page = text((await request(app).get('/en/tools/profit/?profit=100,000').expect(200)).text);
    expect(page).toContain('Kosovo (10% and 0%) €10,000.00 €0.00 €90,000.00');
    expect(page).toContain('US average (25.8%, dividends 23.8%) €25,800.00 €17,659.60 €56,540.40');
    expect(page).toContain('indicative averages');
  });
});

describe('tools index', () => {
  it('links the three calculators in each language, and the navigation links to it', async () => {
    const res = await request(app).get('/sq/tools/').expect(200);
    for (const path of ['/sq/tools/salary/', '/sq/tools/vat/', '/sq/tools/profit/'])
      expect(res.text).toContain(`href="${path}"`);
    expect(res.text).toMatch(/<a href="\/sq\/tools\/"[^>]*>Kalkulatorët<\/a>/);
  });
});
