import request from 'supertest';
import { readPage } from './support/dom';
import { fold, queryTerms } from '#server/search/fold.ts';
import { loadConfig } from '#server/config.ts';
import { createSite } from '#server/app.ts';
import { createPageRenderer } from '#server/page-renderer.tsx';
import { type SearchDocument, SearchIndex } from '#server/search/search-index.ts';
import { tempDataDir, testBlog, testApp } from './support/app';
import { metaContent } from './support/html';
import { testLogger } from './support/server-errors';

const app = testApp();

/** The text of a search's list of results. */
async function results(path: string): Promise<string> {
  const { document } = readPage((await request(app).get(path).expect(200)).text);
  return document.querySelector('ol.search-results')?.textContent ?? '';
}

function marks(html: string): string[] {
  return [...html.matchAll(/<mark>([^<]*)<\/mark>/g)].map((m) => m[1] ?? '');
}

describe('folding', () => {
  it('removes diacritics one character for one', () => {
    expect(fold('Këshillim Çmimet')).toBe('keshillim cmimet');
    expect(fold('Këshillim').length).toBe('Këshillim'.length);
  });

  // Reader XL: 'paga' in single quotation marks found nothing, searched as „paga'“.
  it('leaves quotation marks around a word out of it, and keeps an apostrophe or hyphen inside one', () => {
    expect(queryTerms("'paga' “TVSH” „SNRF“")).toEqual(['paga', 'tvsh', 'snrf']);
    expect(queryTerms("O'Brien e-mail")).toEqual(["o'brien", 'e-mail']);
  });

  it('keeps at most eight distinct terms of two or more letters', () => {
    expect(queryTerms('a VAT vat, tvsh!')).toEqual(['vat', 'tvsh']);
    expect(queryTerms('one two three four five six seven eight nine ten')).toHaveLength(8);
  });

  // Reader XO (P5): „8%“ was answered „enter a word of at least two letters or digits“.
  it('keeps a rate with its per cent sign', () => {
    expect(queryTerms('8% 18 %')).toEqual(['8%', '18%']);
  });
});

