import ICAL from 'ical.js';
import request from 'supertest';
import { getAllByRole, getByRole, within } from '@testing-library/dom';
import { type Lang } from '#shared/languages.ts';
import { href } from '#shared/routes.ts';
import { testApp, testSiteUrl } from './support/app';
import { readPage } from './support/dom';
import { metaContent } from './support/html';

const app = testApp();
const host = new URL(testSiteUrl).hostname;

function documentOf(html: string): Document {
  return readPage(html).document;
}

/** The page's deadlines as a visitor sees them: each item's anchor and its date. */
async function pageDeadlines(path: string): Promise<Array<{ id: string; due: string; title: string }>> {
  const document = documentOf((await request(app).get(path).expect(200)).text);
  return [...document.querySelectorAll('li.deadline')].map((item) => ({
    id: item.id,
    due: item.querySelector('time')?.getAttribute('datetime') ?? '',
    title: item.querySelector('h3')?.textContent ?? '',
  }));
}

/** A feed read by a real iCalendar parser (ical.js, not the library that writes it). */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      allDay: event.startDate.isDate,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      url: String(component.getFirstPropertyValue('url')),
      trigger: String(component.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')),
      description: event.description,
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

const kosovoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date());

describe('the tax calendar page', () => {
  it('lists the coming deadlines by month, each with a stable anchor and its own calendar file', async () => {
    const document = documentOf((await request(app).get('/en/tax-calendar/').expect(200)).text);
    const main = getByRole(document.body, 'main');
    expect(getByRole(main, 'heading', { level: 1, name: 'Kosovo tax calendar' })).toBeTruthy();
    const months = getAllByRole(main, 'heading', { level: 2 }).map((heading) => heading.textContent);
    expect(months).toContain('Add to your calendar');
    expect(months.filter((name) => /^[A-Z][a-z]+ \d{4}$/.test(name ?? ''))).toHaveLength(12);
    const items = [...document.querySelectorAll('li.deadline')];
    expect(items.length).toBeGreaterThan(40);
    for (const item of items) {
      // jsdom has no style sheet, so it counts the hidden span as a block and adds a space before it.
      const link = within(item as HTMLElement).getByRole('link', { name: /^Add to calendar ?: \S/ });
      expect(link.getAttribute('href')).toBe(`/en/tax-calendar/${item.id}.ics`);
      expect(link.getAttribute('data-calendar-add')).toBe(item.id);
    }
    expect(items.every((item) => (item.querySelector('time')?.getAttribute('datetime') ?? '') >= kosovoToday)).toBe(
      true,
    );
  });

  it('names months and weekdays in Albanian on /sq/', async () => {
    const document = documentOf((await request(app).get('/sq/tax-calendar/').expect(200)).text);
    const headings = getAllByRole(document.body, 'heading', { level: 2 }).map((heading) => heading.textContent ?? '');
    expect(
      headings.some((name) =>
        /^(Janar|Shkurt|Mars|Prill|Maj|Qershor|Korrik|Gusht|Shtator|Tetor|Nëntor|Dhjetor) \d{4}$/.test(name),
      ),
    ).toBe(true);
    // Each deadline's date stands on its own line, so it starts with a capital, as the month headings do.
    const dates = [...document.querySelectorAll('li.deadline time')].map((time) => time.textContent ?? '');
    expect(dates.length).toBeGreaterThan(20);
    expect(dates.every((date) => /^E (hënë|martë|mërkurë|enjte|premte|shtunë|diel), \d{1,2} \p{L}+$/u.test(date))).toBe(
      true,
    );
  });

  it('shows only the chosen audiences, out of the index, with the whole calendar as canonical', async () => {
    const res = await request(app).get('/en/tax-calendar/?for=vat').expect(200);
    expect(metaContent(res.text, 'robots')).toEqual(['noindex, follow']);
    expect(res.text).toContain(`<link rel="canonical" href="${testSiteUrl}/en/tax-calendar/"/>`);
    const titles = (await pageDeadlines('/en/tax-calendar/?for=vat')).map((deadline) => deadline.title);
    expect(titles.length).toBe(12);
    expect(titles.every((title) => title.startsWith('VAT return and payment for'))).toBe(true);
    const whole = await request(app).get('/en/tax-calendar/').expect(200);
    expect(metaContent(whole.text, 'robots')[0]).toMatch(/^index/);
  });

  it('keeps the chosen boxes ticked and the subscribe links on the same choice', async () => {
    const document = documentOf((await request(app).get('/en/tax-calendar/?for=employer,vat').expect(200)).text);
    const ticked = [...document.querySelectorAll<HTMLInputElement>('form.calendar-filter input[type=checkbox]')].filter(
      (box) => box.checked,
    );
    expect(ticked.map((box) => box.value)).toEqual(['employer', 'vat']);
    const subscribe = [...document.querySelectorAll('a[data-calendar-subscribe]')].map((link) => [
      link.getAttribute('data-calendar-subscribe'),
      link.getAttribute('href'),
    ]);
    const feed = `${testSiteUrl}/en/tax-calendar.ics?for=employer,vat`;
    expect(subscribe).toEqual([
      ['webcal', feed.replace('https:', 'webcal:')],
      [
        'google',
        `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feed.replace('https:', 'webcal:'))}`,
      ],
      [
        'outlook',
        expect.stringContaining(
          `https://outlook.office.com/calendar/0/addfromweb?url=${encodeURIComponent(feed)}&name=`,
        ),
      ],
      [
        'outlook-com',
        expect.stringContaining(`https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feed)}&name=`),
      ],
      ['download', '/en/tax-calendar.ics?for=employer,vat'],
    ]);
  });

  it.each(['en', 'sq'])('gives Outlook the filtered feed’s own name (%s)', async (lang) => {
    const page = documentOf((await request(app).get(`/${lang}/tax-calendar/?for=employer,vat`).expect(200)).text);
    const feed = (await request(app).get(`/${lang}/tax-calendar.ics?for=employer,vat`).expect(200)).text;
    const calendarName = /^X-WR-CALNAME:(.*)$/m.exec(feed.replace(/\r\n[ \t]/g, ''))?.[1];
    expect(calendarName).toMatch(lang === 'en' ? /employers and VAT/ : /punëdhënësit/i);
    for (const kind of ['outlook', 'outlook-com']) {
      const link = new URL(page.querySelector(`a[data-calendar-subscribe="${kind}"]`)?.getAttribute('href') ?? '');
      expect(link.searchParams.get('name')).toBe(calendarName);
    }
  });

  it.each([
    ['?for=vat&for=employer', '/en/tax-calendar/?for=employer,vat'],
    ['?for=employer,bogus', '/en/tax-calendar/?for=employer'],
    ['?for=%3Cscript%3Ealert(1)%3C/script%3E', '/en/tax-calendar/'],
    ['?for=', '/en/tax-calendar/'],
  ])('sends %p, another spelling of a choice, to its one address', async (query, location) => {
    const res = await request(app).get(`/en/tax-calendar/${query}`).expect(302);
    expect(res.headers.location).toBe(location);
    expect(res.text).not.toContain('<script>alert');
  });
});

