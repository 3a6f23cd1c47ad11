import { type HomeContent } from '#content/i18n/page-content.ts';

export const home = {
  title: 'Kontabilitet, tatime dhe këshillim financiar në Kosovë',
  description:
    'Kontabilitet, pajtueshmëri tatimore, shërbime të drejtorit financiar (CFO) dhe këshillim biznesi për kompanitë në Kosovë dhe investitorët e huaj. Kërkoni ofertë nga ekipi ynë në Prishtinë.',
  hero: {
    eyebrow: 'Kontabilitet, tatime dhe këshillim në Kosovë',
    heading: 'Qartësi financiare për bizneset në Kosovë',
    text: 'Kujdesemi që librat tuaj kontabël të jenë të saktë, deklaratat tatimore të dorëzohen në afat dhe shifrat të jenë gati kur duhet të merrni vendime – për kompanitë vendore dhe investitorët ndërkombëtarë, në shqip dhe në anglisht.',
    quote: 'Kërkoni ofertë',
    secondary: 'Njihuni me shërbimet tona',
    international: {
      text: 'Jeni kompani e huaj me shoqëri të varur, degë ose punonjës në Kosovë?',
      link: 'Shërbime të plota kontabiliteti për kompanitë ndërkombëtare',
    },
  },
  stats: {
    heading: 'Puna jonë në shifra',
    items: [
      { value: '50+', label: 'Klientë të kënaqur' },
      { value: '10+', label: 'Vite përvojë' },
      { value: '99%', label: 'Shkalla e kënaqësisë' },
    ],
  },
  journey: {
    heading: 'Nga sfida te suksesi',
    intro:
      'Në çdo bashkëpunim ndjekim me disiplinë të njëjtën rrugë: kuptojmë si qëndron biznesi juaj, gjejmë atë që ka vërtet rëndësi, e vëmë në rregull dhe kujdesemi që të funksionojë mirë edhe më tej.',
    steps: [
      {
        title: 'Sfida fillestare',
        text: 'Dokumentacion i çrregullt, afate që po afrohen ose shifra mbi të cilat nuk mund të mbështeteni. Fillojmë duke dëgjuar prej jush si funksionon në të vërtetë biznesi juaj.',
      },
      {
        title: 'Analiza',
        text: 'Shqyrtojmë librat kontabël, gjendjen tatimore dhe proceset tuaja, pastaj përcaktojmë saktë rreziqet dhe mundësitë më të rëndësishme.',
      },
      {
        title: 'Zbatimi',
        text: 'I vëmë në rregull mbajtjen e librave kontabël, deklarimin tatimor sipas ligjit dhe raportimin, me procedura të qarta që ekipi juaj mund t’i ndjekë lehtësisht.',
      },
      {
        title: 'Suksesi',
        text: 'Keni shifra mujore të sakta dhe deklarata të dorëzuara në afat – një bazë të shëndoshë për çdo vendim – si dhe një ekip të cilit mund t’i drejtoheni kur ndryshojnë rrethanat.',
      },
    ],
  },
  services: {
    heading: 'Si ju ndihmojmë',
    intro: 'Ekspertizë në tri fusha, nga një ekip i vetëm që i njeh biznesin tuaj dhe rregullat e Kosovës.',
    learnMore: 'Mëso më shumë',
    cards: [
      {
        icon: 'calculator',
        service: 'accounting',
        title: 'Kontabilitet dhe raportim financiar',
        text: 'Mbajtja e librave kontabël, raportet menaxheriale mujore dhe raportimi në fund të vitit, të përgatitura sipas kërkesave ligjore të Kosovës dhe, kur nevojitet, sipas SNRF-ve (IFRS).',
      },
      {
        icon: 'receipt',
        service: 'tax',
        title: 'Pajtueshmëri dhe këshillim tatimor',
        text: 'Deklaratat e TVSH-së, të tatimit në të ardhurat e korporatave dhe të tatimit në të ardhurat personale, të dorëzuara në afat në Administratën Tatimore të Kosovës (ATK), si dhe planifikim tatimor i mbështetur në legjislacionin në fuqi.',
      },
      {
        icon: 'briefcase',
        service: 'cfo',
        title: 'Shërbime të drejtorit financiar (CFO) dhe këshillim biznesi',
        text: 'Mbështetje nga një drejtor financiar me kohë të pjesshme, buxhetim, menaxhim i rrjedhës së parasë dhe vlerësim i biznesit, për pronarët që duan t’i mbështesin vendimet në shifra të besueshme.',
      },
    ],
  },
  growth: {
    heading: 'Gati për fazën e ardhshme të rritjes?',
    text: 'Po e nisni veprimtarinë në Kosovë apo po zgjeroni një biznes tashmë të konsoliduar? Ne e marrim përsipër punën financiare dhe ju ndihmojmë ta planifikoni me siguri hapin e ardhshëm.',
    button: 'Rezervoni një konsultim falas',
  },
  stories: {
    testimonials: 'Çfarë thonë klientët tanë',
    caseStudies: 'Nga puna jonë me klientët',
    challenge: 'Sfida',
    work: 'Çfarë bëmë',
    result: 'Rezultati',
    service: 'Më shumë për këtë shërbim',
  },
} satisfies HomeContent;
