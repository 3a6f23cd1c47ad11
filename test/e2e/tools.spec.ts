import { expect, expectNoAxeViolations, test, waitForIslands, watchConsole } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pag-cookie-consent', 'true'));
});

test.describe('salary calculator', () => {
  test('recalculates as the visitor types, by keyboard alone, with no round trip', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/en/tools/salary/');
    await waitForIslands(page);
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/tools/salary/?')) requests += 1;
    });
    await page.getByLabel('Gross salary (€ per month)').focus();
    await page.keyboard.type('1000');
    const result = page.getByRole('region', { name: 'Result' });
    await expect(result.getByRole('row', { name: /^Net salary/ }).first()).toContainText('€884.00');
    await expect(result.getByRole('row', { name: /^Total cost to the employer/ })).toContainText('€1,050.00');
    await expect(page).toHaveURL(/\?gross=1000&pension=5&employer=5&employment=primary$/);
    // Down to the employer choice by Tab, then the arrow picks the secondary employer.
    await page.getByRole('radio', { name: 'Primary employer' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(result.getByRole('row', { name: /^Net salary/ }).first()).toContainText('€855.00');
    expect(requests).toBe(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('in Albanian and dark mode, on a phone or a desktop, the result passes axe', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('pag-theme', 'dark'));
    await page.goto('/sq/tools/salary/?gross=1.000');
    await waitForIslands(page);
    await expect(
      page
        .getByRole('region', { name: 'Rezultati' })
        .getByRole('row', { name: /^Paga neto/ })
        .first(),
    ).toContainText('884,00');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
  });

  test('a wrong amount comes back with its message, focused, and passes axe', async ({ page }) => {
    const response = await page.goto('/en/tools/salary/?gross=12abc');
    expect(response?.status()).toBe(422);
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page.getByLabel('Gross salary (€ per month)')).toHaveValue('12abc');
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is sent as a GET and the server answers with the result', async ({ page }) => {
    await page.goto('/sq/tools/vat/');
    await page.getByLabel('Shuma (€)').fill('118');
    await page.getByText('me TVSH: nxirrni TVSH-në').click();
    await page.getByRole('button', { name: 'Llogaritni' }).click();
    await expect(page).toHaveURL(/\/sq\/tools\/vat\/\?amount=118&rate=18&mode=extract#result$/);
    await expect(page.getByRole('row', { name: /^Shuma pa TVSH/ })).toContainText('100,00');
  });
});

/**
 * The acceptance check of one answer with and without JavaScript: per tool, an invalid entry typed live
 * shows the very sentence the server's 422 page shows for the same query, on the same field.
 */
const invalidEntries = [
  { path: '/en/tools/salary/', label: 'Gross salary (€ per month)', query: 'gross=abc', amounts: 2 },
  { path: '/en/tools/vat/', label: 'Amount (€)', query: 'amount=abc', amounts: 1 },
  { path: '/sq/tools/profit/', label: 'Fitimi vjetor para tatimit (€)', query: 'profit=1e21', amounts: 2 },
  { path: '/en/tools/withholding/', label: 'Amount (€)', query: 'amount=1000.555', amounts: 1 },
];

for (const entry of invalidEntries) {
  test(`${entry.path}: a wrong entry typed live reads as the 422 page, marked invalid, and leaves no result in the address`, async ({
    browser,
  }) => {
    const typed = new URLSearchParams(entry.query).values().next().value ?? '';
    const noScript = await browser.newPage({ javaScriptEnabled: false });
    const response = await noScript.goto(`${entry.path}?${entry.query}`);
    expect(response?.status()).toBe(422);
    const served = (await noScript.locator('.field-error').first().textContent()) ?? '';
    expect(served).not.toBe('');
    await noScript.close();

    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('pag-cookie-consent', 'true'));
    await page.goto(entry.path);
    await waitForIslands(page);
    const field = page.getByLabel(entry.label, { exact: true });
    await field.fill('1000');
    await expect(page).toHaveURL(/\?.*=1000/);
    await field.fill(typed);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const message = served.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
    // In the result, on a form with two amounts, the message leads with the field's name, so it goes on in
    // lower case; the form's one amount needs no name.
    const result = page.getByRole('region', { name: /Result|Rezultati/ });
    if (entry.amounts > 1) await expect(result).toContainText(new RegExp(`: ${message}`, 'i'));
    else await expect(result).toContainText(new RegExp(`^(Result|Rezultati)${message}$`));
    expect(new URL(page.url()).search).not.toMatch(/(gross|amount|profit)=/);
    await page.close();
  });
}

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  const pages = [
    'salary/?gross=1000&employment=secondary',
    'vat/?amount=1000',
    'profit/?profit=-5000',
    'profit/?profit=20000&turnover=25000&activity=services',
    'withholding/?amount=1000&type=nonResident',
  ];
  for (const lang of ['en', 'sq']) {
    for (const tool of ['salary/', 'vat/', 'profit/', 'withholding/', ...pages]) {
      test(`/${lang}/tools/${tool} does not scroll sideways`, async ({ page }) => {
        await page.goto(`/${lang}/tools/${tool}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      });
    }
  }
});

test.describe('results without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a submitted form lands on the result, whose key figure shows beside the fields', async ({ page }) => {
    await page.goto('/en/tools/salary/');
    await page.getByLabel('Gross salary (€ per month)').fill('1000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/#result$/);
    await expect(page.locator('#result')).toBeInViewport();
    await expect(page.locator('.tool-key')).toContainText('€884.00');
  });
});

test('the withholding tool works backwards from what the recipient receives, and passes axe', async ({ page }) => {
  await page.goto('/en/tools/withholding/');
  await waitForIslands(page);
  await page.getByLabel('Amount (€)').fill('950');
  await page.getByRole('radio', { name: 'what the recipient receives' }).check();
  await page.getByRole('radio', { name: 'Services of a non-resident (5%)' }).check();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('row', { name: /^Payment before tax/ })).toContainText('€1,000.00');
  await expect(page).toHaveURL(/\?amount=950&type=nonResident&direction=net$/);
  await expectNoAxeViolations(page);
});

test('the contact form starts with the result the visitor asked about', async ({ page }) => {
  await page.goto('/en/tools/profit/?profit=100000');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Ask about this result' }).click();
  await expect(page.getByLabel('How can we help?')).toHaveValue(
    /of a yearly profit of €100,000.00, the owner would keep €90,000.00 after Kosovo’s taxes/,
  );
});
