/**
 * Site facts: the one file the firm edits for its name, contacts, address, social profiles and blog author.
 *
 * PLACEHOLDER VALUES: the firm's real details were not known when the site was built. Every value in this
 * file is a realistic stand-in and must be replaced with the firm's real details before launch. No other
 * file holds any of them.
 */
import { type Lang } from '#shared/languages.ts';

export const site = {
  /** The firm's name as it appears in titles, the footer and structured data. */
  name: 'Prishtina Advisory Group',
  /** Short brand abbreviation; also prefixes the browser storage keys (e.g. "pag-theme"). */
  shortName: 'PAG',
  /** International format, as dialled from abroad. */
  phone: '+383 44 123 456',
  email: 'info@prishtina-advisory.com',
  address: {
    street: 'Bulevardi Nënë Tereza',
    houseNumber: '25',
    postalCode: '10000',
    /** As each language writes them. */
    city: { en: 'Prishtina', sq: 'Prishtinë' } satisfies Record<Lang, string>,
    country: { en: 'Kosovo', sq: 'Kosovë' } satisfies Record<Lang, string>,
    countryCode: 'XK',
  },
  /** The office's map position (structured data: the service area's centre). */
  geo: { latitude: 42.6629, longitude: 21.1655 },
  /** Messaging-app chat link to the firm's phone (WhatsApp click-to-chat takes the number without "+"). */
  chatUrl: 'https://wa.me/38344123456',
  social: {
    facebook: 'https://www.facebook.com/prishtina.advisory',
    linkedin: 'https://www.linkedin.com/company/prishtina-advisory-group',
    x: 'https://x.com/pa_advisory',
  },
  /** The blog's single author; posts refer to the key. */
  authors: {
    lead: {
      name: 'Besnik Gashi',
      title: {
        en: 'Certified Accountant, Senior Tax Expert and Fraud Forensics Expert',
        sq: 'Kontabilist i certifikuar, ekspert tatimor me përvojë dhe specialist i kontabilitetit forenzik',
      },
    },
  },
  /** Office hours, Monday to Friday (structured data; the pages' own wording is in the dictionaries). */
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const,
    opens: '09:00',
    closes: '17:00',
  },
  /** Where the firm takes clients: countries (ISO codes) and the radius around the office. */
  areaServed: ['XK', 'AL', 'MK', 'ME', 'RS'],
  serviceRadiusMetres: 50_000,
  /** schema.org's price indication, from € to €€€€. */
  priceRange: '€€',
  /** Year the firm was founded (the copyright line shows the current year). */
  foundedYear: 2014,
};

export type AuthorId = keyof typeof site.authors;

/** What follows the street and house number, in a language: "10000 Prishtina, Kosovo". */
export function addressLocality(lang: Lang): string {
  const a = site.address;
  return `${a.postalCode} ${a.city[lang]}, ${a.country[lang]}`;
}

/** The address as one line, e.g. for a maps search. */
export function fullAddress(lang: Lang): string {
  return `${site.address.street} ${site.address.houseNumber}, ${addressLocality(lang)}`;
}
