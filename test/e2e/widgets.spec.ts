import { statisticsSite } from '../support/e2e-ports';
import { expect, expectNoAxeViolations, statisticsChunk, test, waitForIslands, watchConsole } from './support';

// The banner asks only where there is something to allow: on the site with visit statistics configured.
test.describe('cookie consent', () => {
  test('appears after a second, passes axe, and Accept all closes it for good', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(statisticsSite('/en/'));
    const banner = page.getByRole('region', { name: 'Privacy and visit statistics' });
    await expect(banner).toBeVisible({ timeout: 3000 });
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(1000);
    await expectNoAxeViolations(page);
    const statisticsLoaded = page.waitForResponse((response) => response.url().endsWith(statisticsChunk()));
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    // Accepting loads the statistics at once: a reload while they are on the way aborts them (requestfailed).
    await (await statisticsLoaded).finished();
    expect(await page.evaluate(() => localStorage.getItem('pag-cookie-consent'))).toBe('true');
    await page.reload();
    await waitForIslands(page);
    await page.waitForTimeout(1500);
    await expect(page.getByRole('region', { name: 'Privacy and visit statistics' })).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('settings dialog keeps focus inside, closes on Escape, saves switches, and reopens from the footer', async ({
    page,
  }) => {
    await page.goto(statisticsSite('/sq/'));
    const banner = page.getByRole('region', { name: 'Privatësia dhe statistikat e vizitave' });
    await banner.getByRole('button', { name: 'Cilësimet', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cilësimet e privatësisë' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await banner.getByRole('button', { name: 'Cilësimet', exact: true }).click();
    await expect(dialog.getByRole('switch', { name: /Të domosdoshme/ })).toBeDisabled();
    await dialog.getByRole('switch', { name: /Statistikat e vizitave/ }).check();
    await dialog.getByRole('button', { name: 'Ruani zgjedhjet' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('pag-cookie-preferences'))) ?? '')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: false,
    });
    await page.getByRole('button', { name: 'Cilësimet e privatësisë' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: /Statistikat e vizitave/ })).toBeChecked();
  });

  test('logs unreadable stored preferences and carries on with the defaults', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('pag-cookie-consent', 'true');
      localStorage.setItem('pag-cookie-preferences', '{broken');
    });
    const problems = watchConsole(page);
    await page.goto(statisticsSite('/en/'));
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Privacy settings' }).click();
    await expect(page.getByRole('switch', { name: /Analytics/ })).not.toBeChecked();
    expect(problems.filter((p) => !p.includes('Invalid stored cookie preferences'))).toEqual([]);
    expect(problems.some((p) => p.includes('Invalid stored cookie preferences'))).toBe(true);
  });

  test('is not there, and neither is Privacy settings, where nothing optional is configured', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/en/');
    await waitForIslands(page);
    await page.waitForTimeout(1500);
    await expect(page.getByRole('region', { name: 'Privacy and visit statistics' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Privacy settings' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test.describe('contact reveal', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('reveals, copies with an announcement, and hides again', async ({ page }) => {
    const problems = watchConsole(page);
    await page.addInitScript(() => localStorage.setItem('pag-cookie-consent', 'true'));
    await page.goto('/en/contact/');
    await waitForIslands(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Show phone number' }).click();
    const link = main.getByRole('link', { name: '+383 44 123 456' });
    await expect(link).toHaveAttribute('href', 'tel:+38344123456');
    await expect(link).toBeFocused();
    await expect(main.getByText('This contact will auto-hide in 30 seconds')).toBeVisible();
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: 'Copy' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'Copied to clipboard!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+383 44 123 456');
    await main.getByRole('button', { name: 'Hide' }).click();
    await expect(link).toBeHidden();
    await expect(main.getByText('+383 ** *** 456')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the footer variant says "Copied!" and the address opens a map search in a new tab', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('pag-cookie-consent', 'true'));
    await page.goto('/en/about/');
    await waitForIslands(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Show address' }).click();
    const map = footer.getByRole('link', { name: /Bulevardi Nënë Tereza 25/ });
    await expect(map).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Bulevardi%20N%C3%ABn%C3%AB%20Tereza%2025/,
    );
    await expect(map).toHaveAttribute('target', '_blank');
    await footer.getByRole('button', { name: 'Copy' }).click();
    await expect(footer.getByRole('status').filter({ hasText: 'Copied!' })).toBeVisible();
  });
});

test('scroll-to-top appears after 300 px and takes the visitor back up', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pag-cookie-consent', 'true'));
  await page.goto('/en/services/');
  await waitForIslands(page);
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the FAQ accordion keeps one answer open at a time, by mouse and keyboard', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pag-cookie-consent', 'true'));
  await page.goto('/en/faq/');
  await waitForIslands(page);
  const items = page.locator('details.faq-item');
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await items.nth(1).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(items.nth(1)).not.toHaveAttribute('open', '');
});

test('Go Back on the 404 page returns to the previous page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pag-cookie-consent', 'true'));
  await page.goto('/en/pricing/');
  await page.goto('/en/no-such-page/');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/en\/pricing\/$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('FAQ answers are reachable and widgets that need scripts stay out of the way', async ({ page }) => {
    await page.goto('/sq/faq/');
    const first = page.locator('details.faq-item').first();
    await first.locator('summary').click();
    await expect(first.locator('.faq-answer')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kthehuni në krye' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Shfaqni numrin e telefonit' })).toBeHidden();
    await expect(page.getByText('+383 ** *** 456').first()).toBeVisible();
  });
});
