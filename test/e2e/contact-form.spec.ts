import { execFileSync } from 'node:child_process';
import * as z from 'zod';
import { expect, expectNoAxeViolations, test, waitForIslands, watchConsole } from './support';

test.beforeEach(async ({ page, context }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('pag-cookie-consent', 'true'));
  // Each project is a visitor of its own to the rate limit (five accepted messages in ten minutes per address):
  // both projects send four, and how far apart depends on the machine's speed (a CI run met the limit).
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `192.0.2.${testInfo.project.name === 'phone' ? 2 : 1}` });
});

test('a visitor sends a message and lands on the thank-you page', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/en/contact/');
  await waitForIslands(page);
  await page.getByLabel('Full name').fill('Arta Berisha');
  await page.getByLabel('Email address').fill('arta@example.com');
  await page.getByLabel('How can we help?').fill('We need monthly bookkeeping for a trading company.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  expect(problems).toEqual([]);
});

test('mistakes are caught in the browser: the summary takes focus and links to the fields', async ({ page }) => {
  await page.goto('/sq/contact/');
  await waitForIslands(page);
  await page.getByLabel('Adresa e email-it').fill('jo-email');
  await page.getByRole('button', { name: 'Dërgoni mesazhin' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Shkruani emrin dhe mbiemrin.');
  await expect(page.getByLabel('Adresa e email-it')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/sq\/contact\/$/);
  await expectNoAxeViolations(page);
  await summary.getByRole('link', { name: 'Shkruani emrin dhe mbiemrin.' }).click();
  await expect(page.getByLabel('Emri dhe mbiemri')).toBeFocused();
});

test("the server's error state (422) passes axe too", async ({ page }) => {
  await page.goto('/en/contact/');
  await waitForIslands(page);
  await page.getByLabel('Email address').fill('not-an-email');
  // form.submit() skips the browser-side check, so the server answers.
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.locator('form.contact-form').evaluate((form: HTMLFormElement) => form.submit()),
  ]);
  expect(response.status()).toBe(422);
  // The summary is in the server's answer, so seeing it means the new document is there.
  await expect(page.getByRole('alert')).toContainText('Enter your name.');
  await waitForIslands(page);
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server validates, answers 422 with the values kept, and the summary has focus', async ({ page }) => {
    await page.goto('/en/contact/');
    await page.getByLabel('Full name').fill('Arta <b>Berisha</b>');
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('How can we help?').fill('Short');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(response.status()).toBe(422);
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page.getByLabel('Full name')).toHaveValue('Arta <b>Berisha</b>');
    await expect(page.getByText('Enter an email address like name@example.com.').first()).toBeVisible();
  });

  test("a service's call to action chooses the topic, kept in the stored message", async ({ page }) => {
    const email = `formation-${test.info().project.name}-${Date.now()}@example.com`;
    await page.goto('/sq/business-formation/');
    await page.getByRole('link', { name: 'Rezervoni një konsultim falas' }).first().click();
    await expect(page.getByLabel('Për çfarë bëhet fjalë?')).toHaveValue('business-formation');
    await page.getByLabel('Emri dhe mbiemri').fill('Besa Krasniqi');
    await page.getByLabel('Adresa e email-it').fill(email);
    await page.getByLabel('Si mund t’ju ndihmojmë?').fill('Dëshirojmë të regjistrojmë një SH.P.K. në Prishtinë.');
    await page.getByRole('button', { name: 'Dërgoni mesazhin' }).click();
    await expect(page).toHaveURL(/\/sq\/thank-you\/$/);
    expect(storedMessages().find((message) => message.email === email)).toMatchObject({
      lang: 'sq',
      topic: 'business-formation',
      callTime: null,
    });
  });

  test('a valid message goes through', async ({ page }) => {
    await page.goto('/sq/contact/');
    await page.getByLabel('Emri dhe mbiemri').fill('Besa Krasniqi');
    await page.getByLabel('Adresa e email-it').fill('besa@example.com');
    await page.getByLabel('Si mund t’ju ndihmojmë?').fill('Dëshirojmë një ofertë për kontabilitetin mujor.');
    await page.getByRole('button', { name: 'Dërgoni mesazhin' }).click();
    await expect(page).toHaveURL(/\/sq\/thank-you\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faleminderit!');
  });
});

/** The messages the site stored, as the firm reads them (the messages command's JSON). */
function storedMessages(): Array<Record<string, unknown>> {
  const json = execFileSync(process.execPath, ['dist/cli/messages.js', '--json'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return z.array(z.record(z.string(), z.unknown())).parse(JSON.parse(json));
}

test('the plan chosen on the pricing page and the time to call reach the stored message', async ({ page }) => {
  const email = `pro-${test.info().project.name}-${Date.now()}@example.com`;
  await page.goto('/en/pricing/');
  // The plan's name is a hidden part of the link's name ("Get Started: Pro"), read with a pause before the colon.
  await page.getByRole('link', { name: /^Get Started ?: Pro$/ }).click();
  await expect(page).toHaveURL(/\/en\/contact\/\?topic=plan-pro$/);
  await waitForIslands(page);
  await expect(page.getByLabel('What is it about?')).toHaveValue('plan-pro');
  await page.getByLabel('Full name').fill('Arta Berisha');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('+383 44 555 666');
  await page.getByLabel('Best time to call you').selectOption({ label: 'Morning, 9:00 AM – 12:00 PM' });
  await page.getByLabel('How can we help?').fill('We would like to start on the Pro plan next month.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/$/);
  expect(storedMessages().find((message) => message.email === email)).toMatchObject({
    lang: 'en',
    topic: 'plan-pro',
    callTime: 'morning',
  });
});
