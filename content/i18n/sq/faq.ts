import { type FaqContent } from '#content/i18n/page-content.ts';

export const faq = {
  title: 'Pyetje të shpeshta: kontabilitet, tatime dhe themelim kompanie në Kosovë',
  description:
    'Përgjigje për pyetjet rreth shërbimeve, çmimeve, fillimit të bashkëpunimit, regjistrimit të kompanisë, normave tatimore në Kosovë, pagave, raportimit sipas SNRF-ve (IFRS), sigurisë së të dhënave dhe punës me ne në distancë.',
  heading: 'Pyetje të shpeshta',
  intro:
    'Përgjigje për pyetjet që na i bëjnë më shpesh pronarët e bizneseve dhe investitorët. Nëse nuk e gjeni pyetjen tuaj këtu, ekipi ynë do t’ju ndihmojë me kënaqësi.',
  items: [
    {
      question: 'Çfarë shërbimesh ofroni?',
      answer: [
        'Mbulojmë anën financiare të drejtimit të një biznesi në Kosovë: mbajtjen e librave kontabël dhe kontabilitetin, pasqyrat financiare dhe raportimin, pajtueshmërinë tatimore dhe planifikimin tatimor, përpunimin e pagave, si dhe shërbimet e drejtorit financiar (CFO) ose të kontrollorit financiar për kompanitë që kanë nevojë për një drejtues financiar me përvojë, pa e punësuar me kohë të plotë.',
        'Përveç këtyre shërbimeve, ofrojmë edhe këshillim për strategjinë dhe vlerësimin e biznesit, analizë të të dhënave tuaja, që vendimet të mbështeten në shifra, si dhe ndihmë në digjitalizimin e proceseve financiare. Për investitorët e huaj kujdesemi për themelimin e kompanisë në Kosovë dhe marrim përsipër kontabilitetin e kompanive ndërkombëtare që kanë veprimtari këtu.',
      ],
    },
    {
      question: 'Si përcaktohen çmimet tuaja?',
      answer: [
        'Shumica e klientëve zgjedhin një paketë mujore: paketën Starter nga 299 €, Core nga 599 € dhe Pro nga 999 € në muaj; çdo paketë më e lartë përfshin më shumë shërbime dhe mbështetje. Paketa Enterprise, e menduar për grupe më të mëdha dhe nevoja komplekse, ka çmim që caktohet veçmas për secilin rast. Çdo paketë ka fushëveprim të përcaktuar qartë, që ta dini saktësisht çfarë mbulon tarifa mujore.',
        'Për projekte të njëhershme ose nevoja që nuk përshtaten me asnjë paketë, punojmë me tarifa për orë: nga 20 € për detyra të thjeshta deri në 100 € për këshillim të specializuar. Çmimi përfundimtar varet nga madhësia e kompanisë, vëllimi i transaksioneve dhe kompleksiteti i punës; caktohet me marrëveshje pas një shqyrtimi falas të biznesit tuaj, para se të fillojë puna.',
      ],
    },
    {
      question: 'Si fillon bashkëpunimi dhe cilat dokumente duhet të përgatis?',
      answer: [
        'Gjithçka fillon me një konsultim falas, personalisht ose në distancë, ku mësojmë si funksionon biznesi juaj dhe çfarë ju nevojitet. Pastaj ju dërgojmë një ofertë me fushëveprimin dhe çmimin; pasi ta pranoni, nënshkruajmë kontratën e bashkëpunimit dhe e marrim përsipër kontabilitetin tuaj nga muaji për të cilin jemi marrë vesh.',
        'Që kalimi i kontabilitetit te ne të bëhet pa vështirësi, ju lutemi përgatitni: dokumentet e regjistrimit të kompanisë nga Agjencia e Regjistrimit të Bizneseve të Kosovës (ARBK); pasqyrat financiare dhe deklaratat tatimore më të fundit; ekstraktet bankare; faturat e shitjeve dhe të blerjeve për periudhën rrjedhëse; si dhe, nëse keni punonjës, kontratat e tyre dhe listëpagesat e muajve të fundit.',
        'Nëse po kaloni nga një kontabilist tjetër, me autorizimin tuaj dorëzimin e dokumentacionit e koordinojmë drejtpërdrejt me të, që asgjë të mos humbasë gjatë kalimit.',
      ],
    },
    {
      question: 'A mund të zotërojë një investitor i huaj 100% të një kompanie në Kosovë dhe sa zgjat regjistrimi?',
      answer: [
        'Po. Kosova lejon pronësi të huaj 100% dhe investitorët e huaj i regjistrojnë kompanitë me të njëjtat kushte si investitorët vendorë. Shumica zgjedhin shoqërinë me përgjegjësi të kufizuar (SH.P.K.), për të cilën nuk kërkohet kapital minimal; për shoqërinë aksionare (SH.A.) kërkohet kapital minimal prej 10.000 €.',
        'Kompanitë regjistrohen në ARBK brenda 3–5 ditëve të punës pasi dokumentacioni të jetë i plotë. Për dokumentet e lëshuara jashtë vendit, si ekstrakti i regjistrimit të kompanisë mëmë, mund të nevojitet përkthim i certifikuar; prandaj i kontrollojmë paraprakisht të gjitha dokumentet, që dosja të jetë e plotë kur dorëzohet.',
        'Pas regjistrimit mund të kujdesemi edhe për hapat e mëtejshëm, si regjistrimi për tatimin mbi vlerën e shtuar (TVSH) kur kërkohet, organizimi i përpunimit të pagave dhe kontabiliteti i vazhdueshëm.',
      ],
    },
    {
      question: 'Cilat janë normat tatimore kryesore në Kosovë?',
      answer: [
        'Tatimi në të ardhurat e korporatave është 10%, ndërsa dividendët që u paguhen pronarëve nuk tatohen. Tatimi në të ardhurat personale është progresiv, nga 0% deri në 10%; norma 10% zbatohet për të ardhurat mbi 5.400 € në vit. Norma standarde e TVSH-së është 18%.',
        'Punëdhënësi dhe punonjësi kontribuojnë secili me 5% të pagës bruto në Fondin e Kursimeve Pensionale të Kosovës (Trusti). Kosova përdor euron dhe ka marrëveshje për shmangien e tatimit të dyfishtë me një sërë shtetesh; këto marrëveshje mund ta ulin ose ta heqin tatimin në të ardhurat ndërkufitare.',
        'Normat dhe rregullat ndryshojnë herë pas here, ndërsa mënyra si zbatohen varet nga rrethanat tuaja; prandaj, para se t’ju japim këshilla tatimore, verifikojmë rregullat në fuqi dhe zbatimin e tyre në rastin e biznesit tuaj.',
      ],
    },
    {
      question: 'A merreni me pagat dhe kontributet pensionale?',
      answer: [
        'Po. Llogarisim pagat mujore, mbajmë në burim tatimin në të ardhurat personale, llogarisim kontributet pensionale prej 5% nga punonjësi dhe 5% nga punëdhënësi, që paguhen në Trust, dhe përgatisim fletëpagesat për stafin tuaj.',
        'Po ashtu, përgatisim dhe dorëzojmë në Administratën Tatimore të Kosovës (ATK) deklaratat mujore të tatimit në paga dhe të kontributeve pensionale. Dokumentacionin e pagave e mbajmë gati për çdo inspektim. Përpunimi i pagave përfshihet në paketën Core dhe në paketat më të larta; klientët e paketës Starter mund ta marrin këtë shërbim me një ofertë të veçantë.',
      ],
    },
    {
      question: 'A mund të përgatitni pasqyra financiare sipas SNRF-ve (IFRS)?',
      answer: [
        'Po. Përgatisim pasqyra financiare sipas Standardeve Ndërkombëtare të Raportimit Financiar (SNRF) për kompanitë që janë të detyruara të raportojnë sipas tyre, si dhe për ato të cilave u nevojiten për arsye të tjera – për shembull, shoqëritë e varura që i raportojnë kompanisë mëmë jashtë vendit ose bizneset që po përgatiten të paraqiten para investitorëve ose huadhënësve.',
        'Korniza e raportimit që zbatohet varet nga madhësia dhe lloji i kompanisë sipas Ligjit Nr. 06/L-032 për kontabilitet, raportim financiar dhe auditim: kompanitë më të mëdha dhe subjektet me interes publik raportojnë sipas SNRF-ve, ndërsa kompanitë më të vogla mund të zbatojnë Standardet e Kontabilitetit të Kosovës. Po ashtu, mund t’i shndërrojmë pasqyrat vendore në pasqyra sipas SNRF-ve ose në formatin e raportimit të grupit tuaj dhe t’ju mbështesim gjatë auditimit.',
      ],
    },
    {
      question: 'Si i mbani të dhënat tona financiare konfidenciale dhe të sigurta?',
      answer: [
        'Për ne, konfidencialiteti është detyrim profesional dhe përcaktohet në çdo kontratë bashkëpunimi. Qasje në dokumentacionin tuaj kanë vetëm anëtarët e ekipit që punojnë për ju. Informacionin tuaj nuk ua japim palëve të treta, përveç kur e kërkon ligji ose kur na e kërkoni ju.',
        'Të dhënat personale, si të dhënat e pagave të punonjësve tuaj, i përpunojmë në përputhje me ligjin e Kosovës për mbrojtjen e të dhënave personale. Për shkëmbimin e dokumenteve merremi vesh me ju për kanale të sigurta, dokumentacionin e ruajmë vetëm për aq kohë sa e kërkon ligji dhe, nëse bashkëpunimi ynë përfundon, jua dorëzojmë në mënyrë të rregullt. Hollësitë i shpjegon politika jonë e privatësisë.',
      ],
    },
    {
      question: 'A mund të bashkëpunojmë në distancë dhe në anglisht?',
      answer: [
        'Po. Klientët që janë jashtë vendit mund të bashkëpunojnë me ne tërësisht në distancë për shumicën e shërbimeve. Dokumentet i shkëmbejmë në formë elektronike dhe takohemi përmes videothirrjeve; komunikimi, raportet dhe korrespondenca janë në anglisht ose në shqip, sipas zgjedhjes suaj.',
        'Orari ynë i punës është nga e hëna deri të premten, 09:00–17:00; sipas kërkesës caktojmë takime edhe në orare të tjera, gjë që u vjen në ndihmë klientëve në zona të tjera kohore. Disa hapa, si hapja e llogarisë bankare, mund të kërkojnë praninë tuaj fizike ose një prokurë; në raste të tilla ju njoftojmë paraprakisht.',
      ],
    },
  ],
  more: {
    heading: 'Nuk e gjetët përgjigjen?',
    text: 'Çdo biznes është i ndryshëm. Na dërgoni pyetjen tuaj ose rezervoni një konsultim falas dhe ekipi ynë do t’ju japë një përgjigje të qartë dhe praktike.',
    button: 'Na kontaktoni',
  },
} satisfies FaqContent;
