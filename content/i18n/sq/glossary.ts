/**
 * Albanian glossary of the site: the one term used for each recurring concept, the variants that must never
 * appear, the phrases that are calques or errors, the typography and the register. Every Albanian text
 * (dictionaries, site facts, articles, error pages, form messages, scripts' labels, social cards, feed titles)
 * follows it: test/every-page.test.ts checks every rendered /sq/ page and article against it, and
 * test/albanian-glossary.test.ts every dictionary text, the feed and the social cards. Matching is case-insensitive, on whole words (Unicode letters), so each `avoid` entry is wrong in
 * every context.
 *
 * Quick reference for new texts (tax tools, the tax calendar, form fields, the team section, consent texts).
 * The first section of `glossary` below holds each institution, law and legal term with its primary source.
 * - Institutions, the first time on a page, then the short form: „Administrata Tatimore e Kosovës (ATK)“ (ATK-ja,
 *   ATK-së); „Agjencia e Regjistrimit të Bizneseve të Kosovës (ARBK)“; „Fondi i Kursimeve Pensionale të Kosovës
 *   (Trusti)“, then „Trusti“ (Trustit, në Trust) – never „TKPK“ or „Trusti i Kursimeve Pensionale“.
 * - Taxes: „tatimi në paga“ (never „tatimi në pagë“), „tatimi në të ardhurat personale“, „tatimi në të ardhurat e
 *   korporatave“, „TVSH (tatimi mbi vlerën e shtuar)“, „tatimi i mbajtur në burim“, „kontributet pensionale“
 *   (5% punonjësi + 5% punëdhënësi in a table; in prose „5% nga punonjësi dhe 5% nga punëdhënësi“, round 20, reader CA E2), „deklarata mujore“, „këstet tremujore“ (ATK's forms: „pagesa paradhënie“).
 * - Registration: „numri unik identifikues (NUI)“ (never „numri fiskal“ for a company registered in ARBK); owners
 *   of an SH.P.K. are „pronarë“ (or „ortakë“), only an SH.A. has „aksionarë“; a foreign company's taxable base in
 *   Kosovo is a „njësi e përhershme“; tax residence: „183 ditë ose më shumë në çdo periudhë 12-mujore“.
 * - Deadlines: a filing or payment is made „në afat“ (never „me kohë“ / „në kohë“ / „brenda afatit“ for it); „afati“
 *   is the deadline („afati i deklarimit“, „deri më 15 të muajit pasues“); „me kohë“ only in „me kohë të pjesshme /
 *   të plotë“. Dates: „23 gusht 2024“ (month in lower case, no leading zero). Inside a sentence a date takes no
 *   weekday before it („në zbatim nga data 28 janar 2024“, „rishikuar më 17 janar 2023“); where the weekday
 *   matters it follows in brackets („deri më 18 maj (e martë)“). A deadline on a weekend or holiday is
 *   „shtyhet në ditën e parë të punës“ („Shtyrë nga data …“; round 14, reader Q: one verb on the page); taxed on profit: „tatohet mbi fitimin“.
 * - Laws: „Ligji Nr. 05/L-028 për tatimin në të ardhurat personale“ – „Nr.“ as the Official Gazette writes it, the
 *   subject in lower case; EU texts likewise: „Rregullorja e përgjithshme për mbrojtjen e të dhënave (GDPR)“.
 * - Forms: „Emri dhe mbiemri“, „Adresa e email-it“, „Numri i telefonit“; an optional field is marked „(sipas
 *   dëshirës)“, which fits every gender; error messages speak in the formal imperative („Shkruani …“).
 * - A count before a noun goes through `countOf` (shared/plural.ts, Intl.PluralRules): „1 artikull“, „2 artikuj“.
 * - Consent and analytics: the site sets no cookies, so the consent box is „Privatësia dhe statistikat e vizitave“,
 *   its dialog and the footer button „Cilësimet e privatësisë“; what the browser keeps are „cilësime“ (categories
 *   „Të domosdoshme“ and „Statistikat e vizitave“, „Gjithmonë aktive“; buttons „Pranoni të gjitha“, „Vetëm të
 *   domosdoshmet“); „skedarë cookie“ only to say there are none; „pëlqimi“, „statistika anonime të vizitave“,
 *   „tërhiqni pëlqimin“; the site is „faqja“ (never „uebsajti“).
 * - Dates with „nga“ / „që nga“ take the month's plain form: „nga 1 korrik 2026“, „që nga 1 janar 2009“.
 * - Team: „Kontabilist i certifikuar“, „drejtor financiar (CFO)“, „kontrollor financiar“, „punonjës“ (never
 *   „punëtor“); one wording per thing across pages and scripts (e.g. „U kopjua!“ for every copy button); the tools'
 *   “Copy link” keeps its label and announces „Lidhja u kopjua.“ in a status line, which says what was copied).
 */

export interface GlossaryTerm {
  /** The concept in English, e.g. 'reconciliation'. */
  concept: string;
  /** The one Albanian term the site uses (lemma, as it appears in text). */
  use: string;
  /** Variants that must never appear in rendered Albanian text (inflected forms or fixed phrases). */
  avoid: readonly string[];
  /** One line: why (meaning, standard norm, consistency), with usage hints. */
  note?: string;
  /** Where the term comes from: the law, the institution's own text or site, and where in it. */
  source?: string;
}

export interface ForbiddenPhrase {
  phrase: string;
  use: string;
  note: string;
}

