import { type ToolsContent } from '#content/i18n/tools-content.ts';

export const tools = {
  index: {
    title: 'Kalkulatorë tatimorë për Kosovën: paga, TVSH, fitimi dhe tatimi në burim',
    description:
      'Kalkulatorë falas për Kosovën: paga neto dhe bruto me kontributet pensionale, TVSH me 18% ose 8%, sa i mbetet pronarit nga fitimi, si dhe tatimi që mbahet në burim për qiranë, interesin dhe të drejtat pronësore.',
    heading: 'Kalkulatorë dhe kalendar tatimor për Kosovën',
    intro:
      'Përgjigje të shpejta për pyetjet e para që na i bëjnë klientët, të llogaritura me normat që janë në fuqi sot. Çdo rezultat ka lidhjen e vet, që mund ta ruani ose ta ndani me të tjerët.',
    salary: {
      title: 'Kalkulatori i pagës',
      text: 'Nga bruto në neto ose nga neto në bruto: kontributet pensionale, tatimi në paga shkallë pas shkalle dhe sa i kushton punonjësi punëdhënësit.',
      link: 'Llogaritni pagën',
    },
    vat: {
      title: 'Kalkulatori i TVSH-së',
      text: 'Shtoni TVSH-në në një çmim pa TVSH ose nxirreni nga një çmim me TVSH, me normën standarde 18% ose me normën e reduktuar 8%.',
      link: 'Llogaritni TVSH-në',
    },
    profit: {
      title: 'Sa mbetet nga fitimi',
      text: 'Sa i mbetet pronarit si dividendë nga fitimi vjetor në Kosovë, krahasuar me mesataren e vendeve evropiane të OECD-së dhe me atë të SHBA-së.',
      link: 'Krahasoni fitimin',
    },
    calendar: {
      title: 'Kalendari tatimor',
      text: 'Afatet e Administratës Tatimore të Kosovës (ATK) për 12 muajt e ardhshëm, sipas llojit të biznesit tuaj. Kur një afat bie në fundjavë ose në festë zyrtare, shtyhet në ditën e parë të punës; afatet mund t’i shtoni në kalendarin tuaj.',
      link: 'Shihni afatet',
    },
    withholding: {
      title: 'Kalkulatori i tatimit në burim',
      text: 'Tatimi që paguesi e mban në burim për qiranë, interesin, të drejtat pronësore dhe shërbimet e jorezidentëve, si dhe sa merr pranuesi.',
      link: 'Llogaritni tatimin në burim',
    },
  },
  common: {
    calculate: 'Llogaritni',
    resultHeading: 'Rezultati',
    prompt: 'Shkruani një shumë dhe rezultati do të shfaqet këtu.',
    fixErrors: 'Kontrolloni sa vijon:',
    errors: {
      required: 'Shkruani një shumë.',
      invalid: 'Shkruani një shumë në euro, për shembull 1.250,50.',
      decimals: 'Shkruani një shumë me të shumtën dy shifra pas presjes dhjetore, për shembull 1.250,50.',
      negative: 'Shkruani zero ose një shumë pozitive.',
      tooLarge: 'Shkruani një shumë deri në 100.000.000 €.',
      lossTooLarge: 'Shkruani një humbje deri në 100.000.000 €.',
      both: 'Plotësoni ose pagën bruto, ose pagën neto, jo të dyja.',
      neither: 'Shkruani pagën bruto ose pagën neto.',
      belowProfit:
        'Shkruani të ardhura bruto të paktën sa fitimi, sepse fitimi është pjesa që mbetet prej tyre pas shpenzimeve.',
      percentInvalid: 'Shkruani {field} si numër, për shembull 5 ose 7,5.',
      percentDecimals: 'Shkruani {field} me të shumtën dy shifra pas presjes dhjetore, për shembull 5 ose 7,5.',
      outOfRange: 'Për {field} shkruani një vlerë nga {min}% deri në {max}%.',
      choice: 'Zgjidhni {field}.',
    },
    fieldNames: {
      pension: 'kontributin pensional të punonjësit',
      employer: 'kontributin pensional të punëdhënësit',
      rate: 'normën e TVSH-së: 18% ose 8%',
      type: 'llojin e pagesës',
    },
    rounding:
      'Shumat janë në euro dhe rrumbullakohen në cent (gjysma e centit rrumbullakohet lart), si në dokumentet kontabël.',
    sourcesHeading: 'Rregullat dhe burimet',
    appliesFrom: '{source}; në zbatim nga data {date}.',
    checkedOn: 'Këto rregulla dhe norma i kemi verifikuar për herë të fundit në burimet e tyre më {date}.',
    sources: {
      wageTax:
        'Shkallët e tatimit në të ardhurat personale, që zbatohen edhe për tatimin në paga: Ligji Nr. 08/L-142, neni 5, që ndryshon nenin 6 të Ligjit Nr. 05/L-028 për tatimin në të ardhurat personale (njoftimi i Administratës Tatimore të Kosovës, në anglisht)',
      secondary:
        'Mbajtja në burim me 10% nga punëdhënësi sekondar: Ligji Nr. 05/L-028 për tatimin në të ardhurat personale dhe udhëzuesi i ATK-së për punëdhënësit',
      pension:
        'Kontributet pensionale prej 5–15% për secilën palë, punonjësin dhe punëdhënësin (kontributi i punonjësit zbritet para llogaritjes së tatimit): Ligji Nr. 04/L-101 për fondet pensionale të Kosovës, i ndryshuar; rregullat e Fondit të Kursimeve Pensionale të Kosovës (Trusti) për kontribuuesit (në anglisht)',
      minimumWage:
        'Paga minimale për punë me kohë të plotë: 425 € bruto në muaj nga 1 janar 2026 dhe 500 € nga 1 korrik 2026, sipas Vendimit të Qeverisë së Kosovës Nr. 10/273, të datës 31 tetor 2025',
      vat: 'Normat e TVSH-së 18% dhe 8%: Ligji Nr. 05/L-037 për tatimin mbi vlerën e shtuar',
      corporate:
        'Norma 10% e tatimit në të ardhurat e korporatave zbatohet që nga 1 janar 2009 dhe është ruajtur edhe në Ligjin Nr. 06/L-105 për tatimin në të ardhurat e korporatave (2019); dividendët janë të përjashtuar nga tatimi sipas Ligjit Nr. 05/L-028 për tatimin në të ardhurat personale',
      losses:
        'Humbja bartet dhe zbritet nga fitimet e katër viteve të ardhshme: Ligji Nr. 06/L-105 për tatimin në të ardhurat e korporatave, neni 24',
      smallBusiness:
        'Shoqëritë me të ardhura bruto deri në 30.000 € në vit paguajnë 3% (tregti, transport, bujqësi) ose 9% (shërbime) të të ardhurave bruto të çdo tremujori, por jo më pak se 37,50 € për çdo tremujor me të ardhura: Ligji Nr. 06/L-105 për tatimin në të ardhurat e korporatave, neni 35, dhe njoftimi i Administratës Tatimore të Kosovës (ATK) për pagesat nën këtë shumë',
      comparison:
        'Evropa dhe Shtetet e Bashkuara: barra e përbashkët e tatimit në të ardhurat e korporatave dhe e tatimit në dividendë mbi fitimin e shpërndarë, sipas tabelës „Integrated Tax Rates on Corporate Income in Europe, 2024“ të institutit amerikan Tax Foundation (19 nëntor 2024, në anglisht); mesataret e vendeve evropiane të OECD-së dhe të shteteve të SHBA-së',
      withholding:
        'Tatimi në burim, që paguhet deri më 15 të muajit pasues, është 9% për qiranë, 10% për interesin dhe për të drejtat pronësore, si dhe 5% për shërbimet e jorezidentëve: Ligji Nr. 06/L-105 për tatimin në të ardhurat e korporatave (në zbatim nga data 1 janar 2019) dhe Ligji Nr. 05/L-028 për tatimin në të ardhurat personale; formulari WR: njoftimi i Administratës Tatimore të Kosovës (në anglisht)',
    },
    sourceLinks: {
      wageTax: 'njoftimi i Administratës Tatimore të Kosovës',
      pension: 'rregullat e Fondit të Kursimeve Pensionale të Kosovës (Trusti) për kontribuuesit',
      smallBusiness: 'njoftimi i Administratës Tatimore të Kosovës (ATK) për pagesat nën këtë shumë',
      comparison:
        'tabelës „Integrated Tax Rates on Corporate Income in Europe, 2024“ të institutit amerikan Tax Foundation',
      withholding: 'njoftimi i Administratës Tatimore të Kosovës',
    },
    print: 'Shtypni këtë rezultat',
    copyLink: 'Kopjoni lidhjen e këtij rezultati',
    copied: 'Lidhja u kopjua.',
    printed: {
      calculatedOn: 'Llogaritur më {date}',
      address: 'Lidhja e këtij rezultati:',
      by: 'Përgatitur me kalkulatorin e {firm}',
    },
    disclaimer:
      'Shifrat e kësaj llogaritjeje shërbejnë për orientim në planifikim dhe nuk janë këshillë tatimore: rrethanat e rastit tuaj mund t’i ndryshojnë. Me kënaqësi do t’i shqyrtojmë bashkë me ju.',
    questionsHeading: 'Pyetje për këtë llogaritje',
    cta: {
      heading: 'Dëshironi t’i bëjmë llogaritjet për biznesin tuaj?',
      text: 'Na e dërgoni këtë rezultat bashkë me disa fjalë për biznesin tuaj dhe do t’ju tregojmë çfarë vlen për ju.',
      button: 'Pyetni për këtë rezultat',
    },
  },
  salary: {
    title: 'Kalkulatori i pagës në Kosovë: nga bruto në neto dhe anasjelltas',
    description:
      'Llogaritni pagën në Kosovë nga bruto në neto ose nga neto në bruto: kontributet pensionale, tatimi në paga sipas shkallëve që zbatohen nga gushti 2024 dhe kostoja e plotë për punëdhënësin.',
    heading: 'Kalkulatori i pagës',
    intro:
      'Shkruani pagën bruto mujore për të parë sa merr punonjësi në dorë, ose pagën neto për të parë sa duhet të jetë paga bruto. Tatimi në paga llogaritet sipas shkallëve që zbatohen nga 23 gusht 2024.',
    fields: {
      legend: 'Paga mujore',
      gross: 'Paga bruto (€ në muaj)',
      net: 'Paga neto (€ në muaj)',
      names: { gross: 'Paga bruto', net: 'Paga neto' },
      eitherHint: 'Plotësoni njërën nga të dyja: pagën bruto ose pagën neto.',
      pension: 'Kontributi pensional i punonjësit (%)',
      employer: 'Kontributi pensional i punëdhënësit (%)',
      percentHint: 'Nga 5 deri në 15; 5 është minimumi ligjor.',
      employment: 'Lloji i punëdhënësit për këtë punonjës',
      primary: 'Punëdhënës primar',
      primaryHint:
        'Punëdhënësi që punonjësi e ka deklaruar si primar në Administratën Tatimore të Kosovës (ATK); zbatohen shkallët tatimore.',
      secondary: 'Punëdhënës sekondar',
      secondaryHint: 'Çdo punëdhënës tjetër mban në burim 10% të pagës së tatueshme, që nga euroja e parë.',
    },
    results: {
      gross: 'Paga bruto',
      employeePension: 'Kontributi pensional i punonjësit ({rate}%)',
      taxable: 'Paga e tatueshme',
      band: 'Tatimi në paga: {rate}% e {amount} ({slice})',
      slices: {
        first: 'pjesa deri në {to}',
        middle: 'pjesa nga {from} deri në {to}',
        top: 'pjesa mbi {from}',
      },
      secondaryBand: 'Tatimi në paga: {rate}% e {amount} (punëdhënës sekondar)',
      tax: 'Tatimi në paga gjithsej',
      net: 'Paga neto',
      employerPension: 'Kontributi pensional i punëdhënësit ({rate}%)',
      employerCost: 'Kostoja e plotë për punëdhënësin',
      inexact:
        'Për shkak të rrumbullakimit në cent, nga asnjë pagë bruto nuk mbetet saktësisht kjo pagë neto; tregohet më e afërta mbi të.',
      key: 'Paga neto',
      annual: {
        heading: 'Për një vit (12 muaj)',
        gross: 'Paga bruto',
        tax: 'Tatimi në paga',
        net: 'Paga neto',
        employerCost: 'Kostoja e plotë për punëdhënësin',
        effectiveRate: 'Norma efektive e tatimit në paga',
        bands:
          'Në deklaratën vjetore pagat e vitit tatohen sipas shkallëve vjetore: 0% për pjesën deri në {low}, 8% për pjesën nga {from} deri në {high} dhe 10% për pjesën mbi {high}.',
        secondary:
          'Punëdhënësi sekondar mban në burim {withheld} gjatë vitit. Po të ishte kjo paga e vetme, sipas shkallëve vjetore, tatimi do të ishte {banded}, pra {difference} më pak. Tatimi përfundimtar llogaritet në deklaratën vjetore të tatimit në të ardhurat personale, mbi të gjitha pagat së bashku.',
      },
      belowMinimum:
        'Kjo pagë bruto është nën pagën minimale për punë me kohë të plotë, që është {minimum} në muaj nga {date}.',
      chart: {
        title: 'Si ndahet kostoja e plotë për punëdhënësin',
        net: 'Paga neto',
        tax: 'Tatimi në paga',
        employeePension: 'Kontributi pensional i punonjësit',
        employerPension: 'Kontributi pensional i punëdhënësit',
      },
    },
    message:
      'Përshëndetje, përdora kalkulatorin tuaj të pagës: nga paga bruto prej {gross} mbetet paga neto prej {net}, ndërsa kostoja e plotë për punëdhënësin është {cost}. Do të doja këshillë për ',
    questions: [
      {
        question: 'Si llogaritet tatimi në paga në Kosovë?',
        answer: [
          'Së pari, nga paga bruto zbritet kontributi pensional i punonjësit (të paktën 5%). Ajo që mbetet është paga e tatueshme, e cila tatohet çdo muaj sipas shkallëve: 250 eurot e para nuk tatohen, pjesa nga 250,01 € deri në 450 € tatohet me 8%, ndërsa gjithçka mbi 450 € me 10%.',
          'Këto shkallë zbatohen nga 23 gusht 2024 (Ligji Nr. 08/L-142, i cili ndryshoi Ligjin për tatimin në të ardhurat personale). Para kësaj date, 80 eurot e para nuk tatoheshin, ndërsa pjesa nga 80,01 € deri në 250 € tatohej me 4%.',
        ],
      },
      {
        question: 'Sa i kushton punonjësi punëdhënësit?',
        answer: [
          'Punëdhënësit i kushton paga bruto dhe kontributi pensional i punëdhënësit, prej të paktën 5% të pagës bruto, i cili paguhet në Trust. Përveç kësaj, në Kosovë punëdhënësi nuk paguan asnjë tatim tjetër mbi pagat dhe asnjë kontribut për sigurime shoqërore.',
        ],
      },
      {
        question: 'Çfarë është punëdhënësi sekondar?',
        answer: [
          'Kush punon për më shumë se një punëdhënës, njërin prej tyre e deklaron në ATK si punëdhënës primar. Ky punëdhënës zbaton shkallët tatimore; çdo punëdhënës tjetër mban në burim 10% të pagës së tatueshme, që nga euroja e parë. Diferenca ndërmjet tatimit të mbajtur gjatë vitit dhe tatimit që del sipas shkallëve vjetore për të gjitha pagat bashkë rregullohet në deklaratën vjetore të tatimit në të ardhurat personale.',
        ],
      },
    ],
  },
  vat: {
    title: 'Kalkulatori i TVSH-së në Kosovë: normat 18% dhe 8%',
    description:
      'Shtoni TVSH-në në një çmim pa TVSH ose nxirreni nga një çmim me TVSH, me normën standarde 18% ose me atë të reduktuar 8%; shumat rrumbullakohen në cent.',
    heading: 'Kalkulatori i TVSH-së',
    intro: 'Shtoni TVSH-në në një çmim pa TVSH ose gjeni sa TVSH përmban një çmim me TVSH.',
    fields: {
      amount: 'Shuma (€)',
      amountHint: 'Për shembull 1.250 ose 1.250,50.',
      rate: 'Norma e TVSH-së',
      standard: '18% (norma standarde)',
      reduced: '8% (norma e reduktuar)',
      mode: 'Shuma që shkruani është',
      add: 'pa TVSH: shtoni TVSH-në',
      extract: 'me TVSH: nxirrni TVSH-në',
    },
    results: { net: 'Shuma pa TVSH', vat: 'TVSH ({rate})', gross: 'Shuma me TVSH', key: 'TVSH' },
    message:
      'Përshëndetje, përdora kalkulatorin tuaj të TVSH-së: shuma pa TVSH është {net}, TVSH-ja me normën {rate} është {vat} dhe shuma me TVSH është {gross}. Do të doja këshillë për ',
    questions: [
      {
        question: 'Për cilat mallra dhe shërbime zbatohet norma e reduktuar 8%?',
        answer: [
          'Vetëm ato që renditen në Shtojcën I të Ligjit Nr. 05/L-037 për tatimin mbi vlerën e shtuar dhe në vendimet e ministrit të Financave që e zgjerojnë këtë listë (për shembull, kafshët e gjalla që nga viti 2019). Furnizimet e tjera tatohen me normën standarde 18%, përveç atyre që ligji i liron nga TVSH-ja, si shumica e shërbimeve financiare dhe të sigurimit. Ne mund ta verifikojmë normën që zbatohet për mallrat ose shërbimet që shitni.',
        ],
      },
      {
        question: 'Si nxirret TVSH-ja nga një çmim që e përfshin?',
        answer: [
          'Pjesëtoni çmimin me 1,18 (ose me 1,08 për normën e reduktuar) për të marrë shumën pa TVSH; TVSH-ja është diferenca. Një çmim prej 118 € përbëhet nga 100 € dhe 18 € TVSH.',
        ],
      },
      {
        question: 'Kur duhet të regjistrohet një biznes për TVSH në Kosovë?',
        answer: [
          'Biznesi duhet të regjistrohet sapo qarkullimi i tij të kalojë 30.000 € brenda një viti kalendarik, ndërsa mund të regjistrohet vullnetarisht edhe më herët. Bizneset e regjistruara për TVSH e llogaritin TVSH-në në shitjet e tyre dhe e zbresin TVSH-në e paguar në blerje.',
        ],
      },
    ],
  },
  profit: {
    title: 'Sa mbetet nga fitimi në Kosovë: tatimi në të ardhurat e korporatave dhe tatimi në dividendë',
    description:
      'Shihni sa i mbetet pronarit si dividendë nga fitimi vjetor i një kompanie në Kosovë, ku fitimi tatohet me 10% dhe dividendët nuk tatohen, dhe krahasojeni me mesataren e vendeve evropiane të OECD-së dhe me atë të SHBA-së.',
    heading: 'Sa mbetet nga fitimi',
    intro:
      'Shkruani fitimin vjetor të kompanisë para tatimit për të parë sa i mbetet pronarit me tatimet e Kosovës kur fitimi shpërndahet si dividendë dhe sa do t’i mbetej me normat mesatare të Evropës dhe të Shteteve të Bashkuara. Një shoqëri e vogël mund ta krahasojë edhe tatimin mbi fitimin me tatimin mbi të ardhurat bruto.',
    fields: {
      profit: 'Fitimi vjetor para tatimit (€)',
      profitHint: 'Për shembull 100.000. Humbjen shkruajeni me shenjën minus, për shembull -5.000.',
      names: { profit: 'Fitimi vjetor para tatimit', turnover: 'Të ardhurat bruto të vitit' },
      small: 'Krahasimi me regjimin e biznesit të vogël (sipas dëshirës)',
      smallHint:
        'Shoqëria me të ardhura bruto deri në 30.000 € në vit paguan tatim mbi të ardhurat bruto, përveç nëse zgjedh të tatohet mbi fitimin.',
      turnover: 'Të ardhurat bruto të vitit (€)',
      turnoverHint: 'Lëreni të zbrazët nëse nuk ju nevojitet krahasimi.',
      activity: 'Veprimtaria kryesore e biznesit',
      trade: 'Tregti, transport ose bujqësi (3%)',
      services: 'Shërbime, veprimtari profesionale ose argëtim (9%)',
    },
    results: {
      profit: 'Fitimi para tatimit',
      lossBeforeTax: 'Humbja para tatimit',
      corporateTax: 'Tatimi në të ardhurat e korporatave (10%)',
      dividendTax: 'Tatimi në dividendë (0%)',
      kept: 'I mbetet pronarit',
      key: 'I mbetet pronarit',
      loss: 'Për humbjen nuk paguhet tatim në të ardhurat e korporatave. Ajo bartet dhe zbritet nga fitimet e {years} viteve të ardhshme, para se këto të tatohen.',
      lossYears: { 4: 'katër' },
      small: {
        heading: 'Regjimi i biznesit të vogël',
        receipts: 'Të ardhurat bruto të vitit',
        tax: 'Tatimi vjetor mbi të ardhurat bruto ({rate})',
        taxMinimum: 'Tatimi vjetor mbi të ardhurat bruto: katër pagesa minimale tremujore prej {minimum}',
        quarterly: 'Pagesa për çdo tremujor (nëse të ardhurat janë të njëtrajtshme gjatë vitit)',
        minimum: 'Pagesa për çdo tremujor: minimumi prej {minimum}, sepse pagesa sipas normës do të ishte më e vogël',
        onProfit: 'Për krahasim: tatimi në të ardhurat e korporatave (10% mbi fitimin)',
        note: 'Për çdo tremujor paguhet tatimi me normën përkatëse (3% ose 9%) mbi të ardhurat bruto të atij tremujori, por jo më pak se 37,50 €; për tremujorin pa të ardhura nuk paguhet asgjë, por deklarata dorëzohet gjithsesi. Shoqëria mund të zgjedhë të tatohet mbi fitimin; në këtë rast mban librat kontabël dhe dorëzon deklaratën vjetore.',
        over: 'Me të ardhura bruto mbi {threshold} në vit, shoqëria nuk mund të jetë në regjimin e biznesit të vogël: tatohet mbi fitimin, me 10%.',
      },
      chart: {
        title: 'Sa i mbetet pronarit nga ky fitim: Kosova, Evropa dhe SHBA-ja',
        kosovo: 'Kosova (10% mbi fitimin, pa tatim në dividendë)',
        europe: 'Mesatarja e vendeve evropiane të OECD-së (barra tatimore: {rate})',
        us: 'Mesatarja e Shteteve të Bashkuara (barra tatimore: {rate})',
        note: 'Shifrat për Evropën dhe për SHBA-në janë mesatare të barrës së përbashkët të tatimit në të ardhurat e korporatave dhe të tatimit në dividendë me normën e tij më të lartë; janë vetëm për krahasim, sepse normat ndryshojnë nga një vend evropian në tjetrin dhe nga një shtet amerikan në tjetrin.',
      },
    },
    message: {
      profit:
        'Përshëndetje, përdora kalkulatorin tuaj të fitimit: nga një fitim vjetor prej {profit}, pas tatimeve të Kosovës pronari do të merrte {kept}. Do të doja këshillë për ',
      loss: 'Përshëndetje, përdora kalkulatorin tuaj të fitimit: kompania jonë ka një humbje vjetore prej {loss}. Do të doja këshillë për ',
    },
    questions: [
      {
        question: 'Pse nuk tatohen dividendët në Kosovë?',
        answer: [
          'Dividendët që një kompani kosovare ua paguan pronarëve të saj janë të përjashtuar nga tatimi në të ardhurat personale, kështu që tatimi në të ardhurat e korporatave, me normë 10%, është i vetmi tatim mbi fitimin e shpërndarë.',
        ],
      },
      {
        question: 'A mund t’i transferojë pronari i huaj dividendët jashtë vendit?',
        answer: [
          'Po. Kosova lejon pronësinë e plotë të huaj dhe transferimin e fitimeve jashtë vendit. Nëse shteti ku pronari është rezident i taton apo jo këta dividendë, varet nga ligjet e atij shteti dhe nga marrëveshja e tij me Kosovën për shmangien e tatimit të dyfishtë, në qoftë se ka një të tillë; këtë e shqyrtojmë rast pas rasti.',
        ],
      },
    ],
  },
  withholding: {
    title: 'Kalkulatori i tatimit në burim për Kosovën: qiraja, interesi dhe të drejtat pronësore',
    description:
      'Llogaritni tatimin që paguesi në Kosovë e mban në burim për qiranë (9%), për interesin dhe të drejtat pronësore (10%) dhe për shërbimet e jorezidentëve (5%), duke u nisur nga pagesa bruto ose nga shuma që duhet të marrë pranuesi.',
    heading: 'Kalkulatori i tatimit në burim',
    intro:
      'Biznesi ose personi që paguan qira, interes ose pagesa për të drejta pronësore, ose që i paguan një jorezidenti për shërbime, e mban tatimin nga pagesa dhe ia paguan Administratës Tatimore të Kosovës (ATK). Shkruani pagesën para tatimit ose shumën që duhet të marrë pranuesi.',
    fields: {
      amount: 'Shuma (€)',
      amountHint: 'Për shembull 1.000 ose 1.250,50.',
      direction: 'Shuma që shkruani është',
      gross: 'pagesa para tatimit (bruto)',
      net: 'ajo që merr pranuesi (neto)',
      type: 'Lloji i pagesës',
      rent: 'Qiraja (9%)',
      interest: 'Interesi (10%)',
      royalties: 'Të drejtat pronësore (10%)',
      nonResident: 'Shërbimet e një jorezidenti (5%)',
    },
    results: {
      gross: 'Pagesa para tatimit',
      tax: 'Tatimi i mbajtur në burim ({rate})',
      net: 'Pranuesi merr',
      key: 'Tatimi i mbajtur në burim',
      treaty:
        'Nëse pranuesi është rezident i një shteti me të cilin Kosova ka marrëveshje për shmangien e tatimit të dyfishtë, marrëveshja mund ta ulë këtë normë ose ta heqë fare tatimin; në këtë rast paguesi e shënon shtetin në formularin WR.',
    },
    message: {
      text: 'Përshëndetje, përdora kalkulatorin tuaj të tatimit në burim: nga një pagesë prej {gross} për {type} mbahet në burim tatimi prej {tax} dhe pranuesi merr {net}. Do të doja këshillë për ',
      paidFor: {
        rent: 'qira',
        interest: 'interes',
        royalties: 'të drejta pronësore',
        nonResident: 'shërbime të një jorezidenti',
      },
    },
    questions: [
      {
        question: 'Kush e mban tatimin në burim dhe kur paguhet?',
        answer: [
          'E mban paguesi, pra biznesi ose personi që paguan qira, interes ose pagesa për të drejta pronësore, ose që i paguan një jorezidenti për shërbime. Paguesi e mban tatimin nga pagesa, e deklaron në formularin WR dhe ia paguan ATK-së deri më 15 të muajit pasues.',
        ],
      },
      {
        question: 'A është tatimi i mbajtur në burim tatim përfundimtar për pranuesin?',
        answer: [
          'Jo gjithmonë. Biznesi kosovar që merr qira ose interes e zbret tatimin e mbajtur në burim nga tatimi i vet në deklaratën vjetore. Për një jorezident, nëse Kosova ka marrëveshje për shmangien e tatimit të dyfishtë me shtetin ku ai është rezident, marrëveshja mund ta ulë ose ta heqë tatimin.',
        ],
      },
    ],
  },
} satisfies ToolsContent;
