import { type PrivacyContent } from '#content/i18n/page-content.ts';

export const privacy = {
  title: 'Politika e privatësisë: si i trajtojmë të dhënat tuaja',
  description:
    'Shpjegojmë cilat të dhëna personale mbledhim përmes kësaj faqeje, pse i mbledhim, sa kohë i ruajmë, si i mbrojmë dhe si mund t’i ushtroni të drejtat tuaja sipas ligjit.',
  heading: 'Politika e privatësisë',
  lastUpdated: 'Përditësuar së fundi',
  intro:
    'Kjo politikë shpjegon cilat të dhëna personale mbledhim përmes kësaj faqeje, pse i mbledhim, sa kohë i ruajmë dhe cilat të drejta keni.',
  controller: {
    named: 'Kontrollues i të dhënave tuaja personale është {name}, {address}. Na shkruani në {email}.',
    registered:
      'Kompania është e regjistruar në Agjencinë e Regjistrimit të Bizneseve të Kosovës (ARBK) me numrin unik identifikues (NUI) {nui}.',
  },
  sections: [
    {
      heading: 'Çfarë të dhënash mbledhim',
      paragraphs: [
        'Mbledhim vetëm të dhënat personale që zgjidhni të na i dërgoni dhe minimumin e të dhënave teknike të nevojshme për funksionimin e sigurt të faqes. Faqen mund ta shfletoni pa na treguar kush jeni.',
      ],
      list: [
        'Formulari i kontaktit: emri dhe mbiemri, adresa e email-it dhe mesazhi juaj, si dhe, nëse zgjidhni të na i jepni, numri i telefonit, emri i kompanisë, tema dhe koha kur preferoni t’ju telefonojmë.',
        'Me çdo mesazh: koha e dërgimit dhe identifikuesi i shfletuesit tuaj (user-agent), që tregon cilin shfletues dhe cilin sistem operativ përdorni; këto dy të dhëna përdoren vetëm për të parandaluar mesazhet e padëshiruara dhe keqpërdorimin.',
        'Regjistrat e serverit: adresa juaj IP, faqja që keni kërkuar dhe koha e kërkesës, që përdoren për ta mbajtur faqen të sigurt.',
      ],
    },
    {
      heading: 'Si i përdorim të dhënat tuaja',
      paragraphs: [
        'Të dhënat që na dërgoni përmes formularit të kontaktit i përdorim për t’iu përgjigjur kërkesës suaj, për t’ju përgatitur një ofertë nëse e kërkoni dhe për të mbajtur evidencë të korrespondencës sonë. I përpunojmë sepse na keni kërkuar t’ju kontaktojmë dhe, kur kërkoni një shërbim, sepse na nevojiten për hapat që ndërmarrim para lidhjes së kontratës me ju.',
        'Kohën e dërgimit, identifikuesin e shfletuesit dhe regjistrat e serverit i përdorim në bazë të interesit tonë legjitim për t’i mbrojtur faqen dhe kutinë tonë postare nga mesazhet e padëshiruara, keqpërdorimi dhe sulmet.',
        'Nuk i shesim të dhënat tuaja, nuk i përdorim për vendimmarrje të automatizuar apo për profilizim dhe nuk ju dërgojmë mesazhe marketingu pa pëlqimin tuaj.',
        'Mesazhet e kontaktit i ruajmë deri në 24 muaj, përveç nëse prej tyre nis një bashkëpunim me ju si klient; në atë rast i ruajmë për aq kohë sa e kërkojnë bashkëpunimi dhe detyrimet tona ligjore për ruajtjen e dokumentacionit. Regjistrat e serverit nuk i ruajmë për një numër të caktuar ditësh, por sipas madhësisë: ruajmë vetëm shënimet më të fundit, deri në 30 MB për secilin server; kur shkruhen shënime të reja, më të vjetrat fshihen automatikisht.',
      ],
    },
    {
      heading: 'Si i mbrojmë dhe me kë i ndajmë të dhënat',
      paragraphs: [
        'Mesazhet që na dërgoni ruhen në një bazë të dhënash në serverët tanë dhe mund të përcillen edhe me email në kutinë postare të firmës sonë. Faqja ofrohet përmes një lidhjeje të enkriptuar HTTPS, ndërsa qasje në mesazhet e ruajtura kanë vetëm anëtarët e ekipit tonë që duhet t’ju përgjigjen.',
        'Të dhënat personale i ndajmë vetëm me ofruesit e shërbimeve që i përpunojnë në emër tonë dhe vetëm për aq sa është e nevojshme: me ofruesin që strehon serverët tanë dhe me ofruesin që menaxhon email-in tonë. Ata mund t’i përdorin të dhënat vetëm sipas udhëzimeve tona dhe janë të detyruar t’i mbajnë të sigurta.',
        'Të dhënat tuaja nuk ia zbulojmë askujt tjetër, përveç kur kjo kërkohet me ligj.',
      ],
    },
    {
      heading: 'Të drejtat tuaja',
      paragraphs: [
        'Sipas Ligjit Nr. 06/L-082 për mbrojtjen e të dhënave personale – dhe, nëse ndodheni në Bashkimin Evropian, sipas Rregullores së përgjithshme për mbrojtjen e të dhënave (GDPR) – ju i keni të drejtat e mëposhtme në lidhje me të dhënat tuaja personale.',
      ],
      list: [
        'Qasja: të merrni konfirmim nëse mbajmë të dhëna për ju dhe, nëse po, një kopje të tyre',
        'Korrigjimi: të korrigjohen të dhënat e pasakta dhe të plotësohen ato të paplota',
        'Fshirja: të fshihen të dhënat tuaja kur nuk na nevojiten më ose kur nuk kemi bazë ligjore për t’i mbajtur',
        'Kufizimi: të kufizohet përdorimi i të dhënave tuaja, për shembull derisa të verifikohet një korrigjim',
        'Kundërshtimi: të kundërshtoni përpunimin që bazohet në interesin tonë legjitim',
        'Bartshmëria: të merrni, në një format të strukturuar dhe të lexueshëm nga kompjuteri, të dhënat që na keni dhënë',
        'Tërheqja e pëlqimit: ta tërhiqni pëlqimin në çdo kohë, pa ndikuar në ligjshmërinë e përpunimit të kryer para tërheqjes',
      ],
      after: [
        'Nëse mendoni se i kemi trajtuar të dhënat tuaja në kundërshtim me ligjin, mund të paraqitni ankesë në Agjencinë për Informim dhe Privatësi, autoritetin mbikëqyrës në Kosovë; vizitorët në BE mund t’i drejtohen edhe autoritetit për mbrojtjen e të dhënave në shtetin anëtar ku jetojnë ose punojnë. Megjithatë, do të na vinte mirë të na jepnit së pari mundësinë ta trajtojmë shqetësimin tuaj.',
      ],
    },
    {
      heading: 'Si të na kontaktoni për të dhënat tuaja',
      paragraphs: [
        'Për ta ushtruar cilëndo prej këtyre të drejtave ose për të bërë një pyetje për këtë politikë, na shkruani në {email}. Ju lutemi, na tregoni cilën të drejtë dëshironi të ushtroni dhe me cilat të dhëna lidhet kërkesa juaj.',
        'Para se të veprojmë sipas një kërkese, mund t’ju kërkojmë ta konfirmoni identitetin tuaj, që të dhënat tuaja të mos i zbulohen askujt tjetër përveç jush. Çdo kërkese i përgjigjemi brenda 30 ditëve.',
      ],
    },
    {
      heading: 'Ndryshimet në këtë politikë',
      paragraphs: [
        'Kjo politikë mund të ndryshojë kur ndryshojnë faqja jonë, shërbimet tona ose ligji. Data në krye të kësaj politike tregon kur është përditësuar së fundi, ndërsa për çdo ndryshim të rëndësishëm do të njoftojmë qartë këtu.',
      ],
    },
  ],
  storedInBrowser: {
    withStatistics:
      'Në shfletuesin tuaj: tema e ngjyrave, nëse e ndryshoni, dhe zgjedhja juaj për statistikat e vizitave (shihni më poshtë). Ato mbeten në pajisjen tuaj, që faqja t’i mbajë mend; nuk janë skedarë cookie dhe nuk na dërgohen kurrë.',
    withoutStatistics:
      'Në shfletuesin tuaj: tema e ngjyrave, nëse e ndryshoni. Ajo mbetet në pajisjen tuaj, që faqja ta mbajë mend; nuk është skedar cookie dhe nuk na dërgohet kurrë.',
  },
  statistics: {
    heading: 'Statistikat e vizitave',
    off: [
      'Nuk i masim vizitat. Kjo faqe nuk ngarkon asnjë mjet analitik, reklamues apo gjurmues, nuk vendos skedarë cookie dhe nuk i dërgon askujt tjetër asgjë për vizitën tuaj; e vetmja gjurmë e vizitës suaj janë regjistrat e serverëve tanë, të përshkruar më lart. Meqë nuk mblidhet asgjë që do të kërkonte pëlqimin tuaj, faqja nuk ju pyet për të.',
    ],
    on: {
      intro:
        'Nëse na e lejoni, i numërojmë vizitat me {provider}, një mjet analitik me burim të hapur, në {host}. Ai nuk vendos skedarë cookie dhe nuk ruan asgjë në pajisjen tuaj. Shifrat na tregojnë cilat faqe, artikuj dhe kalkulatorë janë të dobishëm dhe sa shpejt hapet faqja në telefonat dhe kompjuterët e vizitorëve.',
      sentIntro:
        'Para se ta lejoni, nuk dërgohet asgjë. Pasi ta lejoni, shfletuesi juaj dërgon në {host} vetëm të dhënat e mëposhtme, gjatë kohës që e përdorni faqen:',
      sent: [
        'Çdo faqe që hapni: adresën e saj pa pjesën pas shenjës „?“ (pra kurrë fjalët që kërkoni apo shumat në kalkulator), gjuhën e saj dhe llojin e faqes (për shembull „salaryTool“ ose „blogArticle“), si dhe adresën nga keni ardhur, po ashtu pa pjesën pas „?“.',
        'Faktin që e keni dërguar formularin e kontaktit – por kurrë përmbajtjen e tij.',
        'Faktin që keni përdorur një kalkulator dhe cilin – por kurrë shumat.',
        'Faktin që keni lexuar një artikull deri në fund, keni ndërruar gjuhën ose jeni abonuar në kalendarin tonë tatimor.',
        'Sa shpejt u shfaq faqja dhe iu përgjigj veprimeve tuaja dhe sa u zhvendos gjatë hapjes (treguesit Core Web Vitals LCP, INP dhe CLS), me vlera të rrumbullakuara.',
      ],
      identifiers:
        'Si çdo kërkesë në internet, këto të dhëna arrijnë në {host} bashkë me adresën tuaj IP dhe identifikuesin e shfletuesit (user-agent). {provider} i kombinon ato me një vlerë të rastësishme që ndryshon çdo ditë dhe i shndërron në një kod të pakthyeshëm (hash), për t’i dalluar vizitat e së njëjtës ditë, dhe i përdor për të gjetur shtetin, shfletuesin dhe llojin e pajisjes suaj; nuk e ruan as adresën IP, as identifikuesin e plotë të shfletuesit, prandaj vizitat nuk mund të ndiqen nga një ditë në tjetrën.',
      withdraw:
        'Masim vetëm me pëlqimin tuaj, të cilin mund ta tërhiqni në çdo kohë: zgjidhni „{settings}“ në fund të çdo faqeje dhe çaktivizoni „{category}“. Matja ndalet menjëherë, në çdo skedë të hapur të kësaj faqeje; vizitat e numëruara më parë mbeten në statistika.',
    },
  },
} satisfies PrivacyContent;