describe('the calendar feed', () => {
  it.each(['en', 'sq'] satisfies Lang[])('holds the same deadlines as the page in %p', async (lang) => {
    const page = await pageDeadlines(`/${lang}/tax-calendar/`);
    const res = await request(app).get(`/${lang}/tax-calendar.ics`).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { events } = parseCalendar(res.text);
    const upcoming = events.filter((event) => event.start >= kosovoToday);
    expect(upcoming.map((event) => [event.uid, event.start, event.summary])).toEqual(
      page.map((deadline) => [`${deadline.id}@${host}`, deadline.due, deadline.title]),
    );
  });

  it('writes all-day events with a reminder three days before and a link back to the deadline', async () => {
    const { name, events } = parseCalendar((await request(app).get('/sq/tax-calendar.ics?for=vat').expect(200)).text);
    expect(name).toBe('Afatet tatimore në Kosovë për bizneset e regjistruara për TVSH');
    expect(events.length).toBeGreaterThanOrEqual(12);
    for (const event of events) {
      expect(event.allDay).toBe(true);
      expect(event.trigger).toBe('-P3D');
      const id = event.uid.replace(`@${host}`, '');
      // Past ones link the page itself (the next test).
      expect(event.url).toBe(`${testSiteUrl}/sq/tax-calendar/${event.start < kosovoToday ? '' : `#${id}`}`);
      expect(new Date(`${event.end}T00:00:00Z`).getTime() - new Date(`${event.start}T00:00:00Z`).getTime()).toBe(
        86_400_000,
      );
    }
  });

  it('keeps each deadline’s UID in another build of the site', async () => {
    const uids = async (listener: typeof app) =>
      parseCalendar((await request(listener).get('/en/tax-calendar.ics').expect(200)).text).events.map((event) => [
        event.summary,
        event.uid,
      ]);
    expect(await uids(testApp())).toEqual(await uids(app));
  });

  it('answers 304 to its ETag, and may be kept an hour', async () => {
    const first = await request(app).get('/en/tax-calendar.ics?for=employer').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await request(app).get('/en/tax-calendar.ics?for=employer').set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    const other = await request(app).get('/en/tax-calendar.ics?for=vat').set('If-None-Match', etag).expect(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  // Reader ZW (E1): last months' events in the feed linked anchors the page no longer has.
  it('links each event to its deadline on the page while the page lists it, and to the page once it is past', async () => {
    const { events } = parseCalendar((await request(app).get('/sq/tax-calendar.ics').expect(200)).text);
    const page = documentOf((await request(app).get('/sq/tax-calendar/').expect(200)).text);
    const past = events.filter((event) => event.start < kosovoToday);
    expect(past.length).toBeGreaterThan(0);
    for (const event of events) {
      const anchor = event.url.split('#')[1];
      if (event.start < kosovoToday) expect(anchor).toBeUndefined();
      else expect(anchor && page.getElementById(anchor)).toBeTruthy();
    }
  });

  // A calendar app shows each line of the description on its own (reader ZG E3: „formularët …“ in lower case).
  it.each(['en', 'sq'] as const)('starts every line of a deadline’s description with a capital in %s', async (lang) => {
    const { events } = parseCalendar((await request(app).get(`/${lang}/tax-calendar.ics`).expect(200)).text);
    const lines = events.flatMap((event) => event.description.split('\n'));
    expect(lines.length).toBeGreaterThan(events.length * 2);
    expect(lines.filter((line) => line.charAt(0) !== line.charAt(0).toLocaleUpperCase(lang))).toEqual([]);
  });

  it('gives one deadline as its own file: the VAT of March 2019, due 23 April', async () => {
    const res = await request(app).get('/en/tax-calendar/vat-2019-03.ics').expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="vat-2019-03.ics"');
    const { events } = parseCalendar(res.text);
    expect(events).toEqual([
      expect.objectContaining({ uid: `vat-2019-03@${host}`, start: '2019-04-23', allDay: true }),
    ]);
    // Read as the calendar application reads it: long lines are folded at 75 octets (RFC 5545, 3.1).
    expect(res.text.replace(/\r\n[ \t]/g, '')).toContain('Catholic Easter Monday');
  });

  it.each(['/en/tax-calendar/vat-2019.ics', '/en/tax-calendar/nope-2019-01.ics', '/sq/tax-calendar/vat-2019-13.ics'])(
    'answers 404 for %p, which names no deadline, with the language’s not-found page',
    async (path) => {
      const res = await request(app)
        .get(path)
        .expect(404)
        .expect('Content-Type', /text\/html/);
      const lang = path.slice(1, 3) as Lang;
      expect(readPage(res.text).document.documentElement.lang).toBe(lang);
      expect(res.text).toContain(href(lang, 'taxCalendar'));
    },
  );
});
