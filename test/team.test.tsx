import { within } from '@testing-library/dom';
import { renderToStaticMarkup } from 'react-dom/server';
import request from 'supertest';
import { dictionary } from '#content/i18n/index.ts';
import { site } from '#content/site.ts';
import { type TeamMember, team } from '#content/team.ts';
import { languages } from '#shared/languages.ts';
import { TeamCard } from '#server/pages/parts/team-section.tsx';
import { testApp } from './support/app';
import { readPage } from './support/dom';
import './support/jest-dom';

const app = testApp();
const en = dictionary('en');
const author = site.authors.lead;

describe('team', () => {
  it.each(languages)('the %s about page lists the team, starting with the blog’s author', async (lang) => {
    const t = dictionary(lang);
    const page = readPage((await request(app).get(`/${lang}/about/`).expect(200)).text);
    const section = page.getByRole('region', { name: t.pages.about.team.heading });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(team.length);
    const first = within(section).getByRole('article', { name: author.name });
    expect(first).toHaveTextContent(author.title[lang]);
  });

  it.each(languages)('the %s article byline links to its author on the about page', async (lang) => {
    const blog = readPage((await request(app).get(`/${lang}/blog/`).expect(200)).text);
    const postHref = blog
      .getAllByRole('link')
      .find((link) => /\/blog\/[a-z-]+\/$/.test(link.getAttribute('href') ?? ''));
    const article = readPage(
      (
        await request(app)
          .get(postHref?.getAttribute('href') ?? '')
          .expect(200)
      ).text,
    );
    const byline = article.getByRole('link', { name: author.name });
    const [path, anchor] = (byline.getAttribute('href') ?? '').split('#');
    expect(path).toBe(`/${lang}/about/`);
    const about = readPage(
      (
        await request(app)
          .get(path ?? '')
          .expect(200)
      ).text,
    );
    expect(about.document.getElementById(anchor ?? '')).toHaveAccessibleName(author.name);
  });

  it('shows a person’s optional facts only when given: no empty label, no photo or profile made up', () => {
    const bare: TeamMember = { id: 'x', name: 'A. Person', role: { en: 'Accountant', sq: 'Kontabiliste' } };
    const page = readPage(renderToStaticMarkup(<TeamCard member={bare} lang="en" t={en} />));
    expect(page.queryAllByRole('term')).toEqual([]);
    expect(page.queryByRole('img')).toBeNull();
    expect(page.queryByRole('link')).toBeNull();
    expect(page.text()).toBe('A. Person Accountant');
    const full: TeamMember = {
      ...bare,
      qualifications: [{ en: 'Certified Accountant', sq: 'Kontabiliste e certifikuar' }],
      languages: { en: 'Albanian, English', sq: 'shqip, anglisht' },
      photo: '/team/a-person.jpg',
      profileUrl: 'https://www.linkedin.com/in/example',
    };
    const shown = readPage(renderToStaticMarkup(<TeamCard member={full} lang="sq" t={dictionary('sq')} />));
    expect(shown.getAllByRole('term').map((term) => term.textContent)).toEqual(['Kualifikimet', 'Gjuhët']);
    expect(shown.getByRole('img', { name: 'A. Person' })).toHaveAttribute('src', '/team/a-person.jpg');
    expect(shown.getByRole('link', { name: /^Profili profesional/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/example',
    );
  });
});
