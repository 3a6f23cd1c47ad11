/**
 * `npm run size`: bytes each page loads (HTML, CSS, JS, images; raw and gzip), checked against the budgets:
 * JS ≤ 85 KB gzip per page, CSS ≤ 20 KB gzip, the largest article's HTML ≤ 30 KB gzip. Exits 1 over budget.
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
const budgets = { js: 85 * 1024, css: 20 * 1024, articleHtml: 30 * 1024 };

interface Row {
  page: string;
  html: number;
  htmlGz: number;
  css: number;
  cssGz: number;
  js: number;
  jsGz: number;
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
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'size-')) });
  const app = createApp(config, pino({ level: 'silent' }), { blog });
  const css = sizes(manifest.css);
  const rows: Row[] = [];
  for (const page of sitePaths(blog)) {
    const html = (await request(app).get(page).set('Accept-Encoding', 'identity')).text;
    const islands = new Set([...html.matchAll(/data-island="([a-z-]+)"/g)].map((m) => m[1] ?? ''));
    const scripts = scriptsForIslands(manifest, islands);
    const js = [...scripts]
      .map(sizes)
      .reduce((sum, s) => ({ raw: sum.raw + s.raw, gz: sum.gz + s.gz }), { raw: 0, gz: 0 });
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
      images,
    });
  }

  const pad = (text: string, width: number) => text.padStart(width);
  console.log(
    `${'page'.padEnd(62)}${pad('HTML', 10)}${pad('gzip', 10)}${pad('CSS gz', 10)}${pad('JS', 10)}${pad('JS gz', 10)}${pad('images', 10)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(62)}${pad(kb(r.html), 10)}${pad(kb(r.htmlGz), 10)}${pad(kb(r.cssGz), 10)}${pad(kb(r.js), 10)}${pad(kb(r.jsGz), 10)}${pad(kb(r.images), 10)}`,
    );
  }
  console.log('fonts: none (system font stack)');

  const articles = rows.filter((r) => /\/blog\/(?!category\/)[^/]+\/$/.test(r.page));
  const largestArticle = articles.reduce((a, b) => (b.htmlGz > a.htmlGz ? b : a));
  const heaviestJs = rows.reduce((a, b) => (b.jsGz > a.jsGz ? b : a));
  const checks = [
    { name: 'JS per page (gzip)', value: heaviestJs.jsGz, budget: budgets.js, where: heaviestJs.page },
    { name: 'CSS (gzip)', value: css.gz, budget: budgets.css, where: manifest.css },
    {
      name: 'largest article HTML (gzip)',
      value: largestArticle.htmlGz,
      budget: budgets.articleHtml,
      where: largestArticle.page,
    },
  ];
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
