import { type BrowserContext, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../support/chromium';
import { e2ePorts, statisticsServer } from '../support/e2e-ports';
import { type Collector, startCollector } from '../support/plausible-collector';
import { test as base, expect, statisticsChunk, waitForIslands, watchConsole } from './support';

/**
 * Visit statistics, end to end, on the desktop and the phone: Chromium against the site with ANALYTICS_*
 * configured (playwright.config.ts) and a stand-in Plausible server recording every request
 * (test/support/plausible-collector.ts). Each worker starts its own collector on a free port and launches
 * its browser with the statistics server's name (ANALYTICS_URL) mapped to it, so the two projects record side
 * by side, each only what its own browser sent. The site is reached as site.test (Plausible's tracker sends
 * nothing from localhost or 127.x), and Chromium is told not to announce automation (the tracker also sends
 * nothing when navigator.webdriver is true): the browser then sends what a visitor's would, from an origin it
 * treats as secure as the HTTPS one it stands for. Serial: the tests of a worker share its collector.
 */
const site = `http://site.test:${e2ePorts.statistics}`;
const unconfigured = `http://plain.test:${e2ePorts.site}`;

const test = base.extend<object, { collector: Collector }>({
  collector: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs off this pattern: none.
    async ({}, provide) => {
      const collector = await startCollector(0);
      await provide(collector);
      await collector.close();
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, collector }, provide) => {
      await provide({
        ...launchOptions,
        executablePath: chromiumPath,
        args: [
          ...chromiumFlags,
          `--host-resolver-rules=MAP site.test 127.0.0.1, MAP plain.test 127.0.0.1, MAP ${new URL(statisticsServer).hostname} ${new URL(collector.origin).host}`,
          '--disable-blink-features=AutomationControlled',
          // As trustworthy as the HTTPS origins they stand for (else Chromium ignores COOP, with a console
          // error, and blocks the events as mixed content).
          `--unsafely-treat-insecure-origin-as-secure=${site},${unconfigured},${statisticsServer}`,
        ],
      });
    },
    { scope: 'worker' },
  ],
});
test.use({ baseURL: site });
// Journeys of several pages: more time than one page's test needs, on a shared two-core machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeEach(({ collector }) => collector.clear());

/** Every script URL a page fetched, and every request it made to the statistics server. */
function watchRequests(context: BrowserContext) {
  const scripts: string[] = [];
  const toCollector: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    if (url.origin === statisticsServer) toCollector.push(request.url());
  });
  return { scripts, toCollector };
}

async function acceptAll(page: Page) {
  const banner = page.getByRole('region', { name: 'Privacy and visit statistics' });
  await expect(banner).toBeVisible({ timeout: 3000 });
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
}

const namesIn = (collector: Collector) => () => collector.events().map((event) => event.n);
/**
 * Waits for the page's view to arrive: the statistics load after the widgets, and what a visitor does before
 * they listen (a result, a click) is not theirs to count, for a real visitor either.
 */
const viewed = (collector: Collector, path: string) =>
  expect.poll(() => collector.events().some((e) => e.n === 'pageview' && e.u === `${site}${path}`)).toBe(true);
const propsOf = (event: Record<string, unknown>) =>
  typeof event.p === 'object' && event.p !== null ? Object.fromEntries(Object.entries(event.p)) : {};

