import { type PricingContent } from '../page-content';

export const pricing = {
  title: 'Paketat dhe çmimet: kontabilitet, tatime dhe drejtor financiar (CFO)',
  description:
    'Paketa mujore të qarta për kontabilitet, tatime, paga dhe shërbime të drejtorit financiar (CFO) në Kosovë: paketa Starter 299 €, Core 599 €, Pro 999 € dhe Enterprise me çmim sipas marrëveshjes.',
  hero: {
    heading: 'Çmime të qarta për çdo fazë të biznesit tuaj',
    text: 'Zgjidhni paketën mujore që i përshtatet biznesit tuaj sot dhe kaloni në një paketë më të lartë kur biznesi rritet. Çdo paketë mbulon bazat e kontabilitetit dhe të pajtueshmërisë tatimore në Kosovë; paketat më të larta shtojnë përpunimin e pagave, analizën financiare dhe këshillimin në nivelin e drejtorit financiar (CFO).',
  },
  labels: {
    startingFrom: 'Çmimi nga',
    perMonth: '/muaj',
    mostPopular: 'Më e kërkuara',
    getStarted: 'Filloni tani',
    contactUs: 'Na kontaktoni',
  },
  plans: [
    {
      name: 'Starter',
      price: '299 €',
      summary:
        'Për biznese të vogla dhe ndërmarrje të reja që kanë nevojë për mbajtje të besueshme të librave kontabël dhe për deklarime tatimore në kohë.',
      features: ['Kontabilitet bazë', 'Pasqyra financiare mujore', 'Pajtueshmëri tatimore bazë', 'Mbështetje me email'],
      popular: false,
      enterprise: false,
    },
    {
      name: 'Core',
      price: '599 €',
      summary: 'Për kompani në rritje, që kanë punonjës dhe nevojë për raportim më të rregullt.',
      features: [
        'Gjithçka nga paketa Starter',
        'Analizë financiare tremujore',
        'Përpunimi i pagave',
        'Planifikim tatimor i avancuar',
        'Mbështetje me përparësi',
      ],
      popular: false,
      enterprise: false,
    },
    {
      name: 'Pro',
      price: '999 €',
      summary: 'Për biznese të afirmuara që, krahas kontabilitetit, duan edhe udhëheqje strategjike financiare.',
      features: [
        'Gjithçka nga paketa Core',
        'Këshillim nga drejtori financiar',
        'Planifikimi i strategjisë financiare',
        'Menaxhimi i rrjedhës së parasë',
        'Menaxher personal i llogarisë',
      ],
      popular: true,
      enterprise: false,
    },
    {
      name: 'Enterprise',
      price: 'Me marrëveshje',
      summary: 'Për grupe më të mëdha, veprimtari ndërkombëtare dhe kërkesa të ndërlikuara raportimi.',
      features: [
        'Shërbime të plota të drejtorit financiar',
        'Planifikim strategjik i biznesit',
        'Këshillim tatimor ndërkombëtar',
        'Mbështetje 24/7 për drejtuesit',
      ],
      popular: false,
      enterprise: true,
    },
  ],
  additional: {
    heading: 'Shërbime shtesë',
    intro: 'Mund t’i kërkoni më vete ose krahas çdo pakete; çmimi caktohet sipas vëllimit të punës.',
    columns: [
      {
        title: 'Pajtueshmëria dhe kërkesat rregullatore',
        items: ['Rishikimi i pajtueshmërisë tatimore', 'Raportimi rregullator', 'Mbështetje gjatë auditimit'],
      },
      {
        title: 'Këshillim biznesi',
        items: ['Vlerësimi i biznesit', 'Këshillim për bashkime dhe blerje kompanish', 'Strategji rritjeje'],
      },
      {
        title: 'Shërbime të specializuara',
        items: [
          'Themelimi i bizneseve ndërkombëtare',
          'Integrimi i teknologjisë financiare',
          'Këshillim sipas specifikave të industrisë',
        ],
      },
    ],
  },
  custom: {
    heading: 'Çmime të përshtatura',
    intro:
      'Jo çdo biznes i përshtatet një pakete standarde. Për projekte të njëhershme, punë sezonale ose struktura më pak të zakonshme, përgatisim ofertë sipas asaj që i nevojitet realisht biznesit tuaj.',
    hourly: {
      title: 'Tarifat për orë',
      text: 'Nga 20 € në orë për detyra të thjeshta deri në 100 € në orë për këshillim të specializuar.',
    },
    factorsHeading: 'Çfarë e përcakton çmimin',
    factors: [
      {
        title: 'Madhësia e kompanisë',
        items: ['Numri i punonjësve', 'Të hyrat vjetore', 'Numri i subjekteve afariste'],
      },
      {
        title: 'Vëllimi i transaksioneve',
        items: ['Transaksionet mujore', 'Numri i llogarive për rakordim', 'Kompleksiteti i pagave'],
      },
      {
        title: 'Kompleksiteti',
        items: ['Kërkesat specifike të industrisë', 'Veprimtaria ndërkombëtare', 'Nevojat për raportim'],
      },
    ],
    assessment:
      'Çmimi përfundimtar caktohet pas një shqyrtimi falas të biznesit tuaj, që ta dini koston para se të fillojë puna.',
  },
  why: {
    heading: 'Pse na zgjedhin bizneset',
    items: [
      {
        icon: 'target',
        title: 'Çmime transparente',
        text: 'Tarifë fikse mujore, me fushëveprim të përcaktuar qartë. Për çdo punë jashtë paketës suaj ju japim ofertë paraprakisht, para se ta nisim.',
      },
      {
        icon: 'shield',
        title: 'Konfidencialitet dhe siguri',
        text: 'Të dhënat tuaja financiare trajtohen me konfidencialitet të rreptë, dhe qasje në to ka vetëm ekipi që punon me llogarinë tuaj.',
      },
      {
        icon: 'clock',
        title: 'Mbështetje e shpejtë',
        text: 'Në të gjitha paketat ju përgjigjemi brenda së njëjtës ditë pune, ndërsa në paketën Enterprise keni mbështetje 24/7 për çështje urgjente.',
      },
      {
        icon: 'award',
        title: 'Njohuri vendore, standarde ndërkombëtare',
        text: 'Mbi 10 vjet përvojë me tatimet dhe rregullat në Kosovë, si dhe raportim sipas SNRF (IFRS) kur e kërkon biznesi juaj ose kur e kërkojnë investitorët tuaj.',
      },
    ],
  },
  faq: {
    heading: 'Pyetje për çmimet',
    items: [
      {
        question: 'A mund ta ndryshoj paketën më vonë?',
        answer: [
          'Po. Mund të kaloni në një paketë më të lartë ose më të ulët në çdo kohë, kur ndryshojnë nevojat tuaja. Paketa e re vlen nga muaji i ardhshëm i faturimit.',
        ],
      },
      {
        question: 'A punoni me biznese ndërkombëtare?',
        answer: [
          'Po. Punojmë me kompani në pronësi të huaj, me degë të kompanive të huaja dhe me themelues jorezidentë, dhe komunikojmë si në anglisht, ashtu edhe në shqip.',
        ],
      },
      {
        question: 'Si ta zgjedh paketën e duhur?',
        answer: [
          'Rezervoni një konsultim të shkurtër falas. Ekipi ynë do ta shqyrtojë madhësinë e biznesit tuaj, vëllimin e transaksioneve dhe nevojat për raportim, dhe do t’ju rekomandojë paketën – ose një marrëveshje të përshtatur – që është më e përshtatshme për ju.',
        ],
      },
    ],
  },
  cta: {
    heading: 'Nuk jeni të sigurt cila paketë ju përshtatet?',
    text: 'Na tregoni për biznesin tuaj dhe do t’ju rekomandojmë nivelin e duhur të mbështetjes, me një ofertë të qartë dhe pa asnjë detyrim.',
    button: 'Rezervoni një konsultim',
  },
} satisfies PricingContent;
