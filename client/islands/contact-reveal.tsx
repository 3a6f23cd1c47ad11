import { revealSeconds } from '#shared/contact-mask.ts';
import { Copy, Eye, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { decodeContact } from '#shared/contact-encoding.ts';
import { copyText } from '#client/clipboard.ts';

export type ContactType = 'email' | 'phone' | 'address';
export type ContactVariant = 'button' | 'footer' | 'inline';

export interface ContactRevealProps {
  type: ContactType;
  /** What shows until the visitor asks: "in***@firm.com". */
  masked: string;
  /** The value, base64 (see shared/contact-encoding.ts). */
  encoded: string;
  variant: ContactVariant;
  labels: {
    /** "Show email address" */
    reveal: string;
    hide: string;
    copy: string;
    /** "Copied to clipboard!" (button variant) or "Copied!" (footer variant). */
    copied: string;
    autoHide: string;
    /** Name of the revealed link for the address, which opens a map in a new tab. */
    openMap: string;
  };
}

export const copiedMs = 2_000;

function actionHref(type: ContactType, value: string): string {
  if (type === 'email') return `mailto:${value}`;
  if (type === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(value)}`;
}

/**
 * A contact detail shown masked until asked for. Revealed, it becomes a tel:/mailto:/map link with a copy
 * control, and hides again after 30 s or on request. The copy confirmation is announced (aria-live).
 */
export default function ContactReveal({ type, masked, encoded, variant, labels }: ContactRevealProps) {
  const [value, setValue] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const revealButton = useRef<HTMLButtonElement>(null);
  const valueLink = useRef<HTMLAnchorElement>(null);
  const wasRevealed = useRef(false);

  useEffect(() => {
    if (value === null) {
      if (wasRevealed.current && document.activeElement === document.body) revealButton.current?.focus();
      return;
    }
    wasRevealed.current = true;
    valueLink.current?.focus();
    const timer = setTimeout(() => setValue(null), revealSeconds * 1000);
    return () => clearTimeout(timer);
  }, [value]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const hide = () => {
    setValue(null);
    // The hide control disappears with the value: keep focus on the widget.
    requestAnimationFrame(() => revealButton.current?.focus());
  };
  const copy = async () => {
    if (value === null) return;
    try {
      await copyText(value);
    } catch {
      // Even the legacy path failed (no document focus, say): the visitor still sees the value to copy by hand.
    }
    setCopied(true);
  };

  const external = type === 'address';
  return (
    <span className={`contact-reveal contact-reveal-${variant}`}>
      {value === null ? (
        <>
          <span className="contact-masked">{masked}</span>
          <button
            ref={revealButton}
            type="button"
            className="reveal-button"
            onClick={() => setValue(decodeContact(encoded))}
          >
            <Eye aria-hidden="true" size={16} />
            <span>{labels.reveal}</span>
          </button>
        </>
      ) : (
        <>
          <a
            ref={valueLink}
            className="contact-value"
            href={actionHref(type, value)}
            {...(external
              ? { target: '_blank', rel: 'noopener noreferrer', 'aria-label': `${value} — ${labels.openMap}` }
              : {})}
          >
            {value}
          </a>
          <span className="reveal-actions">
            <button type="button" className="reveal-button" onClick={() => void copy()}>
              <Copy aria-hidden="true" size={16} />
              <span>{labels.copy}</span>
            </button>
            <button type="button" className="reveal-button" onClick={hide}>
              <X aria-hidden="true" size={16} />
              <span>{labels.hide}</span>
            </button>
          </span>
          <span className="auto-hide-note">{labels.autoHide}</span>
        </>
      )}
      <span className="copied-status" role="status" aria-live="polite">
        {copied ? labels.copied : ''}
      </span>
    </span>
  );
}
