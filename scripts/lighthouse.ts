/**
 * `npm run lighthouse`: Lighthouse (its default mobile settings: Moto G Power screen, slow 4G, 4× CPU
 * slowdown, simulated) in Debian's Chromium against the production server, on home, services, pricing, the
 * blog list, one article, the salary calculator and the tax calendar in both languages, and the VAT, profit
 * and withholding tools in one.
 * Each page is audited LIGHTHOUSE_RUNS times (default 1) in a fresh browser; a page that misses its budget
 * is audited twice more and judged on the median of all, as Lighthouse advises for its run-to-run variance
 * (one CI run failed /en/blog/ at 0.94 that two others measured at 0.96 and 0.97, identical bytes). A page
 * that meets the budget at once is not measured again: the pages score 1.00 with room to spare, and three
 * runs of each would only confirm it at twice the cost.
 *
 * Fails the build when a category scores under 0.95, SEO under 1.00 or CLS above 0. Total blocking time is
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
import { languages } from '#shared/languages.ts';
import { href } from '#shared/routes.ts';
import { chromiumFlags, chromiumPath } from '#test/support/chromium.ts';
import { build } from './build';
import { startProductionServer } from './production-server';

// LIGHTHOUSE_PORT and LIGHTHOUSE_ONLY (a part of the paths, e.g. tax-calendar) let one developer audit one page
// on a machine others share.
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const budget = { score: 0.95, seo: 1, cls: 0, tbtMs: 50 };
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

async function audit(url: string, chromePort: number): Promise<Audit> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new RecordingError(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new RecordingError(`${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(categories.map((id) => [id, lhr.categories[id]?.score ?? 0])) as Record<
    Category,
    number
  >;
  const problems = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${category.id}: ${ref.id} ${lhr.audits[ref.id]?.displayValue ?? ''}`.trim()),
  );
  return {
    scores,
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    problems,
  };
}

/** A fresh browser per run (no cache or storage carried over); a failed recording is retried, not scored. */
async function auditInFreshChrome(url: string): Promise<Audit> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? chromiumPath,
      chromeFlags: chromiumFlags,
      userDataDir: mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-')),
    });
    try {
      return await audit(url, chrome.port);
    } catch (error) {
      if (!(error instanceof RecordingError) || attempt === 3) throw error;
      console.error(`retrying after a failed recording: ${error.message}`);
    } finally {
      chrome.kill();
    }
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
  const cell = (text: string, width: number) => text.padStart(width);
  console.log(`Lighthouse, mobile settings, ${runs} run(s) per page, the median of ${runs + 2} where the first miss\n`);
  console.log(
    `${'page'.padEnd(40)}${cell('perf', 6)}${cell('a11y', 6)}${cell('b-p', 6)}${cell('seo', 6)}${cell('LCP ms', 8)}${cell('TBT ms', 8)}${cell('CLS', 7)}`,
  );
  let failedPages = 0;
  const tbtOver: string[] = [];
  try {
    for (const page of pages) {
      const audits: Audit[] = [];
      for (let run = 0; run < runs; run += 1) audits.push(await auditInFreshChrome(`http://127.0.0.1:${port}${page}`));
      // A page that misses is measured twice more and judged on the median: more samples where one noisy
      // run decides, the same bar.
      if (failures(summarise(audits)).length > 0) {
        for (let run = 0; run < 2; run += 1) audits.push(await auditInFreshChrome(`http://127.0.0.1:${port}${page}`));
      }
      const result = summarise(audits);
      const failed = failures(result);
      if (failed.length > 0) failedPages += 1;
      if (result.tbt > budget.tbtMs) tbtOver.push(`${page} (${result.tbt.toFixed(0)} ms)`);
      const score = (id: Category) => cell(result.scores[id].toFixed(2), 6);
      console.log(
        `${page.padEnd(40)}${score('performance')}${score('accessibility')}${score('best-practices')}${score('seo')}${cell(result.lcp.toFixed(0), 8)}${cell(result.tbt.toFixed(0), 8)}${cell(result.cls.toFixed(3), 7)}${failed.length ? `  FAILED: ${failed.join(', ')}` : ''}`,
      );
      for (const problem of result.problems) console.log(`    ${problem}`);
    }
  } finally {
    server.kill('SIGTERM');
  }
  console.log(
    `\nTBT target ${budget.tbtMs} ms (reported, not gated): ${tbtOver.length ? `over on ${tbtOver.join(', ')}` : 'met on every page'}`,
  );
  const rule = `every category ≥ ${budget.score}, SEO ${budget.seo.toFixed(2)}, CLS ${budget.cls}`;
  console.log(
    failedPages ? `Lighthouse budgets missed on ${failedPages} page(s) (${rule})` : `Lighthouse budgets met (${rule})`,
  );
  process.exit(failedPages ? 1 : 0);
}

await main();
