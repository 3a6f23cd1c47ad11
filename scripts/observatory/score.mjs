// Scores a local HTTPS server with the MDN HTTP Observatory's own tests and grading: node score.mjs PORT PATH.
// The two tests that need HTTPS (redirection to it, HSTS) are set aside: the site runs behind a TLS proxy.
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The browsers' HSTS preload list is downloaded by the Observatory's maintenance script (no internet here);
// a local address is on no such list, so an empty one is the truth for this scan.
const preload = fileURLToPath(
  new URL('node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json', import.meta.url),
);
if (!existsSync(preload)) writeFileSync(preload, '{}\n');

const { retrieve } = await import('@mdn/mdn-http-observatory/src/retriever/retriever.js');
const { ALL_TESTS } = await import('@mdn/mdn-http-observatory/src/constants.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import('@mdn/mdn-http-observatory/src/grader/charts.js');
const { getScoreModifier } = await import('@mdn/mdn-http-observatory/src/grader/grader.js');

const [port, path = '/'] = process.argv.slice(2);
const httpsOnly = new Set(['redirectionTest', 'strictTransportSecurityTest']);
// The site is served over HTTPS on the given port (as behind its TLS proxy); port 1 refuses plain HTTP at once.
const site = await retrieve('127.0.0.1', { httpPort: 1, httpsPort: Number(port), path });
if (!site.responses.auto) throw new Error(`nothing answered on port ${port}`);
const tests = ALL_TESTS.filter((test) => !httpsOnly.has(test.name)).map((test) => test(site));
// As the Observatory's scanner grades: extra credit only counts once the score without it is an A.
const modifiers = tests.map((test) => getScoreModifier(test.result));
const uncurved = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? 100 + modifiers.reduce((a, b) => a + b, 0) : uncurved;
const results = Object.fromEntries(
  tests.map((test, i) => [
    test.constructor.name || String(i),
    { result: test.result, pass: test.pass, modifier: modifiers[i] },
  ]),
);
process.stdout.write(`${JSON.stringify({ score, tests: results })}\n`);
