/**
 * `npm run lighthouse`: Lighthouse (its default mobile settings: Moto G Power screen, slow 4G, 4× CPU
 * slowdown, simulated) in Debian's Chromium against the production server, on home, services, pricing, the
 * blog list, one article, the salary calculator and the tax calendar in both languages, and the VAT, profit
 * and withholding tools in one.
 * Each page is audited LIGHTHOUSE_RUNS times (default 1) in a fresh browser. A page under a performance
 * score of 1.00, or missing its budget, is audited twice more, and twice more again if the median of three is
 * still under, and judged on the median of all: Lighthouse's own advice for its run-to-run variance ("the
 * median Lighthouse score of 5 runs is twice as stable as 1 run", docs/variability.md; one CI run failed
 * /en/blog/ at 0.94 that two others measured at 0.96 and 0.97, identical bytes). A page that scores 1.00 at
 * once is not measured again: more runs would only confirm it at several times the cost.
 *
 * Then three pages again on the site with visit statistics configured (ANALYTICS_*), each twice: for a
 * visitor who has not chosen yet (the consent banner comes in) and for one who allowed statistics (the
 * statistics chunk loads and sends its events to a stand-in Plausible server, test/support/plausible-collector.ts,
 * which must receive some, or the run fails). That site is reached as site.test, mapped to loopback, and
 * Chromium does not announce automation: Plausible's tracker sends nothing from localhost or a driven browser.
 *
 * Fails the build when a category scores under 0.95, SEO under 1.00 or CLS above 0; lists the pages whose
 * performance stays under 1.00, the target, without failing. Total blocking time is
 * printed against its 50 ms target but does not fail the build: on a shared two-core machine the simulated
 * TBT of identical bytes swings by hundreds of milliseconds between runs (measured 4–306 ms for one page
 * with no JavaScript at all, while Lighthouse's CPU benchmark read between 1 150 and 2 650), and it already
 * weighs 30 % of the performance score, which is gated.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { languages } from '#shared/languages.ts';
import { href } from '#shared/routes.ts';
import { chromiumFlags, chromiumPath } from '#test/support/chromium.ts';
import { startCollector } from '#test/support/plausible-collector.ts';
import { build } from './build';
import { startProductionServer } from './production-server';

// LIGHTHOUSE_PORT and LIGHTHOUSE_ONLY (a part of the paths, e.g. tax-calendar) let one developer audit one page
// on a machine others share.
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
/** The site with visit statistics configured, and the stand-in Plausible server its pages send to. */
const statistics = { port: port + 1, collector: port + 2, origin: `http://site.test:${port + 1}` };
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const budget = { score: 0.95, seo: 1, cls: 0, tbtMs: 50 };
/** What the pages aim for, reported beside the budget: the open issues ask for performance 100. */
const target = { performance: 1 };
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

const pages = [
  ...languages.flatMap((lang) => [
    href(lang, 'home'),
    href(lang, 'services'),
    href(lang, 'pricing'),
    href(lang, 'blog'),
    href(lang, 'blogArticle', { slug: 'tax-planning-tips-kosovo' }),
    href(lang, 'salaryTool'),
    href(lang, 'taxCalendar'),
  ]),
  // The other tools share the salary calculator's template: one language each.
  href('en', 'vatTool'),
  href('sq', 'profitTool'),
  href('en', 'withholdingTool'),
].filter((path) => path.includes(process.env.LIGHTHOUSE_ONLY ?? ''));

/** On the site with statistics: the heaviest pages of each kind, without a choice and with statistics allowed. */
const statisticsPages = [
  href('en', 'home'),
  href('en', 'blogArticle', { slug: 'tax-planning-tips-kosovo' }),
  href('sq', 'salaryTool'),
].filter((path) => path.includes(process.env.LIGHTHOUSE_ONLY ?? ''));

interface Visitor {
  /** Extra Chromium flags. */
  flags: string[];
  /** Stored in the site's localStorage before the audit (Lighthouse then keeps storage as it is). */
  storage?: { origin: string; items: Record<string, string> };
}
const firstVisit: Visitor = { flags: [] };
const statisticsFlags = [
  '--host-resolver-rules=MAP site.test 127.0.0.1',
  '--disable-blink-features=AutomationControlled',
  // As trustworthy as the HTTPS origin it stands for.
  `--unsafely-treat-insecure-origin-as-secure=${statistics.origin}`,
];
const undecided: Visitor = { flags: statisticsFlags };
const allowsStatistics: Visitor = {
  flags: statisticsFlags,
  storage: {
    origin: statistics.origin,
    items: {
      'pag-cookie-consent': 'true',
      'pag-cookie-preferences': JSON.stringify({
        necessary: true,
        analytics: true,
        marketing: false,
        preferences: false,
      }),
    },
  },
};

