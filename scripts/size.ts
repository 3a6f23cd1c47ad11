/**
 * `npm run size`: bytes each page loads (HTML, CSS, JS, images; raw and gzip), checked against the budgets:
 * the page's JS ≤ 85 KB gzip, CSS ≤ 20 KB gzip, the largest article's HTML ≤ 30 KB gzip; and, for a visitor
 * who allowed visit statistics, their chunks ≤ 10 KB gzip and the JS before the first interaction ≤ 12 KB gzip
 * (the statistics load then: client/boot.ts; everything else waits for the visitor,
 * docs/decisions/002-script-loading.md). Pages are rendered with statistics configured (the banner, the
 * page's settings). Exits 1 over budget.
 */
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '#server/app.ts';
import { assetManifest, scriptsForIslands } from '#server/assets.ts';
import { loadBlog } from '#server/blog/load-blog.ts';
import { loadConfig } from '#server/config.ts';
import { loadIslands } from '#server/island.tsx';
import { sitePaths } from '#server/site-paths.ts';
import { build } from './build';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const budgets = {
  js: 85 * 1024,
  statistics: 10 * 1024,
  beforeInteraction: 12 * 1024,
  css: 20 * 1024,
  articleHtml: 30 * 1024,
};

interface Row {
  page: string;
  html: number;
  htmlGz: number;
  css: number;
  cssGz: number;
  js: number;
  jsGz: number;
  /** Gzip bytes of script fetched before the visitor does anything, statistics allowed: boot, its imports, the statistics. */
  firstGz: number;
  /** Gzip bytes of all the page's script for a visitor who allowed statistics. */
  withStatisticsGz: number;
  images: number;
}

async function main(): Promise<void> {
  if (!existsSync('dist/client/manifest.json')) await build();
  const manifest = assetManifest();
  const file = (url: string) => path.join('dist/client', url);
  const sizes = (url: string) => {
    const data = readFileSync(file(url));
    return { raw: data.length, gz: gzipSync(data, { level: 9 }).length };
  };
  await loadIslands();
  const blog = loadBlog();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'size-')),
    ANALYTICS_PROVIDER: 'plausible',
    ANALYTICS_URL: 'https://plausible.example.com',
    ANALYTICS_SITE: 'www.example.com',
  });
  const app = createApp(config, pino({ level: 'silent' }), { blog });
  const css = sizes(manifest.css);
  const rows: Row[] = [];
  for (const page of sitePaths(blog)) {
    const html = (await request(app).get(page).set('Accept-Encoding', 'identity')).text;
    const islands = new Set([...html.matchAll(/data-island="([a-z-]+)"/g)].map((m) => m[1] ?? ''));
    const total = (urls: Iterable<string>) =>
      [...urls].map(sizes).reduce((sum, s) => ({ raw: sum.raw + s.raw, gz: sum.gz + s.gz }), { raw: 0, gz: 0 });
    const scripts = scriptsForIslands(manifest, islands);
    const js = total(scripts);
    const first = total(new Set([manifest.entry, ...manifest.preload, ...manifest.analytics]));
    const withStatistics = total(new Set([...scripts, ...manifest.analytics]));
    // Images fetched at once: the <img> fallbacks (a browser with AVIF support fetches less).
    const images = [...new Set([...html.matchAll(/<img src="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? ''))]
      .filter((url) => existsSync(file(url)))
      .reduce((sum, url) => sum + statSync(file(url)).size, 0);
    const bytes = Buffer.byteLength(html);
    rows.push({
      page,
      html: bytes,
      htmlGz: gzipSync(html, { level: 9 }).length,
      css: css.raw,
      cssGz: css.gz,
      js: js.raw,
      jsGz: js.gz,
      firstGz: first.gz,
      withStatisticsGz: withStatistics.gz,
      images,
    });
  }

  const pad = (text: string, width: number) => text.padStart(width);
  console.log(
    `${'page'.padEnd(62)}${pad('HTML', 10)}${pad('gzip', 10)}${pad('CSS gz', 10)}${pad('JS', 10)}${pad('JS gz', 10)}${pad('1st JS gz', 11)}${pad('images', 10)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(62)}${pad(kb(r.html), 10)}${pad(kb(r.htmlGz), 10)}${pad(kb(r.cssGz), 10)}${pad(kb(r.js), 10)}${pad(kb(r.jsGz), 10)}${pad(kb(r.firstGz), 11)}${pad(kb(r.images), 10)}`,
    );
  }
  console.log('fonts: none (system font stack)');

  const articles = rows.filter((r) => /\/blog\/(?!category\/)[^/]+\/$/.test(r.page));
  const largestArticle = articles.reduce((a, b) => (b.htmlGz > a.htmlGz ? b : a));
  const heaviestJs = rows.reduce((a, b) => (b.jsGz > a.jsGz ? b : a));
  const heaviestStart = rows.reduce((a, b) => (b.firstGz > a.firstGz ? b : a));
  const statistics = [...new Set(manifest.analytics)].map(sizes).reduce((sum, s) => sum + s.gz, 0);
  const checks = [
    { name: 'JS per page (gzip)', value: heaviestJs.jsGz, budget: budgets.js, where: heaviestJs.page },
    { name: 'statistics chunks (gzip)', value: statistics, budget: budgets.statistics, where: 'client/analytics/' },
    {
      name: 'JS before the first interaction (gzip, statistics allowed)',
      value: heaviestStart.firstGz,
      budget: budgets.beforeInteraction,
      where: heaviestStart.page,
    },
    { name: 'CSS (gzip)', value: css.gz, budget: budgets.css, where: manifest.css },
    {
      name: 'largest article HTML (gzip)',
      value: largestArticle.htmlGz,
      budget: budgets.articleHtml,
      where: largestArticle.page,
    },
  ];
  const heaviestWith = rows.reduce((a, b) => (b.withStatisticsGz > a.withStatisticsGz ? b : a));
  console.log(
    `JS per page with statistics allowed (gzip): ${kb(heaviestWith.withStatisticsGz)} (${heaviestWith.page})`,
  );
  console.log('');
  let failed = false;
  for (const check of checks) {
    const ok = check.value <= check.budget;
    failed ||= !ok;
    console.log(`${ok ? 'ok  ' : 'OVER'} ${check.name}: ${kb(check.value)} of ${kb(check.budget)} (${check.where})`);
  }
  process.exit(failed ? 1 : 0);
}

await main();
