import { renderToStaticMarkup } from 'react-dom/server';
import request from 'supertest';
import { dictionary } from '#content/i18n/index.ts';
import { type LegalIdentity, legal } from '#content/legal.ts';
import { fullAddress, site } from '#content/site.ts';
import { languages } from '#shared/languages.ts';
import { controllerText, legalDetails } from '#server/legal-details.ts';
import { LegalSection } from '#server/pages/parts/legal-section.tsx';
import { testApp } from './support/app';
import { readPage } from './support/dom';
import './support/jest-dom';

const app = testApp();
const en = dictionary('en');
const none: LegalIdentity = { memberships: [], licences: [] };
/** Only for these tests: a firm that has given every fact (the shipped file gives none; nothing is made up there). */
const full: LegalIdentity = {
  legalName: 'Example Advisory SH.P.K.',
  nui: '810000000',
  registeredAddress: 'Example Street 1, 10000 Prishtina',
  memberships: [{ en: 'Example Society of Accountants', sq: 'Shoqata Shembull e Kontabilistëve' }],
  licences: [{ en: 'Example licence', sq: 'Licencë shembull' }],
  indemnityInsurer: 'Example Insurance',
};

describe('legal details', () => {
  it('lists each fact given, labelled, in order, and leaves out each one not given', () => {
    expect(legalDetails(full, 'sq', dictionary('sq')).map(({ label }) => label)).toEqual([
      'Emri i regjistruar',
      'Numri unik identifikues (NUI)',
      'Selia e regjistruar',
      'Anëtarësimet',
      'Licencat',
      'Sigurimi i përgjegjësisë profesionale',
    ]);
    expect(legalDetails({ ...none, nui: '810000000' }, 'en', en)).toEqual([
      { label: 'Unique identification number (NUI)', value: '810000000' },
    ]);
    expect(legalDetails(none, 'en', en)).toEqual([]);
  });

  it('renders a section only when there is something in it: no empty heading, no dangling label', () => {
    expect(renderToStaticMarkup(<LegalSection heading="Legal details" details={[]} />)).toBe('');
    const page = readPage(
      renderToStaticMarkup(<LegalSection heading="Legal details" details={legalDetails(full, 'en', en)} />),
    );
    expect(page.getByRole('heading', { name: 'Legal details' })).toBeInTheDocument();
    expect(page.getAllByRole('term')).toHaveLength(6);
    expect(page.getAllByRole('definition').map((d) => d.textContent)).toContain('Example Insurance');
  });

  it('names the controller: registered name, seat and NUI when given, else the trading name and office', () => {
    expect(controllerText(full, 'en', en)).toBe(
      `The controller of your personal data is Example Advisory SH.P.K., Example Street 1, 10000 Prishtina. You can reach us at ${site.email}. The company is registered with the Kosovo Business Registration Agency (ARBK) under the unique identification number (NUI) 810000000.`,
    );
    expect(controllerText(none, 'sq', dictionary('sq'))).toBe(
      `Kontrollues i të dhënave tuaja personale është ${site.name}, ${fullAddress('sq')}. Na shkruani në ${site.email}.`,
    );
  });

  it.each(languages)('the %s privacy page names the controller from the legal content file', async (lang) => {
    const page = readPage((await request(app).get(`/${lang}/privacy/`).expect(200)).text);
    expect(page.text()).toContain(controllerText(legal, lang, dictionary(lang)));
  });

  it.each(languages)(
    'the %s about page and footer show the legal facts given, and nothing for those not',
    async (lang) => {
      const t = dictionary(lang);
      const page = readPage((await request(app).get(`/${lang}/about/`).expect(200)).text);
      const given = legalDetails(legal, lang, t);
      expect(page.queryByRole('heading', { name: t.legal.heading }) !== null).toBe(given.length > 0);
      for (const label of Object.values(t.legal).filter((label) => label !== t.legal.heading)) {
        const shown = given.some((detail) => detail.label === label);
        expect(page.text().includes(`${label}`)).toBe(shown);
      }
    },
  );
});
