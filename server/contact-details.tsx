import { type ContactType, type ContactVariant } from '#client/islands/contact-reveal.tsx';
import { type Dictionary } from '#content/i18n/index.ts';
import { addressLocality, fullAddress, site } from '#content/site.ts';
import { type Lang } from '#shared/languages.ts';
import { encodeContact } from '#shared/contact-encoding.ts';
import { maskAddress, maskEmail, maskPhone, revealSeconds } from '#shared/contact-mask.ts';
import { countOf } from '#shared/plural.ts';
import { Island } from './island';

function masked(type: ContactType, lang: Lang): string {
  if (type === 'email') return maskEmail(site.email);
  if (type === 'phone') return maskPhone(site.phone);
  return maskAddress(site.address.street, site.address.houseNumber, addressLocality(lang));
}

function value(type: ContactType, lang: Lang): string {
  return type === 'email' ? site.email : type === 'phone' ? site.phone : fullAddress(lang);
}

/** One of the firm's contact details as a reveal-on-request island. */
export function ContactDetail({
  type,
  variant,
  lang,
  t,
}: {
  type: ContactType;
  variant: ContactVariant;
  lang: Lang;
  t: Dictionary;
}) {
  const r = t.contactReveal;
  const reveal = type === 'email' ? r.showEmail : type === 'phone' ? r.showPhone : r.showAddress;
  return (
    <Island
      name="contact-reveal"
      props={{
        type,
        variant,
        masked: masked(type, lang),
        encoded: encodeContact(value(type, lang)),
        labels: {
          reveal,
          hide: r.hide,
          copy: r.copy,
          copied: variant === 'footer' ? r.copiedFooter : r.copiedButton,
          autoHide: countOf(lang, revealSeconds, r.autoHide),
          openMap: r.openMap,
        },
      }}
    />
  );
}
