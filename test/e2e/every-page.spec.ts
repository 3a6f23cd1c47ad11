import { expect, test } from '@playwright/test';
import { loadBlog } from '../../server/blog/load-blog';
import { sitePaths } from '../../server/site-paths';
import { expectNoAxeViolations, waitForIslands, watchConsole } from './support';

const pages = [...sitePaths(loadBlog()), '/en/no-such-page/', '/sq/no-such-page/'];

for (const path of pages) {
  test(`${path} renders without console errors and with zero axe violations`, async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(path.includes('no-such-page') ? 404 : 200);
    await waitForIslands(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: /^(Main|Kryesore)$/ })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
}

test('dark mode passes axe on a page too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pag-theme', 'dark'));
  await page.goto('/sq/thank-you/?error=true');
  await waitForIslands(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoAxeViolations(page);
});
