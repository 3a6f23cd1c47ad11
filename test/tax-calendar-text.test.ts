import request from 'supertest';
import { eidDates } from '#content/tax-calendar/eid-dates.ts';
import { en } from '#content/i18n/en.ts';
import { sq } from '#content/i18n/sq.ts';
import { deadlineText } from '#server/tax-calendar/deadline-text.ts';
import { TaxCalendar } from '#shared/tax-calendar/deadlines.ts';
import { testApp } from './support/app';
import { readPage, visibleText } from './support/dom';

/**
 * The sentences the calendar writes around a date, pinned word for word: a date formatted with its weekday
 * („e shtunë, 15 maj“) does not fit a template written for a bare date („nga data …“, „deri më …“), so each
 * template gets the date and, where it says one, the weekday on its own.
 */
const calendar = new TaxCalendar(eidDates);

function textOf(id: string, lang: 'en' | 'sq') {
  const deadline = calendar.byId(id);
  if (!deadline) throw new Error(`no deadline ${id}`);
  return deadlineText(deadline, lang, lang === 'sq' ? sq : en);
}

describe('a deadline in words', () => {
  it('says where a deadline moved from and how far an Eid not yet announced could move it (May 2027)', () => {
    // 15 May 2027 is a Saturday; Eid al-Adha 2027 is expected on Sunday 16 May, so Monday 17 could be off too.
    expect(textOf('wages-2027-04', 'sq')).toMatchObject({
      moved: 'Shtyrë nga data 15 maj (e shtunë), që nuk është ditë pune.',
      mayMove:
        'Data e Kurban Bajramit të vitit 2027 nuk është ende në listën tonë të datave të shpallura: ky afat mund të shtyhet deri më 18 maj (e martë).',
    });
    expect(textOf('wages-2027-04', 'en')).toMatchObject({
      moved: 'Moved from Saturday, 15 May, not a business day.',
      mayMove:
        'The date of Eid al-Adha 2027 is not yet on our list of announced dates: this deadline could move as late as Tuesday, 18 May.',
    });
  });

  it('names the holiday and its day off when a deadline moved past one (31 March 2025)', () => {
    // Eid al-Fitr fell on Sunday 30 March 2025, so Monday 31 was the day off and the annual return moved to 1 April.
    expect(textOf('cit-annual-2024', 'sq').moved).toBe(
      'Shtyrë nga data 31 mars (e hënë), që nuk është ditë pune; Fitër Bajrami bie më 30 mars, në fundjavë, prandaj pushohet më 31 mars.',
    );
  });

  it('names the holiday once when the due day itself was one (April 2020)', () => {
    // 20 April 2020 was Orthodox Easter Monday, so the VAT return moved to Tuesday 21 April.
    expect(textOf('vat-2020-03', 'sq').moved).toBe(
      'Shtyrë nga data 20 prill (e hënë), që është ditë pushimi (Pashkët ortodokse).',
    );
    expect(textOf('vat-2020-03', 'en').moved).toBe(
      'Moved from Monday, 20 April, a public holiday (Orthodox Easter Monday).',
    );
  });

  it('names a form code as a form, one or several, so a bare „TV“ cannot read as a word', () => {
    expect(textOf('vat-2026-11', 'sq').forms).toBe('formulari TV në sistemin EDI të ATK-së');
    expect(textOf('wages-2026-11', 'sq').forms).toBe('formularët WM dhe CM në sistemin EDI të ATK-së');
    expect(textOf('vat-2026-11', 'en').forms).toBe('form TV in the ATK’s EDI system');
    expect(textOf('small-business-2026-q4', 'en').forms).toBe('forms QS and IS in the ATK’s EDI system');
  });

  it('says in a sentence that the next day was a holiday too (April 2019)', () => {
    // 20 April 2019 was a Saturday and Monday 22 April Catholic Easter Monday, so the VAT return moved to the 23rd.
    expect(textOf('vat-2019-03', 'sq').moved).toBe(
      'Shtyrë nga data 20 prill (e shtunë), që nuk është ditë pune; më 22 prill është ditë pushimi (Pashkët katolike).',
    );
  });
});

describe('a choice of audiences in a sentence', () => {
  it('names them in lower case, in the form that follows „për“, in the title and the summary', async () => {
    const page = readPage(
      (await request(testApp()).get('/sq/tax-calendar/?for=employer,small-business').expect(200)).text,
    );
    expect(page.document.title).toMatch(
      /^Afatet tatimore në Kosovë për punëdhënësit dhe për bizneset e vogla që tatohen mbi të ardhurat bruto\b/u,
    );
    expect(page.text()).toMatch(
      /\d+ afate në 12 muajt e ardhshëm për punëdhënësit dhe për bizneset e vogla që tatohen mbi të ardhurat bruto\./u,
    );
    // A view of some deadlines does not open with „all of them“.
    expect(page.text()).not.toContain('Të gjitha afatet');
  });
});

/** The lines of the calendar's „Rules and sources“ section, as a reader sees them. */
async function sourceLines(lang: 'en' | 'sq') {
  const { getByRole } = readPage((await request(testApp()).get(`/${lang}/tax-calendar/`).expect(200)).text);
  const section = getByRole('region', { name: (lang === 'sq' ? sq : en).pages.taxCalendar.sources.heading });
  return [...section.querySelectorAll(':scope > ul > li')].map((item) => visibleText(item));
}

