import { formatPercent } from '#shared/tax/amounts.ts';
import { corporateTaxRate, dividendTaxRate, integratedRates } from '#shared/tax/rates.ts';
import { type FormationContent } from '#content/i18n/page-content.ts';

export const businessFormation = {
  title: 'Hapni biznes në Kosovë – themelimi i kompanisë',
  description:
    'Themeloni kompaninë tuaj në Kosovë me ndihmën e ekspertëve: tatim në të ardhurat e korporatave prej 10%, dividendë pa tatim, pronësi 100% e huaj dhe një ekip i vetëm nga regjistrimi deri te pagat e para.',
  hero: {
    heading: 'Hapni biznes në Kosovë',
    text: 'I ndihmojmë sipërmarrësit vendorë dhe investitorët e huaj ta themelojnë kompaninë e tyre në Kosovë siç duhet – nga zgjedhja e formës juridike dhe regjistrimi në Agjencinë e Regjistrimit të Bizneseve të Kosovës (ARBK) e deri te numri unik identifikues (NUI), llogaria bankare, pagat dhe kontabiliteti që vijnë më pas. Nga biseda e parë deri te deklarata e parë mujore punoni me një ekip të vetëm dhe komunikoni me të në anglisht ose në shqip.',
    primary: 'Rezervoni një konsultim falas',
    secondary: 'Na pyetni për themelimin e kompanisë',
  },
  why: {
    heading: 'Pse Kosova?',
    intro:
      'Kosova ndërthur një barrë tatimore ndër më të ulëtat në Evropë me një fuqi punëtore të re e shumëgjuhëshe dhe me rregulla të thjeshta për kompanitë, rregulla që i trajtojnë njëlloj investitorët e huaj dhe ata vendorë.',
    items: [
      {
        icon: 'globe',
        title: 'Pronësi 100% e huaj',
        text: 'Personat fizikë dhe juridikë të huaj mund të kenë në pronësi të plotë një kompani në Kosovë, pa pasur nevojë për partner vendor dhe me të njëjtat të drejta si pronarët vendorë.',
      },
      {
        icon: 'users',
        title: 'Fuqi punëtore e re në moshë',
        text: 'Popullsia e Kosovës, me moshë mesatare prej 34,8 vjetësh sipas regjistrimit të popullsisë të vitit 2024, është ndër më të rejat në Evropë dhe shumë profesionistë të rinj flasin anglisht.',
      },
      {
        icon: 'map-pin',
        title: 'Pa doganë në tregje me mbi 450 milionë konsumatorë',
        text: 'Me Marrëveshjen e Stabilizim-Asociimit me BE-në (në fuqi që nga 1 prill 2016) dhe me marrëveshjen e tregtisë së lirë CEFTA, mallrat e prodhuara në Kosovë hyjnë pa doganë, me pak përjashtime, në tregjet e Bashkimit Evropian dhe të Ballkanit Perëndimor, ku jetojnë mbi 450 milionë konsumatorë.',
      },
      {
        icon: 'piggy-bank',
        title: 'Kosto pune konkurruese',
        text: 'Kostot e punës janë më shumë se 70% më të ulëta sesa në Evropën Perëndimore dhe më shumë se 80% më të ulëta sesa në Shtetet e Bashkuara.',
      },
      {
        icon: 'percent',
        title: 'Tatime të ulëta',
        text: 'Tatimi në të ardhurat e korporatave është 10%, ndërsa dividendët që u paguhen pronarëve nuk tatohen, kështu që një pjesë më e madhe e asaj që fiton kompania ju mbetet juve.',
      },
      {
        icon: 'landmark',
        title: 'Euroja si monedhë',
        text: 'Kosova përdor euron, prandaj në tregtinë me zonën e euros nuk ka rrezik të kursit të këmbimit dhe caktimi i çmimeve, faturimi e raportimi mbeten të thjeshtë.',
      },
    ],
  },
  tax: {
    heading: 'Përparësia tatimore e Kosovës',
    intro: `Për fitimin që i shpërndahet pronarit si dividendë, barra e përbashkët e tatimit në të ardhurat e korporatave dhe e tatimit në dividendë është ${formatPercent(corporateTaxRate + dividendTaxRate, 'sq')} në Kosovë, kundrejt një mesatareje prej ${formatPercent(integratedRates.europe, 'sq')} në vendet evropiane të OECD-së dhe ${formatPercent(integratedRates.us, 'sq')} në Shtetet e Bashkuara. Edhe normat e tjera tatimore kryesore të Kosovës janë ndër më të ulëtat në Evropë.`,
    caption: 'Normat tatimore kryesore në Kosovë',
    columns: { tax: 'Tatimi', kosovo: 'Norma' },
    rows: [
      { tax: 'Tatimi në të ardhurat e korporatave', kosovo: formatPercent(corporateTaxRate, 'sq') },
      { tax: 'Tatimi në dividendët që u paguhen pronarëve', kosovo: formatPercent(dividendTaxRate, 'sq') },
      { tax: 'Tatimi në të ardhurat personale', kosovo: '0–10%' },
      { tax: 'Tatimi mbi vlerën e shtuar (TVSH)', kosovo: '18% (norma e reduktuar 8%)' },
    ],
    note: 'Normat tatimore mund të ndryshojnë: para se të vendosni, ne i konfirmojmë normat që vlejnë për rastin tuaj.',
  },
  treaties: {
    heading: 'Marrëveshjet për shmangien e tatimit të dyfishtë',
    text: 'Kosova ka marrëveshje për shmangien e tatimit të dyfishtë me një sërë shtetesh, ndër to edhe shtete anëtare të BE-së. Nëse jeni rezident tatimor i njërit prej këtyre shteteve, ose nëse kompania juaj mëmë e ka selinë atje, marrëveshja përcakton se cili shtet ka të drejtë ta tatojë secilin lloj të ardhurash dhe shmang tatimin e dyfishtë të së njëjtës të ardhur. Nëse dividendi që merrni nga Kosova tatohet apo jo në shtetin tuaj, këtë e përcaktojnë ligjet e atij shteti.',
    points: [
      'Shmangia e tatimit të dyfishtë: e ardhura e tatuar në njërin shtet përjashtohet nga tatimi në shtetin tjetër, ose tatimi i paguar në shtetin e parë zbritet si kredi tatimore nga tatimi që duhet paguar në shtetin e dytë.',
      'Normë më e ulët e tatimit në burim për pagesat ndërkufitare, si interesi dhe të drejtat pronësore, kur këtë e parasheh marrëveshja.',
      'Certifikata të rezidencës tatimore në Kosovë, të cilat Administrata Tatimore e Kosovës (ATK) ia lëshon kompanisë suaj kosovare; ne i kërkojmë në emër të saj, që ajo të përfitojë nga marrëveshja.',
    ],
  },
  options: {
    heading: 'Zgjidhni formën juridike të duhur',
    intro:
      'Forma juridike ndikon në përgjegjësinë tuaj, në qeverisjen e shoqërisë dhe në mënyrën e raportimit. Ju rekomandojmë strukturën që u përshtatet planeve tuaja, jo atë që regjistrohet më shpejt.',
    capitalLabel: 'Kapitali minimal',
    items: [
      {
        title: 'Shoqëri me përgjegjësi të kufizuar (SH.P.K.)',
        capital: 'nuk kërkohet',
        text: 'Zgjedhja më e zakonshme për bizneset e vogla e të mesme dhe për investitorët e huaj. Shoqëria është person juridik më vete dhe pronarët përgjigjen vetëm deri në shumën e kontributit të tyre.',
        points: [
          'Një ose më shumë pronarë – persona fizikë ose juridikë, vendorë ose të huaj',
          'Përgjegjësia e pronarëve kufizohet në kontributin e tyre',
          'Drejtohet nga një ose më shumë drejtorë të emëruar nga pronarët',
        ],
      },
      {
        title: 'Shoqëri aksionare (SH.A.)',
        capital: '10.000 €',
        text: 'E përshtatshme për projekte më të mëdha dhe për shoqëri që planifikojnë të tërheqin disa investitorë. Kapitali i saj ndahet në aksione dhe shoqëria u nënshtrohet rregullave më të rrepta të qeverisjes.',
        points: [
          'Kapitali aksionar i ndarë në aksione të transferueshme',
          'Drejtohet nga bordi i drejtorëve',
          'Lejon struktura pronësie me shumë aksionarë',
        ],
      },
      {
        title: 'Degë e një shoqërie të huaj',
        capital: 'nuk kërkohet (dega nuk ka kapital të vetin)',
        text: 'I mundëson një shoqërie të huaj ekzistuese të veprojë në Kosovë pa krijuar një person juridik të ri. Dega vepron në emër të shoqërisë mëmë, e cila mbetet përgjegjëse për detyrimet e degës.',
        points: [
          'Regjistrohet në ARBK si pjesë e shoqërisë mëmë të huaj',
          'Drejtohet nga një përfaqësues i autorizuar në Kosovë',
          'Fitimi nga veprimtaria në Kosovë tatohet në Kosovë',
        ],
      },
      {
        title: 'Biznes individual (B.I.)',
        capital: 'nuk kërkohet',
        text: 'Forma më e thjeshtë për një person që ushtron veprimtari në emrin e vet, si profesionist i pavarur, konsulent ose pronar i një dyqani të vogël. Themelohet shpejt, por nuk ka ndarje mes pasurisë personale dhe asaj të biznesit.',
        points: [
          'Në pronësinë dhe nën drejtimin e një personi fizik',
          'Regjistrim i thjeshtë dhe mbajtje e lehtë e librave',
          'Pronari përgjigjet personalisht për borxhet e biznesit',
        ],
      },
    ],
  },
  steps: {
    heading: 'Si e themelojmë kompaninë tuaj',
    intro:
      'E menaxhojmë tërë procesin dhe në çdo fazë ju tregojmë çfarë na duhet prej jush. Pjesa më e madhe e punës mund të kryhet në distancë.',
    items: [
      {
        title: 'Konsultimi dhe struktura',
        text: 'Diskutojmë planet tuaja, ju rekomandojmë formën juridike, strukturën e pronësisë dhe veprimtaritë e biznesit, pastaj ju shpjegojmë pasojat tatimore para se të dorëzohet ndonjë dokument.',
      },
      {
        title: 'Kontrolli i emrit dhe dokumentet',
        text: 'Kontrollojmë nëse emri i kompanisë suaj është i lirë dhe përgatisim aktin e themelimit dhe statutin, formularët e regjistrimit dhe listën e dokumenteve të identitetit e të pronësisë që na nevojiten prej jush.',
      },
      {
        title: 'Noterizimi dhe regjistrimi në ARBK',
        text: 'Dokumentet e themelimit nënshkruhen dhe, kur kërkohet, noterizohen, e pastaj ne i dorëzojmë në ARBK. Kompania juaj regjistrohet brenda 3–5 ditëve të punës pasi dokumentacioni të jetë i plotë.',
      },
      {
        title: 'Numri unik identifikues (NUI) dhe TVSH-ja',
        text: 'ARBK-ja i cakton kompanisë NUI-në, që është edhe numri i saj në ATK. Sigurohemi që kompania të jetë aktive në sistemin e ATK-së, e regjistrojmë për TVSH kur kjo kërkohet ose është e dobishme dhe ju krijojmë qasjen për deklarimin elektronik të tatimeve.',
      },
      {
        title: 'Llogaria bankare e biznesit',
        text: 'Përgatisim dokumentet që i kërkojnë bankat në Kosovë dhe ju mbështesim gjatë verifikimit të identitetit, që të mund ta hapni llogarinë e biznesit dhe, nëse shoqëria ka kapital themelor, ta depononi.',
      },
      {
        title: 'Punonjësit, pagat dhe kontabiliteti',
        text: 'Regjistrojmë punonjësit tuaj dhe e organizojmë përpunimin e pagave, me mbajtjen në burim të tatimit në paga dhe me kontributet pensionale prej 5% nga punonjësi dhe 5% nga punëdhënësi, që paguhen në Fondin e Kursimeve Pensionale të Kosovës (Trusti). Pastaj e nisim kontabilitetin tuaj mujor.',
      },
    ],
    highlightsHeading: 'Çfarë mund të prisni prej nesh',
    highlights: [
      'Një ekip i vetëm për regjistrimin, tatimet, pagat dhe kontabilitetin',
      'Këshilla dhe dokumente të shpjeguara në anglisht dhe në shqip',
      'Regjistrim pa pasur nevojë të udhëtoni, me anë të prokurës',
      'Ofertë e qartë pas një shqyrtimi fillestar të nevojave tuaja',
      'Mbështetje e vazhdueshme pas regjistrimit, nga deklaratat mujore deri te pasqyrat financiare vjetore',
    ],
  },
  residency: {
    heading: 'Rezidenca tatimore dhe lejet e qëndrimit',
    intro:
      'Nëse planifikoni të jetoni në Kosovë ose të qëndroni këtu për periudha të gjata, kanë rëndësi dy pyetje të ndryshme: ku e paguani tatimin në të ardhurat personale dhe nëse ju nevojitet leje qëndrimi. Ju ndihmojmë t’u përgjigjeni të dyjave.',
    cards: [
      {
        title: 'Rezidenca tatimore',
        points: [
          'Bëheni rezident tatimor i Kosovës nëse qëndroni këtu 183 ditë ose më shumë në çdo periudhë 12-mujore.',
          'Tatimi në të ardhurat personale është progresiv, me normën më të lartë prej 10% për të ardhurat mbi 5.400 € në vit.',
          'Rezidentët tatohen për të ardhurat e tyre nga e gjithë bota, ndërsa jorezidentët vetëm për të ardhurat me burim në Kosovë.',
          'Nëse edhe një shtet tjetër ju konsideron rezident, rezidencën tuaj mund ta përcaktojë marrëveshja për shmangien e tatimit të dyfishtë.',
        ],
      },
      {
        title: 'Lejet e qëndrimit',
        points: [
          'Leja e qëndrimit të përkohshëm vlen një vit dhe mund të vazhdohet.',
          'Lejet mund të jepen, ndër të tjera, në bazë të punësimit, të ushtrimit të veprimtarisë së biznesit ose të ribashkimit familjar.',
          'Leja e qëndrimit të përhershëm mund të merret pas pesë vitesh qëndrimi të ligjshëm pa ndërprerje.',
          'Ju ndihmojmë të përgatitni kërkesën dhe dokumentet mbështetëse të kompanisë.',
        ],
      },
    ],
  },
  faq: {
    heading: 'Pyetje të shpeshta për themelimin e kompanisë',
    items: [
      {
        question: 'A mund të regjistrojë një i huaj kompani në Kosovë pa ardhur personalisht?',
        answer: [
          'Po. Me prokurë, ne mund t’i nënshkruajmë dhe t’i dorëzojmë dokumentet e regjistrimit në emrin tuaj, kështu që për vetë regjistrimin nuk keni nevojë të udhëtoni.',
          'Dokumentet e lëshuara jashtë vendit, si prokura ose ekstrakti i shoqërisë mëmë nga regjistri i bizneseve, zakonisht duhet të noterizohen, të pajisen me apostilë ose të legalizohen, si dhe të përkthehen. Disa banka kërkojnë ta takojnë drejtorin personalisht kur hapet llogaria e biznesit; ne ju njoftojmë paraprakisht nëse edhe banka juaj e kërkon këtë.',
        ],
      },
      {
        question: 'Sa zgjat regjistrimi dhe cilat dokumente nevojiten?',
        answer: [
          'Kompania juaj regjistrohet brenda 3–5 ditëve të punës pasi dokumentacioni të jetë i plotë. Më shumë kohë zakonisht kërkojnë mbledhja dhe legalizimi i dokumenteve nga jashtë vendit, prandaj që në fillim ju dërgojmë një listë kontrolli.',
          'Për një shoqëri me përgjegjësi të kufizuar zakonisht nevojiten kopja e pasaportës ose e letërnjoftimit për secilin pronar dhe drejtor, emri dhe adresa e kompanisë në Kosovë, veprimtaritë e biznesit, akti i themelimit dhe statuti. Pronarët që janë persona juridikë paraqesin edhe dëshminë e regjistrimit të tyre.',
        ],
      },
      {
        question: 'Çfarë detyrimesh ka kompania pas regjistrimit?',
        answer: [
          'Çdo kompani i mban librat kontabël dhe përgatit pasqyrat financiare vjetore. Kompanitë me punonjës deklarojnë dhe paguajnë çdo muaj tatimin në paga dhe kontributet pensionale, ndërsa kompanitë e regjistruara për TVSH dorëzojnë deklaratat e TVSH-së. Tatimi në të ardhurat e korporatave paguhet me këste tremujore gjatë vitit, ndërsa diferenca rregullohet në deklaratën vjetore.',
          'Ne mund t’i marrim përsipër të gjitha këto deklarime dhe ju njoftojmë paraprakisht për çdo detyrim dhe për afatin e tij.',
        ],
      },
    ],
  },
  cta: {
    heading: 'Jeni gati ta nisni biznesin tuaj në Kosovë?',
    text: 'Na tregoni për planet tuaja dhe ne do t’ju rekomandojmë një strukturë, do t’ju japim listën e dokumenteve që ju nevojiten dhe do t’ju shpjegojmë çdo hap bashkë me kostot e tij.',
    button: 'Rezervoni një konsultim falas',
  },
} satisfies FormationContent;
