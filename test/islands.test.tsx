import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { en } from '../content/i18n/en';
import { Island } from '../server/island';

describe('islands', () => {
  it('serialises props into an attribute that markup cannot break out of', () => {
    const hostile = '</script><script>alert(1)</script>"\'&';
    const html = renderToStaticMarkup(<Island name="go-back" props={{ label: hostile }} />);
    expect(html).not.toContain('<script>');
    expect(html).toContain('data-island="go-back"');
    const attribute = /data-props="([^"]*)"/.exec(html)?.[1] ?? '';
    const decoded = attribute.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual({ label: hostile });
  });

  it('renders the widget itself on the server, so it works before hydration', () => {
    const html = renderToStaticMarkup(<Island name="theme-toggle" props={{ label: 'Dark mode' }} />);
    expect(html).toContain('<button type="button"');
    expect(html).toContain('aria-pressed="false"');
  });
});

describe('client bundle', () => {
  const assets = 'dist/client/assets';
  const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as { entry: string; preload: string[] };
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const all = scripts.map((file) => readFileSync(path.join(assets, file), 'utf8')).join('\n');

  it('contains no page component or page text', () => {
    for (const text of [en.notFound.text, en.footer.tagline, en.pages.home.hero.text, en.pages.thankYou.successText]) {
      expect(all).not.toContain(text);
    }
    expect(all).not.toContain('renderToPipeableStream');
  });

  it('loads under 85 KB gzip on a page, with every island', () => {
    const total = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file))).length, 0);
    expect(total).toBeLessThan(85 * 1024);
    expect(manifest.entry).toMatch(/^\/assets\/entry-[A-Z0-9]+\.js$/);
  });
});
