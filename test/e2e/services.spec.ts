import { type Page, expect, test } from '@playwright/test';
import { dictionary } from '#content/i18n/index.ts';
import { serviceIds } from '#shared/services.ts';

/**
 * Finding a service: the home page's cards and hero, the footer and the services page's own index each land
 * on the service itself, below the sticky header; on a phone its details are folded (without JavaScript
 * too), on a desktop they are open.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pag-cookie-consent', 'true'));
});

/** The service the page has scrolled to: its card's heading is in view, just below the sticky header. */
async function expectLandedOn(page: Page, title: string) {
  const heading = page.getByRole('heading', { level: 3, name: title, exact: true });
  await expect(heading).toBeInViewport();
  const headerBottom = await page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom);
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(headerBottom);
}

for (const lang of ['en', 'sq'] as const) {
  const t = dictionary(lang);
  const services = t.pages.services.services;
  const titleOf = (id: string) => services.find((service) => service.id === id)?.title ?? id;

  test(`/${lang}/: each service card's link lands on its service`, async ({ page }) => {
    test.slow(); // three pages, one after another
    for (const card of t.pages.home.services.cards) {
      await page.goto(`/${lang}/`);
      const cards = page.getByRole('region', { name: t.pages.home.services.heading });
      await cards.getByRole('link', { name: card.title }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/services/#${card.service}$`));
      await expectLandedOn(page, titleOf(card.service));
    }
  });

  test(`/${lang}/: the hero leads foreign companies to their service`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    const hero = page.locator('.hero');
    await hero.getByRole('link', { name: t.pages.home.hero.international.link }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/services/#international$`));
    await expectLandedOn(page, titleOf('international'));
  });

  test(`/${lang}/services/: the footer and the in-page index land on each service`, async ({ page }) => {
    test.slow();
    await page.goto(`/${lang}/about/`);
    const footerLinks = page.getByRole('contentinfo').getByRole('link', { name: services[7].title });
    await footerLinks.click();
    await expectLandedOn(page, services[7].title);
    const index = page.getByRole('navigation', { name: t.pages.services.index.heading });
    await expect(index.getByRole('link')).toHaveCount(serviceIds.length);
    for (const id of ['tax', 'international'] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await index.getByRole('link', { name: titleOf(id), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expectLandedOn(page, titleOf(id));
    }
  });

  test(`/${lang}/services/: one call to action per service, carrying the service as the topic`, async ({ page }) => {
    await page.goto(`/${lang}/services/`);
    const asks = page.getByRole('link', { name: new RegExp(`^${t.pages.services.catalogue.ask}\\b`) });
    await expect(asks).toHaveCount(serviceIds.length);
    await expect(asks.nth(2)).toHaveAttribute('href', `/${lang}/contact/?topic=tax`);
  });
}

test.describe('on a phone, without JavaScript @phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the details of each service are folded, and open with their summary', async ({ page }) => {
    const t = dictionary('sq');
    await page.goto('/sq/services/');
    const card = page.locator('#business-formation');
    const included = card.getByRole('heading', { name: t.pages.services.catalogue.includedHeading });
    await expect(included).toBeHidden();
    await card.getByText(t.pages.services.catalogue.details).click();
    await expect(included).toBeVisible();
    // Folded, the nine services make a page far shorter than the 18,000 px they made in full.
    await page.goto('/sq/services/');
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(14_000);
  });
});

test.describe('on a desktop @desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the details of every service are open, with no summary to click', async ({ page }) => {
    const t = dictionary('en');
    await page.goto('/en/services/');
    await expect(page.getByRole('heading', { name: t.pages.services.catalogue.includedHeading })).toHaveCount(
      serviceIds.length,
    );
    for (const heading of await page.getByRole('heading', { name: t.pages.services.catalogue.includedHeading }).all())
      await expect(heading).toBeVisible();
    await expect(page.getByText(t.pages.services.catalogue.details)).toHaveCount(serviceIds.length);
    await expect(page.getByText(t.pages.services.catalogue.details).first()).toBeHidden();
  });
});
