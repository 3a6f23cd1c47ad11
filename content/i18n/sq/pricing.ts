import { type PricingContent } from '#content/i18n/page-content.ts';
import { replyTime } from './reply-time';

export const pricing = {
  title: 'Paketat dhe çmimet për kontabilitet, tatime dhe shërbime të drejtorit financiar (CFO)',
  description:
    'Paketa mujore të qarta për kontabilitet, tatime, paga dhe shërbime të drejtorit financiar (CFO) në Kosovë: paketa Starter nga 299 €, Core nga 599 €, Pro nga 999 € dhe Enterprise me çmim sipas marrëveshjes.',
  hero: {
    heading: 'Çmime të qarta për çdo fazë të biznesit tuaj',
    text: 'Zgjidhni paketën mujore që i përshtatet biznesit tuaj sot dhe kaloni në një paketë më të lartë kur biznesi rritet. Çdo paketë mbulon nevojat themelore të kontabilitetit dhe të pajtueshmërisë tatimore në Kosovë; paketat më të larta shtojnë përpunimin e pagave, analizën financiare dhe këshillimin nga një drejtor financiar (CFO).',
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
      id: 'starter',
      name: 'Starter',
      price: '299 €',
      summary:
        'Për biznese të vogla dhe ndërmarrje të reja që kanë nevojë për mbajtje të besueshme të librave kontabël dhe për deklarime tatimore në afat.',
      features: [
        'Kontabilitet bazë',
        'Raporte menaxheriale mujore',
        'Pajtueshmëri tatimore bazë',
        'Mbështetje përmes email-it',
      ],
      popular: false,
      enterprise: false,
    },
    {
      id: 'core',
      name: 'Core',
      price: '599 €',
      summary: 'Për kompani në rritje që kanë punonjës dhe kanë nevojë për raportim më të shpeshtë.',
      features: [
        'Gjithçka që përfshin paketa Starter',
        'Analizë financiare tremujore',
        'Përpunim i pagave',
        'Planifikim tatimor i avancuar',
        'Kërkesat tuaja trajtohen me përparësi',
      ],
      popular: false,
      enterprise: false,
    },
    {
      id: 'pro',
      name: 'Pro',
      price: '999 €',
      summary: 'Për biznese të afirmuara që, krahas kontabilitetit, duan edhe orientim financiar strategjik.',
      features: [
        'Gjithçka që përfshin paketa Core',
        'Këshillim nga një drejtor financiar',
        'Planifikim i strategjisë financiare',
        'Menaxhim i rrjedhës së parasë',
        'Person kontakti i caktuar posaçërisht për ju',
      ],
      popular: true,
      enterprise: false,
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      price: 'Çmim sipas marrëveshjes',
      summary: 'Për grupe më të mëdha, me veprimtari ndërkombëtare dhe me kërkesa të ndërlikuara për raportim.',
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
          'Themelimi i biznesit për investitorë ndërkombëtarë',
          'Integrimi i teknologjisë financiare',
          'Këshillim i specializuar sipas sektorit',
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
        items: ['Numri i transaksioneve mujore', 'Numri i llogarive për rakordim', 'Kompleksiteti i pagave'],
      },
      {
        title: 'Kompleksiteti i punës',
        items: ['Kërkesat e veçanta të sektorit', 'Veprimtaria ndërkombëtare', 'Nevojat për raportim'],
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
        text: 'Tarifë fikse mujore, me fushëveprim të përcaktuar qartë. Për çdo punë jashtë paketës suaj ju japim ofertë para se ta nisim.',
      },
      {
        icon: 'shield',
        title: 'Konfidencialitet dhe siguri',
        text: 'Të dhënat tuaja financiare trajtohen në mënyrë rreptësisht konfidenciale dhe qasje në to kanë vetëm anëtarët e ekipit që punojnë për ju.',
      },
      {
        icon: 'clock',
        title: 'Mbështetje e shpejtë',
        text: `${replyTime} Në paketën Enterprise, për çështje urgjente keni edhe mbështetje 24/7.`,
      },
      {
        icon: 'award',
        title: 'Njohuri vendore, standarde ndërkombëtare',
        text: 'Kemi mbi 10 vjet përvojë me sistemin tatimor dhe rregullat e Kosovës dhe, kur e kërkon biznesi juaj ose investitorët tuaj, raportojmë sipas SNRF-ve (IFRS).',
      },
    ],
  },
  faq: {
    heading: 'Pyetje për çmimet',
    items: [
      {
        question: 'A mund ta ndryshoj paketën më vonë?',
        answer: [
          'Po. Mund të kaloni në një paketë më të lartë ose më të ulët sa herë që ndryshojnë nevojat tuaja. Paketa e re zbatohet nga muaji i ardhshëm i faturimit.',
        ],
      },
      {
        question: 'A punoni me biznese ndërkombëtare?',
        answer: [
          'Po. Punojmë me kompani në pronësi të huaj, me degë të kompanive të huaja dhe me themelues jorezidentë. Komunikojmë si në anglisht, ashtu edhe në shqip.',
        ],
      },
      {
        question: 'Si ta zgjedh paketën e duhur?',
        answer: [
          'Rezervoni një konsultim të shkurtër falas. Ekipi ynë do t’i shqyrtojë madhësinë e biznesit tuaj, vëllimin e transaksioneve dhe nevojat për raportim, pastaj do t’ju rekomandojë paketën që ju përshtatet ose, nëse nevojitet, një marrëveshje të veçantë.',
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
