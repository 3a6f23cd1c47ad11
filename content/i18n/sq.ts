import { type Messages } from './en';

/** Albanian dictionary: must satisfy the English one's type, so a missing translation fails the type check. */
export const sq = {
  meta: {
    tagline: 'Kontabilitet, këshillim financiar dhe konsulencë biznesi në Kosovë',
  },
  a11y: {
    skipToContent: 'Kalo te përmbajtja kryesore',
    mainNavigation: 'Kryesore',
    footerNavigation: 'Lidhje të shpejta',
    breadcrumb: 'Gjurma e navigimit',
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
    menu: 'Menyja',
    openMenu: 'Hap menynë',
    closeMenu: 'Mbyll menynë',
    homeLink: 'faqja kryesore',
  },
  theme: {
    label: 'Modaliteti i errët',
  },
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
  },
  footer: {
    tagline:
      'Kontabilitet, tatime dhe këshillim financiar për bizneset në Kosovë dhe për kompanitë që investojnë këtu — shifra të sakta, këshilla të qarta, një ekip i besueshëm.',
    quickLinks: 'Lidhje të shpejta',
    services: 'Shërbimet',
    contact: 'Kontakti',
    followUs: 'Na ndiqni',
    chat: 'Bisedoni me ne në WhatsApp',
    address: 'Adresa',
    phone: 'Telefoni',
    email: 'Email-i',
    hours: 'E hënë – e premte, 09:00 – 17:00',
    rights: 'Të gjitha të drejtat e rezervuara.',
    privacy: 'Politika e privatësisë',
    serviceNames: [
      'Kontabilitet dhe raportim financiar',
      'Raportim dhe analizë financiare',
      'Pajtueshmëri dhe këshillim tatimor',
      'Shërbime CFO dhe kontrollori financiar',
      'Këshillim dhe vlerësim biznesi',
      'Analizë e të dhënave',
      'Transformim digjital',
      'Themelimi i biznesit në Kosovë',
    ],
  },
  notFound: {
    code: '404',
    title: 'Faqja nuk u gjet',
    description: 'Faqja që kërkuat nuk ekziston ose është zhvendosur.',
    text: 'Na vjen keq, nuk e gjetëm faqen që po kërkonit. Mund të jetë zhvendosur ose adresa mund të jetë shkruar gabim.',
    home: 'Kthehu në ballinë',
    back: 'Kthehu prapa',
    contact: 'Na kontaktoni',
    services: 'Shihni shërbimet tona',
  },
  blog: {
    table: 'Tabela',
    allCategories: 'Të gjitha kategoritë',
    categoriesHeading: 'Kategoritë',
    recentHeading: 'Artikujt më të fundit',
    readMore: 'Lexoni artikullin',
    minRead: '{n} min lexim',
    postsLabel: 'artikuj',
    noPosts: 'Nuk u gjet asnjë artikull në këtë kategori.',
    backToBlog: 'Kthehu te blogu',
    publishedOn: 'Publikuar më',
    writtenBy: 'Shkruar nga',
    tagsHeading: 'Etiketat',
    shareHeading: 'Shpërndajeni këtë artikull',
    shareOn: 'Shpërndajeni në {network}',
    ctaHeading: 'Dëshironi këshilla për biznesin tuaj?',
    ctaText:
      'Kontabilistët dhe këshilltarët tanë i ndihmojnë bizneset në Kosovë t’i kthejnë këto ide në rezultate. Na tregoni ku ndodheni dhe do t’ju propozojmë hapin e ardhshëm.',
    ctaButton: 'Na Kontaktoni Sot',
    relatedHeading: 'Artikuj të ngjashëm',
    feedLink: 'Burimi RSS i blogut',
    categories: {
      'digital-transformation': 'Transformimi digjital',
      'financial-planning': 'Planifikimi financiar',
      'business-advisory': 'Këshillimi i biznesit',
      'business-valuation': 'Vlerësimi i biznesit',
      'data-analysis': 'Analiza e të dhënave',
      'tax-planning': 'Planifikimi tatimor',
      'financial-management': 'Menaxhimi financiar',
      'ifrs-compliance': 'Pajtueshmëria me SNRF',
    },
  },
  search: {
    title: 'Kërkimi',
    description: 'Kërkoni në faqet dhe artikujt e kësaj faqeje interneti.',
    heading: 'Kërkimi',
    label: 'Kërkoni në faqe',
    button: 'Kërko',
    results: '{n} rezultate për “{q}”',
    oneResult: '1 rezultat për “{q}”',
    noResults: 'Nuk u gjet asgjë për “{q}”. Provoni më pak fjalë ose fjalë të tjera, ose shfletoni shërbimet dhe blogun tonë.',
    empty: 'Shkruani një ose dy fjalë për të kërkuar në faqet dhe artikujt tanë — për shembull “TVSH”, “paga” ose “SNRF”.',
    shortened: 'Kërkimi juaj u shkurtua në {n} karaktere.',
  },
  pages: {
    home: {
      title: 'Kontabilitet, tatime dhe këshillim financiar në Kosovë',
      description:
        'Kontabilitet, pajtueshmëri tatimore, shërbime CFO dhe këshillim biznesi për kompanitë në Kosovë dhe investitorët e huaj. Kërkoni një ofertë nga ekipi ynë në Prishtinë.',
      heading: 'Qartësi financiare për bizneset në Kosovë',
      intro:
        'Ne mbajmë librat tuaj, i dorëzojmë tatimet me kohë dhe ju japim shifrat e këshillat që ju duhen për t’u rritur — në shqip dhe në anglisht.',
    },
    services: {
      title: 'Shërbime kontabiliteti, tatimesh dhe këshillimi',
      description:
        'Kontabilitet dhe raportim, pajtueshmëri tatimore, shërbime CFO, vlerësim, analizë të dhënash, transformim digjital dhe themelim kompanish në Kosovë.',
      heading: 'Shërbimet tona',
      intro:
        'Nga mbajtja mujore e librave te këshillimi strategjik, çdo shërbim ofrohet nga profesionistë të kualifikuar që e njohin mirë Kosovën.',
    },
    pricing: {
      title: 'Paketat e çmimeve për kontabilitet dhe këshillim',
      description:
        'Paketa mujore të qarta nga 299 € deri në 999 € dhe çmime të përshtatura për ndërmarrjet, për kontabilitet, tatime dhe shërbime CFO në Kosovë.',
      heading: 'Çmimet',
      intro: 'Paketa mujore të qarta që rriten bashkë me biznesin tuaj, dhe çmime të përshtatura kur nevojat janë më komplekse.',
    },
    businessFormation: {
      title: 'Hapni biznes në Kosovë',
      description:
        'Regjistroni kompaninë tuaj në Kosovë me ndihmë profesionale: tatim 10% në fitim, 0% në dividendë, pronësi 100% e huaj dhe regjistrim brenda 3–5 ditëve të punës.',
      heading: 'Hapni biznes në Kosovë',
      intro: 'Ne i udhëheqim themeluesit vendorë dhe të huaj në çdo hap të themelimit të një kompanie në Kosovë.',
    },
    about: {
      title: 'Rreth nesh — Historia jonë',
      description:
        'Njihuni me firmën e kontabilitetit dhe këshillimit që qëndron pas më shumë se 50 bizneseve në Kosovë: vizioni, misioni, rruga dhe vlerat tona.',
      heading: 'Historia jonë',
      intro:
        'Prej më shumë se dhjetë vitesh i ndihmojmë bizneset në Kosovë të mbajnë libra të saktë dhe të marrin vendime me siguri.',
    },
    contact: {
      title: 'Na kontaktoni',
      description:
        'Kontaktoni ekipin tonë të kontabilitetit dhe këshillimit në Prishtinë me telefon, email ose WhatsApp. E hënë – e premte, 09:00 – 17:00.',
      heading: 'Na kontaktoni',
      intro: 'Na tregoni për biznesin tuaj dhe do t’ju përgjigjemi brenda një dite pune.',
    },
    thankYou: {
      title: 'Faleminderit',
      description: 'Rezultati i dërgimit të një mesazhi ekipit tonë.',
      successHeading: 'Faleminderit!',
      successText: 'Mesazhi juaj u pranua. Do t’ju kthejmë përgjigje së shpejti.',
      errorHeading: 'Dërgimi dështoi',
      errorText: 'Ndodhi një gabim gjatë dërgimit të mesazhit tuaj. Ju lutemi provoni përsëri ose na kontaktoni drejtpërdrejt.',
      home: 'Kthehu në ballinë',
      another: 'Dërgo një mesazh tjetër',
      retry: 'Provo përsëri',
    },
    privacy: {
      title: 'Politika e privatësisë',
      description:
        'Si i mbledhim, i përdorim dhe i mbrojmë të dhënat personale që na besoni, dhe cilat të drejta keni mbi to.',
      heading: 'Politika e privatësisë',
      intro: 'Kjo politikë shpjegon cilat të dhëna personale mbledhim përmes kësaj faqeje, pse i mbledhim dhe si i mbrojmë.',
    },
    faq: {
      title: 'Pyetje të shpeshta',
      description:
        'Përgjigje për pyetjet më të zakonshme rreth shërbimeve tona të kontabilitetit, tatimeve, pagave dhe themelimit të kompanive në Kosovë.',
      heading: 'Pyetje të shpeshta',
      intro: 'Përgjigje të shpejta për pyetjet që klientët na bëjnë më shpesh.',
    },
    blog: {
      title: 'Blogu — Njohuri për kontabilitetin, tatimet dhe financat në Kosovë',
      description:
        'Artikuj praktikë për kontabilitetin, planifikimin tatimor, SNRF-të, vlerësimin dhe menaxhimin financiar për bizneset në Kosovë.',
      heading: 'Njohuri dhe artikuj',
      intro: 'Udhëzime praktike për kontabilitetin, tatimet dhe menaxhimin financiar të bizneseve në Kosovë.',
      categoryTitle: '{category}: artikuj dhe udhëzime',
      categoryDescription: 'Artikuj nga kategoria «{category}» për pronarët e bizneseve dhe menaxherët financiarë në Kosovë.',
    },
  },
} satisfies Messages;
