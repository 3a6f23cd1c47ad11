import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { type Thing, type WithContext } from 'schema-dts';
import { type Dictionary } from '#content/i18n/index.ts';
import { legal } from '#content/legal.ts';
import { site } from '#content/site.ts';
import { type Lang, siteTimeZone } from '#shared/languages.ts';
import { href } from '#shared/routes.ts';
import { serviceHref } from '#shared/service-links.ts';
import { ContactDetail } from '#server/contact-details.tsx';
import { Island } from '#server/island.tsx';
import { legalDetails } from '#server/legal-details.ts';
import { BrandMark } from './brand-mark';
import { ExternalLink } from './external-link';
import { serializeJsonLd } from './json-ld';
import { renderedOnce } from './rendered-once';
import { socialProfiles } from './social-profiles';

const quickLinks = [
  'home',
  'services',
  'pricing',
  'businessFormation',
  'tools',
  'taxCalendar',
  'about',
  'blog',
  'faq',
] as const;

/** The footer names the first eight services (the specification's list), each linked to its place. */
const footerServiceCount = 8;

// Made once: an Intl formatter costs more to build than a whole page's footer to render.
const yearFormat = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: siteTimeZone });

function currentYear(now: Date): string {
  return yearFormat.format(now);
}

/**
 * The footer: the same on every page of a language but for its JSON-LD blocks, so its body is rendered once
 * per language and year (server/document/rendered-once.tsx) and the page's blocks are appended.
 */
export function SiteFooter({
  lang,
  t,
  now,
  structuredData,
  consent,
}: {
  lang: Lang;
  t: Dictionary;
  now: Date;
  structuredData: Array<WithContext<Thing>>;
  /** Whether there is a choice to reopen (visit statistics configured): the "Cookie settings" button. */
  consent: boolean;
}) {
  const year = currentYear(now);
  const body = () => <FooterBody lang={lang} t={t} year={year} consent={consent} />;
  const html = renderedOnce(`footer|${lang}|${year}|${consent ? 'consent' : ''}`, body);
  if (html === undefined) {
    return (
      <footer className="site-footer">
        {body()}
        {structuredData.map((data, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
        ))}
      </footer>
    );
  }
  const blocks = structuredData
    .map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`)
    .join('');
  return <footer className="site-footer" dangerouslySetInnerHTML={{ __html: html + blocks }} />;
}

function FooterBody({ lang, t, year, consent }: { lang: Lang; t: Dictionary; year: string; consent: boolean }) {
  const f = t.footer;
  // Who the company is in law, as far as the firm has said (its memberships and insurer: the about page).
  const { legalName, nui, registeredAddress } = legal;
  const company = legalDetails({ legalName, nui, registeredAddress, memberships: [], licences: [] }, lang, t);
  return (
    <>
      <div className="container footer-grid">
        <section className="footer-about" aria-labelledby="footer-brand">
          <p className="brand" id="footer-brand">
            <BrandMark />
            <span className="brand-name">{site.name}</span>
          </p>
          <p>{f.tagline}</p>
          <ul className="social-links" aria-label={f.followUs}>
            {socialProfiles.map(({ name: network, url, Icon }) => (
              <li key={network}>
                <ExternalLink href={url} newTabText={t.a11y.opensInNewTab} label={network} className="icon-link">
                  <Icon />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{f.quickLinks}</h2>
          <ul>
            {quickLinks.map((id) => (
              <li key={id}>
                <a href={href(lang, id)}>{t.nav[id]}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services">{f.services}</h2>
          <ul>
            {t.pages.services.services.slice(0, footerServiceCount).map((service) => (
              <li key={service.id}>
                <a href={serviceHref(lang, service.id)}>{service.title}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{f.contact}</h2>
          <address>
            <ul className="contact-list">
              <li>
                <MapPin aria-hidden="true" size={18} />
                <span className="visually-hidden">{f.address}: </span>
                <ContactDetail type="address" variant="footer" lang={lang} t={t} />
              </li>
              <li>
                <Phone aria-hidden="true" size={18} />
                <span className="visually-hidden">{f.phone}: </span>
                <ContactDetail type="phone" variant="footer" lang={lang} t={t} />
              </li>
              <li>
                <Mail aria-hidden="true" size={18} />
                <span className="visually-hidden">{f.email}: </span>
                <ContactDetail type="email" variant="footer" lang={lang} t={t} />
              </li>
              <li>
                <MessageCircle aria-hidden="true" size={18} />
                <ExternalLink href={site.chatUrl} newTabText={t.a11y.opensInNewTab}>
                  {f.chat}
                </ExternalLink>
              </li>
              <li>
                <Clock aria-hidden="true" size={18} />
                <span>{f.hours}</span>
              </li>
            </ul>
          </address>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>{`© ${year} ${site.name}. ${f.rights}`}</p>
        {company.length > 0 ? (
          <p className="footer-company">{company.map(({ label, value }) => `${label}: ${value}`).join(' · ')}</p>
        ) : null}
        <div className="footer-legal">
          <a href={href(lang, 'privacy')}>{f.privacy}</a>
          {consent ? (
            <Island name="cookie-settings-button" className="js-only" props={{ label: t.cookies.footerLink }} />
          ) : null}
        </div>
      </div>
    </>
  );
}
