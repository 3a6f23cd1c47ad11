import { type FaqContent } from "../page-content";

export const faq = {
  title: "Pyetje të shpeshta: kontabiliteti dhe tatimet në Kosovë",
  description:
    "Përgjigje për shërbimet, çmimet, fillimin e bashkëpunimit, regjistrimin e kompanisë, tatimet, pagat, SNRF (IFRS), sigurinë e të dhënave dhe punën në distancë.",
  heading: "Pyetje të shpeshta",
  intro:
    "Përgjigje për pyetjet që na i bëjnë më shpesh pronarët e bizneseve dhe investitorët. Nëse pyetja juaj nuk është këtu, ekipi ynë ju ndihmon me kënaqësi.",
  items: [
    {
      question: "Çfarë shërbimesh ofroni?",
      answer: [
        "Mbulojmë anën financiare të drejtimit të një biznesi në Kosovë: kontabilitetin dhe mbajtjen e librave, pasqyrat financiare dhe raportimin, pajtueshmërinë tatimore dhe planifikimin tatimor, pagat, si dhe shërbimet e drejtorit financiar (CFO) ose të kontrollerit financiar për kompanitë që kanë nevojë për udhëheqje financiare në nivel të lartë, pa punësuar dikë me orar të plotë.",
        "Përtej kontabilitetit, ofrojmë këshillim për strategjinë dhe vlerësimin e biznesit, analizojmë të dhënat tuaja për vendime më të mira dhe ndihmojmë në digjitalizimin e proceseve financiare. Për investitorët e huaj kujdesemi për themelimin e kompanisë në Kosovë dhe marrim përsipër kontabilitetin e kompanive ndërkombëtare që kanë veprimtari këtu.",
      ],
    },
    {
      question: "Si përcaktohen çmimet tuaja?",
      answer: [
        "Shumica e klientëve zgjedhin një paketë mujore: Starter për 299 €, Core për 599 € dhe Pro për 999 € në muaj, ku secila shton më shumë shërbime dhe mbështetje. Çmimi i paketës Enterprise caktohet me marrëveshje, për grupe më të mëdha dhe nevoja komplekse. Çdo paketë ka fushëveprim të përcaktuar qartë, që ta dini saktësisht çfarë mbulon tarifa mujore.",
        "Për projekte të njëhershme ose nevoja që nuk përshtaten në një paketë, punojmë me tarifa për orë, nga 20 € për detyra të thjeshta deri në 100 € për këshillim të specializuar. Çmimi përfundimtar varet nga madhësia e kompanisë, vëllimi i transaksioneve dhe kompleksiteti i punës, dhe caktohet pas një vlerësimi falas të biznesit tuaj — para se të fillojë puna.",
      ],
    },
    {
      question: "Si fillon bashkëpunimi dhe cilat dokumente duhet të përgatis?",
      answer: [
        "Gjithçka fillon me një konsultë falas, në zyrë ose në distancë, ku mësojmë si funksionon biznesi juaj dhe çfarë ju nevojitet. Pastaj ju dërgojmë ofertën me fushëveprimin dhe çmimin; pasi ta pranoni, nënshkruajmë kontratën e bashkëpunimit dhe e marrim përsipër kontabilitetin tuaj nga muaji për të cilin jemi marrë vesh.",
        "Që dorëzimi të bëhet pa vështirësi, ju lutemi të përgatitni: dokumentet e regjistrimit të kompanisë nga Agjencia e Regjistrimit të Bizneseve të Kosovës (ARBK); pasqyrat financiare dhe deklaratat tatimore më të fundit; ekstraktet bankare; faturat e shitjeve dhe të blerjeve për periudhën aktuale; dhe, nëse keni punonjës, kontratat e tyre dhe listat e pagave të muajve të fundit.",
        "Nëse po kaloni nga një kontabilist tjetër, me autorizimin tuaj e koordinojmë drejtpërdrejt me të dorëzimin e dokumentacionit, që të mos humbasë asgjë gjatë kalimit.",
      ],
    },
    {
      question:
        "A mund të jetë një investitor i huaj pronar 100% i një kompanie në Kosovë dhe sa zgjat regjistrimi?",
      answer: [
        "Po. Kosova lejon pronësi të huaj 100%, dhe investitorët e huaj i regjistrojnë kompanitë me të njëjtat kushte si investitorët vendorë. Shumica zgjedhin shoqërinë me përgjegjësi të kufizuar (SH.P.K.), për të cilën nuk kërkohet kapital minimal; shoqëria aksionare (SH.A.) kërkon kapital minimal prej 10.000 €.",
        "Kompanitë regjistrohen në Agjencinë e Regjistrimit të Bizneseve të Kosovës (ARBK). Kompania regjistrohet brenda 3–5 ditëve të punës pasi dokumentet të jenë të plota. Dokumentet e lëshuara jashtë vendit, si ekstrakti i regjistrimit të kompanisë mëmë, mund të kërkojnë përkthim të vërtetuar; prandaj i kontrollojmë të gjitha paraprakisht, që dosja të jetë e plotë kur dorëzohet.",
        "Pas regjistrimit mund të kujdesemi edhe për hapat në vijim, si regjistrimi për TVSH kur kërkohet, organizimi i pagave dhe kontabiliteti i rregullt.",
      ],
    },
    {
      question: "Cilat janë normat kryesore tatimore në Kosovë?",
      answer: [
        "Tatimi në të ardhurat e korporatave është 10%, ndërsa tatimi në dividendë është 0%. Tatimi në të ardhurat personale është progresiv nga 0% deri në 10%, dhe norma 10% zbatohet për të ardhurat mbi 5.400 € në vit. Norma standarde e tatimit në vlerën e shtuar (TVSH) është 18%.",
        "Punëdhënësi dhe punëmarrësi kontribuojnë secili me 5% të pagës bruto në Trustin e Kursimeve Pensionale të Kosovës. Kosova përdor euron dhe ka marrëveshje për shmangien e tatimit të dyfishtë me mbi 40 shtete, të cilat mund ta ulin ose ta shmangin tatimin mbi të ardhurat ndërkufitare.",
        "Normat dhe rregullat ndryshojnë herë pas here, dhe zbatimi i tyre varet nga rrethanat e secilit biznes; prandaj, para se t’ju japim këshillë tatimore, e verifikojmë gjendjen aktuale për rastin tuaj.",
      ],
    },
    {
      question: "A merreni me pagat dhe kontributet pensionale?",
      answer: [
        "Po. Llogarisim pagat mujore, mbajmë në burim tatimin në të ardhurat personale, llogarisim kontributet pensionale — 5% nga punëmarrësi dhe 5% nga punëdhënësi, që paguhen në Trustin e Kursimeve Pensionale të Kosovës — dhe përgatitim fletëpagesat për punonjësit tuaj.",
        "Po ashtu, përgatitim dhe dorëzojmë në Administratën Tatimore të Kosovës (ATK) deklaratat mujore të tatimit të mbajtur në burim dhe të kontributeve pensionale, dhe e mbajmë dokumentacionin e pagave gati për çdo inspektim. Shërbimet e pagave përfshihen në paketën Core dhe në çdo paketë mbi të; për klientët e paketës Starter mund t’i ofrojmë veçmas, me ofertë të posaçme.",
      ],
    },
    {
      question: "A mund të përgatitni pasqyra financiare sipas SNRF (IFRS)?",
      answer: [
        "Po. Përgatitim pasqyra financiare sipas Standardeve Ndërkombëtare të Raportimit Financiar (SNRF) për kompanitë që janë të detyruara të raportojnë sipas tyre, si dhe për ato që u nevojiten për arsye të tjera — për shembull, filialet që raportojnë te kompania mëmë jashtë vendit ose bizneset që përgatiten për investitorë a huadhënës.",
        "Korniza që zbatohet varet nga madhësia dhe lloji i kompanisë sipas ligjit për kontabilitetin në Kosovë: kompanitë më të mëdha dhe subjektet me interes publik raportojnë sipas SNRF-ve, ndërsa kompanitë më të vogla mund të zbatojnë Standardet e Kontabilitetit të Kosovës. Po ashtu, mund t’i konvertojmë pasqyrat vendore në SNRF ose në formatin e raportimit të grupit tuaj dhe t’ju mbështesim gjatë auditimit.",
      ],
    },
    {
      question:
        "Si e ruani konfidencialitetin dhe sigurinë e të dhënave tona financiare?",
      answer: [
        "Për ne, konfidencialiteti është detyrim profesional dhe përcaktohet në çdo kontratë bashkëpunimi. Qasje në dokumentet tuaja kanë vetëm anëtarët e ekipit që punojnë me llogarinë tuaj, dhe informacionet tuaja nuk ua japim palëve të treta, përveç kur e kërkon ligji ose kur na udhëzoni ju.",
        "Të dhënat personale, si të dhënat e pagave të punonjësve tuaj, i përpunojmë në përputhje me ligjin për mbrojtjen e të dhënave personale në Kosovë. Për shkëmbimin e dokumenteve merremi vesh me ju për kanale të sigurta, të dhënat i ruajmë vetëm për aq kohë sa e kërkon ligji dhe, nëse bashkëpunimi përfundon, jua dorëzojmë dokumentacionin në mënyrë të rregullt. Më shumë hollësi gjeni në Politikën e Privatësisë.",
      ],
    },
    {
      question: "A mund të bashkëpunojmë në distancë dhe në anglisht?",
      answer: [
        "Po. Klientët që jetojnë jashtë vendit mund të bashkëpunojnë me ne plotësisht në distancë për shumicën e shërbimeve. Dokumentet i shkëmbejmë në formë elektronike, takimet i mbajmë përmes thirrjeve video dhe komunikojmë në shqip ose në anglisht — sipas zgjedhjes suaj — përfshirë raportet dhe korrespondencën.",
        "Orari ynë i punës është e hënë – e premte, 09:00–17:00, dhe sipas kërkesës caktojmë takime edhe jashtë këtij orari, gjë që u vjen në ndihmë klientëve në zona të tjera kohore. Disa hapa, si hapja e llogarisë bankare, mund të kërkojnë praninë tuaj fizike ose një autorizim me prokurë; për këtë ju njoftojmë paraprakisht.",
      ],
    },
  ],
  more: {
    heading: "Nuk e gjetët përgjigjen?",
    text: "Çdo biznes është i ndryshëm. Na dërgoni pyetjen tuaj ose caktoni një konsultë falas, dhe ekipi ynë do t’ju japë një përgjigje të qartë dhe praktike.",
    button: "Na kontaktoni",
  },
} satisfies FaqContent;
