import { about } from './sq/about';
import { businessFormation } from './sq/business-formation';
import { contact } from './sq/contact';
import { faq } from './sq/faq';
import { home } from './sq/home';
import { pricing } from './sq/pricing';
import { replyTime } from './sq/reply-time';
import { privacy } from './sq/privacy';
import { services } from './sq/services';
import { taxCalendar } from './sq/tax-calendar';
import { tools } from './sq/tools';
import { type Dictionary } from './dictionary';

/** Albanian dictionary: satisfies the same contract as English (dictionary.ts), so a missing translation or a dropped placeholder fails the type check. */
export const sq = {
  meta: {
    tagline: 'Kontabilitet, tatime, këshillim financiar dhe këshillim biznesi në Kosovë',
  },
  replyTime,
  legal: {
    heading: 'Të dhënat ligjore',
    legalName: 'Emri i regjistruar',
    nui: 'Numri unik identifikues (NUI)',
    registeredAddress: 'Selia e regjistruar',
    memberships: 'Anëtarësimet',
    licences: 'Licencat',
    indemnityInsurer: 'Sigurimi i përgjegjësisë profesionale',
  },
  a11y: {
    skipToContent: 'Kaloni te përmbajtja kryesore',
    mainNavigation: 'Menyja kryesore',
    breadcrumb: 'Shtegu i navigimit',
    opensInNewTab: '(hapet në skedë të re)',
  },
  nav: {
    home: 'Ballina',
    services: 'Shërbimet',
    pricing: 'Çmimet',
    businessFormation: 'Themelimi i biznesit',
    about: 'Rreth nesh',
    contact: 'Kontakti',
    faq: 'Pyetje të shpeshta',
    blog: 'Blogu',
    tools: 'Kalkulatorët',
    taxCalendar: 'Kalendari tatimor',
    menu: 'Menyja',
    openMenu: 'Hapni menynë',
    closeMenu: 'Mbyllni menynë',
    homeLink: 'ballina',
  },
  theme: {
    label: 'Tema e errët',
  },
  sourceLanguage: { en: 'në anglisht', sq: 'në shqip' },
  languageMenu: {
    label: 'Gjuha',
    current: 'Gjuha aktuale: shqip',
    choose: 'Zgjidhni gjuhën',
  },
  pageNames: {
    services: 'Shërbimet',
    pricing: 'Çmimet',
    businessFormation: 'Themelimi i biznesit',
    about: 'Rreth nesh',
    contact: 'Kontakti',
    faq: 'Pyetje të shpeshta',
    blog: 'Blogu',
    privacy: 'Politika e privatësisë',
    tools: 'Kalkulatorët',
    salaryTool: 'Kalkulatori i pagës',
    vatTool: 'Kalkulatori i TVSH-së',
    profitTool: 'Sa mbetet nga fitimi',
    taxCalendar: 'Kalendari tatimor',
    withholdingTool: 'Kalkulatori i tatimit në burim',
  },
  footer: {
    tagline:
      'Kontabilitet, tatime dhe këshillim financiar për bizneset në Kosovë dhe për kompanitë që investojnë këtu – shifra të sakta, këshilla të qarta, një ekip i vetëm, i besueshëm.',
    quickLinks: 'Lidhje të shpejta',
    services: 'Shërbimet',
    contact: 'Kontakti',
    followUs: 'Na ndiqni',
    chat: 'Bisedoni me ne në WhatsApp',
    address: 'Adresa',
    phone: 'Telefoni',
    email: 'Email-i',
    hours: 'Nga e hëna deri të premten, 09:00–17:00',
    rights: 'Të gjitha të drejtat janë të rezervuara.',
    privacy: 'Politika e privatësisë',
  },
  formRefusals: {
    foreignSite: 'Kërkesë e ndaluar: ky formular mund të dërgohet vetëm nga faqja jonë.',
    notAForm: 'Lloji i përmbajtjes nuk pranohet: dërgojeni formularin si application/x-www-form-urlencoded.',
    tooLarge: 'Përmbajtja është shumë e madhe: një mesazh mund të ketë deri në 32 KB.',
    unreadable: 'Kërkesë e pavlefshme: formulari nuk mund të lexohej.',
  },
  serverError: {
    title: 'Gabim në server',
    heading: 'Diçka nuk shkoi mirë nga ana jonë',
    text: 'Kjo faqe nuk mund të shfaqet për momentin. Ju lutemi provoni përsëri pas pak ose na telefononi apo na shkruani drejtpërdrejt me email.',
    home: 'Kthehuni në ballinë',
  },
  notFound: {
    code: '404',
    title: 'Faqja nuk u gjet',
    description: 'Faqja që kërkuat nuk ekziston ose është zhvendosur.',
    text: 'Na vjen keq, nuk e gjetëm faqen që po kërkonit. Mund të jetë zhvendosur ose adresa mund të jetë shkruar gabim.',
    home: 'Kthehuni në ballinë',
    back: 'Kthehuni në faqen e mëparshme',
    contact: 'Na kontaktoni',
    services: 'Shihni shërbimet tona',
  },
  blog: {
    allCategories: 'Të gjitha kategoritë',
    categoriesHeading: 'Kategoritë',
    recentHeading: 'Artikujt më të fundit',
    readMore: 'Lexoni artikullin',
    minRead: { one: 'Lexohet për {n} minutë', other: 'Lexohet për {n} minuta' },
    postsLabel: { one: 'artikull', other: 'artikuj' },
    noPosts:
      'Në këtë kategori ende nuk ka artikuj. Zgjidhni një kategori tjetër ose lexoni artikujt më të fundit më poshtë.',
    noPostsDescription: 'Për temën „{category}“ ende nuk ka artikuj.',
    backToBlog: 'Kthehuni te blogu',
    writtenBy: 'Autori:',
    tagsHeading: 'Etiketat',
    shareHeading: 'Shpërndajeni këtë artikull',
    shareOn: 'Shpërndajeni në {network}',
    ctaHeading: 'Dëshironi këshilla për biznesin tuaj?',
    ctaText:
      'Kontabilistët dhe këshilltarët tanë i ndihmojnë bizneset në Kosovë t’i kthejnë këto ide në rezultate. Na tregoni si qëndron biznesi juaj dhe do t’ju propozojmë hapin e ardhshëm.',
    ctaButton: 'Na kontaktoni sot',
    relatedHeading: 'Lexoni edhe',
    feedLink: 'Burimi RSS i blogut',
    categories: {
      'digital-transformation': 'Transformimi digjital',
      'financial-planning': 'Planifikimi financiar',
      'business-advisory': 'Këshillimi i biznesit',
      'business-valuation': 'Vlerësimi i biznesit',
      'data-analysis': 'Analiza e të dhënave',
      'tax-planning': 'Planifikimi tatimor',
      'financial-management': 'Menaxhimi financiar',
      'ifrs-compliance': 'Pajtueshmëria me SNRF-të',
    },
  },
  contactReveal: {
    showEmail: 'Shfaqni adresën e email-it',
    showPhone: 'Shfaqni numrin e telefonit',
    showAddress: 'Shfaqni adresën',
    hide: 'Fshihni',
    copy: 'Kopjoni',
    copiedButton: 'U kopjua!',
    copiedFooter: 'U kopjua!',
    autoHide: {
      one: 'Pas {n} sekonde këto të dhëna do të fshihen automatikisht nga pamja',
      other: 'Pas {n} sekondash këto të dhëna do të fshihen automatikisht nga pamja',
    },
    openMap: 'Hapeni në hartë (hapet në skedë të re)',
  },
  cookies: {
    regionLabel: 'Privatësia dhe statistikat e vizitave',
    title: 'Privatësia juaj, zgjedhja juaj',
    text: 'Do të donim t’i numëronim vizitat dhe të matnim sa shpejt hapen faqet tona me ndihmën e {provider}. Ky mjet nuk vendos skedarë cookie dhe nuk ju ndjek as në faqe të tjera interneti, as nga një ditë në tjetrën. Pa pëlqimin tuaj nuk matet asgjë, ndërsa zgjedhjen mund ta ndryshoni në çdo kohë.',
    privacyLink: 'Politika e privatësisë',
    acceptAll: 'Pranoni të gjitha',
    reject: 'Vetëm të domosdoshmet',
    settings: 'Cilësimet',
    minimise: 'Minimizoni',
    expand: 'Zgjedhjet për privatësinë',
    dialogTitle: 'Cilësimet e privatësisë',
    dialogText:
      'Zgjidhni çfarë mund të masim. Cilësimet e domosdoshme – tema e ngjyrave, nëse e ndryshoni, dhe kjo zgjedhje – ruhen vetëm në shfletuesin tuaj dhe nuk mund të çaktivizohen.',
    alwaysOn: 'Gjithmonë aktive',
    save: 'Ruani zgjedhjet',
    close: 'Mbyllni',
    footerLink: 'Cilësimet e privatësisë',
    categories: {
      necessary: {
        label: 'Të domosdoshme',
        text: 'Tema e ngjyrave dhe kjo zgjedhje, të ruajtura vetëm në shfletuesin tuaj.',
      },
      analytics: {
        label: 'Statistikat e vizitave',
        text: 'Numërojmë vizitat, faqet që shikohen dhe kalkulatorët që përdoren, si dhe matim sa shpejt hapen faqet. Këtë e bëjmë me {provider} në {host}, pa skedarë cookie.',
      },
    },
  },
  scrollTop: {
    label: 'Kthehuni në krye',
  },
  contactForm: {
    heading: 'Na dërgoni një mesazh',
    intro: 'Plotësoni formularin; fushat e shënuara „sipas dëshirës“ mund t’i lini të zbrazëta.',
    optional: '(sipas dëshirës)',
    characters: { one: '{n} karakter', other: '{n} karaktere' },
    labels: {
      name: 'Emri dhe mbiemri',
      email: 'Adresa e email-it',
      phone: 'Numri i telefonit',
      company: 'Kompania',
      message: 'Si mund t’ju ndihmojmë?',
      topic: 'Për çfarë bëhet fjalë?',
      callTime: 'Kur preferoni t’ju telefonojmë?',
    },
    topics: {
      none: 'Zgjidhni temën',
      services: 'Shërbimet',
      plans: 'Paketat',
      plan: 'Paketa {plan}',
      other: 'Diçka tjetër',
    },
    callTimes: {
      any: 'Kurdo gjatë orarit të punës',
      morning: 'Paradite, 09:00–12:00',
      afternoon: 'Pasdite, 12:00–17:00',
    },
    honeypot: 'Lëreni këtë fushë të zbrazët',
    submit: 'Dërgoni mesazhin',
    privacyBefore: 'Mesazhin tuaj e ruajmë për t’ju përgjigjur dhe e trajtojmë siç përshkruhet në',
    privacyLink: 'politikën tonë të privatësisë',
    privacyAfter: '.',
    summaryTitle: 'Para dërgimit, ju lutemi korrigjoni sa vijon:',
    unexpected:
      'Formulari përmbante të dhëna që nuk i pranojmë dhe që i kemi hequr. Kontrolloni fushat më poshtë dhe dërgojeni përsëri.',
    errors: {
      name: {
        required: 'Shkruani emrin dhe mbiemrin.',
        tooShort: 'Për emrin shkruani të paktën {min}.',
        tooLong: 'Emri mund të ketë deri në {max}.',
        invalid: 'Shkruani emrin si tekst të thjeshtë.',
        hidden: 'Shkruani emrin në një rresht, pa karaktere të padukshme.',
      },
      email: {
        required: 'Shkruani adresën e email-it.',
        tooShort: 'Shkruani adresën e plotë të email-it.',
        tooLong: 'Adresa e email-it mund të ketë deri në {max}.',
        invalid: 'Shkruani adresën e email-it në formën emri@shembull.com.',
        hidden: 'Shkruani adresën e email-it në një rresht, pa karaktere të padukshme.',
      },
      phone: {
        required: 'Keni zgjedhur një orar për telefonatë: shkruani numrin në të cilin t’ju telefonojmë.',
        tooShort: 'Shkruani numrin e plotë të telefonit.',
        tooLong: 'Numri i telefonit mund të ketë deri në {max}.',
        invalid: 'Në numrin e telefonit përdorni vetëm shifra, hapësira dhe + ( ) -.',
        hidden: 'Shkruani numrin e telefonit në një rresht, pa karaktere të padukshme.',
      },
      company: {
        required: 'Shkruani emrin e kompanisë.',
        tooShort: 'Shkruani emrin e plotë të kompanisë.',
        tooLong: 'Emri i kompanisë mund të ketë deri në {max}.',
        invalid: 'Shkruani emrin e kompanisë si tekst të thjeshtë.',
        hidden: 'Shkruani emrin e kompanisë në një rresht, pa karaktere të padukshme.',
      },
      message: {
        required: 'Shkruani mesazhin tuaj.',
        tooShort: 'Na tregoni pak më shumë: të paktën {min}.',
        tooLong: 'Mesazhi mund të ketë deri në {max}.',
        invalid:
          'Shkruani mesazhin me fjalë: mesazhi nuk mund të përbëhet vetëm nga simbole ose karaktere të padukshme.',
        hidden:
          'Mesazhi juaj përmban karaktere të padukshme që nuk i pranojmë, si shenjat për drejtimin e tekstit. Ju lutemi shkruajeni përsëri.',
      },
    },
    unavailable: {
      heading: 'Mesazhi juaj nuk u dërgua',
      text: 'Sistemi ynë i mesazheve për momentin nuk është në funksion, prandaj mesazhi juaj nuk ka arritur te ne. Ajo që shkruat është ende në formularin më poshtë: ju lutemi dërgojeni përsëri pas disa minutash ose na kontaktoni drejtpërdrejt.',
      call: 'Na telefononi',
      write: 'Na shkruani me email',
    },
    tooMany: {
      title: 'Keni dërguar shumë mesazhe brenda një kohe të shkurtër',
      heading: 'Ju lutemi prisni pak',
      text: 'Keni dërguar shumë mesazhe brenda një kohe të shkurtër. Provoni përsëri pas disa minutash ose na telefononi apo na shkruani në WhatsApp.',
      back: 'Kthehuni te faqja e kontaktit',
    },
  },
  search: {
    title: 'Kërkimi',
    titleWithQuery: 'Rezultatet e kërkimit për „{q}“',
    description: 'Kërkoni në faqet dhe në artikujt tanë.',
    heading: 'Kërkimi',
    label: 'Kërkoni në faqen tonë',
    button: 'Kërkoni',
    results: { one: '{n} rezultat për „{q}“', other: '{n} rezultate për „{q}“' },
    noResults: 'Nuk u gjet asgjë për „{q}“.',
    tryAgain: {
      one: 'Provoni me një fjalë tjetër ose shfletoni {services} dhe {blog}.',
      other: 'Provoni me më pak fjalë ose me fjalë të tjera. Mund të shfletoni edhe {services} dhe {blog}.',
    },
    servicesLink: 'shërbimet tona',
    blogLink: 'blogun',
    tooShort: 'Shkruani një fjalë me të paktën dy shkronja ose shifra.',
    empty:
      'Shkruani një ose dy fjalë për të kërkuar në faqet dhe në artikujt tanë – për shembull „TVSH“, „paga“ ose „SNRF“.',
    shortened: {
      one: 'Kërkimi juaj ishte më i gjatë se {n} karakter, prandaj u kërkuan vetëm fjalët e para.',
      other: 'Kërkimi juaj ishte më i gjatë se {n} karaktere, prandaj u kërkuan vetëm fjalët e para.',
    },
  },
  pages: {
    home,
    services,
    pricing,
    businessFormation,
    about,
    contact,
    thankYou: {
      title: 'Faleminderit',
      description: 'Mesazhi juaj arriti te ekipi ynë. Shihni çfarë ndodh më pas.',
      errorDescription:
        'Mesazhi juaj nuk u dërgua. Provoni përsëri ose na kontaktoni drejtpërdrejt me telefon, email ose WhatsApp.',
      successHeading: 'Faleminderit!',
      successText: 'Mesazhi juaj u pranua.',
      next: {
        heading: 'Çfarë ndodh më pas',
        steps: [
          'E lexojmë mesazhin tuaj dhe ju përgjigjemi me email, ose ju telefonojmë nëse na e keni kërkuar.',
          'Caktojmë një konsultim falas, personalisht ose në distancë, për të mësuar si funksionon biznesi juaj dhe çfarë i nevojitet.',
          'Ju dërgojmë një ofertë me fushëveprimin dhe çmimin dhe e fillojmë punën pasi ta pranoni.',
        ],
      },
      chat: 'Ju nevojitet përgjigje më shpejt? Na shkruani në WhatsApp gjatë orarit të punës.',
      errorHeading: 'Dërgimi dështoi',
      errorText:
        'Ndodhi një gabim gjatë dërgimit të mesazhit tuaj. Ju lutemi provoni përsëri ose na kontaktoni drejtpërdrejt.',
      home: 'Kthehuni në ballinë',
      another: 'Dërgoni një mesazh tjetër',
      retry: 'Provoni përsëri',
    },
    privacy,
    faq,
    tools,
    taxCalendar,
    blog: {
      title: 'Blogu: njohuri për kontabilitetin, tatimet dhe financat në Kosovë',
      description:
        'Artikuj me këshilla praktike për kontabilitetin, planifikimin tatimor, SNRF-të, vlerësimin e biznesit dhe menaxhimin financiar për bizneset në Kosovë.',
      heading: 'Njohuri dhe artikuj',
      intro: 'Udhëzime praktike për kontabilitetin, tatimet dhe menaxhimin financiar të bizneseve në Kosovë.',
      categoryTitle: 'Artikuj për temën „{category}“',
      categoryDescription:
        'Udhëzime praktike për temën „{category}“, të shkruara për pronarët e bizneseve dhe menaxherët financiarë në Kosovë.',
    },
  },
} satisfies Dictionary;
