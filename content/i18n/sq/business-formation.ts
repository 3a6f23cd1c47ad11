import { type FormationContent } from '../page-content';

export const businessFormation = {
  title: 'Hapni biznes në Kosovë — Themelimi i kompanisë',
  description:
    'Themeloni kompaninë në Kosovë me ndihmën tonë: tatim 10% në fitim, 0% në dividendë, pronësi 100% e huaj dhe një ekip nga regjistrimi deri te pagat e para.',
  hero: {
    heading: 'Hapni biznes në Kosovë',
    text: 'I ndihmojmë sipërmarrësit vendorë dhe investitorët e huaj ta themelojnë kompaninë në Kosovë siç duhet — nga zgjedhja e formës juridike dhe regjistrimi në ARBK, te numri fiskal, llogaria bankare, pagat dhe kontabiliteti që vijnë më pas. Punoni me një ekip të vetëm, në shqip ose në anglisht, nga biseda e parë deri te deklarata e parë mujore.',
    primary: 'Rezervoni një konsultim falas',
    secondary: 'Pyetni për kompaninë tuaj',
  },
  why: {
    heading: 'Pse Kosova',
    intro:
      'Kosova ofron një nga barrët tatimore më të ulëta në Evropë, fuqi punëtore të re e shumëgjuhëshe dhe rregulla të thjeshta për kompanitë, të cilat i trajtojnë njëlloj investitorët e huaj dhe ata vendorë.',
    items: [
      {
        icon: 'globe',
        title: 'Pronësi 100% e huaj',
        text: 'Personat fizikë dhe kompanitë e huaja mund ta kenë në pronësi të plotë një kompani në Kosovë, pa partner vendor dhe me të njëjtat të drejta si pronarët vendorë.',
      },
      {
        icon: 'users',
        title: 'Fuqi punëtore e re',
        text: 'Me moshë mesatare 29 vjeç, Kosova ka një nga popullsitë më të reja në Evropë, dhe shumë profesionistë të rinj flasin anglisht.',
      },
      {
        icon: 'map-pin',
        title: 'Mbi 500 milionë konsumatorë në afërsi',
        text: 'Brenda 1.000 km nga Kosova jetojnë më shumë se 500 milionë konsumatorë, në Ballkanin Perëndimor dhe në Bashkimin Evropian.',
      },
      {
        icon: 'piggy-bank',
        title: 'Kosto konkurruese të punës',
        text: 'Kostoja e fuqisë punëtore është rreth 70% më e ulët se në Evropën Perëndimore dhe rreth 80% më e ulët se në Shtetet e Bashkuara.',
      },
      {
        icon: 'percent',
        title: 'Tatime të ulëta',
        text: 'Tatimi në të ardhurat e korporatave është 10%, ndërsa tatimi në dividendë 0%, kështu që një pjesë më e madhe e fitimit mbetet në biznes.',
      },
      {
        icon: 'landmark',
        title: 'Euroja si monedhë',
        text: 'Kosova përdor euron, prandaj në tregtinë me eurozonën nuk ka rrezik nga kursi i këmbimit, ndërsa çmimet, faturimi dhe raportimi mbeten të thjeshta.',
      },
    ],
  },
  tax: {
    heading: 'Përparësia tatimore e Kosovës',
    intro:
      'Normat kryesore tatimore në Kosovë janë ndër më të ulëtat në Evropë. Tabela i krahason ato me normat mesatare në Bashkimin Evropian dhe në Shtetet e Bashkuara.',
    caption: 'Normat kryesore tatimore: Kosova krahasuar me mesataret e BE-së dhe të SHBA-së',
    columns: {
      tax: 'Tatimi',
      kosovo: 'Kosova',
      eu: 'Mesatarja e BE-së',
      us: 'Mesatarja e SHBA-së',
    },
    rows: [
      {
        tax: 'Tatimi në të ardhurat e korporatave',
        kosovo: '10%',
        eu: '21,3%',
        us: '25,8%',
      },
      { tax: 'Tatimi në dividendë', kosovo: '0%', eu: '15–30%', us: '23,8%' },
      {
        tax: 'Tatimi në të ardhurat personale',
        kosovo: '0–10%',
        eu: '25–45%',
        us: '22–37%',
      },
      {
        tax: 'Tatimi në vlerën e shtuar (TVSH)',
        kosovo: '18%',
        eu: '21%',
        us: '6–11% (tatim mbi shitjet)',
      },
    ],
    note: 'Shifrat për BE-në dhe SHBA-në janë mesatare orientuese vetëm për krahasim, ndërsa normat tatimore ndryshojnë, prandaj para se të vendosni ne i konfirmojmë normat që vlejnë për rastin tuaj.',
  },
  treaties: {
    heading: 'Marrëveshjet për shmangien e tatimit të dyfishtë',
    text: 'Kosova ka marrëveshje për shmangien e tatimit të dyfishtë me mbi 40 shtete, mes tyre edhe me shumë shtete anëtare të BE-së. Nëse ju ose kompania juaj mëmë jeni në njërin prej tyre, marrëveshja përcakton cili shtet ka të drejtë ta tatojë secilin lloj të ardhure dhe ju mbron nga tatimi i dyfishtë mbi të njëjtin fitim.',
    points: [
      'Shmangia e tatimit të dyfishtë: e ardhura e tatuar në njërin shtet përjashtohet nga tatimi ose kreditohet në shtetin tjetër.',
      'Tatim më i ulët në burim për pagesat ndërkufitare, si interesi dhe të drejtat pronësore, kur marrëveshja e parasheh këtë.',
      'Certifikata të rezidencës tatimore nga Administrata Tatimore e Kosovës (ATK), të cilat i kërkojmë në emrin tuaj për të përfituar nga marrëveshja.',
    ],
  },
  options: {
    heading: 'Zgjidhni formën e duhur juridike',
    intro:
      'Forma juridike ndikon në përgjegjësinë tuaj, në mënyrën e qeverisjes dhe në raportim. Ne ju rekomandojmë strukturën që u përshtatet planeve tuaja, jo atë që regjistrohet më shpejt.',
    capitalLabel: 'Kapitali minimal',
    items: [
      {
        title: 'Shoqëri me përgjegjësi të kufizuar (SH.P.K.)',
        capital: 'Pa kapital minimal',
        text: 'Zgjedhja më e zakonshme për bizneset e vogla e të mesme dhe për investitorët e huaj. Shoqëria është person juridik më vete, ndërsa pronarët përgjigjen vetëm deri në masën e kontributit të tyre.',
        points: [
          'Një ose më shumë pronarë, persona fizikë ose juridikë, vendorë ose të huaj',
          'Përgjegjësia e pronarëve e kufizuar në kontributin e tyre',
          'Udhëhiqet nga një ose më shumë drejtorë të emëruar nga pronarët',
        ],
      },
      {
        title: 'Shoqëri aksionare (SH.A.)',
        capital: 'Minimumi 10.000 €',
        text: 'E përshtatshme për projekte më të mëdha dhe për shoqëri që synojnë të sjellin disa investitorë. Kapitali i saj ndahet në aksione dhe i nënshtrohet rregullave më të rrepta të qeverisjes.',
        points: [
          'Kapitali aksionar i ndarë në aksione të transferueshme',
          'Udhëhiqet nga bordi i drejtorëve',
          'E përshtatshme për investime më të mëdha dhe për struktura me shumë aksionarë',
        ],
      },
      {
        title: 'Degë e shoqërisë së huaj',
        capital: 'Pa kapital të veçantë',
        text: 'I mundëson një shoqërie ekzistuese të huaj të veprojë në Kosovë pa krijuar person të ri juridik. Dega vepron në emër të shoqërisë mëmë, e cila mbetet përgjegjëse për detyrimet e saj.',
        points: [
          'Regjistrohet në ARBK si pjesë e shoqërisë mëmë të huaj',
          'Udhëhiqet nga një përfaqësues i autorizuar në Kosovë',
          'Fitimi nga veprimtaria në Kosovë tatohet në Kosovë',
        ],
      },
      {
        title: 'Biznes individual',
        capital: 'Pa kapital minimal',
        text: 'Forma më e thjeshtë për një person që ushtron veprimtari në emrin e vet, si profesionist i pavarur, konsulent ose pronar i një dyqani të vogël. Themelohet shpejt, por nuk ka ndarje mes pasurisë personale dhe asaj të biznesit.',
        points: [
          'Në pronësi dhe nën drejtimin e një personi fizik',
          'Regjistrim dhe kontabilitet i thjeshtë',
          'Pronari përgjigjet personalisht për borxhet e biznesit',
        ],
      },
    ],
  },
  steps: {
    heading: 'Si e themelojmë kompaninë tuaj',
    intro:
      'Ne e menaxhojmë tërë procesin dhe në çdo fazë ju tregojmë çfarë na duhet prej jush. Pjesa më e madhe e punës mund të kryhet në distancë.',
    items: [
      {
        title: 'Konsultimi dhe struktura',
        text: 'Diskutojmë planet tuaja, ju rekomandojmë formën juridike, strukturën e pronësisë dhe veprimtaritë e biznesit, dhe ju shpjegojmë pasojat tatimore para se të dorëzohet qoftë edhe një dokument.',
      },
      {
        title: 'Verifikimi i emrit dhe dokumentet',
        text: 'Verifikojmë nëse emri i kompanisë është i lirë, përgatisim aktin e themelimit ose statutin dhe formularët e regjistrimit, dhe ju dërgojmë listën e dokumenteve të identitetit dhe të pronësisë që na duhen.',
      },
      {
        title: 'Noterizimi dhe regjistrimi në ARBK',
        text: 'Dokumentet e themelimit nënshkruhen dhe, kur kërkohet, noterizohen, e pastaj i dorëzojmë në Agjencinë për Regjistrimin e Bizneseve të Kosovës (ARBK). Kompania juaj regjistrohet brenda 3–5 ditëve të punës pasi dokumentet të jenë të plota.',
      },
      {
        title: 'Numri fiskal dhe TVSH-ja në ATK',
        text: 'Sigurohemi që numri juaj fiskal të jetë aktiv në Administratën Tatimore të Kosovës (ATK), e regjistrojmë kompaninë për TVSH kur kjo kërkohet ose është e dobishme, dhe ju krijojmë qasjen në deklarimin elektronik të tatimeve.',
      },
      {
        title: 'Llogaria bankare e biznesit',
        text: 'Përgatisim dokumentet që kërkojnë bankat në Kosovë dhe ju mbështesim gjatë verifikimit të identitetit, që ta hapni llogarinë e biznesit dhe ta depononi kapitalin themelues, nëse ka.',
      },
      {
        title: 'Punëtorët, pagat dhe kontabiliteti',
        text: 'Regjistrojmë punëtorët tuaj, i organizojmë pagat me mbajtjen e tatimit në burim dhe kontributet në Trustin e Kursimeve Pensionale të Kosovës (5% punëmarrësi + 5% punëdhënësi), dhe nisim kontabilitetin tuaj mujor.',
      },
    ],
    highlightsHeading: 'Çfarë mund të prisni prej nesh',
    highlights: [
      'Një ekip i vetëm për regjistrimin, tatimet, pagat dhe kontabilitetin',
      'Këshilla dhe dokumente të shpjeguara në shqip dhe në anglisht',
      'Regjistrim pa pasur nevojë të udhëtoni, përmes prokurës',
      'Ofertë e qartë pas një vlerësimi fillestar të nevojave tuaja',
      'Mbështetje e vazhdueshme pas regjistrimit, nga deklaratat mujore te pasqyrat financiare vjetore',
    ],
  },
  residency: {
    heading: 'Rezidenca tatimore dhe lejet e qëndrimit',
    intro:
      'Nëse planifikoni të jetoni ose të qëndroni për periudha të gjata në Kosovë, ka rëndësi dy çështje të veçanta: ku e paguani tatimin në të ardhurat personale dhe a ju nevojitet leje qëndrimi. Ne ju ndihmojmë me të dyja.',
    cards: [
      {
        title: 'Rezidenca tatimore',
        points: [
          'Bëheni rezident tatimor në Kosovë nëse qëndroni më shumë se 183 ditë brenda çfarëdo periudhe 12-mujore.',
          'Tatimi në të ardhurat personale është progresiv, me normë më të lartë 10% për të ardhurat mbi 5.400 € në vit.',
          'Rezidentët tatohen për të ardhurat e tyre në mbarë botën, ndërsa jorezidentët vetëm për të ardhurat nga burime në Kosovë.',
          'Nëse edhe një shtet tjetër ju konsideron rezident, rezidencën tuaj mund ta përcaktojë marrëveshja për shmangien e tatimit të dyfishtë.',
        ],
      },
      {
        title: 'Lejet e qëndrimit',
        points: [
          'Leje qëndrimi e përkohshme: vlen një vit dhe mund të vazhdohet.',
          'Leja mund të jepet për arsye si punësimi, ushtrimi i veprimtarisë së biznesit ose bashkimi familjar.',
          'Qëndrim i përhershëm: i mundshëm pas pesë vitesh të njëpasnjëshme qëndrimi të ligjshëm.',
          'Ju ndihmojmë të përgatitni kërkesën dhe dokumentet mbështetëse të kompanisë.',
        ],
      },
    ],
  },
  faq: {
    heading: 'Pyetje të shpeshta për themelimin e kompanisë',
    items: [
      {
        question: 'A mund ta regjistrojë një i huaj kompaninë në Kosovë pa qenë këtu?',
        answer: [
          'Po. Me prokurë, ne mund t’i nënshkruajmë dhe t’i dorëzojmë dokumentet e regjistrimit në emrin tuaj, kështu që për vetë regjistrimin nuk keni nevojë të udhëtoni.',
          'Dokumentet e lëshuara jashtë vendit, si prokura ose ekstrakti i shoqërisë mëmë, zakonisht duhet të noterizohen, të vërtetohen me apostilë ose të legalizohen dhe të përkthehen. Disa banka kërkojnë ta takojnë drejtorin personalisht kur hapet llogaria e biznesit, dhe ne ju njoftojmë paraprakisht nëse banka juaj e kërkon këtë.',
        ],
      },
      {
        question: 'Sa zgjat regjistrimi dhe cilat dokumente nevojiten?',
        answer: [
          'Kompania juaj regjistrohet brenda 3–5 ditëve të punës pasi dokumentet të jenë të plota. Zakonisht më së shumti kohë merr mbledhja dhe legalizimi i dokumenteve nga jashtë, prandaj që në fillim ju dërgojmë një listë kontrolli.',
          'Për një shoqëri me përgjegjësi të kufizuar zakonisht nevojiten kopja e pasaportës ose e letërnjoftimit të secilit pronar dhe drejtor, emri dhe adresa e kompanisë në Kosovë, veprimtaritë e biznesit dhe akti i themelimit. Pronarët që janë persona juridikë sjellin edhe dëshminë e regjistrimit të tyre.',
        ],
      },
      {
        question: 'Çfarë detyrimesh ka kompania pas regjistrimit?',
        answer: [
          'Çdo kompani mban kontabilitetin dhe përgatit pasqyrat financiare vjetore. Kompanitë me punëtorë deklarojnë dhe paguajnë çdo muaj tatimin e mbajtur në burim nga pagat dhe kontributet pensionale, ndërsa kompanitë e regjistruara për TVSH dorëzojnë deklaratat e TVSH-së. Tatimi në të ardhurat e korporatave paguhet me këste paraprake gjatë vitit dhe barazohet me deklaratën vjetore.',
          'Ne mund t’i marrim përsipër të gjitha këto deklarime, që të dini gjithmonë çfarë duhet dorëzuar dhe kur.',
        ],
      },
    ],
  },
  cta: {
    heading: 'Gati ta nisni biznesin tuaj në Kosovë?',
    text: 'Na tregoni për planet tuaja dhe ne do t’ju rekomandojmë strukturën, do t’ju japim listën e dokumenteve që ju nevojiten dhe do t’ju shpjegojmë çdo hap bashkë me kostot.',
    button: 'Rezervoni një konsultim falas',
  },
} satisfies FormationContent;
