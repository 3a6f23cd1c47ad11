import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './test/support/chromium';
import { e2ePorts, statisticsServer } from './test/support/e2e-ports';

const port = e2ePorts.site;
// The site's messages go to a throwaway folder, named once here for the worker processes too (they inherit
// the environment): test/e2e/contact-form.spec.ts reads what was stored there with the messages command.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-data-')));
const server = (listen: number, env: Record<string, string>) => ({
  command: 'node dist/server/index.js',
  url: `http://127.0.0.1:${listen}/healthz`,
  reuseExistingServer: false,
  env: {
    PORT: String(listen),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-data-')),
    ...env,
  },
});

/** End-to-end tests in Debian's Chromium (never a downloaded browser) against the production build. */
export default defineConfig({
  testDir: 'test/e2e',
  // Builds when dist/ is older than the source: the suite never tests a stale bundle.
  globalSetup: './test/support/global-setup.mjs',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Two cores shared by two browsers and two servers: an event or a paint can take seconds to arrive. A test
  // that measures time says so with a timeout of its own.
  expect: { timeout: 10_000 },
  // axe-core over the longest pages (the tax calendar's fifty deadlines) takes seconds of one core.
  timeout: 60_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  // A test tagged @desktop or @phone belongs to that project alone (hover, the phone's menu button); it is
  // not listed, rather than skipped, in the other. A test tagged @timing measures paint times: it runs last,
  // alone, once the other projects are done, so no other browser shares the two cores while it measures.
  projects: [
    { name: 'desktop', grepInvert: /@phone|@timing/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grepInvert: /@desktop|@timing/,
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'timing',
      grep: /@timing/,
      dependencies: ['desktop', 'phone'],
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    // TRUST_PROXY: the contact form's tests say which visitor they are (X-Forwarded-For, one per project), so the
    // two projects' messages do not share one rate limit of five in ten minutes (test/e2e/contact-form.spec.ts).
    server(port, { SITE_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, TRUST_PROXY: '1' }),
    // The same build with visit statistics configured (the consent banner, the events): its own host name,
    // which the tests that record events map to 127.0.0.1, because Plausible's tracker sends nothing from a
    // page on localhost or 127.x; they map the statistics server's name to a collector of their own.
    server(e2ePorts.statistics, {
      SITE_URL: `http://site.test:${e2ePorts.statistics}`,
      ANALYTICS_PROVIDER: 'plausible',
      ANALYTICS_URL: statisticsServer,
      ANALYTICS_SITE: 'site.test',
    }),
  ],
});