describe('site search', () => {
  it('finds pages and posts of the language and highlights the terms', async () => {
    const res = await request(app).get('/en/search/?q=VAT').expect(200);
    expect(res.text).toContain('href="/en/blog/tax-planning-tips-kosovo/"');
    expect(res.text).not.toContain('href="/sq/blog/');
    expect(marks(res.text).every((mark) => mark.toLowerCase() === 'vat')).toBe(true);
    expect(marks(res.text).length).toBeGreaterThan(0);
    expect(readPage(res.text).text()).toMatch(/\d+ results for “VAT”/);
  });

  it('never shows the code’s names for things: no service id in an Albanian snippet', async () => {
    // The home page's service cards carry the ids "accounting", "tax" and "cfo"; the services page "international".
    const { document } = readPage((await request(app).get('/sq/search/?q=tvsh').expect(200)).text);
    const main = document.querySelector('main');
    const words = (main?.textContent ?? '').split(/[^\p{L}-]+/u);
    expect(words.filter((word) => ['tax', 'accounting', 'cfo', 'international', 'calculator'].includes(word))).toEqual(
      [],
    );
    // "international" is only the id of a service in the Albanian texts: nothing to find.
    const found = readPage((await request(app).get('/sq/search/?q=international').expect(200)).text);
    expect(found.document.querySelector('.search-summary')?.textContent).toMatch(
      /^Nuk u gjet asgjë për „international“/u,
    );
  });

  it.each([
    ['/sq/search/?q=tvsh', '/sq/tools/vat/'],
    ['/sq/search/?q=kalendar', '/sq/tax-calendar/'],
    ['/sq/search/?q=kalkulator', '/sq/tools/'],
    ['/sq/search/?q=paga+neto', '/sq/tools/salary/'],
    ['/en/search/?q=withholding', '/en/tools/withholding/'],
    ['/en/search/?q=deadline', '/en/tax-calendar/'],
    ['/en/search/?q=dividends', '/en/tools/profit/'],
  ])('%s finds the tool or calendar at %s', async (query, path) => {
    const { document } = readPage((await request(app).get(query).expect(200)).text);
    // The results alone: the header and footer link to the tools on every page.
    const results = [...document.querySelectorAll('ol.search-results a')].map((link) => link.getAttribute('href'));
    expect(results).toContain(path);
  });

  // Round 8 (pages) #4: headings, cells and paragraphs ran together into one run-on sentence.
  it('sets a heading or a table cell off from the next block in a snippet, and never opens on the separator', async () => {
    const { document } = readPage((await request(app).get('/sq/search/?q=tvsh').expect(200)).text);
    const snippets = [...document.querySelectorAll('ol.search-results li p')].map((p) => p.textContent ?? '');
    expect(snippets.join('\n')).toContain('Kalkulatori i TVSH-së · ');
    expect(snippets.some((text) => /\d% · /.test(text))).toBe(true);
    for (const text of snippets) expect(text).not.toMatch(/^(… )?·|· …?$/);
  });

  it('a result’s snippet does not begin by repeating its title', async () => {
    const { document } = readPage((await request(app).get('/sq/search/?q=kontabilitet').expect(200)).text);
    const results = [...document.querySelectorAll('ol.search-results li')];
    expect(results.length).toBeGreaterThan(2);
    for (const result of results) {
      const title = result.querySelector('h2')?.textContent ?? '';
      expect(result.querySelector('p')?.textContent?.startsWith(title)).toBe(false);
    }
  });

  it('quotes the privacy page as it is shown: without statistics it says nothing is measured', async () => {
    const snippet = async (site: typeof app, query: string) => {
      const { document } = readPage((await request(site).get(`/en/search/?q=${query}`).expect(200)).text);
      const hit = [...document.querySelectorAll('ol.search-results li')].find(
        (li) => li.querySelector('a')?.getAttribute('href') === '/en/privacy/',
      );
      return hit?.querySelector('p')?.textContent ?? null;
    };
    // "Vitals" is only in the text shown with visit statistics configured.
    expect(await snippet(app, 'vitals')).toBeNull();
    const measured = testApp({
      ANALYTICS_PROVIDER: 'plausible',
      ANALYTICS_URL: 'https://plausible.example.com',
      ANALYTICS_SITE: 'www.example.com',
    });
    expect(await snippet(measured, 'vitals')).toMatch(/Core Web Vitals/);
  });

  it('matches without diacritics: keshillim finds këshillim', async () => {
    const res = await request(app).get('/sq/search/?q=keshillim').expect(200);
    expect(marks(res.text).map((m) => m.toLowerCase())).toContain('këshillim');
  });

  it('asks for words when the query is empty', async () => {
    const res = await request(app).get('/en/search/').expect(200);
    expect(res.text).toContain('Enter a word or two');
    expect(res.text).not.toContain('<ol class="search-results">');
  });

  it('says when nothing matches', async () => {
    const res = await request(app).get('/sq/search/?q=zzzyyyxxx').expect(200);
    expect(readPage(res.text).text()).toContain('Nuk u gjet asgjë për „zzzyyyxxx“');
  });

  // Readers XA and XI: „Provoni me më pak fjalë“ followed a one-word query, and the services and the blog it
  // offered to browse were not links.
  it.each([
    ['/sq/search/?q=zzzyyyxxx', 'Provoni me një fjalë tjetër ose shfletoni shërbimet tona dhe blogun.'],
    [
      '/sq/search/?q=zzz+yyy',
      'Provoni me më pak fjalë ose me fjalë të tjera. Mund të shfletoni edhe shërbimet tona dhe blogun.',
    ],
    ['/en/search/?q=zzzyyyxxx', 'Try a different word, or browse our services and blog.'],
    ['/en/search/?q=zzz+yyy', 'Try fewer or different words, or browse our services and blog.'],
  ])(
    'after nothing found for %s, suggests by the number of words and links the places to browse',
    async (path, advice) => {
      const summary = readPage((await request(app).get(path).expect(200)).text).document.querySelector(
        '.search-summary',
      );
      expect(summary?.textContent).toMatch(new RegExp(`\\. ${advice.replace(/[.?]/g, '\\$&')}$`, 'u'));
      const lang = path.slice(1, 3);
      expect([...(summary?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
        `/${lang}/services/`,
        `/${lang}/blog/`,
      ]);
    },
  );

  // A right-to-left override (U+202E) in the query turned the rest of the sentence around (reader ZD E2).
  it('drops invisible direction marks from the query and isolates it from the sentence quoting it', async () => {
    const res = await request(app).get('/sq/search/?q=%E2%80%AEzzz%E2%80%8Byyy').expect(200);
    const summary = readPage(res.text).document.querySelector('.search-summary');
    // React's text separators (<!-- -->) aside.
    expect(summary?.innerHTML.replace(/<!-- -->/g, '')).toBe(
      'Nuk u gjet asgjë për „<bdi>zzzyyy</bdi>“. Provoni me një fjalë tjetër ose shfletoni <a href="/sq/services/">shërbimet tona</a> dhe <a href="/sq/blog/">blogun</a>.',
    );
    const arabic = await request(app).get('/en/search/?q=%D8%B6%D8%B1%D9%8A%D8%A8%D8%A9').expect(200);
    expect(readPage(arabic.text).document.querySelector('.search-summary bdi')?.textContent).toBe('ضريبة');
  });

  // One-letter words are not searched: „Provoni me më pak fjalë“ was the wrong advice (reader ZL E3).
  it('asks for a longer word when the query has none of two letters', async () => {
    const res = await request(app).get('/sq/search/?q=a%20b').expect(200);
    expect(readPage(res.text).document.querySelector('.search-summary')?.textContent).toBe(
      'Shkruani një fjalë me të paktën dy shkronja ose shifra.',
    );
  });

  // The count said „20 rezultate“ where more pages matched, and the list stopped there (reader ZL E2).
  it('lists every page that matches, as many as the count says', async () => {
    const { document } = readPage((await request(app).get('/sq/search/?q=tatim').expect(200)).text);
    const items = document.querySelectorAll('.search-results > li');
    expect(items.length).toBeGreaterThan(20);
    expect(document.querySelector('.search-summary')?.textContent).toMatch(new RegExp(`^${items.length} rezultate`));
    expect([...items].map((item) => item.querySelector('a')?.getAttribute('href'))).toContain('/sq/tools/vat/');
  });

  // Reader ZR (E4): „SH.P.K.“ was searched as „sh“ and marked inside „këshillim“ and „Prishtinë“.
  it('keeps a dotted abbreviation one word', async () => {
    const res = await request(app).get('/sq/search/?q=SH.P.K.').expect(200);
    expect(marks(res.text).length).toBeGreaterThan(0);
    // With its last dot (reader XP), and „shpk“ as one post writes it.
    expect(new Set(marks(res.text).map((mark) => mark.toLowerCase()))).toEqual(new Set(['sh.p.k.', 'shpk']));
  });

  // Readers XK and XM: „shpk“, as most people type it, found nothing, and „30000“ missed „30.000 €“.
  // Reader XP: „18“ was marked in „2018“ and „30.000“ in „230.000 €“.
  it('finds an abbreviation or a number whether or not its dots are typed', async () => {
    const shpk = await request(app).get('/sq/search/?q=shpk').expect(200);
    expect(new Set(marks(shpk.text).map((mark) => mark.toLowerCase()))).toEqual(new Set(['sh.p.k.', 'shpk']));
    const amount = await request(app).get('/sq/search/?q=30000').expect(200);
    expect(marks(amount.text)).toContain('30.000');
    // Nor „500“ in „31.500 €“, nor „9%“ in „40,9%“ (readers XQ, XR).
    for (const query of ['18', '30.000', '8%', '500', '9%', '2,1']) {
      const found = await request(app).get(`/sq/search/?q=${query}`).expect(200);
      expect(marks(found.text).length).toBeGreaterThan(0);
      expect(new Set(marks(found.text))).toEqual(new Set([query]));
    }
    const dotted = await request(app).get('/sq/search/?q=N.U.I').expect(200);
    expect(marks(dotted.text)).toContain('NUI');
  });

  // Reader ZR (E1–E3): snippets are built from the pages' texts; they read as the pages show them.
  it('quotes a page’s texts as the page shows them, without empty slots or a space before punctuation', async () => {
    const capital = readPage((await request(app).get('/sq/search/?q=kapitali%20minimal').expect(200)).text);
    expect(capital.text()).toContain('Kapitali minimal: nuk kërkohet');
    const privacy = readPage((await request(app).get('/sq/search/?q=kontrollues').expect(200)).text);
    const snippet = privacy.document
      .querySelector('.search-results a[href="/sq/privacy/"]')
      ?.closest('li')?.textContent;
    expect(snippet).toContain('Prishtina Advisory Group');
    expect(snippet).not.toMatch(/ [.,:;]|është ,/);
    // An article's bold words keep their punctuation against them (reader ZV E1: „Planin kontabël : hiqni“).
    for (const query of ['NUI', 'qiraja']) {
      const page = readPage((await request(app).get(`/sq/search/?q=${query}`).expect(200)).text);
      expect(page.document.querySelector('.search-results')?.textContent).not.toMatch(/\p{L} [.,:;]/u);
    }
    // A card's title ending in „(SH.P.K.)“ is set off from its next line (ZV E2).
    expect(capital.text()).toContain('(SH.P.K.) · Kapitali minimal');
  });

  // Reader ZZC (E1–E4): snippets were built from the dictionaries' templates, so a value filled in on the page
  // was missing: „Çmimi nga · /muaj“, „Artikuj për temën „““, „… për ·“, „Përditësuar së fundi ·“.
  it('quotes each page as it is rendered, with the values its templates are filled with', async () => {
    const snippets = async (path: string) => {
      const { document } = readPage((await request(app).get(path).expect(200)).text);
      return [...document.querySelectorAll('ol.search-results li p')].map((p) => p.textContent ?? '');
    };
    expect((await snippets('/sq/search/?q=299')).join('\n')).toContain('Çmimi nga 299 €/muaj');
    expect((await snippets('/en/search/?q=299')).join('\n')).toContain('Starting from €299/month');
    for (const path of [
      '/sq/search/?q=muaj',
      '/sq/search/?q=temën',
      '/sq/search/?q=deklarata',
      '/sq/search/?q=përditësuar',
      '/en/search/?q=updated',
      '/en/search/?q=return',
    ]) {
      for (const text of await snippets(path)) {
        expect(text).not.toMatch(/„“|“”|(?:^|\s)(?:për|nga|temën|fundi|for|from|about|updated) ·|· \/|·\s*(?:…\s*)?$/u);
      }
    }
  });

  // What changes by the day (the deadlines, the policy's date) or is masked (the contact details) is not quoted.
  it('leaves out what is masked or dated on the page', async () => {
    const contact = await results('/sq/search/?q=adresa');
    expect(contact).not.toContain('*');
    expect(contact).not.toMatch(/Adresa · Telefoni/);
    expect(await results('/sq/search/?q=politika')).not.toMatch(/Përditësuar së fundi/);
  });

  // Reader XA (E1–E6): buttons, calls to action and a form's labels were quoted as if they were sentences
  // („… në anglisht. Kërkoni …“, „Filloni tani · Core“, „Punëdhënës · Për ata që paguajnë paga“); reader XD
  // (E1): the blog's snippet was its category list („Kategoritë · Të gjitha kategoritë · …“); reader XG: the
  // home page's figures under their labels and the pricing's badge read as broken text.
  it('quotes a page’s text, not its buttons, calls to action or form controls', async () => {
    const controls = [
      'Kërkoni ofertë',
      'Filloni tani',
      'Llogaritni pagën',
      'Mëso më shumë',
      'Pyetni për këtë shërbim',
      'Shfaqni afatet',
      'Për ata që paguajnë paga',
      'Google Calendar',
      'Facebook',
      'Të gjitha kategoritë',
      '50+ Klientë',
      'Më e kërkuara',
      'Çfarë përfshihet dhe si zhvillohet puna',
    ];
    for (const query of [
      'ofertë',
      'tvsh',
      'paga',
      'kontabilitet',
      'afatet',
      'kalendar',
      'whatsapp',
      'themelim',
      'njohuri',
    ]) {
      const text = await results(`/sq/search/?q=${query}`);
      expect(text.length).toBeGreaterThan(0);
      for (const control of controls) expect(text).not.toContain(control);
    }
  });

  it('answers a search made while the index is still being built, once it is built', async () => {
    let finish: (documents: Record<'en' | 'sq', SearchDocument[]>) => void = () => undefined;
    const search = new SearchIndex(new Promise((resolve) => (finish = resolve)));
    const config = loadConfig({ LOG_LEVEL: 'error', DATA_DIR: tempDataDir() });
    const log = testLogger();
    const blog = testBlog();
    const site = createSite(config, log, { blog, render: createPageRenderer(config, log, blog, { search }) });
    let answered = false;
    const response = request(site)
      .get('/en/search/?q=ledger')
      .then((res) => ((answered = true), res));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    finish({
      en: [{ title: 'General ledger', path: '/en/services/', text: 'The general ledger, kept monthly.' }],
      sq: [],
    });
    const res = await response;
    expect(res.status).toBe(200);
    expect(readPage(res.text).document.querySelector('ol.search-results a')?.getAttribute('href')).toBe(
      '/en/services/',
    );
  });

  // Reader XI (E1): „… Europe, 2024“ të institutit …“ began inside a quoted title, its closing mark alone.
  it.each([
    ['sq', '„', '“', ['anglisht', 'foundation', 'integrated', 'temën', 'pashkët', 'kontaktit']],
    ['en', '“', '”', ['english', 'foundation', 'integrated', 'easter', 'settings', 'analytics']],
  ] as const)('never opens or closes a snippet inside a quotation (%s)', async (lang, open, close, queries) => {
    let quotations = 0;
    for (const query of queries) {
      const { document } = readPage((await request(app).get(`/${lang}/search/?q=${query}`).expect(200)).text);
      for (const p of document.querySelectorAll('ol.search-results li p')) {
        let depth = 0;
        for (const mark of (p.textContent ?? '').replace(/[^„“”]/gu, '')) {
          if (mark === open) depth += 1;
          else if (mark === close) depth -= 1;
          expect(depth === 0 || depth === 1).toBe(true);
          if (mark === close) quotations += 1;
        }
        expect(depth).toBe(0);
      }
    }
    expect(quotations).toBeGreaterThan(0);
  });

  // Reader XL (E3): a query typed in quotation marks was quoted in the language's own: „„TVSH““.
  it('quotes a query typed in quotation marks once', async () => {
    for (const [path, summary] of [
      ['/sq/search/?q=%E2%80%9ETVSH%E2%80%9C', /rezultate për „TVSH“$/u],
      ['/en/search/?q=%22VAT%22', /results for “VAT”$/u],
    ] as const) {
      const page = readPage((await request(app).get(path).expect(200)).text);
      expect(page.document.querySelector('.search-summary')?.textContent).toMatch(summary);
    }
  });

  // Reader XP (P1): „15 rezultate për „tatimi në burim““ read as a phrase, but each word was searched apart.
  it('searches a query typed in quotation marks as a phrase', async () => {
    const apart = readPage((await request(app).get('/sq/search/?q=tatimi%20n%C3%AB%20burim').expect(200)).text);
    const res = await request(app).get('/sq/search/?q=%E2%80%9Etatimi%20n%C3%AB%20burim%E2%80%9C').expect(200);
    const together = readPage(res.text).document.querySelectorAll('ol.search-results > li');
    expect(together.length).toBeGreaterThan(0);
    expect(together.length).toBeLessThan(apart.document.querySelectorAll('ol.search-results > li').length);
    for (const mark of marks(res.text)) expect(mark.toLowerCase()).toMatch(/^tatim\p{L}* në burim\p{L}*$/u);
    const inflected = await request(app).get('/sq/search/?q=%22rrjedha%20e%20paras%C3%AB%22').expect(200);
    expect(marks(inflected.text)).toContain('rrjedhën e parasë');
    // Readers XQ and XR (P2): a phrase found nowhere is advised to be searched without its marks.
    const none = readPage(
      (await request(app).get('/sq/search/?q=%22kontabilitet%20p%C3%ABr%20restorante%22').expect(200)).text,
    );
    expect(none.document.querySelector('.search-summary')?.textContent).toContain('Provoni pa thonjëza');
  });

  // Reader XL (E1, E2): cuts left „… € (30%)“ without its amount, „më 25 …“ without its month, „Ligji Nr. …“
  // without its number, and a numbered heading read into the sentence before it („SH.P.K. 2. Tatimi“); reader
  // XM (E1): a list's item into the sentence announcing it („… dhe koha: Struktura: plani …“); reader XN: a
  // question into its answer, a table's caption into the sentence before it, a price after a sentence.
  it('neither cuts a number from its unit, month or label nor runs a heading into a sentence', async () => {
    for (const query of [
      '1.000',
      '30.000',
      'tatim',
      'muaj',
      'zbritje',
      'ligji',
      'afati',
      'kalendar',
      'struktura',
      'normat',
      'faza',
      '299',
    ]) {
      const { document } = readPage((await request(app).get(`/sq/search/?q=${query}`).expect(200)).text);
      for (const p of document.querySelectorAll('ol.search-results li p')) {
        const text = p.textContent ?? '';
        expect(text).not.toMatch(/^… [€%]|\d …$|Nr\. …$|[.!?] \d+\. \p{Lu}|: \p{Lu}[\p{L} ]*:|\? \p{Lu}|\. Çmimi nga/u);
      }
    }
  });

  // Reader XP (E1): the snippet showed the first match of any word, „paga bruto“ for „paga minimale“.
  it('quotes the place where the query’s words stand together', async () => {
    for (const [query, path, quoted] of [
      ['paga minimale', '/sq/tools/salary/', /Paga minimale për punë/],
      ['SNRF për NVM', '/sq/services/', /SNRF-së për NVM/],
      ['biznes individual', '/sq/business-formation/', /Biznes individual \(B\.I\.\)/],
    ] as const) {
      const { document } = readPage((await request(app).get(`/sq/search/?q=${query}`).expect(200)).text);
      const result = [...document.querySelectorAll('ol.search-results li')].find(
        (item) => item.querySelector('a')?.getAttribute('href') === path,
      );
      expect(result?.querySelector('p')?.textContent).toMatch(quoted);
    }
    // And a page where they stand together comes before pages that hold them apart.
    const { document } = readPage((await request(app).get('/sq/search/?q=paga%20minimale').expect(200)).text);
    expect(document.querySelector('ol.search-results a')?.getAttribute('href')).toBe('/sq/tools/salary/');
  });

  // Reader XP (E2, E3, P9): „… personale është Prishtina …“ read as the city; „… e Regjistrimit të …“, „… i
  // pagës · …“ and „kur shuma është e …“ opened or closed on scraps.
  it('neither cuts a name nor opens on a scrap or closes on a word that leans on the next', async () => {
    // Readers XQ and XR: nor inside a law's citation, a formula, a date's month or after a heading's number.
    for (const query of [
      ...['privatësi', 'qira', 'deklarata', 'minimale', 'ligji', 'tatimi në burim', 'NUI', 'ATK'],
      ...['auditim', '30.000', 'paga', 'buxhet', 'gjoba', 'çmim', 'Trusti', 'SNRF'],
    ]) {
      const { document } = readPage((await request(app).get(`/sq/search/?q=${query}`).expect(200)).text);
      for (const p of document.querySelectorAll('ol.search-results li p')) {
        const text = p.textContent ?? '';
        expect(text).not.toMatch(
          /^… (e|i|të|së) |\s(e|i|të|së|në|për|dhe|sipas|një) …$|\p{Lu}\p{Ll}+ …$|^… \p{Ll}+ ·|Nr\.? …$|^… neni \d|^… [×=]| · \d{1,2}\. …$|muajit …$/u,
        );
      }
    }
  });

  // Readers XP (P3, P4, P5) and XO (P3): „në“ was marked in „nëse“ and „ne“, „18“ in „2018“; „faturë“ missed
  // „fatura“.
  it('matches a word’s beginning, a short word whole, and a longer one without its last vowel', async () => {
    const short = await request(app).get('/sq/search/?q=në').expect(200);
    // Typed with its diacritic, „në“ is not „ne“ (we; readers XO, XP); typed without, it finds both.
    expect(new Set(marks(short.text).map((mark) => mark.toLowerCase()))).toEqual(new Set(['në']));
    const plain = await request(app).get('/sq/search/?q=ne').expect(200);
    expect(new Set(marks(plain.text).map((mark) => mark.toLowerCase()))).toEqual(new Set(['në', 'ne']));
    const inflected = await request(app).get('/sq/search/?q=faturë').expect(200);
    expect(marks(inflected.text)).toContain('faturat');
    // „shill“ stands inside „këshillim“ on many pages, and begins no word.
    const inside = await request(app).get('/sq/search/?q=shill').expect(200);
    expect(marks(inside.text)).toEqual([]);
    expect(inside.text).toContain('Nuk u gjet asgjë për');
  });

  it("shows a query with replacement patterns ($&, $', $`) exactly as typed", async () => {
    const query = "zq$'x$&y$`w$1";
    const res = await request(app)
      .get(`/en/search/?q=${encodeURIComponent(query)}`)
      .expect(200);
    expect(readPage(res.text).text()).toContain(`No results for “${query}”`);
  });

  it('never reflects a hostile query unescaped', async () => {
    const res = await request(app).get('/en/search/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E%22%3E%3Cimg').expect(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).not.toContain('"><img');
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  // Readers XL and XO: the query was cut mid-word („… tatimi ta“).
  it('cuts an over-long query at its last whole word within 100 characters and says so', async () => {
    const res = await request(app)
      .get(`/en/search/?q=${'tax '.repeat(200)}`)
      .expect(200);
    expect(res.text).toContain('Your search was longer than 100 characters, so we searched only its first part.');
    expect(res.text).toContain('maxLength="100"');
    const { document } = readPage(
      (
        await request(app)
          .get(`/sq/search/?q=${'tatimi '.repeat(20)}`)
          .expect(200)
      ).text,
    );
    const value = document.querySelector<HTMLInputElement>('#search-page-query')?.value ?? '';
    expect(value).toBe(Array(14).fill('tatimi').join(' '));
  });

  // A tab, a bookmark or the history says what was searched.
  it('names the query in the page’s title', async () => {
    const { document } = readPage((await request(app).get('/sq/search/?q=%E2%80%9ETVSH%E2%80%9C').expect(200)).text);
    expect(document.title).toBe('Rezultatet e kërkimit për „TVSH“ | Prishtina Advisory Group');
    const empty = readPage((await request(app).get('/en/search/').expect(200)).text);
    expect(empty.document.title).toBe('Search | Prishtina Advisory Group');
  });

  it('handles repeated and array-like parameters without an error', async () => {
    await request(app).get('/en/search/?q=a&q=b&q[x]=c').expect(200);
  });

  it('is a plain GET form kept out of the index', async () => {
    const res = await request(app).get('/en/search/?q=payroll').expect(200);
    expect(metaContent(res.text, 'robots')).toEqual(['noindex, follow']);
    expect(res.text).toContain('<form class="search-form" role="search" action="/en/search/" method="get">');
  });
});
