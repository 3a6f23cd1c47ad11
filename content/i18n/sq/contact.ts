import { type ContactContent } from '../page-content';

export const contact = {
  title: 'Kontaktoni ekipin tonë të kontabilitetit në Prishtinë',
  description:
    'Kontaktoni ekipin tonë të kontabilitetit dhe këshillimit në Prishtinë me telefon, email ose WhatsApp. Jemi në dispozicion e hënë – e premte, 09:00–17:00.',
  hero: {
    heading: 'Na kontaktoni',
    text: 'Na tregoni për biznesin tuaj dhe për çfarë keni nevojë. Qoftë për një pyetje të shpejtë, qoftë për një bashkëpunim të ri, ekipi ynë do t’ju përgjigjet sa më shpejt.',
  },
  details: {
    heading: 'Të dhënat e kontaktit',
    address: 'Adresa',
    phone: 'Telefoni',
    email: 'Email-i',
    revealHint:
      'Për t’i mbrojtur nga mesazhet e padëshiruara, të dhënat e kontaktit shfaqen vetëm me kërkesë — zgjidhni njërën për ta parë.',
  },
  chat: {
    title: 'Bisedoni me ne në WhatsApp',
    text: 'Preferoni mesazhet? Na shkruani në WhatsApp gjatë orarit të punës për një pyetje të shpejtë ose për të caktuar një telefonatë.',
    button: 'Nisni bisedën në WhatsApp',
  },
  social: {
    heading: 'Na ndiqni',
    text: 'Na ndiqni për të qenë në dijeni të ndryshimeve tatimore në Kosovë, afateve të raportimit dhe këshillave praktike për menaxhimin e financave.',
  },
  hours: {
    heading: 'Orari i punës',
    days: 'E hënë – e premte',
    times: '09:00–17:00',
    note: 'Takime në orar fleksibël me kërkesë',
  },
  faq: {
    title: 'Keni një pyetje të shpejtë?',
    text: 'Përgjigjen mund ta gjeni menjëherë te pyetjet e shpeshta për shërbimet tona, çmimet dhe themelimin e kompanive në Kosovë.',
    link: 'Shihni pyetjet e shpeshta',
  },
} satisfies ContactContent;
