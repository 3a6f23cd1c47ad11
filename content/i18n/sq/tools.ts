import { type ToolsContent } from '../tools-content';

export const tools = {
  index: {
    title: 'Kalkulatorë tatimorë për Kosovën: paga, TVSH dhe fitimi',
    description:
      'Kalkulatorë falas për Kosovën: paga neto dhe bruto me kontributet pensionale, TVSH-ja me 18% ose 8% dhe sa i mbetet pronarit nga fitimi pas tatimit.',
    heading: 'Kalkulatorë tatimorë për Kosovën',
    intro:
      'Përgjigje të shpejta për pyetjet që klientët na bëjnë më së shpeshti, të llogaritura me normat që janë në fuqi sot. Çdo rezultat ka lidhjen e vet, që mund ta ruani ose ta ndani me të tjerët.',
    salary: {
      title: 'Kalkulatori i pagës',
      text: 'Nga bruto në neto ose nga neto në bruto: kontributet pensionale, tatimi në pagë sipas shkallëve dhe sa i kushton punonjësi punëdhënësit.',
      link: 'Llogaritni pagën',
    },
    vat: {
      title: 'Kalkulatori i TVSH-së',
      text: 'Shtoni TVSH-në te një çmim pa TVSH ose nxirreni nga një çmim me TVSH, me normën standarde 18% ose me normën e reduktuar 8%.',
      link: 'Llogaritni TVSH-në',
    },
    profit: {
      title: 'Sa mbetet nga fitimi',
      text: 'Sa nga fitimi vjetor i arrin pronarit si dividendë në Kosovë, krahasuar me mesataret e BE-së dhe të SHBA-së.',
      link: 'Krahasoni fitimin',
    },
  },
  common: {
    calculate: 'Llogaritni',
    resultHeading: 'Rezultati',
    prompt: 'Shkruani një shumë dhe rezultati shfaqet këtu.',
    fixErrors: 'Ju lutemi kontrolloni sa vijon:',
    errors: {
      required: 'Shkruani një shumë.',
      invalid: 'Shkruani një shumë në euro, për shembull 1.250,50.',
      negative: 'Shkruani një shumë zero ose më të madhe.',
      tooLarge: 'Shkruani një shumë deri në 100.000.000 €.',
      outOfRange: 'Shkruani një përqindje nga {min} deri në {max}.',
      both: 'Plotësoni ose pagën bruto, ose pagën neto, jo të dyja.',
    },
    rounding:
      'Shumat janë në euro dhe rrumbullakohen në cent (gjysma e centit rrumbullakohet lart), si në fletëpagesë ose në faturë.',
    sourcesHeading: 'Rregullat dhe burimet',
    appliesFrom: '{source}, në fuqi nga {date}.',
    sources: {
      wageTax:
        'Shkallët e tatimit në pagë: Ligji Nr. 08/L-142, neni 5, që ndryshon nenin 6 të Ligjit Nr. 05/L-028 për tatimin në të ardhurat personale (njoftimi i Administratës Tatimore të Kosovës)',
      secondary:
        'Mbajtja 10% nga punëdhënësi sekondar: Ligji Nr. 05/L-028 për tatimin në të ardhurat personale dhe udhëzuesi i Administratës Tatimore për punëdhënësit',
      pension:
        'Kontributet pensionale 5–15% nga punonjësi dhe nga punëdhënësi, ai i punonjësit i mbajtur para tatimit: Ligji Nr. 04/L-101 për fondet pensionale të Kosovës, i ndryshuar (rregullat e Trustit të Kursimeve Pensionale të Kosovës për kontribuuesit)',
      vat: 'Normat e TVSH-së 18% dhe 8%: Ligji Nr. 05/L-037 për tatimin mbi vlerën e shtuar',
      corporate:
        'Tatimi 10% në të ardhurat e korporatave: Ligji Nr. 06/L-105 për tatimin në të ardhurat e korporatave; dividendët të liruar sipas Ligjit Nr. 05/L-028',
    },
    print: 'Shtypni këtë rezultat',
    disclaimer:
      'Udhëzues për planifikim, jo këshillë tatimore: rrethanat tuaja (të ardhura të tjera, lirime, kontrata) mund t’i ndryshojnë shifrat. Me kënaqësi i kontrollojmë bashkë me ju.',
    questionsHeading: 'Pyetje për këtë llogaritje',
    cta: {
      heading: 'Dëshironi që t’i llogarisim shifrat për biznesin tuaj?',
      text: 'Na e dërgoni këtë rezultat me dy fjalë për situatën tuaj dhe do t’ju përgjigjemi se çfarë vlen për ju.',
      button: 'Pyetni për këtë rezultat',
    },
  },
  salary: {
    title: 'Kalkulatori i pagës në Kosovë: nga bruto në neto dhe anasjelltas',
    description:
      'Llogaritni pagën në Kosovë nga bruto në neto ose nga neto në bruto: kontributet pensionale, tatimi në pagë sipas shkallëve të gushtit 2024 dhe kostoja e punëdhënësit.',
    heading: 'Kalkulatori i pagës',
    intro:
      'Shkruani pagën bruto mujore për të parë sa merr punonjësi në dorë, ose pagën neto për të parë sa duhet të jetë paga bruto. Tatimi në pagë llogaritet me shkallët që janë në fuqi nga 23 gushti 2024.',
    fields: {
      legend: 'Paga mujore',
      gross: 'Paga bruto (€ në muaj)',
      net: 'Paga neto (€ në muaj)',
      eitherHint: 'Plotësoni njërën nga të dyja: pagën bruto ose pagën neto.',
      pension: 'Kontributi pensional i punonjësit (%)',
      employer: 'Kontributi pensional i punëdhënësit (%)',
      percentHint: 'Nga 5 deri në 15; 5 është minimumi ligjor.',
      employment: 'Për punonjësin, ky punëdhënës është',
      primary: 'Punëdhënësi primar',
      primaryHint: 'Punëdhënësi që punonjësi ia ka deklaruar Administratës Tatimore; zbatohen shkallët tatimore.',
      secondary: 'Punëdhënës sekondar',
      secondaryHint: 'Çdo punëdhënës tjetër mban 10% nga e gjithë paga e tatueshme.',
    },
    results: {
      gross: 'Paga bruto',
      employeePension: 'Kontributi pensional i punonjësit ({rate}%)',
      taxable: 'Paga e tatueshme',
      band: 'Tatimi në pagë {rate}% mbi {amount}',
      secondaryBand: 'Tatimi në pagë {rate}% (punëdhënës sekondar) mbi {amount}',
      tax: 'Tatimi në pagë gjithsej',
      net: 'Paga neto',
      employerPension: 'Kontributi pensional i punëdhënësit ({rate}%)',
      employerCost: 'Kostoja e plotë për punëdhënësin',
      inexact:
        'Për shkak të rrumbullakimit në cent, asnjë pagë bruto nuk jep saktësisht këtë pagë neto; tregohet më e afërta mbi të.',
    },
    message:
      'Përshëndetje, përdora kalkulatorin tuaj të pagës: paga bruto prej {gross} jep pagë neto prej {net} dhe punëdhënësit i kushton {cost}. Do të doja këshillë për ',
    questions: [
      {
        question: 'Si llogaritet tatimi në pagë në Kosovë?',
        answer: [
          'Së pari, nga paga bruto zbritet kontributi pensional i punonjësit (të paktën 5%). Ajo që mbetet është paga e tatueshme, e cila tatohet çdo muaj sipas shkallëve: asgjë për 250 eurot e para, 8% për pjesën nga 250,01 € deri në 450 € dhe 10% për gjithçka mbi 450 €.',
          'Këto shkallë zbatohen nga 23 gushti 2024 (Ligji Nr. 08/L-142, i cili ndryshoi Ligjin për tatimin në të ardhurat personale). Para kësaj date, 80 eurot e para ishin të patatueshme dhe deri në 250 € zbatohej norma 4%.',
        ],
      },
      {
        question: 'Sa i kushton punonjësi punëdhënësit?',
        answer: [
          'Paga bruto plus kontributi pensional i vetë punëdhënësit, të paktën 5% e pagës bruto, që paguhet në Trustin e Kursimeve Pensionale të Kosovës (TKPK). Në Kosovë nuk ka tatim tjetër mbi pagat apo sigurim shoqëror që i shtohet kësaj.',
        ],
      },
      {
        question: 'Çfarë është punëdhënësi sekondar?',
        answer: [
          'Kush punon për më shumë se një punëdhënës, njërin prej tyre ia deklaron Administratës Tatimore të Kosovës (ATK) si punëdhënës primar. Ky punëdhënës zbaton shkallët tatimore; çdo punëdhënës tjetër mban 10% nga e gjithë paga e tatueshme. Dallimi rregullohet në deklaratën vjetore të tatimit në të ardhurat personale.',
        ],
      },
    ],
  },
  vat: {
    title: 'Kalkulatori i TVSH-së në Kosovë: normat 18% dhe 8%',
    description:
      'Shtoni TVSH-në te një çmim pa TVSH ose nxirreni nga një çmim me TVSH, me normën standarde 18% ose me normën e reduktuar 8%, me shumat të rrumbullakuara në cent.',
    heading: 'Kalkulatori i TVSH-së',
    intro: 'Shtoni TVSH-në te një çmim pa TVSH, ose gjeni sa TVSH përmban një çmim.',
    fields: {
      amount: 'Shuma (€)',
      amountHint: 'Për shembull 1.250 ose 1.250,50.',
      rate: 'Norma e TVSH-së',
      standard: '18% (norma standarde)',
      reduced: '8% (norma e reduktuar)',
      mode: 'Shuma është',
      add: 'pa TVSH: shtoni TVSH-në',
      extract: 'me TVSH: nxirrni TVSH-në',
    },
    results: { net: 'Shuma pa TVSH', vat: 'TVSH', gross: 'Shuma me TVSH' },
    message:
      'Përshëndetje, përdora kalkulatorin tuaj të TVSH-së: {net} pa TVSH, {vat} TVSH, {gross} me TVSH. Do të doja këshillë për ',
    questions: [
      {
        question: 'Cilat mallra dhe shërbime kanë normën e reduktuar 8%?',
        answer: [
          'Vetëm ato që renditen në Shtojcën I të Ligjit Nr. 05/L-037 për tatimin mbi vlerën e shtuar dhe në vendimet e ministrit të Financave që e zgjerojnë këtë listë (për shembull, kafshët e gjalla që nga viti 2019). Gjithçka tjetër tatohet me normën standarde 18%. Ne kontrollojmë se cila normë vlen për atë që shitni.',
        ],
      },
      {
        question: 'Si nxirret TVSH-ja nga një çmim që e përmban atë?',
        answer: [
          'Pjesëtoni çmimin me 1,18 (ose me 1,08 për normën e reduktuar) për të marrë shumën pa TVSH; TVSH-ja është diferenca. Një çmim prej 118 € përmban 100 € plus 18 € TVSH.',
        ],
      },
      {
        question: 'Kur duhet të regjistrohet një biznes për TVSH në Kosovë?',
        answer: [
          'Biznesi duhet të regjistrohet sapo qarkullimi i tij të kalojë 30.000 € brenda një viti kalendarik, ndërsa mund të regjistrohet vullnetarisht edhe më herët. Bizneset e regjistruara llogaritin TVSH në shitjet e tyre dhe zbresin TVSH-në e blerjeve.',
        ],
      },
    ],
  },
  profit: {
    title: 'Sa mbetet nga fitimi në Kosovë: tatimi në fitim dhe në dividendë',
    description:
      'Shihni sa nga fitimi vjetor i një kompanie i arrin pronarit si dividendë në Kosovë, me tatim 10% në të ardhurat e korporatave dhe 0% në dividendë, krahasuar me BE-në dhe SHBA-në.',
    heading: 'Sa mbetet nga fitimi',
    intro:
      'Shkruani fitimin vjetor të kompanisë para tatimit për të parë sa i arrin pronarit kur fitimi i shpërndahet si dividendë: në Kosovë dhe me normat mesatare të BE-së dhe të Shteteve të Bashkuara.',
    fields: { profit: 'Fitimi vjetor para tatimit (€)', profitHint: 'Për shembull 100.000.' },
    results: {
      caption: 'Fitimi vjetor i shpërndarë si dividendë',
      where: 'Ku',
      corporateTax: 'Tatimi në të ardhurat e korporatave',
      dividendTax: 'Tatimi në dividendë',
      kept: 'I mbetet pronarit',
      kosovo: 'Kosova (10% dhe 0%)',
      eu: 'Mesatarja e BE-së ({corporate}%, dividendët {dividends}%)',
      us: 'Mesatarja e SHBA-së ({corporate}%, dividendët {dividends}%)',
      range: '{low} deri në {high}',
      averagesNote:
        'Shifrat e BE-së dhe të SHBA-së janë mesatare orientuese (të njëjtat si në faqen tonë për themelimin e biznesit), vetëm për krahasim; normat ndryshojnë nga një shtet në tjetrin.',
    },
    message:
      'Përshëndetje, përdora kalkulatorin tuaj të fitimit për një fitim vjetor prej {profit}, nga i cili pronarit në Kosovë do t’i mbeteshin {kept}. Do të doja këshillë për ',
    questions: [
      {
        question: 'Pse në Kosovë dividendët tatohen me 0%?',
        answer: [
          'Dividendët që një kompani kosovare ua paguan aksionarëve të saj janë të liruara nga tatimi në të ardhurat personale, kështu që tatimi 10% në të ardhurat e korporatave është i vetmi tatim mbi fitimin e shpërndarë.',
        ],
      },
      {
        question: 'A mund t’i marrë pronari i huaj dividendët jashtë vendit?',
        answer: [
          'Po. Kosova lejon pronësi të huaj 100% dhe transferimin e fitimeve jashtë vendit. Nëse vendi i pronarit i tatimon dividendët, varet nga ligji i atij vendi dhe nga marrëveshja e tij me Kosovën për shmangien e tatimit të dyfishtë, të cilën e kontrollojmë për çdo rast.',
        ],
      },
    ],
  },
} satisfies ToolsContent;
