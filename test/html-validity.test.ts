import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import vnu from 'vnu-jar';
import { sitePaths } from '#server/site-paths.ts';
import { testApp, testBlog } from './support/app';

const run = promisify(execFile);
const app = testApp();

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
}

/** Every page, plus the states that render differently (404, failed submission, tool results and errors). */
const pages = [
  ...sitePaths(testBlog()),
  '/en/no-such-page/',
  '/sq/no-such-page/',
  '/en/thank-you/?error=true',
  '/en/tools/salary/?gross=1000&employment=secondary',
  '/sq/tools/salary/?net=abc',
  '/sq/tools/vat/?amount=100&rate=8&mode=extract',
  '/en/tools/profit/?profit=250000',
];

describe('HTML validity (Nu Html Checker)', () => {
  it('reports zero errors on every page', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
    try {
      const files: string[] = [];
      for (const [index, page] of pages.entries()) {
        const res = await request(app).get(page);
        const file = path.join(dir, `${index}-${page.replace(/[^a-z0-9]+/gi, '_')}.html`);
        writeFileSync(file, res.text);
        files.push(file);
      }
      const result = await run('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], {
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { stdout: string; stderr: string }) => error);
      // The checker writes its JSON report to stderr even when it finds nothing: no report, no check.
      expect(result.stderr).toContain('"messages"');
      const report = JSON.parse(result.stderr) as { messages: VnuMessage[] };
      const errors = report.messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
      expect(errors.map((m) => `${path.basename(m.url ?? '')}: ${m.message} — ${m.extract ?? ''}`)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
