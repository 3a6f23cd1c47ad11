import { type Locator, type Page, expect, test } from '@playwright/test';
import { loadBlog } from '#server/blog/load-blog.ts';
import { sitePaths } from '#server/site-paths.ts';
import { statisticsSite } from '../support/e2e-ports';
import { waitForIslands } from './support';

/**
 * Layout at a 390 px phone and a 1440 px desktop, in both languages: every card inside the page's container,
 * no card grid with a part-filled last row, the scroll-to-top button never over a table or a tool's result,
 * a table that scrolls sideways showing that it does, and the cookie panel clear of the hero's call to action.
 */
const widths = [
  { tag: '@phone', viewport: { width: 390, height: 844 }, isMobile: true },
  { tag: '@desktop', viewport: { width: 1440, height: 900 }, isMobile: false },
] as const;

// Every page but the blog's many articles and categories, which share one template each: one of each is enough.
const paths = sitePaths(loadBlog()).filter(
  (path) => !/\/blog\/.+\//.test(path) || /\/blog\/(category\/)?tax-planning/.test(path),
);

/** The header's container: where every page's content lines up (its padding box's inner edges). */
async function contentEdges(page: Page): Promise<{ left: number; right: number }> {
  return page.locator('.site-header .container').evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      left: box.left + parseFloat(style.paddingLeft),
      right: box.right - parseFloat(style.paddingRight),
    };
  });
}

/** Every card outside the content edges, as "selector: left–right" lines. */
async function cardsOutside(page: Page): Promise<string[]> {
  const edges = await contentEdges(page);
  return page.evaluate(({ left, right }) => {
    const cards = document.querySelectorAll('main .card-grid > *, main .card');
    return [...cards].flatMap((card) => {
      const box = card.getBoundingClientRect();
      if (box.width === 0) return [];
      return box.left < left - 1 || box.right > right + 1
        ? [`${card.className || card.tagName}: ${Math.round(box.left)}–${Math.round(box.right)}`]
        : [];
    });
  }, edges);
}

/** Each card grid's cards per row, for grids whose rows are not all the same size. */
async function unevenGrids(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main .card-grid')].flatMap((grid) => {
      const rows = new Map<number, number>();
      for (const card of grid.children) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      const counts = [...rows.values()];
      const heading = grid.closest('section')?.querySelector('h2')?.textContent ?? grid.className;
      return counts.every((count) => count === counts[0]) ? [] : [`${heading}: ${counts.join(' + ')}`];
    }),
  );
}

for (const { tag, viewport, isMobile } of widths) {
  test.describe(`${viewport.width} px ${tag}`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('pag-cookie-consent', 'true'));
    });

    for (const path of paths) {
      test(`${path}: every card in the container, no part-filled grid row`, async ({ page }) => {
        await page.goto(path);
        expect(await cardsOutside(page)).toEqual([]);
        expect(await unevenGrids(page)).toEqual([]);
      });
    }

    const covered = [
      { path: '/en/business-formation/', keepClear: '.table-scroll' },
      { path: '/sq/business-formation/', keepClear: '.table-scroll' },
      { path: '/en/blog/tax-planning-tips-kosovo/', keepClear: '.table-scroll' },
      { path: '/sq/blog/tax-planning-tips-kosovo/', keepClear: '.table-scroll' },
      { path: '/en/tools/salary/?gross=1000', keepClear: '.tool-result' },
      { path: '/sq/tools/salary/?gross=1.000', keepClear: '.tool-result' },
      { path: '/en/tools/vat/?amount=100', keepClear: '.tool-result' },
      { path: '/sq/tools/profit/?profit=10.000', keepClear: '.tool-result' },
    ];
    for (const { path, keepClear } of covered) {
      test(`${path}: the scroll-to-top button never sits over a table or a result`, async ({ page }) => {
        await page.goto(path);
        await waitForIslands(page);
        await expect(page.locator(keepClear).first()).toBeVisible();
        const button = page.locator('.scroll-top');
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        let shown = 0;
        let steppedAside = 0;
        for (let y = 0; y < height; y += Math.round(viewport.height / 4)) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          // The island updates on the scroll event; the next frame has it.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
          const state = await button.evaluate((element, selector) => {
            const box = element.getBoundingClientRect();
            const over = [...document.querySelectorAll(selector)].some((other) => {
              const r = other.getBoundingClientRect();
              return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
            });
            // The island's decision; the fade that carries it out takes a moment more.
            return { visible: element.getAttribute('data-visible') === 'true', over };
          }, '.table-scroll, table, .tool-result');
          expect(state.visible && state.over, `at ${y} px`).toBe(false);
          if (state.visible) shown += 1;
          if (state.over) steppedAside += 1;
        }
        expect(shown).toBeGreaterThan(0);
        // On a phone the tables and results span the screen, so the button had to step aside at least once.
        if (isMobile) expect(steppedAside).toBeGreaterThan(0);
      });
    }
  });
}