interface Audit {
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits that cost points: what to fix when a page misses its budget. */
  problems: string[];
}

/** Lighthouse's own failure to record a page (e.g. NO_NAVSTART), as opposed to a bad score. */
class RecordingError extends Error {}

async function audit(url: string, chromePort: number, keepStorage: boolean): Promise<Audit> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    disableStorageReset: keepStorage,
    // The site with statistics is reached as site.test over plain HTTP: HTTPS is the proxy's job in
    // production (Caddy), and only loopback counts as secure to Lighthouse, so those two audits say nothing.
    ...(new URL(url).hostname === 'site.test' ? { skipAudits: ['is-on-https', 'redirects-http'] } : {}),
  });
  if (!result) throw new RecordingError(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new RecordingError(`${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(categories.map((id) => [id, lhr.categories[id]?.score ?? 0])) as Record<
    Category,
    number
  >;
  // A console error is named, so a failure in CI says what to fix without a rerun.
  const consoleErrors = (id: string) => {
    const details = lhr.audits[id]?.details;
    if (id !== 'errors-in-console' || details?.type !== 'table') return '';
    return details.items
      .map((item) => ` [${String(item.description)} ${JSON.stringify(item.sourceLocation ?? item.url ?? '')}]`)
      .join('');
  };
  const problems = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) =>
        `${category.id}: ${ref.id} ${lhr.audits[ref.id]?.displayValue ?? ''}${consoleErrors(ref.id)}`.trim(),
      ),
  );
  return {
    scores,
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    problems,
  };
}

/**
 * chrome-launcher's own disabled features, plus the browser's WebUI omnibox popups, which this headless
 * Chromium still renders in a renderer of its own: measured at 24–40% of a core while a page loads, on a
 * two-core machine, competing with the page audited. No visitor's phone runs them. Chromium reads only the
 * last --disable-features, so the two lists go in one.
 */
const disabledFeatures = [
  ...chromeLauncher.Launcher.defaultFlags()
    .filter((flag) => flag.startsWith('--disable-features='))
    .flatMap((flag) => flag.slice('--disable-features='.length).split(',')),
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'PreloadTopChromeWebUI',
];

/** A fresh browser per run (no cache or storage carried over); a failed recording is retried, not scored. */
async function auditInFreshChrome(url: string, visitor: Visitor): Promise<Audit> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? chromiumPath,
      chromeFlags: [...chromiumFlags, ...visitor.flags, `--disable-features=${disabledFeatures.join(',')}`],
      userDataDir: mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-')),
    });
    try {
      if (visitor.storage) await store(chrome.port, visitor.storage);
      return await audit(url, chrome.port, visitor.storage !== undefined);
    } catch (error) {
      if (!(error instanceof RecordingError) || attempt === 3) throw error;
      console.error(`retrying after a failed recording: ${error.message}`);
    } finally {
      chrome.kill();
    }
  }
}

/** Writes a visitor's stored choices into the fresh profile, from a page of the site's origin. */
async function store(chromePort: number, storage: NonNullable<Visitor['storage']>): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${storage.origin}/robots.txt`);
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage.items);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function summarise(audits: Audit[]): Audit {
  return {
    scores: Object.fromEntries(categories.map((id) => [id, median(audits.map((a) => a.scores[id]))])) as Record<
      Category,
      number
    >,
    lcp: median(audits.map((a) => a.lcp)),
    tbt: median(audits.map((a) => a.tbt)),
    cls: median(audits.map((a) => a.cls)),
    problems: [...new Set(audits.flatMap((a) => a.problems))],
  };
}

/** What fails the build; TBT only warns (see the header comment). */
function failures({ scores, cls }: Audit): string[] {
  return [
    ...categories
      .filter((id) => scores[id] < budget.score)
      .map((id) => `${id} ${scores[id].toFixed(2)} < ${budget.score}`),
    ...(scores.seo < budget.seo ? [`seo ${scores.seo.toFixed(2)} < ${budget.seo.toFixed(2)}`] : []),
    ...(cls > budget.cls ? [`CLS ${cls.toFixed(3)} > ${budget.cls}`] : []),
  ];
}

