import { type ServicesContent } from '#content/i18n/page-content.ts';

export const services = {
  title: 'Shërbime kontabiliteti, tatimesh dhe këshillimi në Kosovë',
  description:
    'Mbajtje e librave kontabël, deklarime tatimore dhe të TVSH-së, përpunim i pagave, mbështetje nga një drejtor financiar (CFO), vlerësime biznesi dhe themelim kompanish në Kosovë – si për bizneset vendore, ashtu edhe për investitorët e huaj.',
  hero: {
    heading: 'Shërbime kontabiliteti, tatimesh dhe këshillimi sipas nevojave të biznesit tuaj',
    text: 'Nga mbajtja e përditshme e librave kontabël dhe deklarimet mujore në Administratën Tatimore të Kosovës (ATK) e deri te këshillimi nga një drejtor financiar (CFO), vlerësimet dhe themelimi i kompanisë në Kosovë, ekipi ynë kujdeset për të gjitha punët financiare të biznesit tuaj. Kështu do të keni libra të saktë, deklarata të dorëzuara në afat dhe këshilla të qarta që mund t’i vini në zbatim.',
  },
  pathway: {
    heading: 'Nga shifrat te rezultatet',
    steps: [
      {
        title: 'Shqyrtimi fillestar',
        text: 'Shqyrtojmë librat tuaj kontabël, gjendjen tatimore, si dhe detyrimet ndaj ATK-së dhe ndaj Fondit të Kursimeve Pensionale të Kosovës (Trusti), që edhe ju, edhe ne ta dimë saktë si qëndron biznesi juaj sot.',
      },
      {
        title: 'Analiza strategjike',
        text: 'Identifikojmë rreziqet, mangësitë dhe mundësitë, nga mospërputhjet me kërkesat ligjore te kostot në rritje dhe vështirësitë me rrjedhën e parasë. Pastaj bashkë me ju përcaktojmë prioritetet.',
      },
      {
        title: 'Zbatimi',
        text: 'I vëmë në praktikë zgjidhjet për të cilat jemi marrë vesh: libra kontabël të rregullt, kalendar të besueshëm të deklarimeve, raportim më të mirë dhe sisteme që i mbështesin të gjitha këto.',
      },
      {
        title: 'Suksesi financiar',
        text: 'Me shifra të besueshme dhe rishikime të rregullta, vendimet i merrni me bindje dhe biznesin tuaj e mbani mbi baza financiare të shëndosha edhe gjatë rritjes së tij.',
      },
    ],
  },
  index: { heading: 'Gjeni shërbimin që ju duhet' },
  catalogue: {
    heading: 'Shërbimet tona',
    intro:
      'Zgjidhni një shërbim ose bashkoni disa shërbime në një marrëveshje të vetme. Secilin e ofrojnë profesionistë që punojnë çdo ditë me rregullat tatimore, standardet e raportimit dhe institucionet e Kosovës.',
    includedHeading: 'Çfarë përfshihet',
    processHeading: 'Hapat e punës',
    details: 'Çfarë përfshihet dhe si zhvillohet puna',
    ask: 'Pyetni për këtë shërbim',
  },
  services: [
    {
      id: 'accounting',
      icon: 'calculator',
      title: 'Kontabilitet dhe raportim financiar',
      description:
        'I mbajmë librat tuaj kontabël të plotë dhe të përditësuar, në përputhje me kërkesat ligjore në Kosovë, që të keni gjithmonë një pamje të saktë të biznesit tuaj. Kujdesemi për punën rutinore të çdo muaji dhe përgatisim pasqyrat tuaja financiare vjetore, kështu që librat janë në çdo kohë gati për bankat, investitorët dhe kontrollet tatimore.',
      included: [
        'Mbajtja e librave kontabël dhe e librit kryesor',
        'Rakordimi i llogarive bankare dhe i arkës',
        'Evidenca e llogarive të pagueshme dhe të arkëtueshme',
        'Përpunimi mujor i pagave me kontributet pensionale',
        'Regjistri i aseteve fikse dhe llogaritja e zhvlerësimit',
        'Raporte menaxheriale mujore',
        'Pasqyrat financiare vjetore sipas SNRF-ve (IFRS) ose SNRF-së për NVM',
        'Mbyllja e vitit dhe përgatitja për auditim',
      ],
      process: [
        'Shqyrtimi i librave',
        'Organizimi i librit kryesor',
        'Mbajtja mujore e librave',
        'Raportimi në fund të vitit',
      ],
    },
    {
      id: 'reporting-analysis',
      icon: 'file-chart',
      title: 'Raportim dhe analizë financiare',
      description:
        'Raporte që shpjegojnë çfarë po ndodh në biznesin tuaj, jo vetëm çfarë është regjistruar. Të dhënat tuaja kontabël i shndërrojmë në analiza mujore dhe tremujore të qarta, që tregojnë ku fitoni, ku shpenzoni dhe çfarë duhet të ndiqni në vazhdim.',
      included: [
        'Raporte menaxheriale mujore dhe tremujore',
        'Pasqyra e të ardhurave, bilanci dhe pasqyra e rrjedhës së parasë',
        'Analiza e devijimeve ndërmjet buxhetit dhe realizimit',
        'Analiza e koeficientëve financiarë dhe ndjekja e treguesve kryesorë të performancës (KPI)',
        'Përfitueshmëria sipas produktit, klientit ose degës',
        'Parashikime të rrjedhës së parasë',
        'Raporte të përgatitura për bankat dhe investitorët',
        'Komente me shkrim dhe rekomandime',
      ],
      process: ['Mbledhja e të dhënave', 'Analiza', 'Përgatitja e raportit', 'Takimi për shqyrtimin e raportit'],
    },
    {
      id: 'tax',
      icon: 'receipt',
      title: 'Pajtueshmëri dhe këshillim tatimor',
      description:
        'Deklarata të sakta, të dorëzuara në afat, si dhe këshilla praktike për ta ulur barrën tuaj tatimore aq sa e lejon ligji. Deklaratat tuaja i përgatisim dhe i dorëzojmë përmes sistemit elektronik EDI të ATK-së dhe qëndrojmë pranë jush kur ATK-ja kërkon sqarime.',
      included: [
        'Deklaratat mujore të TVSH-së përmes EDI-t të ATK-së',
        'Deklaratat mujore të tatimit në paga dhe të kontributeve pensionale',
        'Këstet tremujore të tatimit në të ardhurat e korporatave',
        'Deklarata vjetore e tatimit në të ardhurat e korporatave',
        'Tatimi në burim për qiranë dhe pagesat për jorezidentët',
        'Deklaratat e tatimit në të ardhurat personale',
        'Planifikimi tatimor dhe këshillimi për strukturën e biznesit dhe të transaksioneve',
        'Mbështetje gjatë kontrolleve tatimore dhe në përgjigjet ndaj kërkesave të ATK-së për sqarime',
      ],
      process: [
        'Rishikimi i gjendjes tatimore',
        'Planifikimi tatimor',
        'Deklarimi dhe pagesa',
        'Monitorimi i vazhdueshëm',
      ],
    },
    {
      id: 'cfo',
      icon: 'briefcase',
      title: 'Shërbime të drejtorit financiar dhe të kontrollorit financiar',
      description:
        'Një drejtues financiar me përvojë, pa koston e një punonjësi me kohë të plotë. Këto shërbime ju sigurojnë buxhetimin, menaxhimin e likuiditetit dhe kontrollin financiar, me kohë të pjesshme ose për një periudhë kalimtare, në përputhje me fazën e zhvillimit të biznesit tuaj.',
      included: [
        'Drejtor financiar me kohë të pjesshme ose për një periudhë kalimtare',
        'Buxhete vjetore dhe parashikime të përditësuara periodikisht',
        'Menaxhimi i rrjedhës së parasë dhe i kapitalit qarkullues',
        'Kontrolle të brendshme dhe procedura miratimi',
        'Panele kontrolli me treguesit kryesorë (KPI) për menaxhmentin',
        'Raportim për bordin dhe investitorët',
        'Financimi bankar dhe marrëdhëniet me huadhënësit',
        'Kontrolli i kostove dhe përmirësimi i marzhave',
      ],
      process: ['Diagnoza financiare', 'Udhërrëfyesi financiar', 'Zbatimi i planit', 'Rishikimi i performancës'],
    },
    {
      id: 'advisory-valuation',
      icon: 'scale',
      title: 'Këshillim dhe vlerësim biznesi',
      description:
        'Analiza të pavarura për vendimet që përcaktojnë rrugën e kompanisë suaj: investimin, zgjerimin, shitjen ose hyrjen e një partneri. Hartojmë modelet financiare dhe vlerësimet mbi të cilat mbështeten këto vendime dhe jua shpjegojmë supozimet në gjuhë të thjeshtë.',
      included: [
        'Vlerësimi i biznesit me metodën e rrjedhës së skontuar të parasë (DCF) dhe me shumëfishat e tregut',
        'Plane biznesi dhe studime fizibiliteti',
        'Verifikim financiar (due diligence)',
        'Modele financiare dhe analiza skenarësh',
        'Mbështetje për bartjen e aksioneve ose të pjesëve të pronësisë dhe për blerjen e kompanive',
        'Vlerësimi i projekteve investuese',
        'Këshillim për ristrukturim dhe rimëkëmbje',
        'Analiza e politikës së çmimeve dhe e përfitueshmërisë',
      ],
      process: ['Përcaktimi i fushëveprimit', 'Verifikimi financiar', 'Modelimi', 'Rekomandimet'],
    },
    {
      id: 'data-analysis',
      icon: 'bar-chart',
      title: 'Analizë e të dhënave',
      description:
        'Në të dhënat tuaja kontabël, të shitjeve dhe operative gjenden përgjigje për shumë pyetje të biznesit. Këto të dhëna i bashkojmë, i pastrojmë dhe i paraqesim në panele e raporte të qarta, që i nxjerrin në pah prirjet qysh herët dhe ndihmojnë në marrjen e vendimeve më të mira.',
      included: [
        'Bashkimi i të dhënave nga programet e kontabilitetit dhe nga sistemet e planifikimit të burimeve të ndërmarrjes (ERP)',
        'Pastrimi dhe verifikimi i të dhënave',
        'Panele interaktive për menaxhmentin',
        'Analiza e prirjeve të shitjeve dhe të klientëve',
        'Analiza e kostove dhe e shpenzimeve',
        'Analiza e stoqeve dhe e qarkullimit të tyre',
        'Parashikime dhe modelim i prirjeve',
        'Raporte periodike të automatizuara',
      ],
      process: ['Rishikimi i të dhënave', 'Integrimi', 'Analiza', 'Panelet e raportimit'],
    },
    {
      id: 'digital-transformation',
      icon: 'cpu',
      title: 'Transformim digjital',
      description:
        'Më pak dokumente në letër, më pak regjistrime manuale dhe mbyllje më e shpejtë e muajit. Ju ndihmojmë të zgjidhni dhe të vini në përdorim programet e duhura të kontabilitetit dhe sistemet ERP, të automatizoni punët rutinore, ndërsa ekipin tuaj e trajnojmë që t’i përdorë si duhet.',
      included: [
        'Shqyrtimi i proceseve financiare ekzistuese',
        'Përzgjedhja e programeve të kontabilitetit dhe e sistemeve ERP',
        'Zbatimi i sistemit dhe bartja e të dhënave',
        'Faturimi elektronik dhe menaxhimi i dokumenteve',
        'Integrimi me bankat dhe me sistemet e pagesave',
        'Automatizimi i miratimeve dhe i regjistrimeve rutinore',
        'Qasje e sigurt në distancë dhe kopje rezervë e të dhënave',
        'Trajnimi i stafit dhe udhëzues për përdoruesit',
      ],
      process: ['Shqyrtimi i proceseve', 'Hartimi i zgjidhjes', 'Zbatimi', 'Trajnimi'],
    },
    {
      id: 'business-formation',
      icon: 'building',
      title: 'Themelim biznesi në Kosovë',
      description:
        'Një rrugë e thjeshtë për ta nisur kompaninë tuaj në Kosovë, si për sipërmarrësit vendorë, ashtu edhe për investitorët e huaj. I përgatisim dokumentet dhe kujdesemi për regjistrimin në Agjencinë e Regjistrimit të Bizneseve të Kosovës (ARBK); kompania juaj regjistrohet brenda 3–5 ditëve të punës pasi dokumentacioni të jetë i plotë.',
      included: [
        'Këshillim për formën juridike (SH.P.K., SH.A. ose degë)',
        'Akti i themelimit dhe statuti',
        'Regjistrimi në ARBK',
        'Regjistrimi për TVSH në ATK',
        'Mbështetje për hapjen e llogarisë bankare të biznesit',
        'Regjistrimi i punonjësve dhe regjistrimi për kontributet pensionale',
        'Udhëzime për licencat dhe lejet sipas sektorit',
        'Mbështetje për lejet e qëndrimit të pronarëve të huaj',
      ],
      process: ['Konsultimi', 'Dokumentacioni', 'Regjistrimi', 'Hapat pas regjistrimit'],
    },
    {
      id: 'international',
      icon: 'globe',
      title: 'Shërbime të plota kontabiliteti për kompanitë ndërkombëtare',
      description:
        'Një ekip financiar vendor i besueshëm për kompanitë e huaja që kanë shoqëri të varur, degë ose punonjës në Kosovë. E mbajmë shoqërinë tuaj të varur ose degën tuaj në Kosovë në përputhje të plotë me ligjin dhe i raportojmë selisë suaj në anglisht, në formatin dhe me afatet që i kërkoni ju.',
      included: [
        'Mbajtja e librave kontabël për shoqëritë e varura dhe degët në Kosovë',
        'Përpunimi i pagave me kontributet pensionale (5% punonjësi + 5% punëdhënësi)',
        'Deklarimet e TVSH-së dhe të tatimit në të ardhurat e korporatave në ATK',
        'Raporte menaxheriale mujore në anglisht',
        'Raportet për grupin në formatin e selisë suaj',
        'Pasqyrat financiare ligjore dhe rakordimi i tyre me raportimin e grupit sipas SNRF-ve',
        'Dokumentimi i transaksioneve brenda grupit dhe i transferimit të çmimeve',
        'Zbatimi i marrëveshjeve për shmangien e tatimit të dyfishtë',
      ],
      process: ['Fillimi i bashkëpunimit', 'Harmonizimi i proceseve', 'Mbyllja mujore', 'Raportimi për grupin'],
    },
  ],
  process: {
    heading: 'Si punojmë me ju, hap pas hapi',
    intro:
      'Cilido qoftë shërbimi, çdo bashkëpunim kalon nëpër të njëjtat katër faza të qarta, që ta dini gjithmonë çfarë po bëjmë, çfarë na nevojitet nga ju dhe cili është hapi i radhës.',
    steps: [
      {
        number: '01',
        title: 'Konsultimi fillestar',
        description:
          'Takohemi personalisht ose në distancë për t’u njohur me biznesin tuaj, me gjendjen e librave kontabël dhe me atë që synoni të arrini.',
        features: [
          'Shqyrtimi i gjendjes së librave tuaj kontabël',
          'Përmbledhje e detyrimeve tuaja ligjore dhe tatimore',
          'Fushëveprim i qartë i punës',
          'Ofertë e hollësishme e tarifave',
        ],
      },
      {
        number: '02',
        title: 'Planifikimi strategjik',
        description:
          'Atë që mësuam e kthejmë në një plan konkret, në të cilin përcaktohen qartë përgjegjësitë, afatet dhe raportet që do t’i merrni.',
        features: [
          'Plan shërbimi i përshtatur për ju',
          'Kalendar i deklarimeve dhe i raportimit',
          'Përgjegjësi të përcaktuara për të dyja palët',
          'Afate dhe etapa të caktuara bashkë me ju',
        ],
      },
      {
        number: '03',
        title: 'Zbatimi',
        description:
          'Marrim në dorëzim librat tuaj, vendosim sistemet e nevojshme dhe, bashkë me ju, i përfundojmë deklarimet dhe raportet e para.',
        features: [
          'Fillim i bashkëpunimit dhe marrje në dorëzim pa pengesa',
          'Ngritja e sistemeve dhe e proceseve',
          'Deklarimet dhe raportet e para',
          'Njoftime të rregullta për ecurinë',
        ],
      },
      {
        number: '04',
        title: 'Mbështetja e vazhdueshme',
        description:
          'Qëndrojmë pranë jush muaj pas muaji, ju mbajmë të informuar për ndryshimet dhe e përshtatim punën tonë me rritjen e biznesit tuaj.',
        features: [
          'Një person kontakti i caktuar posaçërisht për ju',
          'Raportim dhe rishikime të rregullta',
          'Njoftime për ndryshimet tatimore dhe ligjore',
          'Këshilla sa herë që ju nevojiten',
        ],
      },
    ],
  },
  hours: {
    heading: 'Orari i punës',
    days: 'Nga e hëna deri të premten',
    times: '09:00–17:00',
    note: 'Takime në orar fleksibël, sipas kërkesës.',
  },
  cta: {
    heading: 'Le të flasim për biznesin tuaj',
    text: 'Na tregoni si qëndron biznesi juaj sot dhe çfarë ju nevojitet. Do t’ju rekomandojmë kombinimin e duhur të shërbimeve dhe do t’ju përgatisim një ofertë të qartë.',
    contact: 'Na kontaktoni',
    pricing: 'Shihni çmimet',
  },
} satisfies ServicesContent;
