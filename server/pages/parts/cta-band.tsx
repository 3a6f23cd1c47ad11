import { type ReactNode } from 'react';

/** A closing call to action on a dark band. */
export function CtaBand({
  id,
  heading,
  text,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="cta-band" aria-labelledby={`${id}-heading`}>
      <div className="container cta-band-inner">
        <div>
          <h2 id={`${id}-heading`}>{heading}</h2>
          <p>{text}</p>
        </div>
        <div className="cta-actions">{children}</div>
      </div>
    </section>
  );
}

/** The usual closing band: its one gold button leads to `to` (the contact page, or a contact link with a topic). */
export function ButtonCta({
  id,
  cta,
  to,
}: {
  id: string;
  cta: { heading: string; text: string; button: string };
  to: string;
}) {
  return (
    <CtaBand id={id} heading={cta.heading} text={cta.text}>
      <a className="button button-gold" href={to}>
        {cta.button}
      </a>
    </CtaBand>
  );
}
