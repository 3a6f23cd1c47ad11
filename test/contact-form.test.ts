import { Writable } from 'node:stream';
import { type Store as RateLimitStore } from 'express-rate-limit';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { SqliteMessageStore } from '#server/contact/sqlite-store.ts';
import { en } from '#content/i18n/en.ts';
import { sq } from '#content/i18n/sq.ts';
import { site } from '#content/site.ts';
import { limits } from '#shared/contact-fields.ts';
import { tempDataDir, testParts, testSiteUrl } from './support/app';
import { postedFormValues, readPage } from './support/dom';
import { lockDatabase } from './support/lock-database';
import './support/jest-dom';

const valid = {
  name: 'Arta Berisha',
  email: 'arta@example.com',
  phone: '+383 44 555 666',
  company: 'Berisha Trade SH.P.K.',
  message: 'We need monthly bookkeeping and VAT returns for a trading company.',
};

function setup(env: NodeJS.ProcessEnv = {}) {
  const config = loadConfig({ SITE_URL: testSiteUrl, LOG_LEVEL: 'silent', DATA_DIR: tempDataDir(), ...env });
  const store = new SqliteMessageStore(config.dataDir);
  const log = pino({ level: 'silent' });
  const app = createApp(config, log, { ...testParts(config, log), store });
  return { app, store };
}

/** A logger whose lines (warnings and errors) the test reads. */
function recordingLogger() {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) });
  return { log: pino({ level: 'warn' }, sink), lines };
}

function post(app: ReturnType<typeof setup>['app'], path: string, body: string) {
  return request(app).post(path).type('form').set('Origin', testSiteUrl).send(body);
}

const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The valid form posted with the given headers (whose origin the form checks). */
const postValid = (app: Parameters<typeof request>[0], headers: Record<string, string>) =>
  request(app).post('/en/contact/').type('form').set(headers).send(encode(valid));

