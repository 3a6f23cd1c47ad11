import { loadBlog } from '#server/blog/load-blog.ts';
import { sitePaths } from '#server/site-paths.ts';
import { expect, expectNoAxeViolations, test, waitForIslands, watchConsole } from './support';

const pages = [...sitePaths(loadBlog()), '/en/no-such-page/', '/sq/no-such-page/'];

for (const path of pages) {
  test(`${path} renders without console errors and with zero axe violations`, async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(path.includes('no-such-page') ? 404 : 200);
    await waitForIslands(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: /^(Main|Menyja kryesore)$/ })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    expect(problems).toEqual([]);
  });

  test(`${path} in dark mode has zero axe violations`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('pag-theme', 'dark'));
    await page.goto(path);
    await waitForIslands(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page);
  });
}