/** Mean brightness (0–255) of a 6 px strip at the left and the right edge of an element, middle of its height. */
async function edgeBrightness(page: Page, element: Locator): Promise<{ left: number; right: number }> {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(image, 0, 0);
    const strip = (x: number) => {
      const pixels = context.getImageData(x, Math.round(image.height * 0.35), 6, Math.round(image.height * 0.5)).data;
      // Red, green and blue of every pixel (each fourth byte is alpha).
      const colours = pixels.filter((_, index) => index % 4 !== 3);
      return colours.reduce((sum, value) => sum + value, 0) / colours.length;
    };
    return { left: strip(3), right: strip(image.width - 9) };
  }, png);
}

test.describe('a table wider than a phone @phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const path of ['/en/blog/tax-planning-tips-kosovo/', '/sq/blog/tax-planning-tips-kosovo/']) {
    test(`${path}: shows a shadow on the side that has more columns`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('pag-cookie-consent', 'true'));
      await page.goto(path);
      const scroller = page.locator('main .table-scroll').first();
      await scroller.scrollIntoViewIfNeeded();
      expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      const atStart = await edgeBrightness(page, scroller);
      expect(atStart.right).toBeLessThan(atStart.left - 8);
      await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      const atEnd = await edgeBrightness(page, scroller);
      expect(atEnd.left).toBeLessThan(atEnd.right - 8);
    });
  }
});

test.describe('the cookie panel on a 390 px phone @phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const lang of ['en', 'sq'] as const) {
    test(`/${lang}/: comes after a second with its three choices, clear of the hero's call to action`, async ({
      page,
    }) => {
      // The panel asks only where there is something to allow: the site with visit statistics configured.
      await page.goto(statisticsSite(`/${lang}/`));
      const banner = page.locator('.cookie-banner');
      await expect(banner).toBeVisible({ timeout: 3000 });
      expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(1000);
      await expect(banner.locator('.cookie-banner-actions .button')).toHaveCount(3);
      // The slide-in has finished when the banner stops moving.
      await page.waitForTimeout(600);
      const panel = await banner.boundingBox();
      const action = await page.locator('.hero-actions a').first().boundingBox();
      if (!panel || !action) throw new Error('banner or call to action not laid out');
      expect(action.y + action.height).toBeLessThan(panel.y);
    });
  }
});

test.describe('the header on a 320 px phone @phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  for (const lang of ['en', 'sq'] as const) {
    test(`/${lang}/: the firm's name ends before the header's buttons begin`, async ({ page }) => {
      await page.goto(`/${lang}/tools/vat/`);
      const { textRight, buttonsLeft } = await page.evaluate(() => {
        const name = document.querySelector('.brand-name');
        const buttons = document.querySelector('.header-tools');
        if (!name || !buttons) throw new Error('header not rendered');
        const range = document.createRange();
        range.selectNodeContents(name);
        const lines = [...range.getClientRects()];
        return {
          textRight: Math.max(...lines.map((line) => line.right)),
          buttonsLeft: buttons.getBoundingClientRect().left,
        };
      });
      expect(textRight).toBeLessThanOrEqual(buttonsLeft);
    });
  }
});

test.describe('the skip link on a 320 px phone @phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  // Its Albanian words take two lines here: it once showed its lower edge above the header.
  for (const lang of ['en', 'sq'] as const) {
    test(`/${lang}/: out of sight until focused, then wholly in view`, async ({ page }) => {
      await page.goto(`/${lang}/`);
      const link = page.locator('.skip-link');
      const box = await link.boundingBox();
      expect(box ? box.y + box.height : Number.NaN).toBeLessThanOrEqual(0);
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await expect(link).toBeInViewport({ ratio: 1 });
    });
  }
});

test.describe('the header on a phone without JavaScript @phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, javaScriptEnabled: false });

  test('shows every navigation link, then scrolls away with the page instead of covering it', async ({ page }) => {
    await page.goto('/sq/tools/profit/');
    const header = page.locator('.site-header');
    await expect(header.getByRole('link', { name: 'Kalkulatorët', exact: true })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).not.toBeInViewport();
  });
});

test.describe('a result reached without JavaScript on a desktop @desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, javaScriptEnabled: false });

  for (const lang of ['en', 'sq'] as const) {
    test(`/${lang}/tools/salary/: the form lands on the result with its heading clear of the sticky header`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/tools/salary/`);
      await page.locator('input[name="gross"]').fill('1500');
      await page.locator('.tool-form button[type="submit"]').click();
      await expect(page).toHaveURL(/#result$/);
      const header = await page.locator('.site-header').boundingBox();
      const heading = await page.locator('#tool-result-title').boundingBox();
      expect(header && heading && heading.y >= header.y + header.height).toBe(true);
    });
  }
});
