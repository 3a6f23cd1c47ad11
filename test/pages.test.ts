import { within } from '@testing-library/dom';
import request from 'supertest';
import { dictionary } from '#content/i18n/index.ts';
import { site } from '#content/site.ts';
import { languages } from '#shared/languages.ts';
import { href } from '#shared/routes.ts';
import { testApp, testSiteUrl } from './support/app';
import { readPage } from './support/dom';
import './support/jest-dom';

const app = testApp();

describe('every page', () => {
  it('writes an absolute canonical and hreflang alternates from SITE_URL, never from Host', async () => {
    const res = await request(app).get('/sq/pricing/').set('Host', 'evil.example').expect(200);
    expect(res.text).toContain(`<link rel="canonical" href="${testSiteUrl}/sq/pricing/"/>`);
    expect(res.text).toContain(`<link rel="alternate" hrefLang="en" href="${testSiteUrl}/en/pricing/"/>`);
    expect(res.text).toContain(`<link rel="alternate" hrefLang="x-default" href="${testSiteUrl}/en/pricing/"/>`);
    expect(res.text).not.toContain('evil.example');
  });

  it('links the language menu to the same page in the other language, keeping the query', async () => {
    const res = await request(app).get('/en/thank-you/?error=true').expect(200);
    expect(res.text).toContain('href="/sq/thank-you/?error=true"');
  });

  it('marks the current section in the navigation', async () => {
    const res = await request(app).get('/sq/faq/').expect(200);
    expect(res.text).toMatch(/<a href="\/sq\/faq\/" aria-current="page">Pyetje të shpeshta<\/a>/);
  });

  it('answers HEAD with headers only', async () => {
    const res = await request(app).head('/en/about/').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toBeUndefined();
  });

  it('gives crawlers the complete document', async () => {
    const res = await request(app)
      .get('/en/')
      .set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
      .expect(200);
    expect(res.text.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('answers the health check cheaply', async () => {
    const res = await request(app).get('/healthz').expect(200);
    expect(res.text).toBe('ok');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('thank-you page', () => {
  it('shows success by default and is kept out of search results', async () => {
    const res = await request(app).get('/en/thank-you/').expect(200);
    const page = readPage(res.text);
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Thank You!');
    expect(page.getByRole('link', { name: 'Send Another Message' })).toHaveAttribute('href', '/en/contact/');
    expect(res.text).toContain('name="robots" content="noindex');
  });

  it.each(languages)(
    'in %s, says when the reply comes in the words the contact and pricing pages promise it, and what follows',
    async (lang) => {
      const t = dictionary(lang);
      const page = readPage((await request(app).get(`/${lang}/thank-you/`).expect(200)).text);
      expect(page.text()).toContain(`${t.pages.thankYou.successText} ${t.replyTime}`);
      for (const promising of ['contact', 'pricing'] as const) {
        const other = readPage((await request(app).get(href(lang, promising)).expect(200)).text);
        expect(other.text()).toContain(t.replyTime);
      }
      const next = page.getByRole('region', { name: t.pages.thankYou.next.heading });
      expect(
        within(next)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(t.pages.thankYou.next.steps);
      const chat = page.getByRole('link', { name: `${t.pages.contact.chat.button} ${t.a11y.opensInNewTab}` });
      expect(chat).toHaveAttribute('href', site.chatUrl);
    },
  );

  it('offers the chat when sending failed, without the next steps of a message that did not arrive', async () => {
    const t = dictionary('en');
    const page = readPage((await request(app).get('/en/thank-you/?error=true').expect(200)).text);
    const chat = page.getByRole('link', { name: `${t.pages.contact.chat.button} ${t.a11y.opensInNewTab}` });
    expect(chat).toHaveAttribute('href', site.chatUrl);
    expect(page.queryByRole('region', { name: t.pages.thankYou.next.heading })).toBeNull();
    expect(page.text()).not.toContain(t.replyTime);
  });

  it('shows failure when the error parameter is "true", whatever else the query holds', async () => {
    for (const query of ['?error=true', '?utm_source=mail&error=true', '?error=true&x=1']) {
      const failed = await request(app).get(`/sq/thank-you/${query}`).expect(200);
      expect(failed.text).toContain('Dërgimi dështoi');
      expect(failed.text).toContain('Provoni përsëri');
    }
    for (const value of ['TRUE', '1', 'yes', 'true%20', '']) {
      const res = await request(app).get(`/en/thank-you/?error=${value}`).expect(200);
      expect(res.text).toContain('Thank You!');
    }
  });

  it('never echoes the query string into the page body', async () => {
    const res = await request(app).get('/en/thank-you/?error=%3Cscript%3Ealert(1)%3C%2Fscript%3E').expect(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
  });

  it('describes each outcome in its own meta description and names the page without the heading’s exclamation mark in the trail', async () => {
    const description = (html: string) =>
      readPage(html).document.querySelector('meta[name="description"]')?.getAttribute('content');
    const ok = await request(app).get('/sq/thank-you/').expect(200);
    const failed = await request(app).get('/sq/thank-you/?error=true').expect(200);
    expect(description(ok.text)).toBe('Mesazhi juaj arriti te ekipi ynë. Shihni çfarë ndodh më pas.');
    expect(description(failed.text)).toBe(
      'Mesazhi juaj nuk u dërgua. Provoni përsëri ose na kontaktoni drejtpërdrejt me telefon, email ose WhatsApp.',
    );
    const trail = readPage(ok.text).document.querySelector('nav.breadcrumbs')?.textContent ?? '';
    expect(trail).toContain('Faleminderit');
    expect(trail).not.toContain('Faleminderit!');
  });
});

describe('a link that opens in a new tab', () => {
  it('keeps its visible text and the hidden note as two words', async () => {
    const page = readPage((await request(app).get('/sq/contact/').expect(200)).text);
    const texts = [...page.document.querySelectorAll('a[target="_blank"]')].map((a) => a.textContent ?? '');
    expect(texts.filter((text) => text.includes('(hapet në skedë të re)')).length).toBeGreaterThan(0);
    expect(texts.filter((text) => /\S\(hapet në skedë të re\)/u.test(text))).toEqual([]);
  });
});
