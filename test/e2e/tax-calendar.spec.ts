import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { waitForIslands } from './support';

/** The events of a feed, read by ical.js (the feed is written by ical-generator). */
function events(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toString(),
      summary: event.summary,
      allDay: event.startDate.isDate,
    };
  });
}

for (const lang of ['en', 'sq'] as const) {
  test(`the ${lang} feed holds the deadlines the ${lang} page shows`, async ({ page, request, baseURL }) => {
    await page.goto(`/${lang}/tax-calendar/`);
    const shown = await page.locator('li.deadline').evaluateAll((items) =>
      items.map((item) => ({
        id: item.id,
        due: item.querySelector('time')?.getAttribute('datetime') ?? '',
        title: item.querySelector('h3')?.textContent ?? '',
      })),
    );
    expect(shown.length).toBeGreaterThan(40);
    const feed = await request.get(`/${lang}/tax-calendar.ics`);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const today = shown[0]?.due ?? '';
    const host = new URL(baseURL ?? '').hostname;
    const upcoming = events(await feed.text()).filter((event) => event.start >= today);
    expect(upcoming.every((event) => event.allDay)).toBe(true);
    expect(upcoming.map((event) => [event.uid, event.start, event.summary])).toEqual(
      shown.map((deadline) => [`${deadline.id}@${host}`, deadline.due, deadline.title]),
    );
  });
}

test('the feed answers 304 to its ETag', async ({ request }) => {
  const first = await request.get('/en/tax-calendar.ics?for=employer,vat');
  const etag = first.headers().etag ?? '';
  expect(etag).not.toBe('');
  const again = await request.get('/en/tax-calendar.ics?for=employer,vat', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter is a plain form: ticking VAT shows the VAT deadlines at a shareable address', async ({ page }) => {
    await page.goto('/en/tax-calendar/');
    await page.getByRole('checkbox', { name: 'VAT-registered' }).check();
    await page.getByRole('checkbox', { name: 'Employer' }).check();
    await page.getByRole('button', { name: 'Show deadlines' }).click();
    await expect(page).toHaveURL(/\/en\/tax-calendar\/\?for=employer,vat$/);
    const titles = await page.locator('li.deadline h3').allTextContents();
    expect(titles.length).toBeGreaterThan(20);
    expect(titles.every((title) => /^(VAT return|Wage tax|Tax withheld)/.test(title))).toBe(true);
    await expect(page.getByRole('link', { name: 'Show all deadlines' })).toHaveAttribute('href', '/en/tax-calendar/');
  });
});

test('a shared link to one deadline shows it', async ({ page }) => {
  await page.goto('/sq/tax-calendar/');
  const id = await page.locator('li.deadline').nth(5).getAttribute('id');
  await page.goto(`/sq/tax-calendar/#${id}`);
  await waitForIslands(page);
  await expect(page.locator(`li.deadline#${id}`)).toBeInViewport();
});

test.describe('on a phone @phone', () => {
  test('the deadlines come right after the filter, and the summary above them leads to the subscribe links', async ({
    page,
  }) => {
    await page.goto('/en/tax-calendar/');
    const first = await page.locator('li.deadline').first().boundingBox();
    const subscribe = page.getByRole('region', { name: 'Add to your calendar' });
    const links = await subscribe.boundingBox();
    if (!first || !links) throw new Error('deadline or subscribe links not laid out');
    expect(first.y).toBeLessThan(links.y);
    // Within two screens of the top, where the subscribe links pushed it past three.
    expect(first.y).toBeLessThan(2 * (page.viewportSize()?.height ?? 0));
    await page.getByRole('link', { name: 'Add to your calendar', exact: true }).click();
    await expect(subscribe.getByRole('link', { name: 'Google Calendar' })).toBeInViewport();
  });
});
