import { type AboutContent } from '../page-content';

export const about = {
  title: 'Rreth nesh — Historia, vizioni dhe vlerat tona',
  description:
    'Njihuni me firmën e kontabilitetit dhe këshillimit që punon me më shumë se 50 biznese në Kosovë: historia, vizioni, misioni dhe vlerat që na udhëheqin.',
  hero: {
    heading: 'Historia jonë',
    text: 'Prej më shumë se dhjetë vitesh i ndihmojmë bizneset në Kosovë të mbajnë libra të saktë, t’i përmbushin detyrimet tatimore dhe të marrin vendime me siguri.',
  },
  vision: {
    title: 'Vizioni ynë',
    text: 'Të jemi partneri financiar tek i cili mbështeten bizneset në Kosovë dhe investitorët ndërkombëtarë — i njohur për shifra të sakta, këshilla të qarta dhe integritetin që qëndron pas tyre.',
  },
  mission: {
    title: 'Misioni ynë',
    text: 'T’i ofrojmë çdo klienti kontabilitet të besueshëm, deklarime tatimore në përputhje me ligjin dhe këshilla praktike, përmes profesionistëve të kualifikuar që marrin kohë ta kuptojnë biznesin që qëndron pas shifrave.',
  },
  journey: {
    heading: 'Rruga jonë',
    paragraphs: [
      'Firma jonë u themelua në Prishtinë më shumë se dhjetë vjet më parë nga kontabilistë të certifikuar, me një bindje të thjeshtë: bizneset vendore meritojnë të njëjtin standard kontabiliteti dhe raportimi financiar si kompanitë e mëdha ndërkombëtare. Filluam me mbajtjen e librave, pagat dhe pajtueshmërinë tatimore për ndërmarrjet e vogla dhe të mesme.',
      'Pjesën tjetër e bënë rekomandimet. Ndërsa klientët tanë rriteshin, na sillnin pyetje të reja dhe na prezantonin te pronarë të tjerë biznesesh. Sot punojmë me më shumë se 50 biznese nga sektorë të ndryshëm, shumë prej të cilëve janë me ne prej vitesh.',
      'Me kohë, klientët tanë kishin nevojë për më shumë se pajtueshmëri, ndaj edhe shërbimet tona u zgjeruan bashkë me ta. Shtuam analizën financiare, këshillimin dhe vlerësimin e biznesit, shërbimet CFO dhe të kontrollorit financiar me kohë të pjesshme, si dhe projekte të transformimit digjital që i kalojnë ekipet financiare në mjete moderne kontabiliteti dhe raportimi.',
      'Sot u shërbejmë edhe kompanive ndërkombëtare që investojnë ose operojnë në Kosovë — nga regjistrimi i kompanisë deri te kontabiliteti i plotë dhe raportimi në anglisht për zyrat qendrore jashtë vendit. Ajo që nuk ka ndryshuar është mënyra si punojmë: me kujdes, me transparencë dhe me një marrëdhënie personale me secilin klient.',
    ],
  },
  values: {
    heading: 'Vlerat tona',
    items: [
      {
        icon: 'shield',
        title: 'Besim dhe siguri',
        text: 'Informacionin tuaj financiar e trajtojmë si rreptësisht konfidencial, me kujdes dhe maturi profesionale. Dhe ju themi hapur çfarë shohim në shifrat tuaja.',
      },
      {
        icon: 'award',
        title: 'Përsosmëri',
        text: 'Punojmë sipas standardeve profesionale, e rishikojmë punën para se të vijë te ju dhe i mbajmë të përditësuara njohuritë tona për legjislacionin tatimor të Kosovës dhe SNRF (IFRS).',
      },
      {
        icon: 'users',
        title: 'Klienti në qendër',
        text: 'Mësojmë si funksionon biznesi juaj, përgjigjemi shpejt dhe e përshtatim shërbimin sipas nevojave tuaja — jo anasjelltas.',
      },
    ],
  },
  cta: {
    heading: 'Le të flasim për biznesin tuaj',
    text: 'Na tregoni ku ndodheni sot dhe ku synoni të shkoni. Do t’ju propozojmë mbështetjen që ju përshtatet, pa asnjë detyrim.',
    button: 'Flisni me ekipin tonë',
  },
} satisfies AboutContent;
