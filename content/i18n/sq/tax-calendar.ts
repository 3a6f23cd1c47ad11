import { type TaxCalendarContent } from '#content/i18n/tax-calendar-content.ts';

export const taxCalendar = {
  title: 'Kalendari tatimor i Kosovës: afatet e ATK-së për 12 muaj',
  description:
    'Afatet tatimore të rregullta në Kosovë për 12 muajt e ardhshëm: tatimi në paga, kontributet pensionale, TVSH-ja, këstet tremujore dhe deklaratat vjetore.',
  heading: 'Kalendari tatimor i Kosovës',
  intro:
    'Këtu gjeni afatet e rregullta të Administratës Tatimore të Kosovës (ATK) për {months} muajt e ardhshëm. Kur një afat bie në fundjavë ose në festë zyrtare, shtyhet në ditën e parë të punës që vijon, siç e kërkon ligji. Zgjidhni çfarë vlen për biznesin tuaj dhe shtojini afatet në kalendar; pasi të abonoheni, ato përditësohen vetë.',
  filteredTitle: 'Afatet tatimore në Kosovë për {audiences}',
  filteredDescription:
    'Afatet tatimore në Kosovë gjatë 12 muajve të ardhshëm për {audiences}. Kur një afat bie në fundjavë ose në festë zyrtare, shtyhet në ditën e parë të punës që vijon.',
  filter: {
    legend: 'Çfarë vlen për biznesin tuaj',
    groupPreposition: 'për',
    taxedOnProfit: 'shoqëritë dhe bizneset individuale që tatohen mbi fitimin',
    hint: 'Zgjidhni të gjitha ato që vlejnë për ju; nëse nuk zgjidhni asnjë, shfaqen të gjitha afatet.',
    audiences: {
      employer: { label: 'Punëdhënës', hint: 'Për ata që paguajnë paga', group: 'punëdhënësit' },
      vat: {
        label: 'I regjistruar për TVSH',
        hint: 'Për ata që dorëzojnë deklarata të TVSH-së',
        group: 'bizneset e regjistruara për TVSH',
      },
      corporation: {
        label: 'Shoqëri që tatohet mbi fitimin (SH.P.K., SH.A.)',
        hint: 'Me të ardhura mbi 30.000 € në vit ose me zgjedhjen e saj',
        group: 'shoqëritë që tatohen mbi fitimin',
      },
      'sole-trader': {
        label: 'Biznes individual që tatohet mbi fitimin',
        hint: 'Me të ardhura mbi 50.000 € në vit ose me zgjedhjen e tij',
        group: 'bizneset individuale që tatohen mbi fitimin',
      },
      'small-business': {
        label: 'Regjimi i biznesit të vogël',
        hint: '3% ose 9% e të ardhurave bruto: shoqëritë deri në 30.000 €, individët deri në 50.000 € në vit',
        group: 'bizneset e vogla që tatohen mbi të ardhurat bruto',
      },
    },
    submit: 'Shfaqni afatet',
    showAll: 'Shfaqni të gjitha afatet',
    showing: {
      one: '{n} afat në {months} muajt e ardhshëm për {audiences}.',
      other: '{n} afate në {months} muajt e ardhshëm për {audiences}.',
    },
    showingAll: {
      one: '{n} afat në {months} muajt e ardhshëm.',
      other: '{n} afate në {months} muajt e ardhshëm.',
    },
  },
  subscribe: {
    heading: 'Shtojini në kalendarin tuaj',
    text: 'Abonohuni një herë dhe aplikacioni i kalendarit i merr vetë afatet e reja, secilin me kujtesë {days} ditë përpara. Kalendari përmban afatet që keni zgjedhur më lart ose, nëse nuk keni zgjedhur asgjë, të gjitha afatet.',
    apple: 'Apple Calendar dhe aplikacione të tjera',
    google: 'Google Calendar',
    outlook: 'Outlook (Microsoft 365)',
    outlookCom: 'Outlook.com',
    download: 'Shkarkoni skedarin .ics',
    downloadHint: 'Një kopje për ta importuar një herë; nuk përditësohet vetë.',
  },
  deadline: {
    titles: {
      wages: 'Tatimi në paga dhe kontributet pensionale për {period}',
      withholding:
        'Tatimi i mbajtur në burim për interesin, të drejtat pronësore, qiranë dhe pagesat për jorezidentët, për {period}',
      vat: 'Deklarata dhe pagesa e TVSH-së për {period}',
      'cit-advance': 'Tatimi në të ardhurat e korporatave: kësti (paradhënia) për {period}',
      'pit-advance': 'Tatimi në të ardhurat personale: kësti (paradhënia) për {period}',
      'small-business': 'Tatimi i biznesit të vogël mbi të ardhurat bruto për {period}',
      'cit-annual': 'Tatimi në të ardhurat e korporatave: deklarata vjetore dhe pagesa përfundimtare për {period}',
      'pit-annual': 'Tatimi në të ardhurat personale: deklarata vjetore dhe pagesa përfundimtare për {period}',
    },
    who: {
      wages: 'Punëdhënësit',
      withholding:
        'Çdo biznes që paguan qira, interes ose pagesa për të drejta pronësore, ose u bën pagesa jorezidentëve',
      vat: 'Bizneset e regjistruara për TVSH',
      'cit-advance': 'Shoqëritë që tatohen mbi fitimin (me të ardhura mbi 30.000 € ose me zgjedhjen e tyre)',
      'pit-advance': 'Bizneset individuale që tatohen mbi fitimin (me të ardhura mbi 50.000 € ose me zgjedhjen e tyre)',
      'small-business':
        'Shoqëritë me të ardhura bruto deri në 30.000 € dhe individët me të ardhura bruto deri në 50.000 € në vit',
      'cit-annual': 'Shoqëritë që tatohen mbi fitimin',
      'pit-annual': 'Bizneset individuale që tatohen mbi fitimin',
    },
    meta: '{who} · {forms}',
    forms: {
      one: 'formulari {forms} në sistemin EDI të ATK-së',
      other: 'formularët {forms} në sistemin EDI të ATK-së',
    },
    month: 'muajin {month}',
    quarters: [
      'tremujorin e parë të vitit {year}',
      'tremujorin e dytë të vitit {year}',
      'tremujorin e tretë të vitit {year}',
      'tremujorin e katërt të vitit {year}',
    ],
    year: 'vitin {year}',
    movedFrom: 'Shtyrë nga data {date} ({weekday}), që nuk është ditë pune',
    movedFromHoliday: 'Shtyrë nga data {date} ({weekday}), që është ditë pushimi ({holiday})',
    holidayOn: 'më {date} është ditë pushimi ({holiday})',
    standIn: '{holiday} bie më {holidayDate}, në fundjavë, prandaj pushohet më {date}',
    mayMove: {
      fitr: 'Data e Fitër Bajramit të vitit {year} nuk është ende në listën tonë të datave të shpallura: ky afat mund të shtyhet deri më {date} ({weekday}).',
      adha: 'Data e Kurban Bajramit të vitit {year} nuk është ende në listën tonë të datave të shpallura: ky afat mund të shtyhet deri më {date} ({weekday}).',
    },
    add: 'Shtojeni në kalendar',
    details: 'Hollësi',
  },
  holidays: {
    newYear: 'Viti i Ri',
    orthodoxChristmas: 'Krishtlindjet ortodokse',
    independence: 'Dita e Pavarësisë',
    constitution: 'Dita e Kushtetutës',
    catholicEaster: 'Pashkët katolike',
    orthodoxEaster: 'Pashkët ortodokse',
    labour: 'Dita Ndërkombëtare e Punës',
    europe: 'Dita e Evropës',
    eidFitr: 'Fitër Bajrami',
    eidAdha: 'Kurban Bajrami',
    catholicChristmas: 'Krishtlindjet katolike',
  },
  empty: 'Për këtë zgjedhje nuk ka afate në {months} muajt e ardhshëm.',
  sources: {
    heading: 'Rregullat dhe burimet',
    appliesFrom: '{source}; në zbatim nga data {date}.',
    reviewedOn: '{source} (përmbledhja: {summary}, në anglisht, e rishikuar për herë të fundit më {date}).',
    moveRule:
      'Kur dita e fundit e afatit nuk është ditë pune në Kosovë, afati shtyhet në ditën e parë të punës që vijon: Ligji Nr. 03/L-222 për administratën tatimore dhe procedurat, neni 17, siç e zbatoi ATK-ja për afatin e TVSH-së për muajin mars 2019 (20 prilli ishte e shtunë dhe 22 prilli ditë pushimi për Pashkët katolike, prandaj dita e fundit ishte 23 prilli; lidhja çon te njoftimi në anglisht). Derisa ATK-ja të njoftojë ndryshe, të njëjtin rregull e zbatojmë edhe sipas ligjit që e zëvendësoi Ligjin Nr. 03/L-222: Ligji Nr. 08/L-257 për administrimin e procedurave tatimore',
    holidays:
      'Festat zyrtare dhe pushimi në ditën e parë të punës kur festa bie të shtunën ose të dielën: Ligji Nr. 03/L-064 për festat zyrtare në Republikën e Kosovës, nenet 2 dhe 4, siç pasqyrohen në kalendarët vjetorë të Qeverisë për festat zyrtare, për shembull në kalendarin e vitit 2019. Datat e të dyja Pashkëve (katolike dhe ortodokse) i llogaritim vetë',
    rules: {
      wages:
        'Tatimi në paga (formulari WM) dhe kontributet pensionale (formulari CM) deri më 15 të muajit pasues: Ligji Nr. 05/L-028 për tatimin në të ardhurat personale, neni 38, dhe Ligji Nr. 04/L-101 për fondet pensionale të Kosovës',
      withholding:
        'Tatimi i mbajtur në burim deklarohet çdo muaj me formularin WR dhe paguhet deri më 15 të muajit pasues; ai mbahet për interesin, të drejtat pronësore, qiranë, fitimet nga lojërat e fatit dhe pagesat për jorezidentët: Ligji Nr. 05/L-028 për tatimin në të ardhurat personale; formulari WR i ndryshuar, sipas njoftimit të ATK-së (në anglisht)',
      vat: 'Deklarata dhe pagesa e TVSH-së deri më 20 të muajit pasues (njoftimi i ATK-së për afatin e TVSH-së për muajin mars 2019, në anglisht): Ligji Nr. 05/L-037 për tatimin mbi vlerën e shtuar',
      corporate:
        'Këstet tremujore të tatimit në të ardhurat e korporatave (15 prill, 15 korrik, 15 tetor, 15 janar) për shoqëritë që tatohen mbi fitimin dhe deklarata vjetore me pagesën përfundimtare deri më 31 mars: Ligji Nr. 06/L-105 për tatimin në të ardhurat e korporatave (përmbledhja: PwC Worldwide Tax Summaries, në anglisht)',
      personal:
        'Këstet tremujore (15 prill, 15 korrik, 15 tetor, 15 janar) dhe deklarata vjetore deri më 31 mars për individët që tatohen mbi fitimin e biznesit: Ligji Nr. 05/L-028 për tatimin në të ardhurat personale, nenet 43 dhe 48',
      smallBusiness:
        'Tatimi i biznesit të vogël, 3% (tregti, transport, bujqësi) ose 9% (shërbime) e të ardhurave bruto të tremujorit, jo më pak se 37,50 €, deri më 15 të muajit që pason çdo tremujor, me formularët QS dhe IS të ATK-së (në anglisht): Ligji Nr. 06/L-105, neni 35 (shoqëritë deri në 30.000 €), dhe Ligji Nr. 05/L-028, neni 43 (individët deri në 50.000 €)',
    },
    links: {
      moveRule: 'siç e zbatoi ATK-ja për afatin e TVSH-së për muajin mars 2019',
      holidays: 'kalendarin e vitit 2019',
      rules: {
        wages: 'PwC Worldwide Tax Summaries',
        withholding: 'njoftimit të ATK-së',
        vat: 'njoftimi i ATK-së për afatin e TVSH-së për muajin mars 2019',
        corporate: 'PwC Worldwide Tax Summaries',
        personal: 'PwC Worldwide Tax Summaries',
        smallBusiness: 'formularët QS dhe IS të ATK-së',
      },
    },
    eids: 'Datat e Bajrameve shpallen çdo vit. Lista jonë përmban vetëm datat e shpallura që i kemi verifikuar; data e fundit në të është {date} ({eid}) dhe Bajramet pas saj ende nuk janë në listë. Datën e një Bajrami që nuk është në listë nuk e supozojmë; për afatet që mund të shtyhen për shkak të tij e shënojmë këtë mundësi.',
    eidPublishers: {
      government: 'kalendari i Qeverisë për festat zyrtare',
      islamicCommunity: 'Bashkësia Islame e Kosovës',
    },
    eidsLink: 'Datat e Bajrameve dhe ku u shpall secila',
    disclaimer:
      'Këto janë afatet e rregullta të shumicës së bizneseve. ATK-ja mund t’ju caktojë afate të tjera për rastin tuaj (për shembull, kur keni marrëveshje për pagesë me këste ose kur e mbyllni biznesin); një afat i shtyrë me njoftim të ATK-së ka përparësi ndaj datës në këtë kalendar. Me kënaqësi do t’i kontrollojmë edhe afatet tuaja.',
  },
  questionsHeading: 'Pyetje për afatet',
  questions: [
    {
      question: 'Çfarë ndodh kur afati bie në fundjavë ose në festë?',
      answer: [
        'Afati shtyhet në ditën e parë të punës që vijon. ATK-ja e zbatoi këtë rregull për afatin e TVSH-së për muajin mars 2019: 20 prilli ishte e shtunë, kurse 22 prilli ishte ditë pushimi për Pashkët katolike, prandaj dita e fundit ishte 23 prilli (e martë).',
        'Kur një festë zyrtare bie të shtunën ose të dielën, ditë pushimi bëhet dita e parë e punës që vijon, e cila për afatet nuk llogaritet si ditë pune. Kalendari tregon nga cila ditë u shty afati dhe pse.',
      ],
    },
    {
      question: 'Si t’i shtoj afatet në Google Calendar, Apple Calendar ose Outlook?',
      answer: [
        'Zgjidhni çfarë vlen për biznesin tuaj, pastaj përdorni një nga lidhjet në pjesën „Shtojini në kalendarin tuaj“. Pasi të abonoheni, aplikacioni i kalendarit i merr vetë ndryshimet, kështu që, kur një afat shtyhet, shtyhet edhe në kalendarin tuaj. Për çdo afat merrni një kujtesë disa ditë përpara.',
        'Çdo afat ka edhe lidhjen e vet „Shtojeni në kalendar“ për një ngjarje të vetme.',
      ],
    },
    {
      question: 'Pse për disa afate shënohet se mund të shtyhen?',
      answer: [
        'Dy Bajramet ndjekin kalendarin hënor dhe datat e tyre shpallen çdo vit. Derisa të shpallet data e një Bajrami, nuk e supozojmë: për çdo afat që mund të shtyhet për shkak të tij tregojmë datën e afatit dhe datën më të vonë deri në të cilën mund të shtyhet. Nëse deklaroni dhe paguani deri në datën e afatit, jeni në afat në çdo rast.',
      ],
    },
  ],
  cta: {
    heading: 'Në një muaj të ngarkuar afatet harrohen lehtë',
    text: 'Për klientët tanë i përgatisim dhe i dorëzojmë deklaratat para çdo afati, që asgjë të mos vonohet dhe asgjë të mos paguhet dy herë.',
    button: 'Pyetni për afatet tuaja',
  },
  feed: {
    name: 'Afatet tatimore në Kosovë',
    filteredName: 'Afatet tatimore në Kosovë për {audiences}',
    description:
      'Afatet e Administratës Tatimore të Kosovës (ATK). Kur një afat bie në fundjavë ose në festë zyrtare, shtyhet në ditën e parë të punës që vijon.',
    reminder: { one: 'Afati pas {days} dite: {title}', other: 'Afati pas {days} ditësh: {title}' },
  },
} satisfies TaxCalendarContent;
