import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import request from 'supertest';
import { en } from '#content/i18n/en.ts';
import { sitePaths } from '#server/site-paths.ts';
import { testApp, testBlog } from './support/app';
import { readPage } from './support/dom';
import { assetManifest, scriptsForIslands } from '#server/assets.ts';
import { Island } from '#server/island.tsx';

describe('islands', () => {
  it('serialises props into an attribute that markup cannot break out of', () => {
    const hostile = '</script><script>alert(1)</script>"\'&';
    const html = renderToStaticMarkup(<Island name="go-back" props={{ label: hostile }} />);
    expect(html).not.toContain('<script>');
    expect(html).toContain('data-island="go-back"');
    const island = readPage(html).document.querySelector<HTMLElement>('[data-island="go-back"]');
    expect(JSON.parse(island?.dataset.props ?? '')).toEqual({ label: hostile });
  });

  it('renders the widget itself on the server, so it works before hydration', () => {
    const html = renderToStaticMarkup(<Island name="theme-toggle" props={{ label: 'Dark mode' }} />);
    expect(html).toContain('<button type="button"');
    expect(html).toContain('aria-pressed="false"');
  });
});

describe('client bundle', () => {
  const assets = 'dist/client/assets';
  const manifest = assetManifest();
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const all = scripts.map((file) => readFileSync(path.join(assets, file), 'utf8')).join('\n');

  it('contains no page component or page text', () => {
    for (const text of [en.notFound.text, en.footer.tagline, en.pages.home.hero.text, en.pages.thankYou.successText]) {
      expect(all).not.toContain(text);
    }
    expect(all).not.toContain('renderToPipeableStream');
  });

  it('loads under 85 KB gzip of JavaScript on every page, islands included', async () => {
    const app = testApp();
    const gzipped = (url: string) => gzipSync(readFileSync(path.join(assets, path.basename(url)))).length;
    let largest = { path: '', bytes: 0 };
    for (const page of [...sitePaths(testBlog()), '/en/no-such-page/']) {
      const html = (await request(app).get(page)).text;
      const names = new Set([...html.matchAll(/data-island="([a-z-]+)"/g)].map((m) => m[1] ?? ''));
      const files = scriptsForIslands(manifest, names);
      const bytes = [...files].reduce((sum, file) => sum + gzipped(file), 0);
      if (bytes > largest.bytes) largest = { path: page, bytes };
    }
    expect(largest.bytes).toBeLessThan(85 * 1024);
    expect(manifest.entry).toMatch(/^\/assets\/boot-[A-Z0-9]+\.js$/);
    // Every page of the site rendered cold, one after another: the time grows with the site.
  }, 60_000);
});
