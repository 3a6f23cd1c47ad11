import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Page, test as base, expect } from '@playwright/test';

export { expect };

/**
 * Playwright's test, whose page fails the test on any uncaught error in it (an exception or a rejected
 * promise nothing handled): no widget may throw while a visitor uses it. Every spec imports `test` from here.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

/** Collects console errors and warnings, page errors and failed requests while a test runs. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Chrome reports a document's own error status (the 404 page) as a failed resource; that is the point.
    const isDocumentStatus =
      message.location().url === page.url() && message.text().startsWith('Failed to load resource');
    if (!isDocumentStatus) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`requestfailed: ${request.url()}`));
  return problems;
}

/**
 * Does what a visitor does first (moves the pointer), which loads the widgets (client/boot.ts), then waits
 * until every island on the page is hydrated.
 */
export async function waitForIslands(page: Page): Promise<void> {
  // The boot script listens from DOMContentLoaded on; a move before that is lost.
  await page.waitForLoadState('load');
  // Two points: a move to where the pointer already is (after a navigation) fires no event.
  await page.mouse.move(5, 5);
  await page.mouse.move(9, 9);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every((island) => island.hasAttribute('data-hydrated')),
  );
  await page.waitForLoadState('networkidle');
}

/** axe-core with the WCAG 2.2 A and AA rules: zero violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** The statistics' own chunk, the first the build lists for them (the others are shared with the widgets' runtime). */
export function statisticsChunk(): string {
  const manifest: unknown = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8'));
  const chunks = typeof manifest === 'object' && manifest !== null && 'analytics' in manifest ? manifest.analytics : [];
  const [first] = Array.isArray(chunks) ? chunks : [];
  if (typeof first !== 'string') throw new Error('dist/client/manifest.json names no statistics chunk: npm run build');
  return first;
}
