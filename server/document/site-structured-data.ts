import { type AccountingService, type BreadcrumbList, type WebSite, type WithContext } from 'schema-dts';
import { site } from '#content/site.ts';
import { type Crumb } from '#shared/breadcrumbs.ts';
import { type Lang } from '#shared/languages.ts';
import { href, searchTemplate } from '#shared/routes.ts';

/**
 * The firm, as an accounting service: the same block on every page. No aggregateRating: there are no reviews
 * behind one (docs/decisions/010-no-rating-without-reviews.md).
 */
export function organizationData(lang: Lang, siteUrl: string, tagline: string): WithContext<AccountingService> {
  const a = site.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    '@id': `${siteUrl}/#organization`,
    name: site.name,
    description: tagline,
    url: siteUrl + href(lang, 'home'),
    logo: `${siteUrl}/logo-512.png`,
    image: `${siteUrl}/logo-512.png`,
    telephone: site.phone,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${a.street} ${a.houseNumber}`,
      postalCode: a.postalCode,
      addressLocality: a.city[lang],
      addressCountry: a.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...site.openingHours.days],
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
    serviceArea: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
      geoRadius: site.serviceRadiusMetres,
    },
    areaServed: site.areaServed.map((code) => ({ '@type': 'Country' as const, name: code })),
    knowsLanguage: [
      { '@type': 'Language', name: 'English', alternateName: 'en' },
      { '@type': 'Language', name: 'Albanian', alternateName: 'sq' },
    ],
    sameAs: Object.values(site.social),
    priceRange: site.priceRange,
  };
}

const queryInput: Record<string, string> = { 'query-input': 'required name=search_term_string' };

/** The site, with its search: the target is the real search page of the language. */
export function websiteData(lang: Lang, siteUrl: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website-${lang}`,
    name: site.name,
    url: siteUrl + href(lang, 'home'),
    inLanguage: lang,
    publisher: { '@id': `${siteUrl}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: siteUrl + searchTemplate(lang) },
      // schema.org's query-input is not in schema-dts' SearchAction type; Google documents it.
      ...queryInput,
    },
  };
}

export function breadcrumbData(trail: Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: siteUrl + crumb.path,
    })),
  };
}
