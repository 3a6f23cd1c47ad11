import { type Page } from '@playwright/test';
import { statisticsSite } from '../support/e2e-ports';
import { expect, test, watchConsole } from './support';

/**
 * The visitor's very first action on a fresh page is a click on a widget control. The click arrives before
 * React and the widgets have loaded (client/boot.ts holds it and replays it once every island is hydrated),
 * so each control must still answer it, whichever island it talks to.
 */

/** Holds the widget bundle back until released, so a test can act while the page runs on the boot script alone. */
async function holdWidgets(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/chunk-[A-Z0-9]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const consentGiven = (page: Page) => page.addInitScript(() => localStorage.setItem('pag-cookie-consent', 'true'));

test.describe('the first click on a fresh page', () => {
  test('on the footer’s Privacy settings opens the consent dialog', async ({ page }) => {
    const problems = watchConsole(page);
    await consentGiven(page);
    await page.goto(statisticsSite('/en/'));
    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Privacy settings' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('on Privacy settings while the widgets are still loading opens the dialog once they are in', async ({
    page,
  }) => {
    await consentGiven(page);
    const release = await holdWidgets(page);
    await page.goto(statisticsSite('/sq/'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('contentinfo').locator('.island[data-island="cookie-settings-button"] button').click();
    await page.waitForTimeout(300);
    expect(await page.locator('[data-hydrated]').count()).toBe(0);
    release();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('on the cookie banner’s Accept all closes the banner for good', async ({ page }) => {
    await page.goto(statisticsSite('/en/about/'));
    const banner = page.getByRole('region', { name: 'Privacy and visit statistics' });
    await expect(banner).toBeVisible({ timeout: 3000 });
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('pag-cookie-consent'))).toBe('true');
  });

  test('on the dark mode toggle switches the theme', async ({ page }) => {
    await consentGiven(page);
    await page.goto('/en/pricing/');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('on a contact detail in the footer reveals it', async ({ page }) => {
    await consentGiven(page);
    await page.goto('/en/services/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Show phone number' }).click();
    await expect(footer.getByRole('link', { name: '+383 44 123 456' })).toBeVisible();
  });

  test('on an FAQ question opens its answer', async ({ page }) => {
    await consentGiven(page);
    await page.goto('/en/faq/');
    const first = page.locator('details.faq-item').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.locator('.faq-answer')).toBeVisible();
  });

  test('on the language menu opens it, and it closes on Escape and on an outside click before the widgets load', async ({
    page,
  }) => {
    await consentGiven(page);
    const release = await holdWidgets(page);
    await page.goto('/en/about/', { waitUntil: 'domcontentloaded' });
    const menu = page.locator('details.lang-menu');
    await menu.locator('summary').click();
    await expect(menu.getByRole('link', { name: /Shqip/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(menu.locator('summary')).toBeFocused();
    await menu.locator('summary').click();
    await expect(menu).toHaveAttribute('open', '');
    await page.mouse.click(600, 500);
    await expect(menu).not.toHaveAttribute('open');
    expect(await page.locator('[data-hydrated]').count()).toBe(0);
    // Opened again, it is taken over by its island: Escape still closes it once the widgets are in.
    await menu.locator('summary').click();
    release();
    await expect(page.locator('html[data-islands-hydrated]')).toHaveCount(1);
    await expect(menu).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
  });
});

// Runs in the phone project only (the menu button shows on narrow screens only): see playwright.config.ts.
test.describe('the first tap on a phone', { tag: '@phone' }, () => {
  test('on the menu button opens the navigation', async ({ page }) => {
    await consentGiven(page);
    await page.goto('/sq/');
    const button = page.getByRole('button', { name: 'Hapni menynë' });
    await button.click();
    await expect(page.getByRole('button', { name: 'Mbyllni menynë' })).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Menyja kryesore' }).getByRole('link', { name: 'Çmimet' }),
    ).toBeVisible();
  });
});
