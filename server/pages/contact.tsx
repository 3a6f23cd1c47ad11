import { Clock, HelpCircle, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { site } from '#content/site.ts';
import { type Dictionary } from '#content/i18n/index.ts';
import { type ContactField, type FieldError, isContactTopic, limits } from '#shared/contact-fields.ts';
import { format } from '#shared/format.ts';
import { countOf } from '#shared/plural.ts';
import { type Lang } from '#shared/languages.ts';
import { href } from '#shared/routes.ts';
import { ContactDetail } from '#server/contact-details.tsx';
import { callTimeOptions, topicGroups } from '#server/contact/topic-labels.ts';
import { Island } from '#server/island.tsx';
import { ExternalLink } from '#server/document/external-link.tsx';
import { socialProfiles } from '#server/document/social-profiles.ts';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { Hero } from './parts/hero';
import { contentPage } from './parts/content-page';
import { ContactCard } from './parts/contact-card';
import { Unsearched } from '#server/search/unsearched.tsx';

export function contactPage({ lang, t, match, query, contactForm }: PageContext<MatchOf<'contact'>>): PageResult {
  const p = t.pages.contact;
  const f = t.contactForm;
  // A tool's call to action starts the message with its result (?message=…), shown as text, never markup; a
  // service's or a plan's chooses the topic (?topic=…), when it is one the form offers.
  const started = query.get('message')?.slice(0, limits.message.max);
  const topic = query.get('topic');
  const form = contactForm ?? {
    values: { ...(started ? { message: started } : {}), ...(isContactTopic(topic) ? { topic } : {}) },
    errors: {},
    unexpected: false,
  };
  const details = [
    { label: p.details.address, type: 'address' as const, Icon: MapPin },
    { label: p.details.phone, type: 'phone' as const, Icon: Phone },
    { label: p.details.email, type: 'email' as const, Icon: Mail },
  ];
  return contentPage(
    { t, match },
    p,
    <>
      <Hero heading={p.hero.heading} text={p.hero.text} />
      <div className="container contact-page">
        <Unsearched>
          <Island
            name="contact-form"
            props={{
              action: href(lang, 'contact'),
              privacyHref: href(lang, 'privacy'),
              values: form.values,
              errors: form.errors,
              unexpected: form.unexpected,
              unavailable: form.unavailable
                ? {
                    ...f.unavailable,
                    phone: { text: site.phone, href: `tel:${site.phone.replace(/\s/g, '')}` },
                    email: { text: site.email, href: `mailto:${site.email}` },
                  }
                : undefined,
              choices: {
                topic: { none: f.topics.none, groups: topicGroups(t), other: f.topics.other },
                callTime: { any: f.callTimes.any, options: callTimeOptions(t) },
              },
              labels: {
                heading: f.heading,
                intro: f.intro,
                optional: f.optional,
                fields: f.labels,
                honeypot: f.honeypot,
                submit: f.submit,
                privacyBefore: f.privacyBefore,
                privacyLink: f.privacyLink,
                privacyAfter: f.privacyAfter,
                summaryTitle: f.summaryTitle,
                unexpected: f.unexpected,
                errors: errorTexts(f.errors, f.characters, lang),
              },
            }}
          />
        </Unsearched>
        <div className="card-grid contact-layout">
          <ContactCard id="contact-details" heading={p.details.heading}>
            <p className="muted">{p.details.revealHint}</p>
            {/* Masked until asked for: a snippet would quote the asterisks under bare labels. */}
            <Unsearched>
              <dl className="contact-details">
                {details.map(({ label, type, Icon }) => (
                  <div key={label}>
                    <dt>
                      <Icon aria-hidden="true" size={20} />
                      {label}
                    </dt>
                    <dd>
                      <ContactDetail type={type} variant="button" lang={lang} t={t} />
                    </dd>
                  </div>
                ))}
              </dl>
            </Unsearched>
          </ContactCard>
          <ContactCard id="contact-chat" heading={p.chat.title}>
            <p>{p.chat.text}</p>
            <ExternalLink href={site.chatUrl} newTabText={t.a11y.opensInNewTab} className="button">
              <MessageCircle aria-hidden="true" size={20} />
              {p.chat.button}
            </ExternalLink>
          </ContactCard>
          <ContactCard id="contact-hours" heading={p.hours.heading} icon=<Clock aria-hidden="true" size={22} />>
            {/* One line, as the services page and the footer write it: „Nga e hëna deri të premten, 09:00–17:00“. */}
            <p className="hours">
              <strong>{p.hours.days}</strong>, {p.hours.times}
            </p>
            <p>{t.replyTime}</p>
            <p className="muted">{p.hours.note}</p>
          </ContactCard>
          <ContactCard id="contact-social" heading={p.social.heading}>
            <p>{p.social.text}</p>
            <ul className="inline-list">
              {socialProfiles.map(({ name: network, url, Icon }) => (
                <li key={network}>
                  <ExternalLink href={url} newTabText={t.a11y.opensInNewTab} className="share-link">
                    <Icon />
                    <span>{network}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </ContactCard>
          <ContactCard id="contact-faq" heading={p.faq.title} icon=<HelpCircle aria-hidden="true" size={22} />>
            <p>{p.faq.text}</p>
            <a className="read-more" href={href(lang, 'faq')}>
              {p.faq.link}
            </a>
          </ContactCard>
        </div>
      </div>
    </>,
  );
}

/** The form's error texts with each field's limits written in, as the page's language writes numbers. */
function errorTexts(
  errors: Dictionary['contactForm']['errors'],
  characters: Dictionary['contactForm']['characters'],
  lang: Lang,
) {
  const values = (field: ContactField) => ({
    min: countOf(lang, limits[field].min, characters),
    max: countOf(lang, limits[field].max, characters),
  });
  const withMax = (field: ContactField) => ({
    ...errors[field],
    tooLong: format(errors[field].tooLong, values(field)),
  });
  return {
    name: { ...withMax('name'), tooShort: format(errors.name.tooShort, values('name')) },
    email: withMax('email'),
    phone: withMax('phone'),
    company: withMax('company'),
    message: { ...withMax('message'), tooShort: format(errors.message.tooShort, values('message')) },
  } satisfies Record<ContactField, Record<FieldError, string>>;
}