export const glossary: readonly GlossaryTerm[] = [
  // Institutions, laws and legal terms: each decision with its primary source.
  {
    concept: 'Kosovo Tax Administration',
    use: 'Administrata Tatimore e Kosovës (ATK)',
    avoid: ['Administrata e Tatimeve', 'Administratës së Tatimeve', 'Administrata Tatimore Kosovare'],
    note: 'Full name with (ATK) the first time on a page, then „ATK“ (ATK-ja, ATK-së).',
    source: 'The institution’s own name on atk-ks.org (header of every notice).',
  },
  {
    concept: 'Kosovo Business Registration Agency',
    use: 'Agjencia e Regjistrimit të Bizneseve të Kosovës (ARBK)',
    avoid: [
      'Agjencia për Regjistrimin e Bizneseve',
      'Agjencinë për Regjistrimin e Bizneseve',
      'Agjencisë për Regjistrimin e Bizneseve',
      'Regjistrimit të Bizneseve në Kosovë',
      'Agjencia Kosovare e Regjistrimit',
      'Agjencinë Kosovare të Regjistrimit',
      'Agjencisë Kosovare të Regjistrimit',
    ],
    note: 'Official name, the first time on a page; then „ARBK“ (ARBK-ja, ARBK-së).',
    source: 'Law No. 06/L-016 on business organizations (Gazeta Zyrtare Nr. 9, 24 May 2018), part two, arts. 7–14.',
  },
  {
    concept: 'unique identification number of a business',
    use: 'numri unik identifikues (NUI)',
    avoid: [
      'numri fiskal',
      'numrin fiskal',
      'numrit fiskal',
      'numër fiskal',
      'numri juaj fiskal',
      'numrin e saj fiskal',
      'numri i TVSH-së në ATK',
    ],
    note: 'ARBK gives it at registration and ATK uses it (EDI: „NUI“ for persons registered in ARBK, „NF“ – numri fiskal – only for those registered in ATK alone); the gloss once, then „NUI“ (NUI-ja, NUI-në).',
    source:
      'Law No. 06/L-016 on business organizations, art. 19 „Numri Unik Identifikues“; ATK notice on the EDI purchase and sales books from 1 February 2023 (atk-ks.org: column „NUI/NF/NP“, „NUI me 81… për personat e regjistruar në ARBK“).',
  },
  {
    concept: 'pension fund (second pillar)',
    use: 'Fondi i Kursimeve Pensionale të Kosovës (Trusti)',
    avoid: [
      'TKPK',
      'Trusti i Kursimeve Pensionale',
      'Trustit të Kursimeve Pensionale',
      'Trustin e Kursimeve Pensionale',
      'Trusti Pensional',
      'Trustit Pensional',
      'Trustin Pensional',
      'Fondi Pensional i Kosovës',
      'Fondit Pensional të Kosovës',
    ],
    note: 'The legal name the first time on a page, with the short name every Kosovo reader and the fund itself use in brackets; then „Trusti“ (Trustit, Trustin, „paguhen në Trust“). „FKPK“ only when quoting the law. „Trusti i Kursimeve Pensionale të Kosovës (TKPK)“ was the name under UNMIK Regulation 2001/35 and is out of date.',
    source:
      'Law No. 04/L-101 on pension funds of Kosovo (Gazeta Zyrtare Nr. 10, 8 May 2012), chapter III and arts. 4–12 „Fondi i Kursimeve Pensionale të Kosovës“; „FKPK“ in the Central Bank’s page on pension funds (bqk-kos.org); the fund’s own site trusti.org and its short name „Trusti“ (its 2003 notices were signed „Trusti i kursimeve pensionale të Kosovës (TKPK)“).',
  },
  {
    concept: 'wage tax (PIT withheld on salaries)',
    use: 'tatimi në paga',
    avoid: ['tatimi në pagë', 'tatimit në pagë', 'tatimin në pagë', 'tatim në pagë'],
    note: 'Lower case in running text; the monthly return covers „tatimin në paga dhe kontributet pensionale“.',
    source:
      'ATK: „Udhëzues për punëdhënësit – … Tatimin në Paga dhe Kontribute Pensionale“ and its EDI notice „deklarimi dhe pagesa e Tatimit në Paga dhe Kontributeve Pensionale“ (atk-ks.org).',
  },
  {
    concept: 'VAT',
    use: 'TVSH (tatimi mbi vlerën e shtuar)',
    avoid: [
      'VAT',
      'tatimi në vlerën e shtuar',
      'tatimit në vlerën e shtuar',
      'tatimin në vlerën e shtuar',
      'tatim në vlerën e shtuar',
    ],
    note: 'TVSH-ja, TVSH-në, TVSH-së. In each blog article the first mention in the text is „tatimi mbi vlerën e shtuar (TVSH)“, as ATK, NUI and SNRF are spelled out there, then TVSH (round 6 #35).',
    source: 'Law No. 05/L-037 on value added tax; ATK.',
  },
  {
    concept: 'corporate income tax',
    use: 'tatimi në të ardhurat e korporatave',
    avoid: [
      'tatimi në korporata',
      'tatimit në korporata',
      'tatimin në korporata',
      'tatimi i korporatave',
      'tatimit të korporatave',
      'tatimi mbi të ardhurat e korporatave',
      'tatimit mbi të ardhurat e korporatave',
      'tatimin mbi të ardhurat e korporatave',
    ],
    note: '„TAK“ only after the full name in the same text; quarterly instalments = „këstet tremujore“.',
    source: 'Law No. 06/L-105 on corporate income tax; ATK’s forms QS/QL „Pasqyra tremujore e pagesës paradhënie“.',
  },
  {
    concept: 'permanent establishment',
    use: 'njësi e përhershme',
    avoid: [
      'prani të tatueshme',
      'prani e tatueshme',
      'prania e tatueshme',
      'pranisë së tatueshme',
      'seli e përhershme',
      'selia e përhershme',
      'selinë e përhershme',
    ],
    note: '„krijon njësi të përhershme në Kosovë“; „seli e përhershme“ is Albania’s term, not Kosovo’s.',
    source:
      'Corporate income tax law, definitions: the taxable entity includes „njësia e përhershme e personit jo rezident“ (Law No. 05/L-029, art. 2.1.2, Gazeta Zyrtare Nr. 24, 18 August 2015; the term Law No. 06/L-105 carries on); ATK: taxpayers include the „person jo rezident me njësi të përhershme në Kosovë“.',
  },
  {
    concept: 'transfer pricing',
    use: 'transferimi i çmimeve',
    avoid: ['çmimet e transferimit', 'çmimeve të transferimit'],
    note: '„dokumentimi i transferimit të çmimeve“. „çmimet e transferimit“ is the wording used in Albania, not in Kosovo (round 22, reader ED E1).',
    source:
      'Reader ED names the Ministry of Finance’s Administrative Instruction MF-Nr. 02/2017 on transfer pricing, as the ATK applies it. Its Albanian text could not be opened here (search finds no copy); the firm should confirm the title.',
  },
  {
    concept: 'double taxation agreement',
    use: 'marrëveshje për shmangien e tatimit të dyfishtë',
    avoid: [],
    note: 'The ATK’s own name is „marrëveshje për eliminimin e tatimit të dyfishtë (METD)“: give it once where a reader may look the agreements up on atk-ks.org (review D15). Give no count of agreements in force unless the ATK’s current list confirms it: the ATK counted 15 applicable in a press release and more have entered into force since, so „more than 40“ was wrong (review D1, D2).',
    source:
      'ATK press release „15 applicable agreements for elimination of double taxation“ (atk-ks.org/en/komunikate-per-media-15-marreveshje-te-zbatueshme-per-eliminimin-e-tatimit-te-dyfishte/), pointing to its list at atk-ks.org/marreveshjet/marreveshjet-nderkombetare/; ATK notice on the agreements with the United Arab Emirates and Croatia entering into force in 2017.',
  },
  {
    concept: 'personal income tax',
    use: 'tatimi në të ardhurat personale',
    avoid: [
      'tatimi mbi të ardhurat personale',
      'tatimit mbi të ardhurat personale',
      'tatimin mbi të ardhurat personale',
    ],
    source: 'Law No. 05/L-028 on personal income tax.',
  },
  {
    concept: 'tax residence of an individual',
    use: '183 ditë ose më shumë në çdo periudhë 12-mujore',
    avoid: ['më shumë se 183 ditë', 'mbi 183 ditë', 'cilësdo periudhe 12-mujore'],
    note: 'The day count includes the 183rd day; English: „183 days or more in any 12-month period“.',
    source:
      'Law No. 05/L-028 on personal income tax, definition of a resident individual, as issue 27 quotes it (the article itself was not at hand here; check it when citing).',
  },
  {
    concept: 'owners of an SH.P.K.',
    use: 'pronarët (ortakët)',
    avoid: [
      'u paguhen aksionarëve',
      'ua paguan aksionarëve',
      'vendimit të aksionarëve',
      'kapital i ri nga aksionarët',
      'aksionarët kanë liri',
    ],
    note: 'An SH.P.K. has owners („pronarë“; „ortakë“ when there are several); only an SH.A. has its capital in „aksione“ held by „aksionarë“. For a company in general write „pronarët“.',
    source:
      'Law No. 06/L-016 on business organizations: the limited liability company and the joint stock company are separate forms; only the latter issues shares („aksione“).',
  },
  {
    concept: 'dividends paid to owners (exempt)',
    use: 'dividendët nuk tatohen',
    avoid: ['tatohen me 0%', '0% në dividendë', 'dividendë 0%'],
    note: 'In running text the exemption is said as such („dividendët që u paguhen pronarëve nuk tatohen“), not as a rate („tatohen me 0%“, a calque of “taxed at 0%” that reads as a rate that could change); a 0% figure stays in a table or a result line. Round 7 (blog) #1 replaced it in five articles, round 6 (pages) in the profit tool’s question and on business formation, round 11 in the FAQ and in the meta descriptions of business formation and the profit tool („tatim 0% në dividendë“, „tatimi në dividendë 0%“).',
    source:
      'Law No. 05/L-028 on personal income tax: dividends are exempt income (as the profit tool’s source line states).',
  },
  {
    concept: 'entity (in law and accounting)',
    use: 'subjekt / kompani',
    avoid: ['entitet', 'entiteti', 'entitetin', 'entitetit', 'entitetet', 'entiteteve', 'entitete'],
    note: '„subjektet me interes publik“, „kompanitë e mëdha“; one word on every page.',
  },
  {
    concept: 'company forms',
    use: 'SH.P.K. / SH.A.',
    avoid: [],
    note: 'shoqëri me përgjegjësi të kufizuar (SH.P.K.), shoqëri aksionare (SH.A.), biznes individual, degë e shoqërisë së huaj.',
    source: 'Law No. 06/L-016 on business organizations, art. 5 „Llojet e shoqërive tregtare në Kosovë“.',
  },
  {
    concept: 'subsidiary',
    use: 'shoqëri e varur',
    avoid: ['filial', 'filiali', 'filialin', 'filialit', 'filiale', 'filialet', 'filialeve'],
    note: 'In Kosovo usage „filial“ is also a branch, so „filial, degë“ reads as „branch, branch“; a branch is „degë“ (review B2, round 4 #2).',
  },
  // Accounting
  {
    concept: 'margin (gross, contribution)',
    use: 'marzha (marzhat, marzhave)',
    avoid: ['marzhet', 'marzhi', 'marzhin', 'marzhit', 'marzheve'],
    note: 'Feminine on every page: „marzha bruto“, „marzha kontribuese“, „analiza e marzhave“ (review D4, D5; round 5 #15). The masculine plural „marzheve“ is forbidden too (the services page reads „përmirësimi i marzhave“).',
  },
  {
    concept: 'reconciliation',
    use: 'rakordim',
    avoid: [
      'pajtimi',
      'pajtimin',
      'pajtimit',
      'pajtimet',
      'pajtimeve',
      'pajtoni',
      'pajtojini',
      'pajtojmë',
      'pajton',
      'e pajtuar me bankën',
      'të pajtuar me librin',
      'bankën të pajtuar',
      'barazimi i llogarive',
      'barazimin e llogarive',
      'barazim i llogarive',
      'barazimi bankar',
      'përputhja e llogarive',
      'përputhje e llogarive',
    ],
    note: 'rakordimi i llogarive bankare; rakordoni, e rakorduar. „pajtohen“ (agree) and „pika e barazimit“ (break-even) stay; a difference settled in the annual return „rregullohet në deklaratën vjetore“.',
  },
  {
    concept: 'depreciation (tangible fixed and right-of-use assets)',
    use: 'zhvlerësim',
    avoid: [
      'aseteve fikse dhe amortizimi',
      'amortizimi i aseteve fikse',
      'amortizimit të aseteve fikse',
      'amortizimin e aseteve fikse',
    ],
    note: 'Kosovo usage: the CIT law (Law 06/L-105, „zbritjet për zhvlerësim“, categories 5/10/20%) and Kosovo financial statements; llogaritja e zhvlerësimit, zhvlerësimi tatimor.',
  },
  {
    concept: 'amortisation (intangible assets)',
    use: 'amortizim',
    avoid: [],
    note: 'Only for intangibles; EBITDA = „fitimi para interesit, tatimeve, zhvlerësimit dhe amortizimit“.',
  },
  {
    concept: 'impairment / write-down',
    use: 'rënie në vlerë',
    avoid: ['testimin e zhvlerësimit', 'testimi i zhvlerësimit', 'testi i zhvlerësimit', 'testit të zhvlerësimit'],
    note: '„zhvlerësim“ is depreciation; impairment = „rënia në vlerë“ (testi për rënie në vlerë), inventory write-down = „ulja e vlerës së stoqeve“.',
  },
  {
    concept: 'bookkeeping',
    use: 'mbajtja e librave kontabël',
    avoid: [],
    note: 'The books = „librat kontabël“; general ledger = „libri kryesor“.',
  },
  {
    concept: 'financial statements',
    use: 'pasqyrat financiare',
    avoid: [],
    note: 'Never „raportet financiare“ for the statutory statements.',
  },
  {
    concept: 'income statement / P&L',
    use: 'pasqyra e të ardhurave',
    avoid: [
      'pasqyra e fitimit dhe humbjes',
      'pasqyrën e fitimit dhe humbjes',
      'pasqyrës së fitimit dhe humbjes',
      'bilanci i suksesit',
    ],
    note: 'One name for the same statement on every page.',
  },
  {
    concept: 'balance sheet',
    use: 'bilanci',
    avoid: [],
    note: 'The statement only; opening balance sheet = „bilanci hapës“.',
  },
  {
    concept: 'account balance',
    use: 'saldo',
    avoid: ['bilancet me bankat', 'bilanceve brenda grupit', 'bilancet brenda grupit'],
    note: '„saldot me bankat“, „saldot brenda grupit“; „bilanc“ is the statement, not a balance.',
  },
  {
    concept: 'bank statement',
    use: 'ekstrakt bankar',
    avoid: ['pasqyra bankare', 'pasqyrat bankare', 'pasqyrave bankare', 'pasqyrën bankare'],
    note: '„pasqyrat“ are the financial statements; bank statements are „ekstraktet bankare“.',
  },
  {
    concept: 'receivables',
    use: 'llogaritë e arkëtueshme',
    avoid: ['arkëtueshmet', 'arkëtueshmeve', 'detyrimeve ndaj furnitorëve dhe e arkëtimeve', 'evidenca e arkëtimeve'],
    note: '„arkëtime“ are collections (cash received), never the receivables balance.',
  },
  {
    concept: 'payables',
    use: 'llogaritë e pagueshme',
    avoid: ['pagueshmet', 'pagueshmeve'],
    note: '„detyrimet ndaj furnitorëve“ may explain it in plain words.',
  },
  {
    concept: 'cash flow',
    use: 'rrjedha e parasë',
    avoid: [
      'cash flow',
      'cash-flow',
      'cashflow',
      'fluksi i parasë',
      'fluksit të parasë',
      'fluksin e parasë',
      'fluksi monetar',
      'fluksit monetar',
      'rrjedha e parave',
      'rrjedhës së parave',
      'rrjedhën e parave',
      'rrjedhja e parasë',
      'rrjedhjes së parasë',
    ],
    note: '„fluks“ is not used at all, not even in the name of the DCF method.',
  },
  {
    concept: 'fixed assets',
    use: 'asete fikse',
    avoid: ['aktivet fikse', 'aktiveve fikse', 'aktive fikse', 'mjetet fikse', 'mjeteve fikse'],
    note: 'regjistri i aseteve fikse; one word for assets across the site.',
  },
  {
    concept: 'working capital',
    use: 'kapital qarkullues',
    avoid: ['kapital punues', 'kapitali punues', 'kapitalit punues'],
    note: 'Standard term.',
  },
  {
    concept: 'profitability',
    use: 'përfitueshmëri',
    avoid: [
      'profitabilitet',
      'profitabiliteti',
      'profitabilitetin',
      'profitabilitetit',
      'profitueshmëri',
      'profitueshmëria',
      'profitueshmërisë',
      'fitimprurje',
      'fitimprurja',
      'fitimprurjen',
      'fitimprurjes',
    ],
    note: 'përfitueshmëria sipas klientit; the adjective „fitimprurës“ (profitable) stays.',
  },
  {
    concept: 'revenue',
    use: 'të hyrat',
    avoid: [],
    note: 'Revenue of a business (SNRF 15 „Të hyrat“); „të ardhurat“ in tax names and „pasqyra e të ardhurave“.',
  },
  {
    concept: 'audit (external, by an auditor)',
    use: 'auditim',
    avoid: ['auditimi i të dhënave', 'auditimin e të dhënave'],
    note: 'Data audit = „rishikimi i të dhënave“.',
  },
  {
    concept: 'review (our own, e.g. before filing)',
    use: 'rishikim',
    avoid: ['kontrolli tatimor paraprak', 'kontroll tatimor paraprak', 'kontrollit tatimor paraprak'],
    note: '„kontroll tatimor“ is an ATK inspection only; a pre-filing check is „rishikimi i gjendjes tatimore“.',
  },
  // Reporting and filing
  {
    concept: 'IFRS',
    use: 'SNRF (Standardet Ndërkombëtare të Raportimit Financiar)',
    avoid: ['IFRS-të', 'IFRS-ve', 'IFRS-it', 'IFRS-ja'],
    note: 'Inflect SNRF (SNRF-të, SNRF-ve; the blog category „Pajtueshmëria me SNRF-të“, review C14); „IFRS“ only as a gloss: „SNRF (IFRS)“. IFRS for SMEs = „SNRF për NVM“.',
  },
  {
    concept: 'tax return / filing',
    use: 'deklarata tatimore',
    avoid: ['kthimi tatimor', 'kthim tatimor', 'kthimin tatimor'],
    note: 'The act of filing = „deklarimi“; a refund = „rimbursim“.',
  },
  {
    concept: 'fiscal / financial year',
    use: 'viti financiar',
    avoid: ['viti fiskal', 'vitin fiskal', 'vitit fiskal'],
    note: 'In tax rules „periudha tatimore“.',
  },
  { concept: 'invoice', use: 'faturë', avoid: ['fakturë', 'faktura', 'fakturat', 'fakturave'], note: 'Standard form.' },
  // Services and roles
  {
    concept: 'CFO',
    use: 'drejtor financiar (CFO)',
    avoid: [
      'CFO-je',
      'CFO-ja',
      'CFO-në',
      'CFO-së',
      'CFO-ve',
      'shërbime CFO',
      'shërbimet CFO',
      'shërbimeve CFO',
      'shërbime të plota CFO',
      'CFO me kohë',
      'CFO me orar',
      'nivel CFO',
    ],
    note: '„drejtor financiar (CFO)“ the first time on a page, then „drejtori financiar“; never a bare or inflected CFO.',
  },
  {
    concept: 'financial controller',
    use: 'kontrollor financiar',
    avoid: [
      'kontroller',
      'kontrolleri',
      'kontrollerin',
      'kontrollerit',
      'kontrollerë',
      'kontrollerët',
      'kontrollerëve',
    ],
    note: 'The data controller of the privacy policy is „kontrollues“ (Law 06/L-082) and stays.',
  },
  {
    concept: 'consultation',
    use: 'konsultim',
    avoid: ['konsultë', 'konsulta', 'konsultën', 'konsultës', 'konsultat', 'konsultave'],
    note: 'konsultimi fillestar, një konsultim falas.',
  },
  {
    concept: 'consultation request (the main call to action)',
    use: 'Kërkoni ofertë / Rezervoni një konsultim falas',
    avoid: [],
    note: 'Keep the two CTA wordings; no third variant.',
  },
  {
    concept: 'employees',
    use: 'punonjës',
    avoid: [
      'punëtor',
      'punëtorin',
      'punëtorit',
      'punëtorë',
      'punëtorët',
      'punëtorëve',
      'punëmarrës',
      'punëmarrësi',
      'punëmarrësin',
      'punëmarrësit',
      'punëmarrësve',
    ],
    note: 'Also beside „punëdhënës“ (kontributi i punonjësit); „fuqi punëtore“ (workforce) stays.',
  },
  {
    concept: 'payroll / payslip',
    use: 'pagat / përpunimi i pagave',
    avoid: ['payroll', 'payslip'],
    note: 'Payslip = „fletëpagesë“; payroll register = „listëpagesë“ (a payslip is never „listëpagesë“).',
  },
  {
    concept: 'valuation',
    use: 'vlerësimi i biznesit',
    avoid: [
      'vlerësimi falas të biznesit',
      'vlerësim falas të biznesit',
      'vlerësimi falas i biznesit',
      'vlerësim falas i biznesit',
    ],
    note: 'A free assessment of the client’s needs is „analizë / shqyrtim falas“, never a free valuation.',
  },
  {
    concept: 'discounted cash flow (DCF)',
    use: 'metoda e rrjedhës së skontuar të parasë (DCF)',
    avoid: [
      'fluks',
      'fluksi',
      'fluksit',
      'fluksin',
      'flukse',
      'flukset',
      'flukseve',
      'rrjedha e parasë së skontuar',
      'rrjedhës së parasë së skontuar',
      'rrjedhën e parasë së skontuar',
    ],
    note: 'The same word as „rrjedha e parasë“ everywhere else; one long form, then „metoda DCF“.',
  },
  {
    concept: 'due diligence',
    use: 'verifikim financiar (due diligence)',
    avoid: [],
    note: 'The gloss once; then „verifikimi financiar“ (never the calque „kujdesi i duhur“, which is due care).',
  },
  { concept: 'budget', use: 'buxhet', avoid: [], note: 'buxheti vjetor.' },
  {
    concept: 'forecast / rolling forecast',
    use: 'parashikim / parashikim rrëshqitës',
    avoid: ['rrotullues', 'rrotulluese', 'rrotulluesit', 'rrotullueses', 'plan rrëshqitës', 'planit rrëshqitës'],
    note: 'Rolling = „rrëshqitës“ (parashikim rrëshqitës 12-mujor) where the text says what it is, as the articles do; in a bare list „parashikime të përditësuara periodikisht“ (review A22). „rrotullues“ is a calque; „plan rrëshqitës“ a third term beside buxhet and parashikim (round 5 #19).',
  },
  {
    concept: 'KPI',
    use: 'treguesit kryesorë të performancës (KPI)',
    avoid: ['tregues kyç të performancës', 'treguesit kyç të performancës', 'treguesve kyç të performancës'],
    note: 'The gloss once, then „KPI“ (masculine: KPI të besueshëm).',
  },
  {
    concept: 'credit line',
    use: 'linjë kredie',
    avoid: ['linja kreditore', 'linjë kreditore', 'linjës kreditore', 'linjën kreditore'],
    note: 'Revolving = „linjë kredie qarkulluese“.',
  },
  {
    concept: 'supplier',
    use: 'furnitor',
    avoid: ['furnizues', 'furnizuesi', 'furnizuesin', 'furnizuesit', 'furnizuesve'],
    note: 'One word for supplier; „furnizim“ (supply) stays.',
  },
  {
    concept: 'start-up',
    use: 'biznes i ri / ndërmarrje e re',
    avoid: ['startup', 'startupe', 'startupet', 'start-up', 'start-upe'],
    note: 'No English loan.',
  },
  {
    concept: 'plans',
    use: 'paketa Starter / Core / Pro / Enterprise',
    avoid: [
      'Gjithçka që përfshin Starter',
      'Gjithçka që përfshin Core',
      'plani Starter',
      'plani Core',
      'plani Pro',
      'plani Enterprise',
    ],
    note: 'Product names stay in English and are introduced as „paketa X“ (paketa Starter, në paketën Core).',
  },
  {
    concept: 'burden',
    use: 'barrë',
    avoid: ['barrat', 'barrave'],
    note: 'Standard plural „barrë“, definite „barrët“, „barrëve“; better still the singular („barrë tatimore ndër më të ulëtat“).',
  },
  {
    concept: 'implementation',
    use: 'zbatim',
    avoid: [
      'implementim',
      'implementimi',
      'implementimin',
      'implementimit',
      'implementojnë',
      'implementoni',
      'implementuar',
    ],
    note: 'Standard word; zbatimi i sistemit.',
  },
  {
    concept: 'regulation (the rules)',
    use: 'rregullat / kuadri rregullator',
    avoid: ['rregullativa', 'rregullativën', 'rregullativës'],
    note: 'Colloquial loan.',
  },
  {
    concept: 'email',
    use: 'email',
    avoid: [
      'postë elektronike',
      'postën elektronike',
      'postës elektronike',
      'e-mail',
      'e-maili',
      'e-mailit',
      'imejl',
      'imejli',
      'imejlit',
    ],
    note: 'email-i, email-it, adresa e email-it, me email.',
  },
  {
    concept: 'on time (a filing, a payment)',
    use: 'në afat',
    avoid: [
      'dorëzohen me kohë',
      'dorëzohet me kohë',
      'dorëzuara me kohë',
      'dorëzuara në kohë',
      'deklarime tatimore në kohë',
      'brenda afatit ligjor',
    ],
    note: 'One wording: „deklaratat dorëzohen në afat“, „deklaroni në afat“. „me kohë“ stays only in „me kohë të pjesshme / të plotë“; over time = „me kalimin e viteve / e kohës“.',
  },
  {
    concept: 'over time (as the years passed)',
    use: 'me kalimin e viteve',
    avoid: ['Me kohë, klientët'],
    note: '„me kohë“ means early / on time, never „over time“.',
  },
  {
    concept: 'the four steps of each service (the English „Strategic Process“)',
    use: 'Hapat e punës',
    avoid: ['Procesi strategjik', 'Procesit strategjik'],
    note: 'A heading over a list of steps, not a calque.',
  },
  {
    concept: 'dedicated account manager / point of contact',
    use: 'person kontakti i caktuar posaçërisht për ju',
    avoid: [
      'menaxher personal i llogarisë',
      'menaxheri personal i llogarisë',
      'menaxher i llogarisë',
      'menaxheri i llogarisë',
    ],
    note: '„llogari“ on an accountant’s site is a ledger or bank account; one wording on the pricing and services pages.',
  },
  {
    concept: 'optional (a form field)',
    use: '(sipas dëshirës)',
    avoid: ['(opsionale)', '(opsional)', 'shënuara si opsionale'],
    note: 'Fits every field whatever its gender („Numri i telefonit (sipas dëshirës)“, „Kompania (sipas dëshirës)“).',
  },
  {
    concept: 'complete / valid (a form value)',
    use: 'Shkruani adresën e plotë të email-it / numrin e plotë të telefonit',
    avoid: ['adresë të plotë email-i', 'numër të plotë telefoni', 'adresë email-i në formën'],
    note: 'The definite noun with its genitive, as a Kosovo form writes it.',
  },
  {
    concept: 'website',
    use: 'faqe (faqja jonë)',
    avoid: [
      'uebsajt',
      'uebsajti',
      'uebsajtin',
      'uebsajtit',
      'uebsajte',
      'uebfaqe',
      'uebfaqja',
      'ueb-faqe',
      'ueb-faqja',
    ],
    note: 'The site and a page of it are both „faqe“ (faqja jonë, në faqet dhe artikujt tanë); „faqe të tjera interneti“ for other sites.',
  },
  {
    concept: 'cookies',
    use: 'skedarë cookie',
    avoid: ['cookies', 'cookie-t', 'cookie-ve', 'cookie-s'],
    note: 'skedarët cookie, only where a text says the site sets none: the theme and the consent choice are kept in the browser’s storage and are „cilësime“, not „skedarë“ (round 5 #21).',
  },
  {
    concept: 'compliance (tax, regulatory)',
    use: 'pajtueshmëri',
    avoid: [
      'përputhshmëri',
      'përputhshmëria',
      'përputhshmërinë',
      'përputhshmërisë',
      'pajtueshmëri tatimore dhe këshillim tatimor',
    ],
    note: 'The word the Tax Administration of Kosovo (ATK) uses („pajtueshmëria tatimore“); the service is „Pajtueshmëri dhe këshillim tatimor“ everywhere. „mospërputhje“ (a mismatch) stays.',
  },
  {
    concept: 'part-time / full-time (a CFO, an employee)',
    use: 'me kohë të pjesshme',
    avoid: ['me orar të pjesshëm', 'me orar të plotë', 'me gjysmë orari', 'part-time'],
    note: 'me kohë të pjesshme / me kohë të plotë, as labour law and job advertisements in Kosovo write it.',
  },
  {
    concept: 'author byline (Certified Accountant, Senior Tax Expert, Fraud Forensics Expert)',
    use: 'Kontabilist i certifikuar, ekspert tatimor me përvojë dhe specialist i kontabilitetit forenzik',
    avoid: ['forenzikës së mashtrimeve', 'forenzika e mashtrimeve', 'ekspert i forenzikës', 'ekspert i lartë tatimor'],
    note: 'As on a Kosovo business card; „i lartë“ reads as a rank, not as seniority (review C16); „specialist“ so that „ekspert“ is not said twice (round 4 #7).',
  },
  {
    concept: 'the tax calculators (menu and breadcrumbs)',
    use: 'Kalkulatorët',
    avoid: [],
    note: 'One name wherever the section is named as a place (menu, footer, breadcrumbs); the tools page’s title and heading describe it („Kalkulatorë tatimorë për Kosovën“). Review A34.',
  },
  {
    concept: 'the language menu’s code beside the flag',
    use: 'AL (the flag’s label); „sq“ for the language itself',
    avoid: [],
    note: 'Review A30 asked for „SQ“; the product specification gives „flag AL, code AL“ and issue 27 keeps it, so the visible label stays „AL“, while every machine-read language code is „sq“ (lang, hreflang, paths) and a screen reader hears „Gjuha: shqip (AL)“, the name first, in lower case inside the phrase as the title „Gjuha aktuale: shqip“ writes it (round 5 #18; the menu item itself stays „Shqip“).',
    source: 'Product specification, navigation bar; issue 27 (“keep both”); ISO 639-1 „sq“.',
  },
  {
    concept: 'Schedule a consultation (the pricing page’s closing button; the English does not say „free“)',
    use: 'Rezervoni një konsultim',
    avoid: [],
    note: 'The main CTA without „falas“, which appears only where the English says free („Book a free consultation“ = „Rezervoni një konsultim falas“); same verb and noun, not a third wording.',
  },
  // Independent review, round 6 (the blog): calques of everyday English words. Not forbidden, because each has a
  // correct use elsewhere on the site; write the `use` form where the English word is meant.
  {
    concept: 'means (X means Y: a definition or what something consists of)',
    use: 'do të thotë',
    avoid: [],
    note: '„nënkupton“ is „implies“ (what follows from something unsaid); „Planifikimi … do të thotë një proces …“, „kjo do të thotë qendra kostoje …“ (round 6 #10).',
  },
];

