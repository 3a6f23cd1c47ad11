import { renderToString } from 'react-dom/server';
import request from 'supertest';
import { dictionary } from '#content/i18n/index.ts';
import { href } from '#shared/routes.ts';
import { GlobalWidgets } from '#server/document/global-widgets.tsx';
import { renderToHtml, storedParts } from '#server/document/rendered-once.tsx';
import { loadConfig } from '#server/config.ts';
import { testApp } from './support/app';

const app = testApp();

describe('parts rendered once per language', () => {
  it.each([
    ['en', `${href('en', 'search')}?q=tax`],
    ['sq', `${href('sq', 'search')}?q=tatim`],
  ])(
    'sends %s %s the same whether the footer and widgets render inline (first page) or come rendered',
    async (lang, path) => {
      // Keys are "part|language|…" (server/document/rendered-once.tsx).
      const storedForLang = async () =>
        (await storedParts()).filter((key) => key.split('|')[1] === lang).map((key) => key.split('|')[0]);
      expect(await storedForLang()).toEqual([]);
      const first = await request(app).get(path).expect(200);
      expect((await storedForLang()).sort()).toEqual(['footer', 'widgets']);
      const second = await request(app).get(path).expect(200);
      const third = await request(app).get(path).expect(200);
      expect(first.text).toContain('class="site-footer"');
      expect(first.text).toContain('class="global-widgets"');
      expect(second.text).toBe(first.text);
      expect(third.text).toBe(first.text);
    },
  );

  const { analytics } = loadConfig({
    ANALYTICS_PROVIDER: 'plausible',
    ANALYTICS_URL: 'https://plausible.example.com',
    ANALYTICS_SITE: 'www.example.com',
  });

  it.each(['en', 'sq'] as const)('writes the %s widgets as renderToString would, for hydration', async (lang) => {
    // With visit statistics configured, so the consent banner is among them.
    const part = <GlobalWidgets lang={lang} t={dictionary(lang)} analytics={analytics} />;
    expect(await renderToHtml(part)).toBe(renderToString(part));
  });
});
