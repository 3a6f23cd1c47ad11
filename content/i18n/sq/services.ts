import { type ServicesContent } from "../page-content";

export const services = {
  title: "Shërbime kontabiliteti, tatimesh dhe këshillimi në Kosovë",
  description:
    "Kontabilitet, TVSH dhe deklarime tatimore, paga, shërbime CFO, vlerësim biznesi dhe themelim kompanie në Kosovë, për biznese vendore dhe investitorë të huaj.",
  hero: {
    heading:
      "Shërbime kontabiliteti, tatimesh dhe këshillimi sipas nevojave të biznesit tuaj",
    text: "Nga kontabiliteti i përditshëm dhe deklarimet mujore në ATK, deri te këshillimi në nivel CFO-je, vlerësimi i biznesit dhe themelimi i kompanisë në Kosovë, ekipi ynë mbulon tërë jetën financiare të biznesit tuaj. Ju merrni evidenca të sakta, deklarime në kohë dhe këshilla të qarta, mbi të cilat mund të veproni.",
  },
  pathway: {
    heading: "Si ju çojmë nga shifrat te rezultatet",
    steps: [
      {
        title: "Vlerësimi fillestar",
        text: "Shqyrtojmë librat kontabël, pozitën tatimore dhe detyrimet tuaja ndaj ATK-së dhe Trustit të Kursimeve Pensionale, që të dyja palët ta dimë saktë ku qëndron biznesi juaj sot.",
      },
      {
        title: "Analiza strategjike",
        text: "Identifikojmë rreziqet, mangësitë dhe mundësitë — nga çështjet e pajtueshmërisë tatimore te presionet mbi kostot dhe rrjedhën e parasë — dhe bashkë me ju përcaktojmë përparësitë.",
      },
      {
        title: "Zbatimi",
        text: "I vëmë në praktikë zgjidhjet e dakorduara: kontabilitet të rregullt, kalendar të besueshëm të deklarimeve, raportim më të mirë dhe sistemet që i mbështesin të gjitha këto.",
      },
      {
        title: "Suksesi financiar",
        text: "Me shifra të besueshme dhe rishikime të rregullta, ju merrni vendime me siguri dhe e mbani biznesin mbi baza të shëndosha financiare ndërsa ai rritet.",
      },
    ],
  },
  catalogue: {
    heading: "Shërbimet tona",
    intro:
      "Zgjidhni një shërbim të vetëm ose kombinoni disa prej tyre në një marrëveshje të përbashkët. Secili ofrohet nga profesionistë që punojnë çdo ditë me rregullat tatimore, standardet e raportimit dhe institucionet e Kosovës.",
    includedHeading: "Çfarë përfshihet",
    processHeading: "Procesi strategjik",
  },
  services: [
    {
      icon: "calculator",
      title: "Kontabilitet dhe raportim financiar",
      description:
        "Kontabilitet i plotë dhe i përditësuar, në përputhje me kërkesat ligjore në Kosovë, që ju jep një pamje të vërtetë të biznesit tuaj. Ne e kryejmë punën rutinë çdo muaj dhe përgatisim pasqyrat financiare vjetore, që librat tuaj të jenë gjithmonë gati për bankat, investitorët dhe kontrollet tatimore.",
      included: [
        "Mbajtja e librave kontabël dhe e librit kryesor",
        "Barazimi i llogarive bankare dhe i arkës",
        "Evidenca e detyrimeve ndaj furnitorëve dhe e arkëtimeve",
        "Pagat mujore me kontributet pensionale",
        "Regjistri i aseteve fikse dhe amortizimi",
        "Raporte mujore menaxheriale",
        "Pasqyrat financiare vjetore sipas SNRF (IFRS) ose SNRF për NVM",
        "Mbyllja e vitit dhe përgatitja për auditim",
      ],
      process: [
        "Shqyrtimi i librave",
        "Ngritja e librit kryesor",
        "Kontabiliteti mujor",
        "Raportimi vjetor",
      ],
    },
    {
      icon: "file-chart",
      title: "Raportim dhe analizë financiare",
      description:
        "Raporte që shpjegojnë çfarë po ndodh në biznesin tuaj, jo vetëm çfarë është regjistruar. Llogaritë tuaja i shndërrojmë në analiza të qarta mujore dhe tremujore, që tregojnë ku fitoni, ku shpenzoni dhe çfarë duhet të ndiqni më tej.",
      included: [
        "Raporte menaxheriale mujore dhe tremujore",
        "Pasqyra e të ardhurave, bilanci dhe pasqyra e rrjedhës së parasë",
        "Analiza e devijimeve ndërmjet buxhetit dhe realizimit",
        "Treguesit kryesorë financiarë dhe ndjekja e KPI-ve",
        "Profitabiliteti sipas produktit, klientit ose degës",
        "Parashikime të rrjedhës së parasë",
        "Paketa raportimi për bankat dhe investitorët",
        "Komente me shkrim dhe rekomandime",
      ],
      process: [
        "Mbledhja e të dhënave",
        "Analiza",
        "Përgatitja e raportit",
        "Takimi i rishikimit",
      ],
    },
    {
      icon: "receipt",
      title: "Pajtueshmëri dhe këshillim tatimor",
      description:
        "Deklarime të sakta dhe në kohë pranë Administratës Tatimore të Kosovës, si dhe këshilla praktike për ta mbajtur barrën tatimore brenda kornizave ligjore. Deklaratat tuaja i përgatisim dhe i dorëzojmë përmes sistemit EDI të ATK-së dhe qëndrojmë në krah tuaj kur administrata tatimore kërkon sqarime.",
      included: [
        "Deklaratat mujore të TVSH-së përmes EDI-t të ATK-së",
        "Deklaratat mujore të tatimit në paga dhe kontributeve pensionale",
        "Këstet tremujore të tatimit në të ardhurat e korporatave",
        "Deklarata vjetore e tatimit në të ardhurat e korporatave",
        "Tatimi në burim për qiratë dhe pagesat ndaj jorezidentëve",
        "Deklaratat e tatimit në të ardhurat personale",
        "Planifikim tatimor dhe këshilla për strukturimin",
        "Mbështetje gjatë kontrolleve dhe kërkesave të ATK-së",
      ],
      process: [
        "Kontrolli tatimor paraprak",
        "Planifikimi tatimor",
        "Deklarimi dhe pagesa",
        "Monitorimi i vazhdueshëm",
      ],
    },
    {
      icon: "briefcase",
      title: "Shërbime CFO dhe kontrollori financiar",
      description:
        "Udhëheqje financiare në nivel të lartë, pa koston e një punësimi me orar të plotë. Me shërbimet tona të CFO-së dhe kontrollorit financiar përfitoni buxhetim, menaxhim të parasë dhe kontroll financiar me orar të pjesshëm ose për një periudhë të caktuar, sipas fazës në të cilën ndodhet biznesi juaj.",
      included: [
        "CFO me orar të pjesshëm ose për periudhë të caktuar",
        "Buxhete vjetore dhe parashikime të përditësuara rregullisht",
        "Menaxhimi i rrjedhës së parasë dhe i kapitalit qarkullues",
        "Kontrolle të brendshme dhe procedura miratimi",
        "Panele me KPI për menaxhmentin",
        "Raportim për bordin dhe investitorët",
        "Financimi bankar dhe marrëdhëniet me huadhënësit",
        "Kontrolli i kostove dhe përmirësimi i marzheve",
      ],
      process: [
        "Diagnoza financiare",
        "Udhërrëfyesi financiar",
        "Zbatimi",
        "Rishikimi i performancës",
      ],
    },
    {
      icon: "scale",
      title: "Këshillim dhe vlerësim biznesi",
      description:
        "Analiza të pavarura për vendimet që e formësojnë kompaninë tuaj: investimin, zgjerimin, shitjen ose hyrjen e një partneri të ri. Ne ndërtojmë modelet financiare dhe vlerësimet që qëndrojnë pas këtyre vendimeve dhe i shpjegojmë supozimet në gjuhë të thjeshtë.",
      included: [
        "Vlerësimi i biznesit (fluksi i skontuar i parasë, shumëfishat e tregut)",
        "Plane biznesi dhe studime fizibiliteti",
        "Verifikim financiar para blerjes ose investimit",
        "Modele financiare dhe analiza skenarësh",
        "Mbështetje në bartjen e aksioneve dhe blerjen e kompanive",
        "Vlerësimi i projekteve investuese",
        "Këshillim për ristrukturim dhe rimëkëmbje",
        "Rishikimi i çmimeve dhe i profitabilitetit",
      ],
      process: [
        "Përcaktimi i qëllimit",
        "Verifikimi financiar",
        "Modelimi",
        "Rekomandimet",
      ],
    },
    {
      icon: "bar-chart",
      title: "Analizë e të dhënave",
      description:
        "Të dhënat tuaja kontabël, të shitjes dhe operative përmbajnë përgjigje që mund t’i shfrytëzoni. Ne i bashkojmë, i pastrojmë dhe i paraqesim në panele e raporte të qarta, që i tregojnë prirjet herët dhe mbështesin vendime më të mira.",
      included: [
        "Bashkimi i të dhënave nga sistemet kontabël dhe ERP",
        "Pastrimi dhe verifikimi i të dhënave",
        "Panele interaktive për menaxhmentin",
        "Analiza e prirjeve të shitjes dhe të klientëve",
        "Analiza e kostove dhe e shpenzimeve",
        "Analiza e stoqeve dhe e qarkullimit të tyre",
        "Parashikime dhe modelim i prirjeve",
        "Raporte periodike të automatizuara",
      ],
      process: [
        "Auditimi i të dhënave",
        "Integrimi",
        "Analiza",
        "Panelet e raportimit",
      ],
    },
    {
      icon: "cpu",
      title: "Transformim digjital",
      description:
        "Më pak letra, më pak regjistrime manuale dhe mbyllje më e shpejtë e muajit. Ju ndihmojmë të zgjidhni dhe të zbatoni programet e duhura të kontabilitetit dhe ERP-së, të automatizoni punët rutinë dhe ta trajnoni ekipin tuaj që t’i përdorë ato si duhet.",
      included: [
        "Shqyrtimi i proceseve aktuale financiare",
        "Përzgjedhja e programeve të kontabilitetit dhe ERP-së",
        "Implementimi i sistemit dhe bartja e të dhënave",
        "Faturimi elektronik dhe menaxhimi i dokumenteve",
        "Integrimi me bankat dhe sistemet e pagesave",
        "Automatizimi i miratimeve dhe regjistrimeve rutinë",
        "Qasje e sigurt në distancë dhe kopje rezervë e të dhënave",
        "Trajnimi i stafit dhe udhëzues për përdoruesit",
      ],
      process: [
        "Shqyrtimi i proceseve",
        "Dizajnimi i zgjidhjes",
        "Implementimi",
        "Trajnimi",
      ],
    },
    {
      icon: "building",
      title: "Themelimi i biznesit në Kosovë",
      description:
        "Një rrugë e qartë për ta nisur kompaninë tuaj në Kosovë, qofshi sipërmarrës vendor apo investitor i huaj. Ne i përgatisim dokumentet dhe e kryejmë regjistrimin në ARBK; kompania juaj regjistrohet brenda 3–5 ditëve të punës pasi dokumentet të jenë të plota.",
      included: [
        "Këshillim për formën juridike (SH.P.K., SH.A. ose degë)",
        "Aktet themeluese dhe statuti",
        "Regjistrimi në ARBK",
        "Regjistrimi për TVSH në ATK",
        "Mbështetje për hapjen e llogarisë bankare të biznesit",
        "Regjistrimi i punonjësve dhe kontributet pensionale",
        "Udhëzime për licencat dhe lejet sektoriale",
        "Mbështetje për leje qëndrimi për pronarët e huaj",
      ],
      process: [
        "Konsultimi",
        "Dokumentacioni",
        "Regjistrimi",
        "Organizimi pas regjistrimit",
      ],
    },
    {
      icon: "globe",
      title: "Kontabilitet i deleguar për kompanitë ndërkombëtare",
      description:
        "Një ekip financiar vendor i besueshëm për kompanitë e huaja që kanë filial, degë ose punonjës në Kosovë. Ne e mbajmë njësinë tuaj në Kosovë në përputhje të plotë me ligjin dhe i raportojmë selisë suaj në anglisht, në formatin dhe sipas afateve që ju nevojiten.",
      included: [
        "Kontabiliteti për filialet dhe degët në Kosovë",
        "Pagat me kontributet pensionale 5% + 5%",
        "Deklarimet e TVSH-së dhe të tatimit në korporata në ATK",
        "Raporte menaxheriale mujore në anglisht",
        "Paketa raportimi për grupin sipas formatit të selisë",
        "Pasqyrat financiare ligjore dhe rakordimi me SNRF",
        "Transaksionet brenda grupit dhe çmimet e transferimit",
        "Zbatimi i marrëveshjeve për shmangien e tatimit të dyfishtë",
      ],
      process: [
        "Marrja në dorëzim",
        "Harmonizimi i proceseve",
        "Mbyllja mujore",
        "Raportimi për grupin",
      ],
    },
  ],
  process: {
    heading: "Procesi ynë i provuar",
    intro:
      "Çdo angazhim ndjek të njëjtët hapa të qartë, që ju ta dini gjithmonë çfarë po bëjmë, çfarë na nevojitet nga ju dhe cili është hapi i radhës.",
    steps: [
      {
        number: "01",
        title: "Konsultimi fillestar",
        description:
          "Takohemi, në zyrë ose në distancë, për ta kuptuar biznesin tuaj, gjendjen e librave kontabël dhe atë që dëshironi të arrini.",
        features: [
          "Shqyrtimi i librave tuaj aktualë",
          "Pasqyrë e detyrimeve ligjore dhe tatimore",
          "Fushëveprim i qartë i punës",
          "Ofertë transparente e tarifave",
        ],
      },
      {
        number: "02",
        title: "Planifikimi strategjik",
        description:
          "Ato që mësojmë i kthejmë në një plan konkret, me përgjegjësi, afate dhe raportet që do t’i merrni.",
        features: [
          "Plan shërbimi i përshtatur për ju",
          "Kalendar i deklarimeve dhe i raportimit",
          "Përgjegjësi të përcaktuara për të dyja palët",
          "Afate dhe etapa të dakorduara",
        ],
      },
      {
        number: "03",
        title: "Zbatimi",
        description:
          "Marrim në dorëzim librat tuaj, ngremë sistemet e nevojshme dhe bashkë me ju i përfundojmë deklarimet dhe raportet e para.",
        features: [
          "Marrje në dorëzim pa ndërprerje",
          "Ngritja e sistemeve dhe e proceseve",
          "Deklarimet dhe raportet e para",
          "Njoftime të rregullta për ecurinë",
        ],
      },
      {
        number: "04",
        title: "Mbështetja e vazhdueshme",
        description:
          "Qëndrojmë pranë jush muaj pas muaji, ju informojmë për ndryshimet dhe e përshtatim punën tonë ndërsa biznesi juaj rritet.",
        features: [
          "Person i caktuar kontakti për ju",
          "Raportim dhe rishikime të rregullta",
          "Njoftime për ndryshimet tatimore dhe ligjore",
          "Këshilla sa herë që ju nevojiten",
        ],
      },
    ],
  },
  hours: {
    heading: "Orari i punës",
    days: "E hënë – e premte",
    times: "09:00–17:00",
    note: "Takime me orar fleksibël sipas kërkesës",
  },
  cta: {
    heading: "Le të flasim për biznesin tuaj",
    text: "Na tregoni ku ndodheni sot dhe çfarë ju nevojitet. Ne do t’ju rekomandojmë kombinimin e duhur të shërbimeve dhe do t’ju japim një ofertë të qartë.",
    contact: "Na kontaktoni",
    pricing: "Shihni çmimet",
  },
} satisfies ServicesContent;
