import { type ContactContent } from '#content/i18n/page-content.ts';

export const contact = {
  title: 'Kontaktoni ekipin tonë të kontabilitetit në Prishtinë',
  description:
    'Kontaktoni ekipin tonë të kontabilitetit dhe këshillimit në Prishtinë me telefon, email ose WhatsApp. Jemi në dispozicion nga e hëna deri të premten, 09:00–17:00.',
  hero: {
    heading: 'Na kontaktoni',
    text: 'Na tregoni për biznesin tuaj dhe si mund t’ju ndihmojmë. Ekipi ynë do t’ju përgjigjet pa vonesë, si për pyetjet e shkurtra, ashtu edhe për bashkëpunimet e reja.',
  },
  details: {
    heading: 'Të dhënat e kontaktit',
    address: 'Adresa',
    phone: 'Telefoni',
    email: 'Email-i',
    revealHint:
      'Për t’i mbrojtur nga mesazhet e padëshiruara, të dhënat tona të kontaktit shfaqen vetëm me kërkesë: shtypni butonin përkatës për t’i parë.',
  },
  chat: {
    title: 'Bisedoni me ne në WhatsApp',
    text: 'Preferoni mesazhet me shkrim? Na shkruani në WhatsApp gjatë orarit të punës, për një pyetje të shkurtër ose për të caktuar një telefonatë.',
    button: 'Nisni bisedën në WhatsApp',
  },
  social: {
    heading: 'Na ndiqni',
    text: 'Na ndiqni për të rejat rreth ndryshimeve tatimore dhe afateve të raportimit në Kosovë, si dhe për këshilla praktike për menaxhimin e financave tuaja.',
  },
  hours: {
    heading: 'Orari i punës',
    days: 'Nga e hëna deri të premten',
    times: '09:00–17:00',
    note: 'Takime në orar fleksibël, sipas kërkesës.',
  },
  faq: {
    title: 'Keni një pyetje të shkurtër?',
    text: 'Përgjigjen mund ta gjeni menjëherë ndër pyetjet e shpeshta për shërbimet tona, çmimet dhe themelimin e kompanisë në Kosovë.',
    link: 'Lexoni pyetjet e shpeshta',
  },
} satisfies ContactContent;
