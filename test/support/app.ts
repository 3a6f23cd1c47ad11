import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RequestListener } from 'node:http';
import { type AppParts, createSite } from '#server/app.ts';
import { type Blog } from '#server/blog/blog.ts';
import { readCompiledBlog } from '#server/blog/compiled-blog.ts';
import { loadBlog } from '#server/blog/load-blog.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { type Logger } from '#server/logger.ts';
import { PageCache } from '#server/page-cache.ts';
import { createPageRenderer } from '#server/page-renderer.tsx';
import { SearchIndex } from '#server/search/search-index.ts';
import { siteDocuments } from '#server/search/site-documents.tsx';
import { testLogger } from './server-errors';
import './load-islands';

export const testSiteUrl = 'https://www.example-firm.test';

/** A fresh data folder for one test file's app. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'site-data-'));
}

let blog: Blog | undefined;

/**
 * The site's posts once per test file, as the server reads them: compiled by the build (the global setup
 * rebuilds a stale one), or from the Markdown when it changed since. Reading the Markdown in every file was
 * ~100 ms of Markdown and YAML parsing; test/compiled-blog.test.ts shows the two give the same posts.
 */
export function testBlog(): Blog {
  blog ??= readCompiledBlog() ?? loadBlog();
  return blog;
}

/** The search index of the site per visit statistics setting, built once per test file. */
const searchIndexes = new Map<string, SearchIndex>();

function testSearchIndex(config: Config): SearchIndex {
  const key = JSON.stringify([config.siteUrl, config.analytics]);
  const known = searchIndexes.get(key);
  if (known) return known;
  const index = new SearchIndex(siteDocuments(testBlog(), config));
  searchIndexes.set(key, index);
  return index;
}

/**
 * The posts and page renderer of the HTTP tests: the posts and the search index made once per file (a
 * renderer built its own index, 25-100 ms), pages stored at the per-response effort (brotli 3), the same
 * encodings for a fraction of brotli 11's work (test/page-cache.test.ts pins the server's).
 */
export function testParts(config: Config, log: Logger): Pick<AppParts, 'blog' | 'render'> {
  const blog = testBlog();
  const cache = new PageCache('response');
  return {
    blog,
    render: createPageRenderer(config, log, blog, { cache, search: testSearchIndex(config) }),
  };
}

/**
 * The real site (the fast path for cached pages in front of the Express app) with test configuration; no
 * port is opened. It logs errors only, and a logged error fails the test (test/support/server-errors.ts).
 */
export function testApp(
  env: NodeJS.ProcessEnv = {},
  parts: Partial<Omit<AppParts, 'blog' | 'render'>> = {},
): RequestListener {
  const config = loadConfig({ SITE_URL: testSiteUrl, LOG_LEVEL: 'error', DATA_DIR: tempDataDir(), ...env });
  const log = testLogger();
  return createSite(config, log, { ...testParts(config, log), ...parts });
}

/**
 * The strong ETag the page cache gives these bytes in this encoding (server/page-cache.ts): a response that
 * carries it was answered from the page cache, with a tag of its very content.
 */
export function pageCacheEtag(html: string, encoding: string | undefined): string {
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  return `"${hash}${encoding ? `-${encoding}` : ''}"`;
}
