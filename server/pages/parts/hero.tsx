import { type ReactNode } from 'react';

/** The opening band of a page: its one <h1>, a lead and optional actions. */
export function Hero({
  eyebrow,
  heading,
  text,
  children,
}: {
  eyebrow?: string;
  heading: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section className="hero">
      <div className="container hero-inner">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{heading}</h1>
        <p className="lead">{text}</p>
        {children ? <div className="hero-actions">{children}</div> : null}
      </div>
    </section>
  );
}
