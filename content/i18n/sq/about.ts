import { type AboutContent } from '#content/i18n/page-content.ts';

export const about = {
  title: 'Rreth nesh: historia, vizioni dhe vlerat tona',
  description:
    'Njihuni me firmën e kontabilitetit dhe këshillimit që mbështet mbi 50 biznese në Kosovë: historia jonë, vizioni e misioni, si dhe vlerat që udhëheqin punën tonë.',
  hero: {
    heading: 'Historia jonë',
    text: 'Prej më shumë se dhjetë vitesh i ndihmojmë bizneset në Kosovë të mbajnë libra kontabël të saktë, t’i përmbushin detyrimet tatimore dhe të marrin vendime me siguri.',
  },
  visionAndMission: 'Vizioni dhe misioni ynë',
  vision: {
    title: 'Vizioni ynë',
    text: 'Të jemi partneri financiar tek i cili mbështeten bizneset në Kosovë dhe investitorët ndërkombëtarë – i njohur për shifra të sakta, këshilla të qarta dhe ndershmëri profesionale.',
  },
  mission: {
    title: 'Misioni ynë',
    text: 'T’i ofrojmë çdo klienti kontabilitet të besueshëm, deklarata tatimore në përputhje me ligjin dhe këshilla praktike, me profesionistë të kualifikuar që gjejnë kohë ta kuptojnë biznesin e tij, jo vetëm shifrat.',
  },
  journey: {
    heading: 'Rruga jonë',
    paragraphs: [
      'Firma jonë u themelua në Prishtinë më shumë se dhjetë vjet më parë nga kontabilistë të certifikuar, me një bindje të thjeshtë: bizneset vendore meritojnë të njëjtin standard kontabiliteti dhe raportimi financiar si kompanitë e mëdha ndërkombëtare. Filluam me mbajtjen e librave kontabël, përpunimin e pagave dhe pajtueshmërinë tatimore për ndërmarrjet e vogla dhe të mesme.',
      'Më tej u rritëm falë rekomandimeve. Ndërsa klientët tanë rriteshin, na sillnin pyetje të reja dhe na njihnin me pronarë të tjerë biznesesh. Sot punojmë me më shumë se 50 biznese nga një gamë e gjerë sektorësh, shumë prej të cilave bashkëpunojnë me ne prej vitesh.',
      'Me kalimin e viteve, klientët tanë kërkonin më shumë sesa përmbushjen e detyrimeve ligjore, prandaj edhe shërbimet tona u zgjeruan bashkë me ta. Shtuam analizën financiare, këshillimin dhe vlerësimin e biznesit, shërbimet e drejtorit financiar (CFO) dhe të kontrollorit financiar me kohë të pjesshme, si dhe projekte të transformimit digjital, me të cilat ekipet financiare kalojnë në mjete moderne kontabiliteti dhe raportimi.',
      'Sot u shërbejmë edhe kompanive ndërkombëtare që investojnë në Kosovë ose kanë veprimtari këtu – nga regjistrimi i kompanisë deri te kontabiliteti dhe raportimi i plotë në anglisht për selinë e tyre jashtë vendit. Ajo që nuk ka ndryshuar është mënyra si punojmë: me kujdes, me transparencë dhe me një marrëdhënie personale me secilin klient.',
    ],
  },
  values: {
    heading: 'Vlerat tona',
    items: [
      {
        icon: 'shield',
        title: 'Besim dhe siguri',
        text: 'Informacionin tuaj financiar e trajtojmë si rreptësisht konfidencial, me kujdes dhe maturi profesionale. Po ashtu, ju themi hapur çfarë shohim në shifrat tuaja.',
      },
      {
        icon: 'award',
        title: 'Përsosmëri',
        text: 'Punojmë sipas standardeve profesionale, e rishikojmë punën para se të vijë te ju dhe i mbajmë të përditësuara njohuritë tona për legjislacionin tatimor të Kosovës dhe për SNRF-të (IFRS).',
      },
      {
        icon: 'users',
        title: 'Klienti në qendër',
        text: 'Mësojmë si funksionon biznesi juaj, përgjigjemi shpejt dhe e përshtatim shërbimin me nevojat tuaja – jo anasjelltas.',
      },
    ],
  },
  team: {
    heading: 'Ekipi ynë',
    qualifications: 'Kualifikimet',
    languages: 'Gjuhët',
    profile: 'Profili profesional',
  },
  cta: {
    heading: 'Le të flasim për biznesin tuaj',
    text: 'Na tregoni ku qëndroni sot dhe ku synoni të shkoni. Do t’ju propozojmë mbështetjen që ju përshtatet, pa asnjë detyrim.',
    button: 'Flisni me ekipin tonë',
  },
} satisfies AboutContent;
