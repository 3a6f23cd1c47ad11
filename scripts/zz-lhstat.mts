import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { startCollector } from '#test/support/plausible-collector.ts';
import { startProductionServer } from './production-server';
const port = 3423, cport = 3424, origin = `http://site.test:${port}`;
const server = await startProductionServer(port, { SITE_URL: origin, ANALYTICS_PROVIDER: 'plausible', ANALYTICS_URL: `http://127.0.0.1:${cport}`, ANALYTICS_SITE: 'site.test' });
const collector = await startCollector(cport);
const allowed = process.argv[3] === 'allowed';
const flags = ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--host-resolver-rules=MAP site.test 127.0.0.1','--disable-blink-features=AutomationControlled',`--unsafely-treat-insecure-origin-as-secure=${origin}`];
for (let i = 0; i < Number(process.argv[4] ?? 1); i++) {
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: flags, userDataDir: mkdtempSync('/tmp/lighthouse-profile-') });
if (allowed) { const b = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` }); const p = await b.newPage(); await p.goto(`${origin}/robots.txt`); await p.evaluate(() => { localStorage.setItem('pag-cookie-consent','true'); localStorage.setItem('pag-cookie-preferences', JSON.stringify({necessary:true,analytics:true,marketing:false,preferences:false})); }); await p.close(); await b.disconnect(); }
const r = await lighthouse(origin + process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: allowed });
chrome.kill();

const a = r!.lhr.audits;
console.log(['first-contentful-paint','largest-contentful-paint','total-blocking-time'].map(id => `${id} ${a[id].numericValue?.toFixed(0)} ${a[id].score}`).join(' | '), 'perf', r!.lhr.categories.performance.score, 'bench', r!.lhr.environment.benchmarkIndex);
}
server.kill('SIGTERM'); await collector.close(); process.exit(0);
