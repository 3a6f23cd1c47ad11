import { type ContactType, type ContactVariant } from '../client/islands/contact-reveal';
import { type Messages } from '../content/i18n';
import { fullAddress, site } from '../content/site';
import { encodeContact } from '../shared/contact-encoding';
import { maskAddress, maskEmail, maskPhone } from '../shared/contact-mask';
import { Island } from './island';

function masked(type: ContactType): string {
  const a = site.address;
  if (type === 'email') return maskEmail(site.email);
  if (type === 'phone') return maskPhone(site.phone);
  return maskAddress(a.street, a.houseNumber, `${a.postalCode} ${a.city}, ${a.country}`);
}

function value(type: ContactType): string {
  return type === 'email' ? site.email : type === 'phone' ? site.phone : fullAddress();
}

/** One of the firm's contact details as a reveal-on-request island. */
export function ContactDetail({ type, variant, t }: { type: ContactType; variant: ContactVariant; t: Messages }) {
  const r = t.contactReveal;
  const reveal = type === 'email' ? r.showEmail : type === 'phone' ? r.showPhone : r.showAddress;
  return (
    <Island
      name="contact-reveal"
      hydrate={variant === 'footer' ? 'idle' : 'load'}
      props={{
        type,
        variant,
        masked: masked(type),
        encoded: encodeContact(value(type)),
        labels: {
          reveal,
          hide: r.hide,
          copy: r.copy,
          copied: variant === 'footer' ? r.copiedFooter : r.copiedButton,
          autoHide: r.autoHide,
          openMap: r.openMap,
        },
      }}
    />
  );
}
