import { within } from '@testing-library/dom';
import request from 'supertest';
import { dictionary } from '#content/i18n/index.ts';
import { readPageAnalytics } from '#shared/analytics.ts';
import { href } from '#shared/routes.ts';
import { testApp } from './support/app';
import { readPage } from './support/dom';
import './support/jest-dom';

const plausible = {
  ANALYTICS_PROVIDER: 'plausible',
  ANALYTICS_URL: 'https://stats.example-firm.test',
  ANALYTICS_SITE: 'www.example-firm.test',
};
const withStatistics = testApp(plausible);
const without = testApp();

/** The page as a browser has it: its document, and its body to query by role and name. */
async function open(site: ReturnType<typeof testApp>, path: string, status = 200) {
  const res = await request(site).get(path).expect(status);
  const { document } = readPage(res.text);
  return { document, page: within(document.body) };
}

describe('without visit statistics configured', () => {
  it.each(['en', 'sq'] as const)('asks nothing and offers no privacy settings (%s)', async (lang) => {
    const { document, page } = await open(without, href(lang, 'home'));
    expect(page.queryByRole('region', { name: dictionary(lang).cookies.regionLabel })).toBeNull();
    expect(page.queryByRole('dialog', { hidden: true })).toBeNull();
    const footer = within(page.getByRole('contentinfo'));
    expect(footer.queryByRole('button', { name: dictionary(lang).cookies.footerLink })).toBeNull();
    expect(document.documentElement.hasAttribute('data-analytics')).toBe(false);
  });

  it('says on the privacy page that nothing is measured, in both languages', async () => {
    const en = await open(without, href('en', 'privacy'));
    const statistics = en.page.getByRole('region', { name: 'Visit statistics' });
    expect(statistics).toHaveTextContent('We do not measure visits.');
    expect(statistics).toHaveTextContent('the site does not ask for your consent');
    expect(en.document.body).not.toHaveTextContent('Plausible');
    expect(en.page.getByText(/^Stored in your browser: your colour theme, if you choose one\./)).toBeTruthy();
    const sq = await open(without, href('sq', 'privacy'));
    expect(sq.page.getByRole('region', { name: 'Statistikat e vizitave' })).toHaveTextContent('Nuk i masim vizitat.');
  });
});

describe('with visit statistics configured', () => {
  // Named after what they ask about, not after cookies the site does not set; the dialog says where the
  // necessary settings are kept.
  it.each([
    [
      'en',
      {
        region: 'Privacy and visit statistics',
        banner: 'with Plausible Analytics. It sets no cookies',
        dialog: 'Privacy settings',
        kept: 'The necessary settings (your colour theme, if you choose one, and this choice) are kept only in your browser',
        switches: ['Necessary', 'Analytics'],
        provider: 'with Plausible Analytics at stats.example-firm.test, without cookies',
      },
    ],
    [
      'sq',
      {
        region: 'Privatësia dhe statistikat e vizitave',
        banner: 'Ky mjet nuk vendos skedarë cookie',
        dialog: 'Cilësimet e privatësisë',
        kept: 'Cilësimet e domosdoshme – tema e ngjyrave, nëse e ndryshoni, dhe kjo zgjedhje – ruhen vetëm në shfletuesin tuaj',
        switches: ['Të domosdoshme', 'Statistikat e vizitave'],
        provider: 'me Plausible Analytics në stats.example-firm.test, pa skedarë cookie',
      },
    ],
  ] as const)(
    'offers the one category that controls something, naming the provider and its host (%s)',
    async (lang, names) => {
      const { page } = await open(withStatistics, href(lang, 'home'));
      expect(page.getByRole('region', { name: names.region })).toHaveTextContent(names.banner);
      // Closed until asked for ("Settings" opens it, as here).
      page.getAllByRole('dialog', { hidden: true }).forEach((element) => element.setAttribute('open', ''));
      const dialog = page.getByRole('dialog', { name: names.dialog });
      const switches = within(dialog).getAllByRole('switch');
      expect(switches.map((s) => s.closest('label')?.querySelector('strong')?.textContent)).toEqual(names.switches);
      expect(switches[0]).toBeDisabled();
      expect(dialog).toHaveTextContent(names.kept);
      expect(dialog).toHaveTextContent(names.provider);
      expect(within(page.getByRole('contentinfo')).getByRole('button', { name: names.dialog })).toBeTruthy();
    },
  );

  it.each([
    [href('en', 'salaryTool'), 'salaryTool'],
    [`${href('en', 'salaryTool')}?gross=1200`, 'salaryTool'],
    [href('sq', 'blogArticle', { slug: 'tax-planning-tips-kosovo' }), 'blogArticle'],
    ['/en/no-such-page/', '404'],
  ])('tells the browser of %s where to send and the route name, %s', async (path, route) => {
    const { document } = await open(withStatistics, path, route === '404' ? 404 : 200);
    expect(readPageAnalytics(document.documentElement.dataset.analytics)).toEqual({
      endpoint: 'https://stats.example-firm.test/api/event',
      domain: 'www.example-firm.test',
      route,
    });
  });

  it.each([
    [
      'en',
      'Visit statistics',
      [
        'we count visits with Plausible Analytics, open-source web analytics, at stats.example-firm.test. It sets no cookies',
        'your browser sends stats.example-firm.test only the following',
        'That you sent the contact form, never what you wrote in it.',
        'That you used a calculator, and which one, never the amounts.',
        'choose “Privacy settings” at the foot of any page and switch off “Analytics”. Measuring stops at once',
      ],
    ],
    [
      'sq',
      'Statistikat e vizitave',
      [
        'i numërojmë vizitat me Plausible Analytics, një mjet analitik me burim të hapur, në stats.example-firm.test.',
        'shfletuesi juaj dërgon në stats.example-firm.test vetëm të dhënat e mëposhtme',
        'zgjidhni „Cilësimet e privatësisë“ në fund të çdo faqeje dhe çaktivizoni „Statistikat e vizitave“.',
      ],
    ],
  ] as const)(
    'says on the %s privacy page who measures, what is sent and how to withdraw',
    async (lang, heading, texts) => {
      const { page } = await open(withStatistics, href(lang, 'privacy'));
      const statistics = page.getByRole('region', { name: heading });
      for (const text of texts) expect(statistics).toHaveTextContent(text);
    },
  );
});