test.describe('visit statistics', () => {
  test('the browser runs as a visitor’s would: not marked as automated', async ({ page }) => {
    await page.goto('/en/');
    expect(await page.evaluate(() => navigator.webdriver)).toBe(false);
  });

  test('nothing is sent and nothing optional loaded before consent', async ({ page, context, collector }) => {
    const { scripts, toCollector } = watchRequests(context);
    const problems = watchConsole(page);
    await page.goto('/en/tools/salary/');
    await waitForIslands(page);
    await page.getByLabel('Gross salary (€ per month)').fill('1500');
    await expect(page.getByRole('region', { name: 'Privacy and visit statistics' })).toBeVisible({ timeout: 3000 });
    await page.goto('/en/blog/tax-planning-tips-kosovo/');
    await waitForIslands(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    expect(scripts).not.toContain(statisticsChunk());
    expect(toCollector).toEqual([]);
    expect(collector.received).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a consenting visitor sends page views and the named events, and nothing else', async ({
    page,
    context,
    collector,
  }, testInfo) => {
    const names = namesIn(collector);
    const problems = watchConsole(page);
    const { toCollector } = watchRequests(context);
    // Consent on the first page: its page view goes at once.
    await page.goto('/en/');
    await acceptAll(page);
    await expect.poll(names).toEqual(['pageview']);

    // A calculator reached with amounts in its address, then used.
    await page.goto('/en/tools/salary/?gross=1357&pension=5&employer=5&employment=primary');
    await waitForIslands(page);
    await viewed(collector, '/en/tools/salary/');
    await page.getByLabel('Gross salary (€ per month)').fill('4321');
    await expect.poll(names).toContain('Tool used');

    // An article read to the end, then the other language chosen from the menu.
    await page.goto('/en/blog/tax-planning-tips-kosovo/');
    await waitForIslands(page);
    await page.locator('footer.article-footer').scrollIntoViewIfNeeded();
    await expect.poll(names).toContain('Article read');
    await page.locator('summary.lang-menu-button').click();
    await page.getByRole('link', { name: /Shqip/ }).click();
    await expect(page).toHaveURL(/\/sq\/blog\/tax-planning-tips-kosovo\/$/);
    await expect.poll(names).toContain('Language switched');
    await viewed(collector, '/sq/blog/tax-planning-tips-kosovo/');

    // The tax calendar taken home (the download: a subscribe link would leave for the calendar's site).
    await page.goto('/en/tax-calendar/');
    await waitForIslands(page);
    await viewed(collector, '/en/tax-calendar/');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the .ics file' }).click();
    await download;
    await expect.poll(names).toContain('Calendar subscribed');

    // A search with words of the visitor's own, and a message through the contact form.
    await page.goto('/en/search/?q=private+words');
    await viewed(collector, '/en/search/');
    await page.goto('/en/contact/');
    await waitForIslands(page);
    await page.getByLabel('Full name').fill('Arta Berisha');
    await page.getByLabel('Email address').fill('arta@example.com');
    await page.getByLabel('How can we help?').fill('Confidential: our turnover is 987654 euro.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/en\/thank-you\/$/);
    await expect.poll(names).toContain('Contact form sent');
    // Leaving the last page reports its vitals (web-vitals reports when a page is hidden).
    await page.goto('/en/about/');
    await expect.poll(() => collector.events().filter((e) => e.n === 'Web vital').length).toBeGreaterThan(0);
    await page.waitForTimeout(1000);

    const events = collector.events();
    await testInfo.attach('requests.json', {
      body: JSON.stringify(
        collector.received.map(({ method, path, headers, body }) => ({ method, path, headers, body })),
        null,
        2,
      ),
      contentType: 'application/json',
    });
    // In the order the pages were seen; two events a page sends at once (the thank-you page's view and
    // "Contact form sent") may arrive either way round.
    const byPage = (sequence: string[]) => {
      const pages = sequence.map((line) => line.slice(line.lastIndexOf(' ') + 1));
      return sequence
        .map((line, index) => ({ line, page: pages.indexOf(pages[index] ?? '') }))
        .sort((a, b) => a.page - b.page || a.line.localeCompare(b.line))
        .map(({ line }) => line);
    };
    const sequence = events.filter((e) => e.n !== 'Web vital').map((e) => `${String(e.n)} ${String(e.u)}`);
    expect(byPage(sequence)).toEqual(
      byPage([
        `pageview ${site}/en/`,
        `pageview ${site}/en/tools/salary/`,
        `Tool used ${site}/en/tools/salary/`,
        `pageview ${site}/en/blog/tax-planning-tips-kosovo/`,
        `Article read ${site}/en/blog/tax-planning-tips-kosovo/`,
        `Language switched ${site}/en/blog/tax-planning-tips-kosovo/`,
        `pageview ${site}/sq/blog/tax-planning-tips-kosovo/`,
        `pageview ${site}/en/tax-calendar/`,
        `Calendar subscribed ${site}/en/tax-calendar/`,
        `pageview ${site}/en/search/`,
        `pageview ${site}/en/contact/`,
        `pageview ${site}/en/thank-you/`,
        `Contact form sent ${site}/en/thank-you/`,
        `pageview ${site}/en/about/`,
      ]),
    );
    for (const event of events) {
      expect(event.d).toBe('site.test');
      expect(propsOf(event)).toMatchObject({ lang: expect.stringMatching(/^(en|sq)$/), route: expect.any(String) });
    }
    const salaryView = events.find((e) => e.n === 'pageview' && e.u === `${site}/en/tools/salary/`);
    expect(propsOf(salaryView ?? {})).toEqual({ lang: 'en', route: 'salaryTool' });
    expect(propsOf(events.find((e) => e.n === 'Tool used') ?? {})).toEqual({
      lang: 'en',
      route: 'salaryTool',
      tool: 'salary',
    });
    expect(propsOf(events.find((e) => e.n === 'Language switched') ?? {})).toEqual({
      lang: 'en',
      route: 'blogArticle',
      to: 'sq',
    });
    for (const vital of events.filter((e) => e.n === 'Web vital')) {
      expect(propsOf(vital)).toEqual({
        lang: expect.any(String),
        route: expect.any(String),
        metric: expect.stringMatching(/^(LCP|INP|CLS)$/),
        rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
        value: expect.stringMatching(/^\d+(\.\d+)?$/),
      });
      expect(vital.i).toBe(false);
    }
    // Nothing but events, no engagement events (docs/decisions/008), no cookies, no query string, amount or
    // word the visitor typed anywhere in what was sent.
    expect(collector.received.every((r) => r.method === 'POST' && r.path === '/api/event')).toBe(true);
    expect(propsOf(events.find((e) => e.n === 'Calendar subscribed') ?? {})).toEqual({
      lang: 'en',
      route: 'taxCalendar',
      via: 'download',
    });
    expect(new Set(names())).toEqual(
      new Set([
        'pageview',
        'Tool used',
        'Article read',
        'Language switched',
        'Calendar subscribed',
        'Contact form sent',
        'Web vital',
      ]),
    );
    expect(collector.received.every((r) => r.headers.cookie === undefined)).toBe(true);
    const sent = JSON.stringify(collector.received.map((r) => [r.body, r.headers.referer]));
    for (const secret of ['?', '1357', '4321', 'private', 'Arta', 'arta@', 'Confidential', '987654', 'turnover']) {
      expect(sent).not.toContain(secret);
    }
    // An event sent as a page is left (a keepalive request) shows as aborted to that page, yet arrives (some
    // the test does not even see start): at least every request seen starting reached the collector.
    expect(collector.received.length).toBeGreaterThanOrEqual(toCollector.length);
    // Requests a page had open when the journey moved on (an icon, a keepalive event) are aborted: not errors.
    expect(problems.filter((p) => !p.startsWith('requestfailed: '))).toEqual([]);
  });

  test('"Necessary only" sends nothing and loads nothing optional', async ({ page, context, collector }) => {
    const { scripts, toCollector } = watchRequests(context);
    await page.goto('/en/');
    const banner = page.getByRole('region', { name: 'Privacy and visit statistics' });
    await expect(banner).toBeVisible({ timeout: 3000 });
    await banner.getByRole('button', { name: 'Necessary only' }).click();
    await page.goto('/en/tools/vat/');
    await waitForIslands(page);
    await page.getByRole('textbox').first().fill('200');
    await page.goto('/en/about/');
    await page.waitForTimeout(1000);
    expect(scripts).not.toContain(statisticsChunk());
    expect(toCollector).toEqual([]);
    expect(collector.received).toEqual([]);
  });

  test('each calculator counts as used once, by name, never with its amounts', async ({ page, collector }) => {
    const tools = [
      { path: '/en/tools/salary/', label: 'Gross salary (€ per month)', tool: 'salary', route: 'salaryTool' },
      { path: '/en/tools/vat/', label: 'Amount (€)', tool: 'vat', route: 'vatTool' },
      { path: '/sq/tools/profit/', label: 'Fitimi vjetor para tatimit (€)', tool: 'profit', route: 'profitTool' },
      { path: '/en/tools/withholding/', label: 'Amount (€)', tool: 'withholding', route: 'withholdingTool' },
    ];
    const used = () => collector.events().filter((e) => e.n === 'Tool used');
    const pageviews = () => collector.events().filter((e) => e.n === 'pageview').length;
    await page.goto('/en/');
    await acceptAll(page);
    await viewed(collector, '/en/');
    for (const [index, { path, label }] of tools.entries()) {
      await page.goto(path);
      await waitForIslands(page);
      await viewed(collector, path);
      const field = page.getByLabel(label, { exact: true });
      // Two results on one page: one use. The second stays in the address bar while vitals are sent.
      await field.fill('2468');
      await expect.poll(() => used().length).toBe(index + 1);
      await field.fill('13579');
      await expect(page).toHaveURL(/=13579/);
    }
    await page.goto('/en/about/');
    await expect.poll(pageviews).toBe(6);
    await page.waitForTimeout(1000);
    expect(used().map(propsOf)).toEqual(
      tools.map(({ path, tool, route }) => ({ lang: path.slice(1, 3), route, tool })),
    );
    expect(used().map((e) => e.u)).toEqual(tools.map(({ path }) => site + path));
    const sent = JSON.stringify(collector.received.map((r) => [r.body, r.headers.referer]));
    for (const amount of ['2468', '13579', '?']) expect(sent).not.toContain(amount);
  });

  test('withdrawing stops it at once, in this tab and in another open one', async ({ page, context, collector }) => {
    const names = namesIn(collector);
    const { toCollector } = watchRequests(context);
    await page.goto('/en/');
    await acceptAll(page);
    const other = await context.newPage();
    await other.goto('/en/tools/salary/');
    await waitForIslands(other);
    await expect.poll(() => names().filter((n) => n === 'pageview').length).toBe(2);

    // Withdrawn in the first tab, through the footer's Privacy settings.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy settings' });
    await dialog.getByRole('switch', { name: /Analytics/ }).uncheck();
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await page.waitForTimeout(500);
    const before = toCollector.length;
    const received = collector.received.length;

    // The other tab, still open, is used: a result, a language switch, its vitals when it is left.
    await other.bringToFront();
    await other.getByLabel('Gross salary (€ per month)').fill('2500');
    await other.locator('summary.lang-menu-button').click();
    await other.getByRole('link', { name: /Shqip/ }).click();
    await other.waitForURL(/\/sq\/tools\/salary\//);
    await other.goto('/en/about/');
    // And the first tab goes on too.
    await page.bringToFront();
    await page.goto('/en/blog/tax-planning-tips-kosovo/');
    await page.locator('footer.article-footer').scrollIntoViewIfNeeded();
    await page.goto('/en/');
    await page.waitForTimeout(1500);
    expect(toCollector.slice(before)).toEqual([]);
    expect(collector.received.slice(received)).toEqual([]);
  });

  test('with the variables unset, a stored "yes" loads and sends nothing', async ({ page, context, collector }) => {
    const { scripts, toCollector } = watchRequests(context);
    await page.addInitScript(() => {
      localStorage.setItem('pag-cookie-consent', 'true');
      localStorage.setItem(
        'pag-cookie-preferences',
        JSON.stringify({ necessary: true, analytics: true, marketing: false, preferences: false }),
      );
    });
    await page.goto(`${unconfigured}/en/tools/salary/`);
    await waitForIslands(page);
    await page.getByLabel('Gross salary (€ per month)').fill('1500');
    await page.goto(`${unconfigured}/en/about/`);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => document.documentElement.classList.contains('analytics-allowed'))).toBe(true);
    expect(scripts).not.toContain(statisticsChunk());
    expect(toCollector).toEqual([]);
    expect(collector.received).toEqual([]);
  });
});