async function main(): Promise<void> {
  if (!existsSync('dist/server/index.js')) await build();
  const server = await startProductionServer(port);
  const statisticsServer = await startProductionServer(statistics.port, {
    SITE_URL: statistics.origin,
    ANALYTICS_PROVIDER: 'plausible',
    ANALYTICS_URL: `http://127.0.0.1:${statistics.collector}`,
    ANALYTICS_SITE: 'site.test',
  });
  const collector = await startCollector(statistics.collector);
  const cell = (text: string, width: number) => text.padStart(width);
  console.log(
    `Lighthouse, mobile settings, ${runs} run(s) per page; the median of up to five where performance is under ${target.performance.toFixed(2)}\n`,
  );
  console.log(
    `${'page'.padEnd(48)}${cell('perf', 6)}${cell('a11y', 6)}${cell('b-p', 6)}${cell('seo', 6)}${cell('LCP ms', 8)}${cell('TBT ms', 8)}${cell('CLS', 7)}${cell('runs', 6)}`,
  );
  let failedPages = 0;
  const tbtOver: string[] = [];
  const underTarget: string[] = [];
  const measure = async (label: string, url: string, visitor: Visitor) => {
    const audits: Audit[] = [];
    for (let run = 0; run < runs; run += 1) audits.push(await auditInFreshChrome(url, visitor));
    // Under the target or the budget: two more samples, up to five, where one noisy run decides.
    const under = () => {
      const median = summarise(audits);
      return failures(median).length > 0 || median.scores.performance < target.performance;
    };
    while (audits.length < 5 && under()) {
      for (let run = 0; run < 2; run += 1) audits.push(await auditInFreshChrome(url, visitor));
    }
    const result = summarise(audits);
    const failed = failures(result);
    if (failed.length > 0) failedPages += 1;
    if (result.tbt > budget.tbtMs) tbtOver.push(`${label} (${result.tbt.toFixed(0)} ms)`);
    if (result.scores.performance < target.performance) {
      underTarget.push(`${label} (${result.scores.performance.toFixed(2)})`);
    }
    const score = (id: Category) => cell(result.scores[id].toFixed(2), 6);
    console.log(
      `${label.padEnd(48)}${score('performance')}${score('accessibility')}${score('best-practices')}${score('seo')}${cell(result.lcp.toFixed(0), 8)}${cell(result.tbt.toFixed(0), 8)}${cell(result.cls.toFixed(3), 7)}${cell(String(audits.length), 6)}${failed.length ? `  FAILED: ${failed.join(', ')}` : ''}`,
    );
    for (const problem of result.problems) console.log(`    ${problem}`);
  };
  let statisticsSent: number;
  try {
    for (const page of pages) await measure(page, `http://127.0.0.1:${port}${page}`, firstVisit);
    for (const page of statisticsPages) {
      await measure(`${page} (statistics, no choice yet)`, statistics.origin + page, undecided);
      await measure(`${page} (statistics allowed)`, statistics.origin + page, allowsStatistics);
    }
    statisticsSent = collector.events().length;
  } finally {
    server.kill('SIGTERM');
    statisticsServer.kill('SIGTERM');
    await collector.close();
  }
  console.log(
    `\nTBT target ${budget.tbtMs} ms (reported, not gated): ${tbtOver.length ? `over on ${tbtOver.join(', ')}` : 'met on every page'}`,
  );
  const audited = pages.length + statisticsPages.length * 2;
  console.log(
    `Performance ${target.performance.toFixed(2)} (the target, not gated): ${underTarget.length ? `${audited - underTarget.length} of ${audited} pages; under on ${underTarget.join(', ')}` : `all ${audited} pages`}`,
  );
  // The allowed runs must have run the statistics for real, or they measured nothing.
  console.log(`Events the statistics sent during the audits: ${statisticsSent}`);
  if (statisticsPages.length > 0 && statisticsSent === 0) failedPages += 1;
  const rule = `every category ≥ ${budget.score}, SEO ${budget.seo.toFixed(2)}, CLS ${budget.cls}`;
  console.log(
    failedPages ? `Lighthouse budgets missed on ${failedPages} page(s) (${rule})` : `Lighthouse budgets met (${rule})`,
  );
  process.exit(failedPages ? 1 : 0);
}

await main();
