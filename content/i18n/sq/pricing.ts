import { type PricingContent } from "../page-content";

export const pricing = {
  title: "Paketat dhe çmimet e shërbimeve të kontabilitetit",
  description:
    "Paketa mujore të qarta për kontabilitet, tatime, paga dhe shërbime CFO në Kosovë: Starter 299 €, Core 599 €, Pro 999 € dhe Enterprise me çmim me marrëveshje.",
  hero: {
    heading: "Çmime të qarta për çdo fazë të biznesit tuaj",
    text: "Zgjidhni paketën mujore që i përshtatet biznesit tuaj sot dhe kaloni në një paketë më të lartë kur biznesi rritet. Çdo paketë mbulon bazat e kontabilitetit dhe të pajtueshmërisë tatimore në Kosovë, ndërsa paketat më të larta shtojnë pagat, analizën financiare dhe këshillimin në nivel CFO-je.",
  },
  labels: {
    startingFrom: "Duke filluar nga",
    perMonth: "/muaj",
    mostPopular: "Më e kërkuara",
    getStarted: "Filloni tani",
    contactUs: "Na kontaktoni",
  },
  plans: [
    {
      name: "Starter",
      price: "299 €",
      summary:
        "Për biznese të vogla dhe ndërmarrje të sapothemeluara që kanë nevojë për kontabilitet të rregullt dhe deklarime tatimore në kohë.",
      features: [
        "Kontabiliteti bazë",
        "Pasqyrat financiare mujore",
        "Pajtueshmëria tatimore bazë",
        "Mbështetje me postë elektronike",
      ],
      popular: false,
      enterprise: false,
    },
    {
      name: "Core",
      price: "599 €",
      summary:
        "Për kompani në rritje, me punonjës dhe me nevoja më të shpeshta për raportim.",
      features: [
        "Gjithçka që përfshin Starter",
        "Analiza financiare tremujore",
        "Shërbimet e pagave",
        "Planifikim i avancuar tatimor",
        "Mbështetje me përparësi",
      ],
      popular: false,
      enterprise: false,
    },
    {
      name: "Pro",
      price: "999 €",
      summary:
        "Për biznese të konsoliduara që duan udhëheqje strategjike financiare krahas kontabilitetit.",
      features: [
        "Gjithçka që përfshin Core",
        "Këshillim në nivel CFO-je",
        "Planifikimi i strategjisë financiare",
        "Menaxhimi i rrjedhës së parasë",
        "Menaxher personal i llogarisë",
      ],
      popular: true,
      enterprise: false,
    },
    {
      name: "Enterprise",
      price: "Me marrëveshje",
      summary:
        "Për grupe më të mëdha, veprimtari ndërkombëtare dhe kërkesa komplekse raportimi.",
      features: [
        "Shërbime të plota CFO",
        "Planifikim strategjik i biznesit",
        "Këshillim tatimor ndërkombëtar",
        "Mbështetje ekzekutive 24/7",
      ],
      popular: false,
      enterprise: true,
    },
  ],
  additional: {
    heading: "Shërbime shtesë",
    intro:
      "Mund t’i merrni më vete ose krahas çdo pakete, me çmim sipas vëllimit të punës.",
    columns: [
      {
        title: "Pajtueshmëria dhe rregullativa",
        items: [
          "Rishikimi i pajtueshmërisë tatimore",
          "Raportimi rregullator",
          "Mbështetje gjatë auditimit",
        ],
      },
      {
        title: "Këshillimi i biznesit",
        items: [
          "Vlerësimi i biznesit",
          "Këshillim për bashkime dhe blerje kompanish",
          "Strategji rritjeje",
        ],
      },
      {
        title: "Shërbime të specializuara",
        items: [
          "Themelimi i bizneseve ndërkombëtare",
          "Integrimi i teknologjisë financiare",
          "Këshillim i specializuar sipas industrisë",
        ],
      },
    ],
  },
  custom: {
    heading: "Çmime të përshtatura",
    intro:
      "Jo çdo biznes përshtatet në një paketë standarde. Për projekte të njëhershme, punë sezonale ose struktura më të veçanta, përgatisim ofertë sipas nevojave reale të biznesit tuaj.",
    hourly: {
      title: "Tarifat për orë",
      text: "Nga 20 € në orë për detyra të thjeshta deri në 100 € në orë për këshillim të specializuar.",
    },
    factorsHeading: "Çfarë e përcakton çmimin",
    factors: [
      {
        title: "Madhësia e kompanisë",
        items: [
          "Numri i punonjësve",
          "Të ardhurat vjetore",
          "Numri i subjekteve të biznesit",
        ],
      },
      {
        title: "Vëllimi i transaksioneve",
        items: [
          "Transaksionet mujore",
          "Numri i llogarive për rakordim",
          "Kompleksiteti i pagave",
        ],
      },
      {
        title: "Kompleksiteti",
        items: [
          "Kërkesat specifike të industrisë",
          "Veprimtaria ndërkombëtare",
          "Nevojat për raportim",
        ],
      },
    ],
    assessment:
      "Çmimi përfundimtar caktohet pas një vlerësimi falas të biznesit tuaj, që ta dini koston para se të fillojë puna.",
  },
  why: {
    heading: "Pse na zgjedhin bizneset",
    items: [
      {
        icon: "target",
        title: "Çmime transparente",
        text: "Tarifë fikse mujore me shërbime të përcaktuara qartë. Për çdo punë jashtë paketës ju dërgojmë ofertë paraprakisht, para se ta fillojmë.",
      },
      {
        icon: "shield",
        title: "Konfidencialitet dhe siguri",
        text: "Informacionet tuaja financiare trajtohen në mënyrë rreptësisht konfidenciale dhe qasje në to ka vetëm ekipi që punon me llogarinë tuaj.",
      },
      {
        icon: "clock",
        title: "Mbështetje e shpejtë",
        text: "Përgjigje brenda ditës gjatë ditëve të punës në çdo paketë, si dhe mbështetje 24/7 për çështje urgjente në paketën Enterprise.",
      },
      {
        icon: "award",
        title: "Njohuri vendore, standarde ndërkombëtare",
        text: "Mbi 10 vjet përvojë me tatimet dhe rregullativën në Kosovë, si dhe raportim sipas SNRF (IFRS) kur e kërkon biznesi juaj ose investitorët tuaj.",
      },
    ],
  },
  faq: {
    heading: "Pyetje për çmimet",
    items: [
      {
        question: "A mund ta ndryshoj paketën më vonë?",
        answer: [
          "Po. Mund të kaloni në një paketë më të lartë ose më të ulët në çdo kohë, sipas nevojave tuaja. Paketa e re hyn në fuqi nga muaji i ardhshëm i faturimit.",
        ],
      },
      {
        question: "A punoni me biznese ndërkombëtare?",
        answer: [
          "Po. Punojmë me kompani në pronësi të huaj, me degë të kompanive të huaja dhe me themelues jorezidentë, dhe komunikojmë si në shqip, ashtu edhe në anglisht.",
        ],
      },
      {
        question: "Si ta zgjedh paketën e duhur?",
        answer: [
          "Caktoni një konsultë të shkurtër falas. Ekipi ynë shqyrton madhësinë e biznesit, vëllimin e transaksioneve dhe nevojat tuaja për raportim, dhe ju rekomandon paketën — ose marrëveshjen e përshtatur — që ju shkon më së miri.",
        ],
      },
    ],
  },
  cta: {
    heading: "Nuk jeni të sigurt cila paketë ju përshtatet?",
    text: "Na tregoni për biznesin tuaj dhe do t’ju rekomandojmë nivelin e duhur të mbështetjes, me ofertë të qartë dhe pa asnjë detyrim.",
    button: "Caktoni një konsultë",
  },
} satisfies PricingContent;
