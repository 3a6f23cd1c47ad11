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
