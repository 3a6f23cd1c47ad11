import { expect, expectNoAxeViolations, test, waitForIslands, watchConsole } from './support';

test('the language menu goes to the same page in the other language, keeping the query', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/en/thank-you/?error=true');
  await waitForIslands(page);
  await page.locator('summary.lang-menu-button').click();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /Shqip/ }).click();
  await expect(page).toHaveURL(/\/sq\/thank-you\/\?error=true$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dërgimi dështoi');
  expect(problems).toEqual([]);
});

// Both raised "Transition was aborted because of invalid state" while the boot script skipped transitions
// into prerendered pages; the shared fixture fails a test on any uncaught page error.
test('switching language on the FAQ and filtering the blog by category go without an error', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pag-cookie-consent', 'true'));
  await page.goto('/en/faq/');
  await waitForIslands(page);
  await page.locator('summary.lang-menu-button').click();
  await page.getByRole('link', { name: /Shqip/ }).click();
  await expect(page).toHaveURL(/\/sq\/faq\/$/);
  await page.goto('/en/blog/');
  await waitForIslands(page);
  await page.locator('.category-list a[href*="/category/"]').first().click();
  await expect(page).toHaveURL(/\/en\/blog\/category\/[a-z-]+\/$/);
  await waitForIslands(page);
});

test('the language menu closes on Escape and returns focus to its button', async ({ page }) => {
  await page.goto('/en/');
  await waitForIslands(page);
  const summary = page.locator('summary.lang-menu-button');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('details.lang-menu')).toHaveAttribute('open', '');
  await page.keyboard.press('Escape');
  await expect(page.locator('details.lang-menu')).not.toHaveAttribute('open', '');
  await expect(summary).toBeFocused();
});

test('dark mode applies at once and before the first paint of the next page', async ({ page }) => {
  await page.goto('/en/');
  await waitForIslands(page);
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The theme is set by the head script, before any stylesheet or body is parsed.
  await page.goto('/en/about/', { waitUntil: 'commit' });
  await page.waitForSelector('body', { state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens and closes the navigation', async ({ page }) => {
    await page.goto('/sq/');
    await waitForIslands(page);
    const button = page.getByRole('button', { name: 'Hapni menynë' });
    await expect(page.locator('#main-nav-list')).toBeHidden();
    await button.click();
    await expect(page.getByRole('button', { name: 'Mbyllni menynë' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Hapni menynë' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Hapni menynë' }).click();
    await page.getByRole('navigation', { name: 'Menyja kryesore' }).getByRole('link', { name: 'Çmimet' }).click();
    await expect(page).toHaveURL(/\/sq\/pricing\/$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('navigation and the language switch still work', async ({ page }) => {
    await page.goto('/en/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dark mode' })).toBeHidden();
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/en\/pricing\/$/);
    await page.locator('summary.lang-menu-button').click();
    await page.getByRole('link', { name: /Shqip/ }).click();
    await expect(page).toHaveURL(/\/sq\/pricing\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
  });
});

test.describe('before the visitor does anything', () => {
  test('the page loads no script but the small boot script', async ({ page }) => {
    await page.goto('/sq/pricing/');
    await page.waitForTimeout(1500);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/\/assets\/boot-[A-Z0-9]+\.js$/);
  });

  test('a widget used at once still answers: its click is held until it is hydrated', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Dark mode' }).press('Enter');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(problems).toEqual([]);
  });

  test('a stored dark theme shows as pressed on the toggle before any widget has loaded', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('pag-theme', 'dark'));
    await page.goto('/en/');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.locator('[data-hydrated]').count()).toBe(0);
  });
});
