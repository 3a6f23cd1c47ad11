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
    await expect(result.getByRole('row', { name: /^Net salary/ })).toContainText('€884.00');
    await expect(result.getByRole('row', { name: /^Total cost to the employer/ })).toContainText('€1,050.00');
    await expect(page).toHaveURL(/\?gross=1000&pension=5&employer=5&employment=primary$/);
    // Down to the employer choice by Tab, then the arrow picks the secondary employer.
    await page.getByRole('radio', { name: 'Primary employer' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(result.getByRole('row', { name: /^Net salary/ })).toContainText('€855.00');
    expect(requests).toBe(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('in Albanian and dark mode, on a phone or a desktop, the result passes axe', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('pag-theme', 'dark'));
    await page.goto('/sq/tools/salary/?gross=1.000');
    await waitForIslands(page);
    await expect(
      page.getByRole('region', { name: 'Rezultati' }).getByRole('row', { name: /^Paga neto/ }),
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
    await expect(page).toHaveURL(/\/sq\/tools\/vat\/\?amount=118&rate=18&mode=extract$/);
    await expect(page.getByRole('row', { name: /^Shuma pa TVSH/ })).toContainText('100,00');
  });
});

test('the contact form starts with the result the visitor asked about', async ({ page }) => {
  await page.goto('/en/tools/profit/?profit=100000');
  await page.getByRole('link', { name: 'Ask about this result' }).click();
  await expect(page.getByLabel('How can we help?')).toHaveValue(
    /a yearly profit of €100,000.00, of which €90,000.00 would reach the owner in Kosovo/,
  );
});