describe('contact form page', () => {
  it('offers the fields, a hidden honeypot and a privacy notice', async () => {
    const { app } = setup();
    const res = await request(app).get('/sq/contact/').expect(200);
    for (const field of ['name', 'email', 'phone', 'company', 'message', 'website'])
      expect(res.text).toContain(`name="${field}"`);
    const form = /<form class="contact-form"[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(form).toContain('action="/sq/contact/"');
    expect(form).toContain('method="post"');
    expect(res.text).toContain('href="/sq/privacy/">politikën tonë të privatësisë</a>');
  });
});

describe('what the message is about, and when to call', () => {
  it('offers the topics (services, plans, something else) and the times to call, both optional', async () => {
    const { app } = setup();
    const page = readPage((await request(app).get('/en/contact/').expect(200)).text);
    const topic = page.getByRole('combobox', { name: 'What is it about? (optional)' });
    const groups = [...topic.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual(['Services', 'Plans']);
    const options = [...topic.querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Business Formation in Kosovo', 'Pro plan', 'Something else']));
    const time = page.getByRole('combobox', { name: 'Best time to call you (optional)' });
    expect([...time.querySelectorAll('option')].map((option) => option.value)).toEqual(['', 'morning', 'afternoon']);
    expect(postedFormValues(page.document)).toMatchObject({ topic: '', callTime: '' });
  });

  it.each([
    ['plan-core', 'plan-core'],
    ['business-formation', 'business-formation'],
    ['<script>', ''],
    ['plan-gold', ''],
  ])('preselects the topic ?topic=%s when the form offers it', async (asked, selected) => {
    const { app } = setup();
    const res = await request(app)
      .get(`/sq/contact/?topic=${encodeURIComponent(asked)}`)
      .expect(200);
    expect(postedFormValues(res.text).topic).toBe(selected);
  });

  it.each(['en', 'sq'])(
    "each plan's button on the %s pricing page opens the form with that plan chosen",
    async (lang) => {
      const { app } = setup();
      const pricing = readPage((await request(app).get(`/${lang}/pricing/`).expect(200)).text);
      const plans = ['Starter', 'Core', 'Pro', 'Enterprise'];
      for (const plan of plans) {
        const link = pricing.getByRole('link', { name: new RegExp(` ?: ${plan}$`) });
        const form = postedFormValues(
          (
            await request(app)
              .get(link.getAttribute('href') ?? '')
              .expect(200)
          ).text,
        );
        expect(form.topic).toBe(`plan-${plan.toLowerCase()}`);
      }
    },
  );

  it('stores the topic and the time to call with the message', async () => {
    const { app, store } = setup();
    await post(app, '/en/contact/', encode({ ...valid, topic: 'tax', callTime: 'morning' })).expect(303);
    await post(app, '/en/contact/', encode({ ...valid, topic: '', callTime: '' })).expect(303);
    expect((await store.list()).map(({ topic, callTime }) => ({ topic, callTime }))).toEqual([
      { topic: 'tax', callTime: 'morning' },
      { topic: undefined, callTime: undefined },
    ]);
  });

  it('asks for the number to call when a time to call is chosen without one', async () => {
    const { app, store } = setup();
    const res = await post(app, '/sq/contact/', encode({ ...valid, phone: ' ', callTime: 'afternoon' })).expect(422);
    const page = readPage(res.text);
    expect(page.getByRole('alert')).toHaveTextContent(
      'Keni zgjedhur një orar për telefonatë: shkruani numrin në të cilin t’ju telefonojmë.',
    );
    expect(postedFormValues(res.text)).toMatchObject({ callTime: 'afternoon', topic: '' });
    expect(await store.list()).toEqual([]);
  });

  it.each([
    ['/en/contact/', '1', 'Enter a complete phone number.'],
    ['/sq/contact/', '+383 (4)', 'Shkruani numrin e plotë të telefonit.'],
  ])('on %s, asks for a complete number when %j is too short to call', async (path, phone, text) => {
    const { app, store } = setup();
    const res = await post(app, path, encode({ ...valid, phone })).expect(422);
    expect(readPage(res.text).getByRole('alert')).toHaveTextContent(text);
    expect(await store.list()).toEqual([]);
    // Six digits are enough, however they are written.
    await post(app, path, encode({ ...valid, phone: '(044) 123-4' })).expect(303);
  });

  it.each([
    ['a topic the form does not offer', { topic: 'plan-gold' }],
    ['a time the form does not offer', { callTime: 'midnight' }],
  ])('refuses %s with 422', async (_case, fields) => {
    const { app, store } = setup();
    await post(app, '/en/contact/', encode({ ...valid, ...fields })).expect(422);
    expect(await store.list()).toEqual([]);
  });
});

describe('sending a message', () => {
  it.each(['en', 'sq'])('stores a valid message before answering 303 to the %s thank-you page', async (lang) => {
    const { app, store } = setup();
    const res = await post(app, `/${lang}/contact/`, encode(valid)).set('User-Agent', 'TestBrowser/1.0').expect(303);
    expect(res.headers.location).toBe(`/${lang}/thank-you/`);
    expect(await store.list()).toEqual([
      expect.objectContaining({
        ...valid,
        lang,
        userAgent: 'TestBrowser/1.0',
        status: 'new',
        createdAt: expect.any(String),
      }),
    ]);
  });

  it('keeps optional fields optional', async () => {
    const { app, store } = setup();
    await post(
      app,
      '/en/contact/',
      encode({ name: 'Arta', email: 'a@b.co', message: 'Please call me about payroll.' }),
    ).expect(303);
    expect((await store.list())[0]).toMatchObject({ phone: undefined, company: undefined });
  });

  it('stores markup verbatim but never renders it unescaped', async () => {
    const { app, store } = setup();
    const hostile = '<script>alert(1)</script>';
    await post(app, '/en/contact/', encode({ ...valid, name: hostile })).expect(303);
    expect((await store.list())[0]?.name).toBe(hostile);
    const res = await post(app, '/en/contact/', encode({ ...valid, name: hostile, email: 'not-an-email' })).expect(422);
    expect(res.text).not.toContain(hostile);
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const { app, store } = setup();
    const res = await post(app, '/en/contact/', encode({ ...valid, website: 'http://spam.example' })).expect(303);
    expect(res.headers.location).toBe('/en/thank-you/');
    expect(await store.list()).toEqual([]);
  });

  it('answers 503 with the form as typed and the firm’s phone and email when the store cannot save', async () => {
    const { log, lines } = recordingLogger();
    const config = loadConfig({ SITE_URL: testSiteUrl, DATA_DIR: tempDataDir() });
    const store = new SqliteMessageStore(config.dataDir, { busyTimeoutMs: 20 });
    const app = createApp(config, log, { ...testParts(config, log), store });
    const lock = lockDatabase(config.dataDir);
    try {
      const res = await post(app, '/sq/contact/', encode(valid)).expect(503);
      expect(res.headers['retry-after']).toBe('120');
      expect(res.headers['cache-control']).toBe('no-store, private');
      expect(res.text).toContain('Mesazhi juaj nuk u dërgua');
      expect(res.text).toContain(`href="mailto:${site.email}"`);
      expect(res.text).toContain(`href="tel:${site.phone.replace(/\s/g, '')}"`);
      expect(res.text).toContain('value="Arta Berisha"');
      expect(res.text).toContain('value="Berisha Trade SH.P.K."');
      expect(res.text).toContain('>We need monthly bookkeeping and VAT returns for a trading company.</textarea>');
      expect(lines.join('')).toContain('contact message could not be stored');
    } finally {
      lock.release();
    }
    expect(await store.list()).toEqual([]);
    await post(app, '/sq/contact/', encode(valid)).expect(303);
    expect(await store.list()).toHaveLength(1);
  });

  it('answers 503 with the form as typed when the shared rate-limit counts cannot be reached', async () => {
    const { log, lines } = recordingLogger();
    const config = loadConfig({ SITE_URL: testSiteUrl, DATA_DIR: tempDataDir() });
    const store = new SqliteMessageStore(config.dataDir);
    const unreachable = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const rateLimits: RateLimitStore = {
      increment: () => Promise.reject(unreachable),
      decrement: () => Promise.reject(unreachable),
      resetKey: () => Promise.reject(unreachable),
    };
    const app = createApp(config, log, { ...testParts(config, log), store, rateLimits });
    const res = await post(app, '/en/contact/', encode(valid)).expect(503);
    expect(res.headers['retry-after']).toBe('120');
    expect(postedFormValues(res.text)).toMatchObject(valid);
    expect(lines.join('')).toContain('ECONNREFUSED');
    expect(await store.list()).toEqual([]);
  });
});

describe('rejected input', () => {
  it('answers 422 with the form again: values kept, a focused summary, errors tied to fields, in the page language', async () => {
    const { app, store } = setup();
    const res = await post(app, '/sq/contact/', encode({ ...valid, name: '', email: 'jo-email' })).expect(422);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<div class="error-summary" tabindex="-1" autofocus="" role="alert"');
    expect(res.text).toContain('Shkruani emrin dhe mbiemrin.');
    expect(res.text).toContain('Shkruani adresën e email-it në formën emri@shembull.com.');
    const email = /<input id="contact-email"[^>]*>/.exec(res.text)?.[0] ?? '';
    for (const attribute of ['aria-invalid="true"', 'aria-describedby="contact-email-error"', 'value="jo-email"']) {
      expect(email).toContain(attribute);
    }
    expect(res.text).toContain('<p class="field-error" id="contact-email-error">');
    expect(res.text).toContain('value="Berisha Trade SH.P.K."');
    expect(await store.list()).toEqual([]);
  });

  it.each([
    ['an array', 'name=Arta&name=Besa&email=a%40b.co&message=Hello%20there%20team'],
    ['an unknown field', `${encode(valid)}&admin=1`],
    ['an over-long message', encode({ ...valid, message: 'x'.repeat(5001) })],
    ['a too-short message', encode({ ...valid, message: 'Hi' })],
    ['a phone number with letters', encode({ ...valid, phone: 'call me maybe' })],
  ])('rejects %s cleanly with 422', async (_case, body) => {
    const { app, store } = setup();
    await post(app, '/en/contact/', body).expect(422);
    expect(await store.list()).toEqual([]);
  });

  // Line breaks forged lines in the enquiry email ("Bcc: …") and the messages listing; a bidi control reorders
  // what the firm reads; zero-width characters hide text (issue 24).
  it.each([
    ['name', 'a line break', 'Arta\r\nBcc: victim@example.com'],
    ['name', 'a tab', 'Arta\tBerisha'],
    ['company', 'a bidi override', 'Berisha \u202egnidarT'],
    ['company', 'a line separator', 'Berisha\u2028Phone: 000'],
    ['email', 'a zero-width space', 'arta\u200b@example.com'],
    ['phone', 'a line break', '+383 44\n555 666'],
    ['name', 'invisible characters only', '\u200b\u200b\u200b'],
  ] as const)('refuses %s with %s: 422 with the field’s message in both languages', async (field, _what, value) => {
    const { app, store } = setup();
    for (const [lang, label, error] of [
      ['en', en.contactForm.labels[field], en.contactForm.errors[field].hidden],
      ['sq', sq.contactForm.labels[field], sq.contactForm.errors[field].hidden],
    ] as const) {
      const res = await post(app, `/${lang}/contact/`, encode({ ...valid, [field]: value })).expect(422);
      expect(res.headers['cache-control']).toBe('no-store, private');
      const page = readPage(res.text);
      expect(page.getByRole('textbox', { name: new RegExp(`^${label}`), description: error })).toBeTruthy();
    }
    expect(await store.list()).toEqual([]);
  });

  it.each([
    ['invisible characters only', '\u200b'.repeat(20), 'invalid'],
    ['symbols only', '?!.,-+*/ 123 456 789', 'invalid'],
    ['a bidi override', 'Please call me \u202eback\u202c about VAT.', 'hidden'],
    ['an escape sequence', 'Please call me \u001b[2J about VAT.', 'hidden'],
  ] as const)('refuses a message of %s with 422 in both languages', async (_what, message, error) => {
    const { app, store } = setup();
    for (const [lang, t] of [
      ['en', en],
      ['sq', sq],
    ] as const) {
      const res = await post(app, `/${lang}/contact/`, encode({ ...valid, message })).expect(422);
      const description = t.contactForm.errors.message[error];
      expect(readPage(res.text).getByRole('textbox', { name: t.contactForm.labels.message, description })).toBeTruthy();
    }
    expect(await store.list()).toEqual([]);
  });

  it('takes a message in any script, with line breaks, tabs and emoji', async () => {
    const { app, store } = setup();
    const message = 'Përshëndetje,\r\n\tkemi nevojë për TVSH. 👩\u200d💼 Ευχαριστώ';
    await post(app, '/en/contact/', encode({ ...valid, name: 'Zoë Ahmeti-Krasniqi', message })).expect(303);
    expect((await store.list())[0]).toMatchObject({ name: 'Zoë Ahmeti-Krasniqi', message });
  });

  it('names the field limits the server enforces, written as each language writes numbers', async () => {
    const { app } = setup();
    const tooLong = encode({ ...valid, message: 'x'.repeat(limits.message.max + 1) });
    const en = await post(app, '/en/contact/', tooLong).expect(422);
    expect(en.text).toContain('Your message can be at most 5,000 characters.');
    const sq = await post(app, '/sq/contact/', tooLong).expect(422);
    expect(sq.text).toContain('Mesazhi mund të ketë deri në 5.000 karaktere.');
    expect(sq.text).toContain('Për emrin shkruani të paktën 2 karaktere.');
    expect(sq.text).not.toMatch(/\{(min|max|seconds)\}/);
  });

  it('refuses a body over 32 KB with 413', async () => {
    const { app } = setup();
    const res = await post(app, '/en/contact/', encode({ ...valid, message: 'x'.repeat(40_000) }));
    expect(res.status).toBe(413);
  });

  it.each([
    ['application/json', JSON.stringify(valid)],
    ['text/plain', 'hello'],
    ['multipart/form-data; boundary=x', '--x\r\n'],
  ])('refuses %s with 415', async (type, body) => {
    const { app } = setup();
    await request(app).post('/en/contact/').set('Content-Type', type).set('Origin', testSiteUrl).send(body).expect(415);
  });

  it('refuses a post from another site with 403', async () => {
    const { app, store } = setup();
    await postValid(app, { Origin: 'https://evil.example' }).expect(403);
    await postValid(app, { 'Sec-Fetch-Site': 'cross-site' }).expect(403);
    expect(await store.list()).toEqual([]);
  });

  it('refuses an opaque origin (Origin: null) unless the browser says the post is same-origin', async () => {
    const { app, store } = setup();
    const res = await postValid(app, { Origin: 'null' }).expect(403);
    expect(res.text).toBe('Forbidden: this form can only be sent from this website.');
    await postValid(app, { Origin: 'null', 'Sec-Fetch-Site': 'same-site' }).expect(403);
    expect(await store.list()).toEqual([]);
    await postValid(app, { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }).expect(303);
    expect(await store.list()).toHaveLength(1);
  });
});

describe('a refusal on the Albanian page', () => {
  it('is written in Albanian, for each post a browser form does not make', async () => {
    const { app, store } = setup();
    const foreign = await request(app).post('/sq/contact/').type('form').set('Origin', 'https://evil.example');
    expect([foreign.status, foreign.text]).toEqual([
      403,
      'Kërkesë e ndaluar: ky formular mund të dërgohet vetëm nga faqja jonë.',
    ]);
    const json = await request(app)
      .post('/sq/contact/')
      .set('Content-Type', 'application/json')
      .set('Origin', testSiteUrl)
      .send(JSON.stringify(valid));
    expect([json.status, json.text]).toEqual([
      415,
      'Lloji i përmbajtjes nuk pranohet: dërgojeni formularin si application/x-www-form-urlencoded.',
    ]);
    const large = await post(app, '/sq/contact/', encode({ ...valid, message: 'x'.repeat(40_000) }));
    expect([large.status, large.text]).toEqual([
      413,
      'Përmbajtja është shumë e madhe: një mesazh mund të ketë deri në 32 KB.',
    ]);
    expect(await store.list()).toEqual([]);
  });
});

describe('rate limit', () => {
  it('answers the sixth message in ten minutes with 429, Retry-After and a page in the right language', async () => {
    const { app, store } = setup();
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    for (let i = 0; i < 5; i += 1) await post(app, '/sq/contact/', encode(valid)).expect(303);
    // Four minutes on, the ten-minute window has six left: the seconds until it resets, not the whole window.
    clock.mockReturnValue(start + 4 * 60_000);
    const res = await post(app, '/sq/contact/', encode(valid)).expect(429);
    clock.mockRestore();
    expect(res.headers['retry-after']).toBe('360');
    expect(res.headers['cache-control']).toBe('no-store, private');
    expect(res.text).toContain('<html lang="sq"');
    expect(res.text).toContain('Ju lutemi prisni pak');
    expect(await store.list()).toHaveLength(5);
  });

  it('does not count rejected attempts', async () => {
    const { app } = setup();
    for (let i = 0; i < 6; i += 1) await post(app, '/en/contact/', encode({ ...valid, email: 'bad' })).expect(422);
    await post(app, '/en/contact/', encode(valid)).expect(303);
  });

  it('takes the client from the configured proxy hop, so a forged header cannot reset the count', async () => {
    const { app } = setup({ TRUST_PROXY: '1' });
    const from = (chain: string) => post(app, '/en/contact/', encode(valid)).set('X-Forwarded-For', chain);
    for (let i = 0; i < 5; i += 1) await from(`10.9.9.${i}, 198.51.100.7`).expect(303);
    await from('10.9.9.99, 198.51.100.7').expect(429);
    await from('198.51.100.8').expect(303);
  });
});

describe('proxy settings', () => {
  it('keeps express-rate-limit’s own check: a forwarded header while TRUST_PROXY is 0 is reported in the site’s log', async () => {
    const { log, lines } = recordingLogger();
    const config = loadConfig({ SITE_URL: testSiteUrl, DATA_DIR: tempDataDir() });
    const store = new SqliteMessageStore(config.dataDir);
    const app = createApp(config, log, { ...testParts(config, log), store });
    await post(app, '/en/contact/', encode(valid)).set('X-Forwarded-For', '203.0.113.9').expect(303);
    expect(lines.join('')).toContain('ERR_ERL_UNEXPECTED_X_FORWARDED_FOR');
  });
});