describe('the sources on /sq/tax-calendar/', () => {
  it('give each date without a weekday, in sentences that read as Albanian', async () => {
    const items = await sourceLines('sq');
    expect(items).toEqual(
      expect.arrayContaining([
        'Kur dita e fundit e afatit nuk është ditë pune në Kosovë, afati shtyhet në ditën e parë të punës që vijon: Ligji Nr. 03/L-222 për administratën tatimore dhe procedurat, neni 17, siç e zbatoi ATK-ja për afatin e TVSH-së për muajin mars 2019 (20 prilli ishte e shtunë dhe 22 prilli ditë pushimi për Pashkët katolike, prandaj dita e fundit ishte 23 prilli; lidhja çon te njoftimi në anglisht). Derisa ATK-ja të njoftojë ndryshe, të njëjtin rregull e zbatojmë edhe sipas ligjit që e zëvendësoi Ligjin Nr. 03/L-222: Ligji Nr. 08/L-257 për administrimin e procedurave tatimore; në zbatim nga data 28 janar 2024.',
        'Festat zyrtare dhe pushimi në ditën e parë të punës kur festa bie të shtunën ose të dielën: Ligji Nr. 03/L-064 për festat zyrtare në Republikën e Kosovës, nenet 2 dhe 4, siç pasqyrohen në kalendarët vjetorë të Qeverisë për festat zyrtare, për shembull në kalendarin e vitit 2019. Datat e të dyja Pashkëve (katolike dhe ortodokse) i llogaritim vetë.',
        'Tatimi në paga (formulari WM) dhe kontributet pensionale (formulari CM) deri më 15 të muajit pasues: Ligji Nr. 05/L-028 për tatimin në të ardhurat personale, neni 38, dhe Ligji Nr. 04/L-101 për fondet pensionale të Kosovës (përmbledhja: PwC Worldwide Tax Summaries, në anglisht, e rishikuar për herë të fundit më 17 janar 2023).',
        'Datat e Bajrameve shpallen çdo vit. Lista jonë përmban vetëm datat e shpallura që i kemi verifikuar; data e fundit në të është 30 mars 2025 (Fitër Bajrami) dhe Bajramet pas saj ende nuk janë në listë. Datën e një Bajrami që nuk është në listë nuk e supozojmë; për afatet që mund të shtyhen për shkak të tij e shënojmë këtë mundësi.',
      ]),
    );
    // No weekday inside any sentence of the list.
    expect(
      items.filter((item) => /\b(e hënë|e martë|e mërkurë|e enjte|e premte|e shtunë|e diel),/u.test(item)),
    ).toEqual([]);
  });
});

describe('the sources on /en/tax-calendar/', () => {
  it('date the summary inside its own bracket', async () => {
    expect(await sourceLines('en')).toContain(
      'Wage tax (form WM) and pension contributions (form CM) by the 15th of the following month: Law No. 05/L-028 on Personal Income Tax, Article 38, and Law No. 04/L-101 on Pension Funds of Kosovo (summary: PwC Worldwide Tax Summaries, last reviewed on 17 January 2023).',
    );
  });
});

describe('a view with every audience chosen', () => {
  it('is named as the whole calendar, which it shows', async () => {
    const all = (await request(testApp()).get('/sq/tax-calendar/').expect(200)).text;
    const every = (
      await request(testApp())
        .get('/sq/tax-calendar/?for=employer,vat,corporation,sole-trader,small-business')
        .expect(200)
    ).text;
    expect(readPage(every).document.title).toBe(readPage(all).document.title);
    expect(readPage(every).text()).toMatch(/\d+ afate në 12 muajt e ardhshëm\. Shtojini/u);
  });
});

describe('the meta description of a filtered view', () => {
  it('names the chosen audiences, as the title does, instead of promising every deadline', async () => {
    const res = await request(testApp()).get('/sq/tax-calendar/?for=employer').expect(200);
    const description = readPage(res.text).document.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toBe(
      'Afatet tatimore në Kosovë gjatë 12 muajve të ardhshëm për punëdhënësit. Kur një afat bie në fundjavë ose në festë zyrtare, shtyhet në ditën e parë të punës që vijon.',
    );
  });
});

// Reader ZZA (E1): „Shoqëri (SH.P.K., SH.A.)“ and „Biznes individual“ read as every company and sole trader,
// though the boxes select those taxed on profit (the small-business regime has its own).
describe('the filter’s boxes for businesses taxed on profit', () => {
  it.each([
    ['sq', 'tatohet mbi fitimin', ['30.000 €', '50.000 €']],
    ['en', 'taxed on profit', ['€30,000', '€50,000']],
  ])('say so in their labels, with the threshold in the hint (%s)', async (lang, words, thresholds) => {
    const { document } = readPage((await request(testApp()).get(`/${lang}/tax-calendar/`).expect(200)).text);
    ['corporation', 'sole-trader'].forEach((audience, at) => {
      const box = document.querySelector(`#for-${audience}`)?.closest('li');
      expect(box?.querySelector('label')?.textContent).toContain(words);
      expect(box?.textContent).toContain(thresholds[at]);
    });
  });
});

// Reader XB (E1): with both boxes chosen, the title said „… për shoqëritë që tatohen mbi fitimin dhe për
// bizneset individuale që tatohen mbi fitimin“.
describe('a view of companies and sole traders taxed on profit together', () => {
  it.each([
    [
      'sq',
      'Afatet tatimore në Kosovë për punëdhënësit dhe për shoqëritë dhe bizneset individuale që tatohen mbi fitimin',
    ],
    ['en', 'Kosovo tax deadlines for employers and companies and sole traders taxed on profit'],
  ])('names them as one group, the clause said once (%s)', async (lang, title) => {
    const res = await request(testApp()).get(`/${lang}/tax-calendar/?for=employer,corporation,sole-trader`).expect(200);
    expect(readPage(res.text).document.title).toBe(`${title} | Prishtina Advisory Group`);
  });
});
