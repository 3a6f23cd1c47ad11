import { type ReactNode } from 'react';

/** A page section with its heading (h2) and optional lead; labelled by the heading for landmarks. */
export function Section({
  id,
  heading,
  intro,
  children,
  tone = 'plain',
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
  tone?: 'plain' | 'soft';
}) {
  return (
    <section className={`section section-${tone}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <header className="section-header">
          <h2 id={`${id}-heading`}>{heading}</h2>
          {intro ? <p className="section-intro">{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
