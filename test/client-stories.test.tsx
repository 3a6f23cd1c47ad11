import { within } from '@testing-library/dom';
import { renderToStaticMarkup } from 'react-dom/server';
import request from 'supertest';
import { clientStories, stories } from '#content/client-stories.ts';
import { dictionary } from '#content/i18n/index.ts';
import { languages } from '#shared/languages.ts';
import { serviceHref } from '#shared/service-links.ts';
import { ClientStories } from '#server/pages/parts/client-stories.tsx';
import { testApp } from './support/app';
import { readPage } from './support/dom';
import './support/jest-dom';

const app = testApp();

const testimonial = {
  id: 'drita',
  quote: { en: 'Our books are ready before we ask.', sq: 'Librat tanë janë gati para se t’i kërkojmë.' },
  name: 'Drita Krasniqi',
  consentDate: '2026-10-01',
};
const study = {
  id: 'distributor',
  title: { en: 'Month-end in five days', sq: 'Mbyllja e muajit për pesë ditë' },
  client: { en: 'A Prishtina distributor', sq: 'Një distributor në Prishtinë' },
  challenge: { en: 'Accounts closed six weeks late.', sq: 'Llogaritë mbylleshin gjashtë javë me vonesë.' },
  work: { en: 'We reconciled the banks weekly.', sq: 'I rakorduam bankat çdo javë.' },
  result: { en: 'The month closes by the 5th.', sq: 'Muaji mbyllet deri më 5.' },
  service: 'accounting' as const,
  consentDate: '2026-09-15',
};

describe('testimonials and case studies', () => {
  it.each(languages)(
    'the %s home page shows no such section while content/client-stories.ts is empty',
    async (lang) => {
      const t = dictionary(lang).pages.home.stories;
      expect(stories).toEqual({ testimonials: [], caseStudies: [] });
      const page = readPage((await request(app).get(`/${lang}/`).expect(200)).text);
      expect(page.queryByRole('heading', { name: t.testimonials })).toBeNull();
      expect(page.queryByRole('heading', { name: t.caseStudies })).toBeNull();
      expect(page.document.querySelector('blockquote')).toBeNull();
    },
  );

  it('shows a client’s words and name, and a role only when given: no empty line', () => {
    const t = dictionary('sq');
    const parsed = clientStories({ testimonials: [testimonial], caseStudies: [] });
    const page = readPage(renderToStaticMarkup(<ClientStories stories={parsed} lang="sq" t={t} />));
    const section = page.getByRole('region', { name: 'Çfarë thonë klientët tanë' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(page.text()).toBe('Çfarë thonë klientët tanë Librat tanë janë gati para se t’i kërkojmë. Drita Krasniqi');
    expect(page.queryByRole('heading', { name: t.pages.home.stories.caseStudies })).toBeNull();
    const withRole = clientStories({
      testimonials: [{ ...testimonial, role: { en: 'Owner, Example SH.P.K.', sq: 'Pronare, Example SH.P.K.' } }],
      caseStudies: [],
    });
    const shown = readPage(renderToStaticMarkup(<ClientStories stories={withRole} lang="en" t={dictionary('en')} />));
    expect(shown.document.querySelector('figcaption')?.textContent).toBe('Drita KrasniqiOwner, Example SH.P.K.');
  });

  it('shows a case study as challenge, work and result, linked to its service', () => {
    const t = dictionary('en');
    const parsed = clientStories({ testimonials: [], caseStudies: [study] });
    const page = readPage(renderToStaticMarkup(<ClientStories stories={parsed} lang="en" t={t} />));
    expect(page.queryByRole('heading', { name: t.pages.home.stories.testimonials })).toBeNull();
    const card = page.getByRole('article', { name: 'Month-end in five days' });
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['The challenge', 'What we did', 'The result']);
    expect(within(card).getByRole('link', { name: /^About this service\s?: Month-end in five days$/ })).toHaveAttribute(
      'href',
      serviceHref('en', 'accounting'),
    );
  });

  it('refuses an entry whose consent date is not a real date', () => {
    expect(() =>
      clientStories({ testimonials: [{ ...testimonial, consentDate: '2026-13-01' }], caseStudies: [] }),
    ).toThrow();
    expect(() => clientStories({ testimonials: [], caseStudies: [{ ...study, consentDate: 'yes' }] })).toThrow();
    const withoutConsent = { id: testimonial.id, quote: testimonial.quote, name: testimonial.name };
    // @ts-expect-error -- the consent date is required: the type check refuses an entry without one.
    expect(() => clientStories({ testimonials: [withoutConsent], caseStudies: [] })).toThrow();
  });
});
