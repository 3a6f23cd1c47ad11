import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { en } from '#content/i18n/en.ts';
import { Island } from '#server/island.tsx';
import { readPage } from './support/dom';
import './support/load-islands';

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
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const all = scripts.map((file) => readFileSync(path.join(assets, file), 'utf8')).join('\n');

  it('contains no page component or page text', () => {
    for (const text of [en.notFound.text, en.footer.tagline, en.pages.home.hero.text, en.pages.thankYou.successText]) {
      expect(all).not.toContain(text);
    }
    expect(all).not.toContain('renderToPipeableStream');
  });
});