export const forbiddenPhrases: readonly ForbiddenPhrase[] = [
  // Independent review, round 2 (26 Nov 2026): the articles (reader B).
  {
    phrase: 'nivelit të lartë:',
    use: 'Planifikimi financiar i mirëfilltë',
    note: '„i nivelit të lartë“ reads as high-level, i.e. not detailed (review B3).',
  },
  {
    phrase: 'marzha e kontributit',
    use: 'marzha kontribuese',
    note: '„kontribut“ is the pension contribution in the same articles (review B4).',
  },
  { phrase: 'marzhës së kontributit', use: 'marzhës kontribuese', note: 'Review B4.' },
  { phrase: 'marzhë kontributi', use: 'marzhë kontribuese', note: 'Review B4.' },
  {
    phrase: 'marzha kontributive',
    use: 'marzha kontribuese',
    note: 'The usual adjective of management accounting (kontribues, -e), not „kontribuuese“ (round 5 #15).',
  },
  { phrase: 'marzhës kontributive', use: 'marzhës kontribuese', note: 'Round 5 #15.' },
  { phrase: 'marzhë kontributive', use: 'marzhë kontribuese', note: 'Round 5 #15.' },
  { phrase: 'me sy e me mend', use: 'sipas ndonjë përqindjeje të zakonshme', note: 'Too colloquial (review B6).' },
  {
    phrase: 'shumëfish ilustrues',
    use: 'Po ta vlerësojmë kompaninë, për ilustrim, me pesëfishin e EBITDA-së …',
    note: 'Review B7; wording of review D22.',
  },
  { phrase: 'këstet paraprake', use: 'këstet tremujore', note: 'The site’s term for CIT instalments (review B13).' },
  {
    phrase: 'degë apo filial',
    use: 'degë apo shoqëri e varur',
    note: 'In Kosovo usage „filial“ is also a branch; a subsidiary is „shoqëri e varur“ (review B2).',
  },
  { phrase: 'e rrit tatimin për', use: 'e rrit tatimin me 1.000 €', note: 'An increase „me“ an amount (review B1).' },
  {
    phrase: 'milionë €',
    use: '2 milionë euro',
    note: 'A sum in millions is written out: „2 milionë euro“, „1 milion euro“ (review B14).',
  },
  { phrase: 'milion €', use: '1 milion euro', note: 'Review B14.' },
  // Independent review, round 2 (26 Nov 2026): pages and interface.
  { phrase: 'Kthehuni prapa', use: 'Kthehuni në faqen e mëparshme', note: 'The 404 page’s back link (review A29).' },
  {
    phrase: 'Kontabilitet i jashtëm',
    use: 'Shërbime të plota kontabiliteti për kompanitë ndërkombëtare',
    note: 'Calque of “outsourced accounting”; „i jashtëm“ reads as foreign (review A17).',
  },
  {
    phrase: 'Panele me KPI',
    use: 'Panele kontrolli me treguesit kryesorë (KPI)',
    note: 'Dashboards named in full (review A22).',
  },
  { phrase: 'Rregullimet pas regjistrimit', use: 'Hapat pas regjistrimit', note: 'Calque of “setup” (review A22).' },
  {
    phrase: 'tepër mesazhe',
    use: 'shumë mesazhe brenda një kohe të shkurtër',
    note: 'The rate limit’s page title (review A28).',
  },
  { phrase: 'Pjesën tjetër e bënë', use: 'Më tej u rritëm falë …', note: 'Calque of “… did the rest” (review A20).' },
  {
    phrase: 'i përzien',
    use: 'i kombinon … dhe i shndërron në një kod të pakthyeshëm (hash)',
    note: 'The privacy text on how the statistics hash a visit (review A14).',
  },
  // Independent review, round 2 (26 Nov 2026): the tax calendar.
  {
    phrase: 'sipas rishikimit të datës',
    use: 'rishikuar më 17 janar 2023',
    note: 'A calque of “as reviewed on”, and it took a weekday before the date (review A1).',
  },
  {
    phrase: 'përtej fundjavave',
    use: 'Kur një afat bie në fundjavë ose në festë zyrtare, shtyhet në ditën e parë të punës që vijon.',
    note: 'Calque of “moved past weekends” (review A10). A clause, not „të shtyra …“ in apposition, which read as if every deadline moved (reader XE, P5).',
  },
  { phrase: 'tatohet në fitim', use: 'tatohet mbi fitimin', note: 'Taxed on profit (review A18).' },
  { phrase: 'tatohen në fitim', use: 'tatohen mbi fitimin', note: 'Taxed on profit (review A18).' },
  {
    phrase: 'ose me zgjedhje',
    use: 'ose me zgjedhjen e tyre',
    note: 'By choice (review A18). Not „ose sipas zgjedhjes“: on the calendar that reads as the visitor’s filter (round 23, reader FB E3).',
  },
  { phrase: 'ose sipas zgjedhjes', use: 'ose me zgjedhjen e tyre', note: 'Round 23, reader FB E3.' },
  {
    phrase: 'nuk hamendësohet',
    use: 'nuk e supozojmë datën',
    note: 'The Eid note was a word-for-word rendering (review A5).',
  },
  // Independent review, round 2 (26 Nov 2026): the tools.
  {
    phrase: 'barazohet me deklaratën',
    use: 'rregullohet në deklaratën vjetore',
    note: 'A difference is settled („rregullohet“) in the return; „barazohet me“ reads as „equals“ (review A16).',
  },
  {
    phrase: 'tatimet marrin',
    use: '(barra tatimore: 40,9%)',
    note: 'Taxes do not „take“; the chart names the tax burden (review A11).',
  },
  {
    phrase: 'për së larti',
    use: 'rrumbullakohet lart',
    note: 'Half a cent „rrumbullakohet lart“ (review A24).',
  },
  {
    phrase: 'Humbja nuk paguan',
    use: 'Për humbjen nuk paguhet tatim',
    note: 'A loss cannot pay (review A2).',
  },
  {
    phrase: 'ku ndodheni',
    use: 'ku qëndroni / si qëndron biznesi juaj',
    note: '„ndodhem“ = be located; for a place write „kudo që jeni“.',
  },
  { phrase: 'Duke filluar nga', use: 'Nga (nga 299 €) / Çmimi nga', note: 'Calque of “Starting from”.' },
  {
    phrase: 'Çmimi nga Me marrëveshje',
    use: 'Çmim sipas marrëveshjes (without „Çmimi nga“)',
    note: 'A price by agreement has no „from“.',
  },
  {
    phrase: 'Mbështetje me përparësi',
    use: 'Kërkesat tuaja trajtohen me përparësi',
    note: 'Calque of “Priority support”.',
  },
  {
    phrase: 'Qoftë nëse',
    use: 'a question, or „… apo …“',
    note: 'Calque of “Whether you … or …”; „qoftë … qoftë“ only with nouns, and sparingly.',
  },
  { phrase: 'qoftë për', use: '„për … apo për …“', note: 'Calque of “Whether for … or …”.' },
  {
    phrase: 'vendimet mbi shifra',
    use: 'vendimet e mbështetura në shifra',
    note: 'Calque of “decisions on figures”; decisions rest „në“ figures.',
  },
  {
    phrase: 'Ja si',
    use: 'the point itself („Këtë boshllëk e plotëson …“)',
    note: 'Six of eight teasers opened so: a formula, not a sentence.',
  },
  { phrase: 'Ja çfarë', use: 'the point itself', note: 'Teaser formula.' },
  { phrase: 'Ja një', use: 'the point itself', note: 'Teaser formula.' },
  {
    phrase: 'jashtë rregullit',
    use: 'mospërputhjet / rastet që sistemi nuk i përputh vetë',
    note: 'Calque of “exceptions”.',
  },
  // Independent review, round 3 (26 Nov 2026).
  {
    phrase: 'Nëna Terezë',
    use: 'Bulevardi Nënë Tereza',
    note: 'The boulevard’s name as Prishtina’s street signs write it (review C1).',
  },
  {
    phrase: 'Pranoni të gjithë',
    use: 'Pranoni të gjitha',
    note: 'Alone, „të gjithë“ reads as „everyone“ (review C2).',
  },
  {
    phrase: 'të drejtat e rezervuara',
    use: 'Të gjitha të drejtat janë të rezervuara.',
    note: 'A sentence, not a noun phrase (review C4); with its verb, so it cannot be read as one (round 4 #1).',
  },
  {
    phrase: 'Shërbime kontabiliteti me kontratë',
    use: 'Shërbime të plota kontabiliteti për kompanitë ndërkombëtare',
    note: 'Outsourced accounting: „me kontratë“ is true of every service (review C5).',
  },
  {
    phrase: 'konsulencë biznesi',
    use: 'këshillim biznesi',
    note: 'One word for advisory, as the services and the menu write it (review C15).',
  },
  { phrase: 'Sapo po', use: 'Po e nisni …', note: '„Sapo“ with the progressive „po“ (review C10).' },
  { phrase: 'Kosto konkurruese të punës', use: 'Kosto pune konkurruese', note: 'Review C11.' },
  { phrase: 'thirrjeve video', use: 'videothirrjeve', note: 'Review C16.' },
  { phrase: 'thirrje video', use: 'videothirrje', note: 'Review C16.' },
  {
    phrase: 'video-thirrjeve',
    use: 'videothirrjeve',
    note: 'Compounds with „video“ are written as one word, like „videokonferencë“ (round 4 #21).',
  },
  { phrase: 'video-thirrje', use: 'videothirrje', note: 'Round 4 #21.' },
  {
    phrase: 'ky kontakt do të fshihet',
    use: 'këto të dhëna do të fshihen nga pamja',
    note: 'The revealed phone number or address is not „a contact“ (review C16).',
  },
  {
    phrase: 'fletëpagesë ose në faturë',
    use: 'si në dokumentet kontabël',
    note: 'The rounding note stands under the VAT, profit and withholding tools too (review C16).',
  },
  { phrase: 'nga 1 janari', use: 'nga 1 janar 2026 / që nga 1 janar 2009', note: 'Review C6.' },
  {
    phrase: 'hotelieria',
    use: 'hoteleria',
    note: 'The standard spelling (hoteleria, hotelerisë); review C12.',
  },
  { phrase: 'hotelierisë', use: 'hotelerisë', note: 'Review C12.' },
  {
    phrase: 'herë EBITDA-në',
    use: 'me pesëfishin e EBITDA-së',
    note: 'Review C13 (the ungrammatical „prej 5 herë EBITDA-në“); review D22 replaced its „shumëfish prej 5 herësh“ too.',
  },
  { phrase: 'nga 1 korriku', use: 'nga 1 korrik 2026', note: 'Review C6.' },
  // A count meets its noun through countOf / pluralForm (shared/plural.ts): never a plural after 1.
  { phrase: '1 artikuj', use: '1 artikull', note: 'Intl.PluralRules: „one“ for 1.' },
  { phrase: '1 minuta', use: '1 minutë', note: 'Intl.PluralRules: „one“ for 1.' },
  { phrase: '1 rezultate', use: '1 rezultat', note: 'Intl.PluralRules: „one“ for 1.' },
  { phrase: '1 karaktere', use: '1 karakter', note: 'Intl.PluralRules: „one“ for 1.' },
  { phrase: '1 sekondash', use: '1 sekonde', note: 'Intl.PluralRules: „one“ for 1.' },
  { phrase: 'U kopjua në kujtesë', use: 'U kopjua!', note: 'One label for every copy button (issue 27).' },
  {
    phrase: 'Rezultati i dërgimit',
    use: 'Konfirmimi që mesazhi arriti …',
    note: 'Calque of “The result of sending”, in the thank-you page’s description.',
  },
  {
    phrase: 'se sa',
    use: 'sesa',
    note: 'Comparison is one word; in an indirect question write just „sa“ („tregon sa para“).',
  },
  {
    phrase: 'palë sy',
    use: 'një vështrim i dytë profesional / një rishikim i pavarur',
    note: 'Calque of “a second pair of eyes”.',
  },
  { phrase: 'çka', use: 'çfarë (pyetje) / gjë që (lidhore)', note: 'Gheg; the site writes standard „çfarë“.' },
  { phrase: 'min lexim', use: 'Lexohet për {n} minuta', note: 'Calque of “{n} min read”.' },
  { phrase: 'minuta lexim', use: 'Lexohet për {n} minuta', note: 'Calque of “{n} min read”.' },
  { phrase: 'tri skenarë', use: 'tre skenarë', note: '„skenar“ is masculine: „tre“.' },
  // Round 11 (pages and tools): calques of English “current”, “listening to how”, “would give”, “how late”.
  { phrase: 'duke ju dëgjuar se si', use: 'duke dëgjuar prej jush si', note: 'Calque of “listening to how”.' },
  { phrase: 'proceseve aktuale', use: 'proceseve ekzistuese', note: '„aktual“ for “current”; adjective order.' },
  { phrase: 'librave tuaj aktualë', use: 'gjendjes së librave tuaj kontabël', note: 'Calque of “your current books”.' },
  { phrase: 'periudhën aktuale', use: 'periudhën rrjedhëse', note: 'As „vitin rrjedhës“.' },
  {
    phrase: 'asgjë opsionale',
    use: 'asgjë që do të kërkonte pëlqimin tuaj',
    note: 'Calque; the site says „sipas dëshirës“.',
  },
  { phrase: 'do të jepnin', use: 'tatimi do të ishte', note: 'Calque of “the bands would give”, like „norma jep“.' },
  {
    phrase: 'sa vonë mund të shkojë',
    use: 'datën deri në të cilën mund të shtyhet',
    note: 'Calque of “how late it could become”.',
  },
  {
    phrase: 'përgatitim',
    use: 'përgatisim',
    note: 'The standard present of „përgatis“, as everywhere else on the site.',
  },
  { phrase: 'jep pagë neto', use: 'nga paga bruto … mbetet paga neto', note: 'Calque of “gives”, like „norma jep“.' },
  {
    phrase: 'të tërë pagës',
    use: 'të pagës … që nga euroja e parë',
    note: 'Missing article („të të tërë“); round 12.',
  },
  { phrase: 'gati për t’i shtuar', use: 'afatet mund t’i shtoni', note: 'Calque of “ready to add”.' },
  { phrase: 'ishte e marta,', use: 'ishte 23 prilli (e martë)', note: 'The weekday follows the date, in brackets.' },
  { phrase: 'tri skenarët', use: 'tre skenarët', note: '„skenar“ is masculine: „tre“.' },
  { phrase: 'ka rëndësi dy', use: 'kanë rëndësi dy', note: 'Plural subject, plural verb.' },
  // Independent review, round 4 (26 Nov 2026): the blog (reader D).
  {
    phrase: 'mbi 40 shtete',
    use: 'me një sërë shtetesh (lista e ATK-së)',
    note: 'No current ATK list confirms a count of treaties in force; the ATK itself counted 15 (review D1, D2).',
  },
  { phrase: 'mbi 40 vende', use: 'me një sërë shtetesh', note: 'Review D1, D2.' },
  { phrase: 'më shumë se 40 shtete', use: 'me një sërë shtetesh', note: 'Review D1, D2.' },
  {
    phrase: 'pak kompani të listuara',
    use: 'Kosova nuk ka bursë funksionale',
    note: 'Kosovo has no functioning stock exchange (IFRS Foundation, jurisdiction profile of Kosovo: „No stock exchange“); review D3.',
  },
  {
    phrase: 'shumëfish prej 5 herësh',
    use: 'pesëfishi i EBITDA-së (me pesëfishin e EBITDA-së)',
    note: 'Clumsy: Albanian has the word for it (review D22).',
  },
  {
    phrase: 'distributor ilustrues',
    use: 'shembull ilustrues me një distributor',
    note: 'The example is illustrative, not the distributor (review D16).',
  },
  {
    phrase: 'distributor ushqimesh ilustrues',
    use: 'shembull ilustrues me një distributor ushqimesh',
    note: 'Review D16.',
  },
  {
    phrase: 'shoqëritë e varura (filialet)',
    use: 'shoqëritë e varura',
    note: 'The gloss brings back the branch/subsidiary ambiguity of „filial“ (review D35, B2).',
  },
  { phrase: 'vitin aktual', use: 'vitin rrjedhës', note: '„aktual“ for “current” is a calque (review D28).' },
  { phrase: 'vitit aktual', use: 'vitit rrjedhës', note: 'Review D28.' },
  {
    phrase: 'ligjërisht më shumë nga ajo që fitoni',
    use: 'si të ruani ligjërisht më shumë nga fitimi juaj',
    note: 'Word for word “keep more of what you earn” (review D7).',
  },
  {
    phrase: 'siç janë shkruar',
    use: 'ashtu siç i parashikon ligji',
    note: 'Calque of “as they are written” (review D8).',
  },
  {
    phrase: 'Kujdes me kohën',
    use: 'Kini parasysh kur lind detyrimi',
    note: 'Calque of “Mind the timing” (review D9). „Dini kur lind detyrimi“ first reads as “You know when …” (round 25, reader HF).',
  },
  {
    phrase: 'në një rresht të vetëm',
    use: 'në një llogari të vetme',
    note: 'Revenue sits in an account (review D17).',
  },
  {
    phrase: 'listën e rezultateve që do të dorëzohen',
    use: 'marrëveshja për atë që do t’ju dorëzojmë',
    note: 'Calque of “deliverables” (review D20); the noun takes „për atë që“, not „se çfarë“ (round 6 #14).',
  },
  {
    phrase: 'mbyllni shifrat faktike',
    use: 'pas mbylljes së librave, vendosni shifrat faktike',
    note: 'Calque of “close the actuals” (review D31).',
  },
  {
    phrase: 'trashëgimisë së biznesit',
    use: 'Kalimi i biznesit te pasardhësit',
    note: '„trashëgimi“ reads as inheritance at law (review D30).',
  },
  // Register: the informal imperative (ti) is not used; see `register`.
  { phrase: 'Kthehu', use: 'Kthehuni', note: 'Formal register.' },
  { phrase: 'Kalo te', use: 'Kaloni te', note: 'Formal register.' },
  { phrase: 'Hap menynë', use: 'Hapni menynë', note: 'Formal register.' },
  { phrase: 'Mbyll menynë', use: 'Mbyllni menynë', note: 'Formal register.' },
  { phrase: 'Shfaq adresën', use: 'Shfaqni adresën', note: 'Formal register.' },
  { phrase: 'Shfaq numrin', use: 'Shfaqni numrin', note: 'Formal register.' },
  { phrase: 'Fshih', use: 'Fshihni', note: 'Formal register.' },
  { phrase: 'Kopjo', use: 'Kopjoni', note: 'Formal register.' },
  { phrase: 'hape', use: 'hapeni', note: 'Formal register.' },
  { phrase: 'Prano', use: 'Pranoni', note: 'Formal register.' },
  { phrase: 'Minimizo', use: 'Minimizoni', note: 'Formal register.' },
  { phrase: 'Ruaj preferencat', use: 'Ruani preferencat', note: 'Formal register.' },
  { phrase: 'Dërgo', use: 'Dërgoni', note: 'Formal register.' },
  { phrase: 'Kërko', use: 'Kërkoni', note: 'Formal register.' },
  { phrase: 'Provo', use: 'Provoni', note: 'Formal register.' },
  // Independent review, round 5 (26 Nov 2026): the articles.
  {
    phrase: 'dakord',
    use: 'pajtohem, merrem vesh, or the precise verb (caktoni, vendosni)',
    note: '„bie dakord“ / „bini dakord“ is spoken register (round 5 #9).',
  },
  { phrase: 'zbrazëtirat ligjore', use: 'boshllëqet ligjore', note: 'The usual word for loopholes (round 5 #5).' },
  { phrase: 'zbrazëtira ligjore', use: 'boshllëqe ligjore', note: 'Round 5 #5.' },
  {
    phrase: 'vërtetim me dy faktorë',
    use: 'autentifikim me dy faktorë',
    note: 'The term of Kosovo banking and IT interfaces (round 5 #22).',
  },
  { phrase: 'grupit mëmë', use: 'kompanisë mëmë', note: 'The collocation the other articles use (round 5 #21).' },
  { phrase: 'grupi mëmë', use: 'kompania mëmë', note: 'Round 5 #21.' },
  // Independent review, round 6 (26 Nov 2026): the articles.
  {
    phrase: 'marrëveshja se çfarë',
    use: 'marrëveshja për atë që do t’ju dorëzojmë, për afatin dhe për tarifën',
    note: 'A noun does not take „se çfarë“; spoken register (round 6 #14).',
  },
  {
    phrase: 'që e presin biznesin',
    use: 'vendimet që ka përpara biznesi juaj',
    note: 'Calque of “the decisions ahead of your business”: it reads as decisions waiting for the business (round 6 #15).',
  },
  {
    phrase: 'pagesat e zotuara',
    use: 'detyrimet që duhen paguar (në 8 javët e ardhshme)',
    note: '„zotoj“ is to pledge; committed payments are obligations already due (round 6 #19).',
  },
  {
    phrase: 'shifrat aktuale',
    use: 'shifra të përditësuara / shifrat e këtij muaji',
    note: '„aktual“ for “current” is the calque of review D28 („vitin aktual“); the bare word is not forbidden, a few page labels still use it (round 6 #28).',
  },
  { phrase: 'politikat kontabël aktuale', use: 'politikat kontabël që zbatoni sot', note: 'Round 6 #28.' },
  {
    phrase: 'mirë funksionon',
    use: 'zgjidhja më e mirë është … / … jep rezultat më të mirë',
    note: 'Calque of “… works best”; „si funksionon biznesi juaj“ (how it works) stays (round 6 #33).',
  },
  {
    phrase: 'problematike aktuale',
    use: 'Hartëzimi i gjendjes së sotme: proceset, sistemet dhe pikat problematike',
    note: 'Round 6 #28.',
  },
  {
    phrase: 'të çiftuara me',
    use: 'llogaritë e arkëtueshme të përputhura me arkëtimet',
    note: '„çiftoj“ is to pair up; the accounting verb is „përputh“ (round 6 #20).',
  },
  // Independent review, round 5 (26 Nov 2026): pages, tools, calendar and interface.
  {
    phrase: 'paga 0% mbi',
    use: 'Tatimi në paga: 0% e 250,00 € (pjesa deri në 250,00 €)',
    note: 'In a tax table „mbi“ before an amount reads as “above” it; a band is „{rate}% e {amount}“ with its slice named (round 5 #1).',
  },
  {
    phrase: 'paga 8% mbi',
    use: 'Tatimi në paga: 8% e 200,00 € (pjesa nga 250,01 € deri në 450,00 €)',
    note: 'Round 5 #1.',
  },
  { phrase: 'paga 10% mbi', use: 'Tatimi në paga: 10% e 73,33 € (pjesa mbi 450,00 €)', note: 'Round 5 #1.' },
  {
    phrase: 'butonin përkatës për ta parë',
    use: 'shtypni butonin përkatës për t’i parë',
    note: 'The pronoun agrees with the plural „të dhënat“ it stands for (round 5 #2).',
  },
  {
    phrase: 'shumë zero ose',
    use: 'Shkruani zero ose një shumë pozitive.',
    note: 'Word for word “an amount of zero or more” (round 5 #3).',
  },
  {
    phrase: 'norma jep',
    use: 'sepse sipas normës do të dilte më pak',
    note: 'A rate does not „jep“; trace of “the rate comes to” (round 5 #4).',
  },
  {
    phrase: 'paguhet gjë',
    use: 'nuk paguhet asgjë',
    note: 'Colloquial in a tax explanation (round 5 #5).',
  },
  {
    phrase: 'tatimit më të lartë në dividendë',
    use: 'barra e përbashkët e tatimit në të ardhurat e korporatave dhe e tatimit në dividendë, e llogaritur me normën më të lartë të tatimit në dividendë',
    note: 'Which tax is “highest”? The top rate of the dividend tax is meant, and said so (round 5 #6, round 8 pages #3).',
  },
  { phrase: 'Shikoni afatet', use: 'Shihni afatet', note: 'Every call to action says „Shihni …“ (round 5 #17).' },
  {
    phrase: 'TVSH mbi shitjet',
    use: 'TVSH-në në shitjet … TVSH-në e paguar në blerje',
    note: 'VAT „në shitje“ / „në blerje“, definite both times (round 5 #22).',
  },
  {
    phrase: 'i plotë i deleguar',
    use: 'Shërbime të plota kontabiliteti për kompanitë ndërkombëtare',
    note: '„i deleguar“ is not how Kosovo business readers say “outsourced” (round 5 #9); „i jashtëm“ reads as foreign (review A17) and „me kontratë“ is true of every service (review C5).',
  },
  { phrase: 'kontabilitet i deleguar', use: 'shërbime të plota kontabiliteti', note: 'Round 5 #9.' },
  {
    phrase: 'Nëse ju jeni',
    use: 'Nëse jeni …',
    note: 'The verb already says „ju“; the pronoun only for emphasis or contrast (round 5 #8).',
  },
  {
    phrase: 'Mbështetje me email',
    use: 'Mbështetje përmes email-it',
    note: 'A flat, translated feature line (round 5 #27).',
  },
  {
    phrase: 'Planifikimi financiar cilësor',
    use: 'Planifikimi financiar i mirëfilltë',
    note: '„cilësor“ also reads as “qualitative” (beside „sasior“); the article is about planning that is real, used month by month (round 5 #23).',
  },
  {
    phrase: 'financiarë në Kosovë, me temë',
    use: 'Udhëzime praktike për temën „…“, të shkruara për pronarët e bizneseve …',
    note: '„me temë“ at the end of the sentence is stiff (round 5 #25).',
  },
  {
    phrase: 'kalendarit abonohet',
    use: 'Pasi të abonoheni, aplikacioni i kalendarit i merr vetë ndryshimet',
    note: 'The visitor subscribes, not the app (round 5 #12).',
  },
  {
    phrase: 'bizneset në regjimin e biznesit të vogël',
    use: 'bizneset e vogla që tatohen mbi të ardhurat bruto',
    note: '„biznes“ three times in one title beside „bizneset individuale“ (round 5 #14); the filter’s label stays „Regjimi i biznesit të vogël“.',
  },
  {
    phrase: 'në dymbëdhjetë muajt e ardhshëm, të zhvendosura',
    use: 'Afatet tatimore në Kosovë gjatë 12 muajve të ardhshëm për …',
    note: 'After the audience the time read as the audience’s (“employers in the next twelve months”) (round 5 #15).',
  },
  {
    phrase: 'edhe ajo ditë bëhet ditë pushimi',
    use: 'ditë pushimi bëhet dita e parë e punës që vijon, e cila për afatet nuk llogaritet si ditë pune',
    note: 'Said the day off twice, „edhe“ on the wrong clause hinted at a second one, and „nuk llogaritet për afatet“ read as "not counted towards the deadlines" (reader OB E2).',
  },
  {
    phrase: 'TVSH-në e marsit',
    use: 'afati i TVSH-së për muajin mars 2019',
    note: 'English shorthand ("the VAT for March 2019") pressed into a genitive; the ATK moved the March return’s deadline, as the deadline titles say („… e TVSH-së për muajin …“) (reader NB E2).',
  },
  {
    phrase: 'të 12 muajve të ardhshëm në Kosovë',
    use: 'Afatet tatimore në Kosovë gjatë 12 muajve të ardhshëm për …',
    note: '„në Kosovë“ after the months read as the months’ place (reader MB E1); the time still stands before the audience.',
  },
  {
    phrase: 'Pëlqimi për skedarët cookie',
    use: 'Privatësia dhe statistikat e vizitave',
    note: 'A cookie-consent title over a text saying no cookies are set (round 5 #21).',
  },
  { phrase: 'skedarëve cookie', use: 'Cilësimet e privatësisë', note: 'Round 5 #21.' },
  { phrase: 'Zgjedhjet për skedarët cookie', use: 'Zgjedhjet për privatësinë', note: 'Round 5 #21.' },
  {
    phrase: 'Skedarët e domosdoshëm',
    use: 'Cilësimet e domosdoshme (tema e ngjyrave dhe kjo zgjedhje)',
    note: 'Browser-storage settings are not files (round 5 #21).',
  },
  {
    phrase: 'të domosdoshmit',
    use: 'Vetëm të domosdoshmet',
    note: 'Feminine like „Pranoni të gjitha“ and „cilësimet e domosdoshme“ (round 5 #21).',
  },
  // Independent review, round 7 (the blog articles).
  {
    phrase: 'fsheh pyetjen',
    use: 'e fsheh përgjigjen e pyetjes më të rëndësishme',
    note: 'A figure hides the answer, not the question; calque of “hides the question” (round 7 blog #4).',
  },
  {
    phrase: 'auditimi sipas SNRF',
    use: 'auditimi i pasqyrave të përgatitura sipas SNRF-ve',
    note: 'An audit follows the auditing standards (SNA, in English ISA); what is prepared under SNRF are the financial statements (round 7 blog #6).',
  },
  { phrase: 'auditimin sipas SNRF', use: 'auditimin e pasqyrave sipas SNRF-ve', note: 'Round 7 blog #6.' },
  { phrase: 'auditimit sipas SNRF', use: 'auditimit të pasqyrave sipas SNRF-ve', note: 'Round 7 blog #6.' },
  // Independent review, round 13 (readers L, M, N, O: pages, tools and calendar, the eight articles).
  {
    phrase: 'Çfarë zakonisht e mbështet',
    use: 'Vlerën zakonisht e mbështesin:',
    note: '„Çfarë“ opens a question, not a lead-in to a list: the English “What typically supports value:” word for word (round 13, reader N #1).',
  },
  {
    phrase: 'Çfarë zakonisht e ul',
    use: 'Vlerën zakonisht e ulin ose sjellin zbritje:',
    note: 'Round 13, reader N #1.',
  },
  {
    phrase: 'Kushtet me palët e lidhura',
    use: 'Transaksionet me palët e lidhura',
    note: "The site's term for related-party dealings; “related-party terms” compressed (round 13, reader N #2).",
  },
  {
    phrase: 'fuqi blerëse ndaj furnitorëve',
    use: 'fuqi negociuese ndaj furnitorëve',
    note: "„fuqi blerëse“ is consumers' purchasing power, not leverage over suppliers (round 13, reader N #3).",
  },
  {
    phrase: 'e DSO-së vlen',
    use: 'çdo ditë e DSO-së mban të bllokuara rreth 5.500 €',
    note: '“is worth … of cash” word for word; a day of DSO ties money up (round 13, reader N #4).',
  },
  {
    phrase: 'Vendosim mbajtje',
    use: 'I vëmë në rregull mbajtjen e librave kontabël …',
    note: '„vendos“ does not take „mbajtje“, „deklarim“, „raportim“ as objects: “put in place” word for word (round 13, reader L E1).',
  },
  {
    phrase: 'sipas SNRF (IFRS)',
    use: 'sipas SNRF-ve (IFRS)',
    note: "SNRF is inflected after a preposition, as the glossary's SNRF entry says (round 13, reader L E2).",
  },
  {
    phrase: 'dhe SNRF (IFRS)',
    use: 'për SNRF-të (IFRS)',
    note: 'Round 13, reader L E2.',
  },
  {
    phrase: 'ta kenë në pronësi të plotë një',
    use: 'mund të kenë në pronësi të plotë një kompani',
    note: 'A clitic doubling an indefinite object is spoken register (round 13, reader L E4).',
  },
  {
    phrase: 'gjendjen aktuale',
    use: 'rregullat në fuqi',
    note: '„aktual“ for “current” is the calque of review D28; what is checked are the rules in force (round 13, reader L E6).',
  },
  {
    phrase: 'do ta shqyrtojë madhësinë',
    use: 'do t’i shqyrtojë madhësinë …, vëllimin … dhe nevojat',
    note: 'The clitic agrees with three objects, the last plural (round 13, reader L E7).',
  },
  {
    phrase: 'asnjë pagesë nuk jep',
    use: 'nga asnjë pagesë bruto nuk mbetet saktësisht kjo shumë neto',
    note: '“gives” calque, as „norma jep“ (round 13, reader M #1).',
  },
  {
    phrase: 'Biznes i vogël (sipas dëshirës)',
    use: 'Krahasimi me regjimin e biznesit të vogël (sipas dëshirës)',
    note: 'What is optional is the comparison, not being a small business (round 13, reader M #2).',
  },
  {
    phrase: 'Mungesa e periudhës paralele',
    use: 'Mungesa e punës paralele me të dy sistemet',
    note: '“parallel run” squeezed into a phrase that is no Albanian term (round 13, reader O #1).',
  },
  {
    phrase: 'Konsistencë',
    use: 'Përputhje me dokumentet e tjera',
    note: '„konsistencë“ is the density of a substance; statements that agree with other documents „përputhen“ (round 13, reader O #2).',
  },
  {
    phrase: 'Ndërtoni besueshmëri me',
    use: 'Rritni besueshmërinë e biznesit tuaj me ndihmën e ekipit tonë',
    note: "Reads first as earning the team's trust (round 13, reader O #3).",
  },
  {
    phrase: 'formën e duhur juridike',
    use: 'formën juridike të duhur',
    note: 'A classifying adjective stays next to its noun (round 13, reader O #4).',
  },
  {
    phrase: 'Nga shifrat te rezultatet: si punojmë',
    use: 'Nga shifrat te rezultatet',
    note: 'Two headings on the services page both promised „si punojmë“ (round 13, reader L E3).',
  },
  // Independent review, round 14 (readers P, Q, R, S: the pages, tools and articles changed in round 13).
  {
    phrase: 'sipas rregullave dhe',
    use: 'sipas kritereve që u caktoni',
    note: 'Rules-based matching read as “according to the regulations” in a tax article (round 14, reader S E1).',
  },
  {
    phrase: 'aq sa kërkon ligji',
    use: 'për aq kohë sa kërkon ligji',
    note: 'A retention period, not an amount (round 14, reader S E2).',
  },
  {
    phrase: 't’i përgatitin',
    use: 't’i përgatisin',
    note: '„përgatis“ in the standard language, as „përgatisim“ (round 14, reader S E3).',
  },
  {
    phrase: 'që lëvizin ngadalë',
    use: 'me qarkullim të ngadaltë',
    note: "“slow-moving” word for word; the forecasting article's „stok me qarkullim të ngadaltë“ (round 14, reader S E4).",
  },
  {
    phrase: 'shënime të plota shpjeguese',
    use: 'shënime shpjeguese të plota',
    note: 'A classifying adjective stays next to its noun (round 14, reader S E5).',
  },
  {
    phrase: 'gjen dëshmi, jo pyetje',
    use: 'i gjen dëshmitë gati, jo pyetje pa përgjigje',
    note: 'One does not „gjen pyetje“ (round 14, reader S E6).',
  },
  {
    phrase: 'Planifikimi i mirë tatimor',
    use: 'Planifikimi tatimor i mirë',
    note: 'A classifying adjective stays next to its noun (round 14, reader S E7).',
  },
  {
    phrase: 'Pa kapital minimal, me përgjegjësi të kufizuar',
    use: 'Nuk kërkon kapital minimal dhe pronarët nuk përgjigjen me pasurinë e tyre personale …',
    note: "Repeated the bold name before it, the English list's build (round 14, reader S E8).",
  },
  {
    phrase: 'vendime më të mira biznesi',
    use: 'vendime më të mira në biznes',
    note: '„biznesi“ stays next to its noun or becomes „në biznes“ (round 14, reader R E1).',
  },
  {
    phrase: 'dhanë një cikël',
    use: 'cikli del 75 ditë',
    note: 'The “gives” calque, as „norma jep“ (round 14, reader R E2).',
  },
  {
    phrase: 'arrin te pronari',
    use: 'i mbetet pronarit',
    note: '“reaches the owner” word for word (round 14, reader Q #1, #4, #5).',
  },
  {
    phrase: 'Ku shkon çdo euro',
    use: 'Si ndahet kostoja e plotë për punëdhënësin',
    note: 'A calque of “Where each euro goes”, over a legend of amounts (round 14, reader Q #2); the total is named as in the tables (readers SB P1, UB).',
  },
  {
    phrase: 'del nga ky regjim',
    use: 'nuk mund të jetë në regjimin e biznesit të vogël',
    note: '„ky regjim“ with nothing before it in the result (round 14, reader Q #6).',
  },
  {
    phrase: 'nuk e supozojmë atë',
    use: 'nuk e supozojmë',
    note: 'A redundant pronoun that can read as the Bajram (round 14, reader Q #8).',
  },
  {
    phrase: 'ditën e ardhshme të punës',
    use: 'ditën e parë të punës që vijon',
    note: 'One wording of the move rule on the calendar page (round 14, reader Q #9).',
  },
  {
    phrase: 'person të ri juridik',
    use: 'një person juridik të ri',
    note: '„person juridik“ is one term and stays whole (round 14, reader P E2).',
  },
  {
    phrase: 'Normat tatimore ndryshojnë',
    use: 'Normat tatimore mund të ndryshojnë',
    note: 'Reads as “the rates differ” (round 14, reader P E4).',
  },
  {
    phrase: 'ofrojmë me ofertë',
    use: 'u bëjmë një ofertë të veçantë',
    note: '“offer with an offer” (round 14, reader P E5).',
  },
  {
    phrase: 'pasqyrat vendore në SNRF',
    use: 'pasqyrat vendore sipas SNRF-ve',
    note: 'SNRF inflected after a preposition (round 14, reader P E6).',
  },
  // Independent review, round 15 (readers T, U, V: what round 14 changed).
  {
    phrase: 'Kostoja për punëdhënësin',
    use: 'Kostoja e plotë për punëdhënësin',
    note: "One name for the employer's cost in one result (round 15, reader U E1).",
  },
  {
    phrase: 'Shuma që shkruat',
    use: 'Shuma që shkruani',
    note: 'A label read before the field is filled: present, not aorist (round 15, reader U E3).',
  },
  {
    phrase: 'ajo mund ta ulë ose ta heqë',
    use: 'marrëveshja mund ta ulë ose ta heqë',
    note: '„ajo“ first reads as Kosova (round 15, reader U E4).',
  },
  {
    phrase: 'që vijon në Kosovë',
    use: 'ditën e parë të punës që vijon',
    note: '“next business day in Kosovo” word for word (round 15, reader U E5).',
  },
  {
    phrase: 'e dorëzuar në sistemin EDI',
    use: 'që dorëzohet në sistemin EDI',
    note: 'A monthly routine, not one return filed (round 15, reader V E1).',
  },
  {
    phrase: 'program në kompjuter',
    use: 'program kompjuterik',
    note: 'Round 15, reader V E2.',
  },
  // Round 15 (reader V E4) asked for SNRF inflected after „në“ and forbade „kaloni në SNRF“; the check reads
  // a hyphen as a word's end, so it forbade the right „në SNRF-të“ too and „te SNRF-të“ was written instead.
  // Round 23 (reader FD): „kaloj në“ is the written form, „te“ here the spoken one.
  {
    phrase: 'kaloni te SNRF',
    use: 'kaloni në SNRF-të',
    note: '„kaloj në“, inflected SNRF (round 23, reader FD; round 15, reader V E4).',
  },
  {
    phrase: 'Kalimi te SNRF',
    use: 'Kalimi në SNRF-të',
    note: 'Round 23, reader FD.',
  },
  {
    phrase: 'praktika vendore te SNRF',
    use: 'praktika vendore në SNRF-të',
    note: 'Round 23, reader FD.',
  },
  {
    phrase: 'përjashtimet te',
    use: 'përjashtimet për',
    note: 'Spoken „te“ where written text takes „për“ (round 15, reader V E5).',
  },
  {
    phrase: 'Mbroni TVSH-në',
    use: 'Ruajeni të drejtën për zbritjen e TVSH-së',
    note: '“Protect your input VAT” word for word: what is kept is the right to deduct it (round 15, reader V E6).',
  },
  {
    phrase: 'kryesore tatimore',
    use: 'normat tatimore kryesore',
    note: 'A classifying adjective stays next to its noun (round 15, reader T E2).',
  },
  {
    phrase: 'pyetje të shpejtë',
    use: 'pyetje të shkurtër',
    note: '“quick question” word for word (round 15, reader T E3).',
  },
  {
    phrase: 'bisedoni me ne drejtpërdrejt',
    use: 'na shkruani në WhatsApp',
    note: 'Reads as talking in person, not the chat (round 15, reader T E5).',
  },
  // Independent review, round 16 (readers W, X, Y: what round 15 changed).
  {
    phrase: 'vjen me një kujtesë',
    use: 'Për çdo afat merrni një kujtesë',
    note: '“comes with a reminder” (round 16, reader X E3).',
  },
  {
    phrase: 'i deklaruar çdo muaj',
    use: 'që deklarohet çdo muaj',
    note: 'A monthly routine, not one return filed (round 16, reader X E4; as round 15 V E1).',
  },
  {
    phrase: 'shifrat e menaxhmentit',
    use: 'shifrat në raportet e menaxhmentit',
    note: '“management figures” word for word (round 16, reader Y E1).',
  },
  {
    phrase: 'raportojnë te kompania',
    use: 'i raportojnë kompanisë mëmë',
    note: 'Written Albanian takes the dative (round 16, reader Y E3).',
  },
  {
    phrase: 'ta ulë ose ta heqë këtë normë',
    use: 'ta ulë këtë normë ose ta heqë fare tatimin',
    note: 'A treaty lowers the rate or removes the tax (round 16, reader X E2).',
  },
  {
    phrase: 'Kostot e fuqisë punëtore',
    use: 'Kostot e punës',
    note: '“workforce costs” word for word (round 16, reader W E1).',
  },
  {
    phrase: 'Përtej librave kontabël',
    use: 'Përveç këtyre shërbimeve, ofrojmë edhe',
    note: '“Beyond the books” word for word (round 16, reader W E3). Round 16 took „Përveç mbajtjes së librave kontabël“; five readers since (rounds 18 to 22) said it narrows the paragraph before it, which names more than bookkeeping.',
  },
  {
    phrase: 'përgatiten për investitorë',
    use: 'po përgatiten të paraqiten para investitorëve',
    note: 'Reads as getting ready to receive investors (round 16, reader W E4).',
  },
  {
    phrase: 'Lloj i papranuar',
    use: 'Lloji i përmbajtjes nuk pranohet',
    note: 'The adjective split the term „lloj i përmbajtjes“ (round 16, reader W E6).',
  },
  // Independent review, round 17 (readers Z1, Z2, Z3).
  {
    phrase: 'dokumentet që kërkojnë bankat',
    use: 'dokumentet që i kërkojnë bankat',
    note: 'An object relative on a definite noun takes its clitic; without it the documents read as the subject (round 17, reader Z1 E1).',
  },
  {
    phrase: 'dividendë së bashku',
    use: 'barra e përbashkët e tatimit në të ardhurat e korporatave dhe e tatimit në dividendë',
    note: '“corporate and dividend tax together” word for word, with no head noun (round 17, reader Z1 E2).',
  },
  {
    phrase: 'pyetja juaj nuk është këtu',
    use: 'Nëse nuk e gjeni pyetjen tuaj këtu',
    note: '“If yours is not here” word for word (round 17, reader Z1 E4).',
  },
  {
    phrase: 'udhëheqje financiare në nivel të lartë',
    use: 'një drejtues financiar me përvojë',
    note: 'Calques “senior financial leadership”; „në nivel të lartë“ also reads as “broad, not detailed” (round 17, reader Z1 E5).',
  },
  {
    phrase: 'komunikojmë – përfshirë',
    use: 'komunikimi, raportet dhe korrespondenca janë në anglisht ose në shqip',
    note: 'The English dash insert “— including reports and correspondence —” (round 17, reader Z1 E6).',
  },
  {
    phrase: 'Për një pyetje të shkurtër apo për',
    use: 'si për pyetjet e shkurtra, ashtu edhe për bashkëpunimet e reja',
    note: '“Whether it is … or …” fronted, so the main verb seemed to govern it (round 17, reader Z1 E7; „Qoftë …, qoftë …“, the reader’s proposal, is itself a trace issue 27 names).',
  },
  {
    phrase: 'plotësojeni përsëri',
    use: 'Kontrolloni fushat më poshtë dhe dërgojeni përsëri',
    note: 'Shown above a form that is still filled in (round 17, reader Z1 E8; English mended too).',
  },
  {
    phrase: 'të llogaritur me normën më të lartë të tatimit',
    use: 'të tatimit në dividendë me normën e tij më të lartë',
    note: 'The participle agreed with no noun and repeated „tatimit në dividendë“ (round 17, reader Z2 E1).',
  },
  {
    phrase: 'biznesi nuk mund të jetë në regjimin',
    use: 'shoqëria nuk mund të jetë në regjimin',
    note: 'The 30.000 € threshold is the company’s; an individual business has 50.000 € (Ligji Nr. 05/L-028, neni 43), as the calendar says (round 17, reader Z2 E2).',
  },
  {
    phrase: 'Bizneset e vogla me të ardhura bruto deri në',
    use: 'Shoqëritë me të ardhura bruto deri në',
    note: 'As above: the 30.000 € threshold of the law on corporate income tax is the company’s (round 17, reader Z2 E2).',
  },
  {
    phrase: 'Paguesi: biznesi',
    use: 'E mban paguesi, pra biznesi …',
    note: 'A colon between the subject and its verbs, from “The payer: a business …, deducts” (round 17, reader Z2 E3).',
  },
  {
    phrase: 'te disa afate',
    use: 'për disa afate',
    note: 'The spoken locative „te“; written text takes „për“ (round 17, reader Z2 E4; as round 15 V E5).',
  },
  {
    phrase: 'te afati që',
    use: 'për çdo afat që',
    note: 'As above (round 17, reader Z2 E4).',
  },
  {
    phrase: 'te afatet që',
    use: 'për afatet që',
    note: 'As above (round 17, reader Z2 E4).',
  },
  {
    phrase: 'shifër që ka lëvizur',
    use: 'shifër që ka ndryshuar ndjeshëm',
    note: '“every number that moved” word for word (round 17, reader Z3 E1).',
  },
  {
    phrase: 'sistemin ERP',
    use: 'sistemin e planifikimit të burimeve të ndërmarrjes (ERP)',
    note: 'The site writes the Albanian name first and the abbreviation in brackets (round 17, reader Z3 E2).',
  },
  {
    phrase: 'te shpenzimet operative',
    use: 'ndër shpenzimet operative',
    note: 'The spoken „te“ before an accounting category (round 17, reader Z3 E3).',
  },
  // Independent review, round 18 (readers AA, AB, AC, AD).
  {
    phrase: 'gëlltit rritja',
    use: 'aq më shumë kapital qarkullues kërkon rritja e shitjeve',
    note: '“growth will consume” word for word, the subject last and unclear (round 18, reader AC E1).',
  },
  {
    phrase: 'Gabimi i zakonshëm',
    use: 'Gabimi më i shpeshtë',
    note: 'Reads as “the expected mistake” (round 18, reader AC E2).',
  },
  {
    phrase: 'klientët dhe historikun tuaj',
    use: 'klientët tuaj dhe historikun e tyre të pagesave',
    note: 'The possessive covered only the second noun (round 18, reader AC E3).',
  },
  {
    phrase: 'metodat që përdorin vlerësuesit',
    use: 'metodat që i përdorin vlerësuesit',
    note: 'The object clitic, as in round 17 (round 18, reader AD E1).',
  },
  {
    phrase: 'faqet dhe kalkulatorët që përdoren dhe matim',
    use: 'faqet që shikohen dhe kalkulatorët që përdoren, si dhe matim',
    note: 'Counted the pages themselves, and „matim“ ran into the relative clause (round 18, reader AD E2).',
  },
  {
    phrase: 'Kosova ka një nga popullsitë',
    use: 'Popullsia e Kosovës … është ndër më të rejat',
    note: '“With an average age of 29, Kosovo has …” gave the age to the country (round 18, reader AA E1).',
  },
  {
    phrase: 'Qasje në mbi',
    use: 'Një treg me mbi 500 milionë konsumatorë',
    note: 'Two prepositions stacked, and “access to consumers” (round 18, reader AA E2).',
  },
  {
    phrase: 'konvertojmë pasqyrat',
    use: 't’i shndërrojmë pasqyrat vendore në pasqyra sipas SNRF-ve',
    note: 'The two targets were built differently (round 18, reader AA E3; as round 17 Z1).',
  },
  {
    phrase: 'Korniza që zbatohet',
    use: 'Korniza e raportimit që zbatohet',
    note: 'Vague without its qualifier (round 18, reader AA E4).',
  },
  {
    phrase: 'menjëherë te pyetjet',
    use: 'menjëherë ndër pyetjet e shpeshta',
    note: 'The spoken locative „te“ (round 18, reader AA E5).',
  },
  {
    phrase: 'Afatet e rregullta tatimore',
    use: 'Afatet tatimore të rregullta',
    note: 'The classifying adjective stays next to its noun (round 18, reader AB E1).',
  },
  // Independent review, round 19 (readers BA, BB, BC, BD).
  {
    phrase: 'gabimet te burimi',
    use: 'gabimet në burim',
    note: 'The spoken „te“; the site writes „në burim“ (round 19, reader BC E1).',
  },
  {
    phrase: 'Rabatet dhe dërgesat',
    use: 'Rabatet dhe kostot e dërgesës',
    note: 'The column holds amounts, not shipments (round 19, reader BC E2).',
  },
  {
    phrase: 'kategorisë së madhësisë ku',
    use: 'kategorisë në të cilën klasifikohen sipas madhësisë',
    note: '“size category they fall into” word for word, with „ku“ for what is not a place (round 19, reader BC E3).',
  },
  {
    phrase: 'kushtojnë kohë dhe besim',
    use: 'marrin kohë dhe e zbehin besimin',
    note: '“cost time and trust”: one verb for two objects it cannot both take (round 19, reader BC E4).',
  },
  {
    phrase: 'Drejtor financiar (CFO) dhe',
    use: 'Shërbime të drejtorit financiar (CFO) dhe këshillim biznesi',
    note: 'Joined a person to an activity (round 19, reader BD E1).',
  },
  {
    phrase: 'që e njeh biznesin tuaj dhe rregullat',
    use: 'që i njeh biznesin tuaj dhe rregullat',
    note: 'The clitic is plural for two objects (round 19, reader BD E2; as round 13 L E7).',
  },
  {
    phrase: 'Udhëheqje financiare e nivelit të lartë',
    use: 'Një drejtues financiar me përvojë',
    note: 'As round 17 Z1 E5 (round 19, reader BD E4).',
  },
  {
    phrase: 'analiza të qarta mujore',
    use: 'analiza mujore dhe tremujore të qarta',
    note: 'The classifying adjectives stay next to their noun (round 19, reader BD E5).',
  },
  {
    phrase: 'kontabilitetit dhe ERP',
    use: 'programet e kontabilitetit dhe sistemet ERP',
    note: 'A bare abbreviation joined to a genitive; the Albanian name first on the page (round 19, reader BD E6).',
  },
  {
    phrase: 'qofshi',
    use: 'si për …, ashtu edhe për …',
    note: '“whether you are … or …” (round 19, reader BD E7).',
  },
  {
    phrase: 'për ta njohur biznesin tuaj, gjendjen',
    use: 'për t’u njohur me biznesin tuaj, me gjendjen e librave kontabël dhe me atë që …',
    note: 'One singular clitic for three objects, and a dash insert from the English (round 19, reader BD E8).',
  },
  {
    phrase: 'Shfaqni afatet për',
    use: 'Çfarë vlen për biznesin tuaj',
    note: '“Show the deadlines for” word for word; „për“ asked for an accusative the nominative labels below it do not give (round 19, reader BB E2).',
  },
  {
    phrase: 'lidhjet te',
    use: 'lidhjet në pjesën „…“',
    note: 'The spoken „te“ for “under a heading” (round 19, reader BB E3).',
  },
  {
    phrase: 'dy çështje të veçanta',
    use: 'dy pyetje të ndryshme',
    note: 'One does not „i përgjigjet“ a „çështje“, and „të veçanta“ first reads as “special” (round 19, reader BA E2).',
  },
  {
    phrase: 'ofertë të veçantë për të',
    use: 'mund ta marrin këtë shërbim me një ofertë të veçantë',
    note: 'The last „të“ could point at the Core package (round 19, reader BA E3).',
  },
  {
    phrase: 'për kompanitë, që i trajtojnë',
    use: 'për kompanitë, rregulla që i trajtojnë',
    note: 'The clause attached to the nearest plural, the companies (round 19, reader BA E1).',
  },
  // Independent review, round 20 (readers CA, CB, CC, CD).
  {
    phrase: 'brenda kornizave të ligjit',
    use: 'për ta ulur barrën tatimore aq sa e lejon ligji',
    note: '“keep your tax burden within the law” word for word: the law sets the burden (round 20, reader CD E1).',
  },
  {
    phrase: 'përcaktojmë përparësitë',
    use: 'përcaktojmë prioritetet',
    note: 'After risks, gaps and opportunities, „përparësitë“ reads as the SWOT “strengths” (round 20, reader CD E2).',
  },
  {
    phrase: 'mund ta përballoni një',
    use: 'mund të përballoni një',
    note: 'No clitic doubles an indefinite object (round 20, reader CC E1; as round 13 L E4).',
  },
  {
    phrase: 'nga ana e kostove',
    use: 'rritja e kostove po jua ngushton marzhën',
    note: '“squeezed from the cost side” word for word (round 20, reader CC E2).',
  },
  {
    phrase: 'njihet në dorëzim',
    use: 'njihet në momentin e dorëzimit',
    note: '„në dorëzim“ is being handed over; revenue is recognised at the moment of delivery (round 20, reader CC E3).',
  },
  {
    phrase: 'sjellin gjetje',
    use: 'çojnë në gjetje të auditimit dhe ngjallin dyshime',
    note: 'One verb for two objects it does not fit (round 20, reader CC E4; as round 19 BC E4).',
  },
  {
    phrase: 'kapital themeltar',
    use: 'kapitali themelor',
    note: 'Albania’s usage; Kosovo’s government texts say „kapitali themelor“ (round 20, reader CA E1).',
  },
  {
    phrase: 'kapitalin themeltar',
    use: 'kapitalin themelor',
    note: 'As above (round 20, reader CA E1).',
  },
  {
    phrase: 'dhe kompleksiteti;',
    use: 'dhe kompleksiteti i punës',
    note: 'An English ellipsis: what is complex was not said (round 20, reader CA E3).',
  },
  {
    phrase: 'në çdo paketë mbi të',
    use: 'në paketat më të larta',
    note: '“every plan above it” word for word; the pricing page says „paketat më të larta“ (round 20, reader CA E4).',
  },
  // Independent review, round 21 (readers DA, DB, DC, DD).
  {
    phrase: 'panelet BI',
    use: 'panelet e inteligjencës së biznesit',
    note: 'The Albanian name before the abbreviation (round 21, reader DC E1; as round 17 Z3 E2).',
  },
  {
    phrase: 'Detyrime të plota',
    use: 'Plotësia e detyrimeve',
    note: '“Complete liabilities” word for word; the audit term is „plotësia“ (round 21, reader DC E2).',
  },
  {
    phrase: 'me 325.000 € llogari',
    use: 'me llogari të arkëtueshme tregtare prej 325.000 €',
    note: 'The amount before its noun, as in English (round 21, reader DC E3).',
  },
  {
    phrase: 'pyetjet që na bëjnë',
    use: 'pyetjet që na i bëjnë',
    note: 'An object relative on a definite noun takes its clitic (round 21, reader DA E3; as round 17 Z1 E1).',
  },
  {
    phrase: 'pyetjet e para që na bëjnë',
    use: 'pyetjet e para që na i bëjnë',
    note: 'As above (round 21, reader DA E3).',
  },
  {
    phrase: 'shoqërinë e varur ose degën tuaj',
    use: 'shoqërinë tuaj të varur ose degën tuaj',
    note: 'The possessive covered only the nearest noun (round 21, reader DD E1; as round 18 AC E3).',
  },
  // Independent review, round 22 (readers EA, EB, EC, ED).
  {
    phrase: 'Keni të bëni me një ekip të vetëm',
    use: 'punoni me një ekip të vetëm',
    note: '“You deal with a single team” word for word (round 22, reader EA E1).',
  },
  {
    phrase: 'në regjistrimin e vitit 2024',
    use: 'sipas regjistrimit të popullsisë të vitit 2024',
    note: 'On the business formation page „regjistrim“ otherwise means registering a company (round 22, reader EA E2).',
  },
  {
    phrase: 'Përveç mbajtjes së librave kontabël',
    use: 'Përveç këtyre shërbimeve, ofrojmë edhe',
    note: 'Narrows the paragraph before it, which names more than bookkeeping (round 22, reader EA E3; rounds 18 to 21).',
  },
  {
    phrase: 'kërkesave për sqarime nga ATK-ja',
    use: 'në përgjigjet ndaj kërkesave të ATK-së për sqarime',
    note: 'The agent followed the noun it belongs to at a distance (round 22, reader ED E2).',
  },
  {
    phrase: 'mbi të cilat vepron',
    use: 'mbi bazën e të cilave merr vendime',
    note: '“acts on” word for word (round 22, reader EC E1).',
  },
  // Independent review, round 23 (readers FA to FF).
  {
    phrase: 'secila prej tyre shton',
    use: '; çdo paketë më e lartë përfshin',
    note: '“each adding” as a main clause; the first package adds to nothing (round 23, reader FA E3).',
  },
  {
    phrase: 'tatimpaguesit e TVSH-së',
    use: 'bizneset e regjistruara për TVSH',
    note: 'A third name on the calendar for the group its filter and items call „I regjistruar për TVSH“ (round 23, reader FB E2).',
  },
  {
    phrase: 'ai shtyhet edhe',
    use: 'shtyhet edhe',
    note: 'The pronoun repeats the subject, as the English does (round 23, reader FB E4).',
  },
  {
    phrase: 'Tatimi për vitin',
    use: 'Tatimi vjetor mbi të ardhurat bruto',
    note: '“Tax for the year” word for word (round 23, reader FC E2).',
  },
  {
    phrase: 'Opinion auditimi pa rezervë',
    use: 'Opinion auditimi i pamodifikuar',
    note: '„pa rezervë / me rezervë“ is Albania’s wording; Kosovo’s National Audit Office writes „opinion i pamodifikuar / i kualifikuar“ (round 23, reader FD E1).',
  },
  { phrase: 'opinion me rezervë', use: 'opinion i kualifikuar', note: 'As above (round 23, reader FD E1).' },
  {
    phrase: 'detyrim të prerë',
    use: 'kompani që ligji nuk i detyron',
    note: '“not strictly required” word for word (round 23, reader FD E2).',
  },
  {
    phrase: 'rakordimet me SNRF',
    use: 'rakordimi i tyre me raportimin e grupit sipas SNRF-ve',
    note: 'Figures are reconciled, not „with the standards“ (round 23, reader FE E1).',
  },
  {
    phrase: 'Përpunimi i pagave me kontributet pensionale 5% + 5%',
    use: 'Përpunimi i pagave me kontributet pensionale (5% punonjësi + 5% punëdhënësi)',
    note: 'The bare shorthand does not say who pays which half; the glossary’s table form names them (round 23, reader FE E2).',
  },
  {
    phrase: 'shërbimet e blera jashtë vendit',
    use: 'shërbimet që i blini nga furnitorë të huaj',
    note: 'Reads as services bought while abroad; the rule is about foreign suppliers (round 23, reader FF E1).',
  },
  {
    phrase: 'blen shërbime nga jashtë',
    use: 'i paguan një jorezidenti për shërbime',
    note: 'Reads as importing services; the 5% falls on a non-resident’s services wherever they are done, and the withholding page names them so everywhere else (reader RA E1).',
  },
  {
    phrase: 'jorezidentëve, që paguhet',
    use: 'Tatimi në burim, që paguhet deri më 15 të muajit pasues, është 9% për qiranë, …',
    note: 'The relative clause stood after the plural „jorezidentëve“, twenty words from the „Tatimi“ it belongs to (reader RC E1).',
  },
  {
    phrase: 'Për një pranues jorezident, nëse',
    use: 'Nëse Kosova ka marrëveshje … me shtetin ku pranuesi është rezident',
    note: 'The note shows for interest and royalties and for a non-resident’s services, where the opening condition says nothing: one sentence that fits each (reader RC E2).',
  },
  {
    phrase: 'Paguesi e zbret tatimin nga pagesa',
    use: 'Paguesi e mban tatimin nga pagesa',
    note: 'Withholding is „mban“ everywhere else on the page, and the next answer uses „zbret“ for setting the tax withheld against one’s own (reader RD E2).',
  },
  {
    phrase: 'tatimi përfundimtar i pranuesit',
    use: 'tatim përfundimtar për pranuesin',
    note: 'The set phrase is „tatim përfundimtar“, without the article; the English “the recipient’s final tax” word for word (reader RE E1).',
  },
  {
    phrase: 'Orientim për planifikim, jo këshillë tatimore',
    use: 'Shifrat e kësaj llogaritjeje shërbejnë për orientim në planifikim dhe nuk janë këshillë tatimore: rrethanat e rastit tuaj mund t’i ndryshojnë.',
    note: 'A verbless opening after the English; its examples („të ardhura të tjera“) did not fit every tool it closes, the withholding one least (reader RE E2; readers RA, RB, RD preferred a verb).',
  },
  {
    phrase: 'Diferenca rregullohet në deklaratën vjetore të tatimit në të ardhurat personale',
    use: 'Diferenca ndërmjet tatimit të mbajtur gjatë vitit dhe tatimit që del sipas shkallëve vjetore … rregullohet',
    note: 'After the secondary employer’s 10% no difference had been named; the English “The difference is settled” as shorthand (reader RG E2). Where instalments come before it, as on the business formation page, „diferenca“ is named by them.',
  },
  {
    phrase: 'verifikojmë se cila',
    use: 'Ne mund ta verifikojmë normën që zbatohet',
    note: 'An indirect question with „se“ before the interrogative, doubled by the clitic, is spoken register; as with „se sa“ (reader RG E4).',
  },
  {
    phrase: 'tatimi 10% në të ardhurat',
    use: 'tatimi në të ardhurat e korporatave, me normë 10%',
    note: 'The rate split the fixed term in English order, “the 10% corporate income tax” (reader RG E5).',
  },
  {
    phrase: 'pronësi 100% të huaj',
    use: 'pronësinë e plotë të huaj',
    note: 'The figure stood between the noun and its adjective, “100% foreign ownership”; the business formation page says „në pronësi të plotë“ (reader RG E6).',
  },
  {
    phrase: 'tatimi 10% mbi fitimin',
    use: 'Për krahasim: tatimi në të ardhurat e korporatave (10% mbi fitimin)',
    note: 'The rate between the noun and its base, in English order; the rows around it put the rate in brackets (reader SD E2). The tax keeps the name it has in the table above, or it reads as a second tax (reader XB E1).',
  },
  {
    phrase: 'pronarit në Kosovë',
    use: 'pas tatimeve të Kosovës pronari do të merrte',
    note: 'Read as an owner who lives in Kosovo; what is meant is what Kosovo’s taxes leave him, and many owners are abroad (reader SD E1).',
  },
  {
    phrase: 'rezultat me dy fjalë',
    use: 'Na e dërgoni këtë rezultat bashkë me disa fjalë për biznesin tuaj',
    note: '„me dy fjalë“ is also the idiom for “briefly” (readers RG P4, SD P3).',
  },
  {
    phrase: '(norma e reduktuar) Shuma është',
    use: 'Shuma që shkruani është',
    note: 'The VAT legend, the English “The amount is” word for word; the withholding tool words the same choice „Shuma që shkruani është“ (reader SC E1; round 15, reader U E3). Matched with the legend before it, as the page reads: „shuma është“ stays right in running text.',
  },
  {
    phrase: 'zbatohen të njëjtat shkallë për pagat e vitit',
    use: 'pagat e vitit tatohen sipas shkallëve vjetore: 0% për pjesën deri në …, 8% për pjesën nga … deri në …',
    note: '„shkallët“ hold the limits too, and the limits that followed were other ones; „8% deri në 5.400,00 €“ read as 8% on all of it (reader TB E1; the English “the same bands” word for word).',
  },
  {
    phrase: 'kalkulatorin tuaj të fitimit për një',
    use: 'përdora kalkulatorin tuaj të fitimit: nga një fitim vjetor prej …',
    note: '“used your calculator for a yearly profit of” word for word; „përdor … për“ reads as a purpose, and „kalkulatori i fitimit për një humbje“ clashes (reader TD E1). The other tools write „…: nga …“.',
  },
  {
    phrase: 'sipas normës do të dilte më pak',
    use: 'sepse pagesa sipas normës do të ishte më e vogël',
    note: 'No subject, a spoken squeeze of “more than the rate comes to” (reader TD E2).',
  },
  {
    phrase: 'Nëse shteti i pronarit',
    use: 'Nëse shteti ku pronari është rezident … varet nga ligjet e atij shteti',
    note: '“the owner’s own country” left open citizenship or residence, and „ligji i tij“ read as the owner’s law (reader UD E2).',
  },
  {
    phrase: 'tatohen me të njëjtat norma, por me kufij vjetorë',
    use: 'pagat e vitit tatohen sipas shkallëve vjetore',
    note: 'With a secondary employer the month shows only the 10%, so „të njëjtat norma“ read as that 10% (reader UB E2).',
  },
  {
    phrase: 'TVSH-së: për një shumë prej',
    use: 'shuma pa TVSH është …, TVSH-ja me normën … është … dhe shuma me TVSH është …',
    note: 'In the visitor’s voice „për një shumë prej … pa TVSH“ read as the amount typed, which was the one with VAT when extracting; „pra …“ had no verb (reader UC E1). The message now names the result’s rows, whichever way it was worked.',
  },
  {
    phrase: 'Bizneset e regjistruara llogaritin',
    use: 'Bizneset e regjistruara për TVSH e llogaritin TVSH-në',
    note: 'Every lawful business is registered (in ARBK); the group is the VAT-registered one, as the calendar names it (reader VB E1).',
  },
  {
    phrase: 'kostoja e punëdhënësit',
    use: 'kostoja e plotë për punëdhënësin',
    note: 'One name for the total in the tables, the chart, the message and the meta description (readers SB P1, UB, VA E1).',
  },
  {
    phrase: 'Shifrat e Evropës dhe të SHBA-së',
    use: 'Shifrat për Evropën dhe për SHBA-në',
    note: '“The European and US figures” word for word; read as Europe’s and the USA’s own statistics (reader VC E1).',
  },
  {
    phrase: 'shpërndahet si dividendë në Kosovë, dhe',
    use: 'sa i mbetet pronarit me tatimet e Kosovës kur fitimi shpërndahet si dividendë dhe sa do t’i mbetej me normat mesatare …',
    note: '„në Kosovë“ in the English’s place read as where the dividend is paid; no comma before „dhe“ joining the two „sa“ clauses (readers WC E1, TD P1); „me tatimet e Kosovës“ stands beside „me normat mesatare të Evropës“, and „pronarit në Kosovë“ would read as an owner living there (SD E1).',
  },
  {
    phrase: 'pronarit do t’i mbeteshin',
    use: 'pronari do të merrte',
    note: 'The plural verb does not agree at exactly 1,00 €, as „pranuesit i mbeten“ below (reader YA E1).',
  },
  {
    phrase: 'pranuesit i mbeten',
    use: 'pranuesi merr',
    note: 'The plural verb does not agree at exactly 1,00 €; „Pranuesi merr“ is the result row’s own name (reader WD E2).',
  },
  {
    phrase: 'jorezidentëve (5%), nga pagesa bruto',
    use: '…, duke u nisur nga pagesa bruto ose nga shuma që duhet të marrë pranuesi',
    note: 'Right after „e mban në burim“, „nga pagesa … ose nga shuma …“ read as what the tax is withheld from (reader WD E1).',
  },
  // Round 52 (readers ZA to ZI).
  {
    phrase: 'për ta mbrojtur faqen dhe',
    use: 'për t’i mbrojtur faqen dhe kutinë tonë postare',
    note: 'Two coordinated objects take the plural clitic (reader ZE E2; as round 19, reader BD E2).',
  },
  {
    phrase: 'na keni dhënë në një format',
    use: 'të merrni, në një format të strukturuar dhe të lexueshëm nga kompjuteri, të dhënat që na keni dhënë',
    note: 'After „keni dhënë“ the format read as how the data was given, narrowing the right of portability (reader ZE E3).',
  },
  {
    phrase: 'siç i zbatojnë kalendarët',
    use: 'siç pasqyrohen në kalendarët e Qeverisë për festat zyrtare',
    note: '“as the Government’s calendars apply them” word for word: the Government applies the law, its calendars show it (reader ZG E2).',
  },
  {
    phrase: 'Shoqëritë me të ardhura mbi 30.000',
    use: 'Shoqëritë që tatohen mbi fitimin (me të ardhura mbi 30.000 € ose me zgjedhjen e tyre)',
    note: 'A company under 30.000 € may choose to be taxed on profit (Law No. 06/L-105, Article 35; the profit tool says so); the sole traders’ line said it, the companies’ did not (reader ZG E5).',
  },
  {
    phrase: 'Gjithçka tjetër tatohet',
    use: 'Furnizimet e tjera tatohen me normën standarde 18%, përveç atyre që ligji i liron nga TVSH-ja',
    note: 'Law No. 05/L-037 also exempts supplies (most financial and insurance services): “everything else” was wrong (reader ZC E1).',
  },
  {
    phrase: '500 milionë konsumatorë',
    use: 'pa doganë … në tregjet e Bashkimit Evropian dhe të Ballkanit Perëndimor, ku jetojnë mbi 450 milionë konsumatorë',
    note: 'Most of the EU lies beyond 1.000 km of Kosovo (some 130–200 million people live within it); the market is the one the SAA (in force from 1 April 2016) and CEFTA open duty-free (reader ZF E1).',
  },
  {
    phrase: 'Zbuloni më shumë',
    use: 'Rezervoni një konsultim falas',
    note: 'The button opens the contact form; the label promised more to read, and the main calls to action have two wordings (reader ZD E1).',
  },
  {
    phrase: 'kontributet 5% të punonjësit',
    use: 'kontributet pensionale (5% nga punonjësi dhe 5% nga punëdhënësi)',
    note: 'The figure between the noun and its genitive read as “5% of the employee” (reader ZH E1).',
  },
  {
    phrase: 'kontributet pensionale 5% + 5%',
    use: 'kontributet pensionale (5% nga punonjësi dhe 5% nga punëdhënësi)',
    note: 'A table’s shorthand in running text, without who pays which (reader ZH E3; as round 23, reader FE E2).',
  },
  {
    phrase: 'te kompanitë',
    use: 'në rastin e kompanive / për kompanitë / në kompanitë',
    note: 'The spoken locative „te“; in a heading „zbritjet te kompanitë“ also read as discounts given to them (reader ZH E2, E4).',
  },
  {
    phrase: 'Te një kompani',
    use: 'Në një kompani',
    note: 'The spoken locative „te“ (reader ZH E4).',
  },
  {
    phrase: 'vjetruar',
    use: 'vjetëruar',
    note: 'The standard spelling, as the forecasting article has it (reader ZI E1).',
  },
  {
    phrase: 'njoftimi i ATK-së, në anglisht',
    use: 'njoftimi i Administratës Tatimore të Kosovës, në anglisht',
    note: 'On the business formation page the source line came before the full name (reader ZF E2); the line is shared by several pages, so it names the ATK in full.',
  },
  {
    phrase: 'njoftimi i ATK-së për formularin WR',
    use: '…; formulari WR: njoftimi i Administratës Tatimore të Kosovës (në anglisht)',
    note: 'A bracket after Law No. 05/L-028 read as describing that law, the link as one to the law (reader ZC E2).',
  },
  {
    phrase: 'me pushim më',
    use: '{holiday} bie më {holidayDate}, në fundjavë, prandaj pushohet më {date}',
    note: 'A fragment without a verb in the note on a moved deadline (reader ZN E3).',
  },
  {
    phrase: 'tatim 10% në të ardhurat',
    use: 'tatim në të ardhurat e korporatave prej 10%',
    note: 'The figure split the tax’s name, as „tatimi 10% në të ardhurat“ (reader ZM E4, after ZF).',
  },
  {
    phrase: 'që nga 1 prilli',
    use: 'që nga 1 prill 2016',
    note: 'Dates after „nga / që nga“ take the month’s plain form, as the rest of the site writes them (reader ZM E1).',
  },
  {
    phrase: 'aktin e themelimit ose statutin',
    use: 'aktin e themelimit dhe statutin',
    note: 'An SH.P.K. files both with the ARBK, not one or the other (reader ZM E3; Law No. 06/L-016).',
  },
  {
    phrase: 'i kërkojmë në emrin tuaj që të përfitoni',
    use: 'Certifikata të rezidencës tatimore në Kosovë për kompaninë tuaj kosovare … të cilat i kërkojmë në emër të saj',
    note: 'The ATK certifies residence in Kosovo only; a foreign owner’s certificate comes from their own state (reader ZM E2).',
  },
  {
    phrase: 'e hëna e Pashkëve',
    use: 'Pashkët katolike / Pashkët ortodokse (ditë pushimi)',
    note: 'The law’s holiday is Easter Sunday, the Monday its day off; „e hëna e Pashkëve“ copied “Easter Monday” (reader ZQ E2).',
  },
  {
    phrase: 'ose të drejta pronësore, ose',
    use: 'paguan qira, interes ose pagesa për të drejta pronësore',
    note: 'One pays for royalties, not royalties themselves (reader ZQ E6).',
  },
  {
    phrase: 'E ruajtur në shfletuesin',
    use: 'Në shfletuesin tuaj:',
    note: '“Stored in your browser:” word for word (reader ZR E6).',
  },
  {
    phrase: 'Ju lutemi na',
    use: 'Ju lutemi, na …',
    note: 'The formula of politeness is set off by a comma (reader ZR E8).',
  },
  {
    phrase: 'i njëjti fitim të mos tatohet dy herë',
    use: 'shmang tatimin e dyfishtë të së njëjtës të ardhur',
    note: 'A treaty relieves double tax on the same income; the owner’s state may still tax a dividend from a profit Kosovo taxed (reader ZP E2).',
  },
  {
    phrase: 'tatohet në shtetin tuaj, varet',
    use: 'Nëse … tatohet apo jo në shtetin tuaj, këtë e përcaktojnë ligjet e atij shteti',
    note: '“Whether … depends on” word for word: a bare „Nëse“ reads as “if”, and „varet“ is left without a subject (reader ZU E1; as UD E2).',
  },
  {
    phrase: 'nuk është shpallur ende',
    use: 'nuk është ende në listën tonë të datave të shpallura',
    note: 'A past Bajram was announced long ago; what the calendar knows is its own list (reader ZT E4).',
  },
  {
    phrase: 'pagesat për jorezidentët, që deklarohet',
    use: 'Tatimi i mbajtur në burim deklarohet çdo muaj …; ai mbahet për …',
    note: 'The clause belonged to „Tatimi“ twenty words back (reader ZT E3).',
  },
  // Independent review, round 25 (readers HA to HF).
  {
    phrase: 'bashkimit familjar',
    use: 'ribashkimit familjar',
    note: 'Albania’s term; Kosovo’s Ministry of Internal Affairs (MPB) and its register of permits say „ribashkimi familjar“ (round 25, reader HA E2).',
  },
  {
    phrase: 'Leja e përkohshme e qëndrimit',
    use: 'Leja e qëndrimit të përkohshëm',
    note: 'The MPB names the permit after the stay (round 25, reader HA P3; round 23, reader FA P4).',
  },
  {
    phrase: 'Leja e përhershme e qëndrimit',
    use: 'Leja e qëndrimit të përhershëm',
    note: 'As above.',
  },
  {
    phrase: 'në masën që i përshtatet fazës',
    use: 'në përputhje me fazën e zhvillimit të biznesit tuaj',
    note: '“scaled to the stage” word for word (round 25, reader HE E2).',
  },
  {
    phrase: 'në nivelin e drejtorit financiar',
    use: 'këshillimi nga një drejtor financiar (CFO)',
    note: '“CFO-level guidance” word for word, as „nivel CFO“ (round 25, reader HE E1; services and pricing).',
  },
  // Independent review, round 28 (readers KA to KE), on the text of round 27.
  {
    phrase: 'tatimon',
    use: 'taton',
    note: 'The standard verb is „tatoj“; „tatimon“ is built from the noun (round 28, reader KC E1).',
  },
  {
    phrase: 'Për struktura me shumë aksionarë',
    use: 'Lejon struktura pronësie me shumë aksionarë',
    note: 'A verbless fragment squeezed from the English (round 28, reader KA E2).',
  },
  {
    phrase: 'në çdo kohë, kur ndryshojnë nevojat',
    use: 'sa herë që ndryshojnë nevojat tuaja',
    note: 'The „kur“ clause read as a limit on „në çdo kohë“ (round 28, reader KE E2).',
  },
  {
    phrase: 'në nivel drejtori financiar',
    use: 'Këshillim nga një drejtor financiar',
    note: 'The same calque without the article (round 26, reader IE E1).',
  },
  {
    phrase: 'Një radhë hapash praktike',
    use: 'Hapat praktikë, sipas radhës',
    note: 'The adjective first reads as agreeing with „hapash“ (round 25, reader HD E3).',
  },
  {
    phrase: 'kërkesa më të mëdha për qeverisjen',
    use: 'rregulla më të rrepta për qeverisjen korporative',
    note: '“more governance” word for word (round 23, reader FF E4).',
  },
];

export const typography = {
  /** Quotation marks: „…“ (U+201E, U+201C); never straight "…", English “…” / ‘…’, or «…». */
  openQuote: '„',
  closeQuote: '“',
  /** Apostrophe: ’ (U+2019) only, e.g. t’i, t’ju, s’ka. */
  apostrophe: '’',
  /** Marks that must never appear in visible Albanian text. */
  forbiddenMarks: ['"', "'", '«', '»', '”', '‘'],
  /** A break in a sentence: an en dash with spaces ( – ); ranges: unspaced en dash (3–5 ditë, 09:00–17:00). No em dash in Albanian text. */
  dash: '–',
  /** Money in hand-written text: 1.050,00 € (dot for thousands, comma for decimals, space, euro sign after). */
  money: '1.050,00 €',
  /** Headings, titles and buttons in sentence case; proper names keep their capitals. */
  sentenceCase: true,
  /** Title-case forms to catch case-sensitively (the glossary lists match case-insensitively). */
  titleCaseForbidden: [
    'Na Kontaktoni Sot',
    'Na Kontaktoni',
    'Caktoni Një Konsultim',
    'Caktoni Një Konsultë',
    'Rregullores së Përgjithshme',
    'Mbrojtjen e të Dhënave',
    'Kontabilitet, Raportim Financiar',
    // Adjectives from a church's name are lower case, as in „(katolike dhe ortodokse)“ (review C7).
    'Krishtlindjet Katolike',
    'Krishtlindjet Ortodokse',
    'Pashkëve Katolike',
    'Pashkëve Ortodokse',
    'Pashkët Katolike',
    'Pashkët Ortodokse',
  ],
} as const;

/** The register of every Albanian text. */
export const register =
  'Formal „ju“ everywhere: running text, labels, buttons, links, form messages and calls to action use the second ' +
  'person plural („Na kontaktoni“, „Zgjidhni“, „Dërgoni mesazhin“, „Kthehuni në ballinë“, „Mbyllni“, „Kopjoni“). ' +
  'The one fixed exception is the link label „Mëso më shumë“ on the home page service cards, given word for word ' +
  'by the product specification and kept by issue 27 (review A32 proposed „Mësoni më shumë“: not taken, for that ' +
  'reason); it stays exactly there and is not a model for any other label. The firm speaks ' +
  'as „ne“; the reader is never addressed with „ti“, and Gheg forms („çka“) are not used.';
