import { type ReactNode } from 'react';

/** The opening band of a page: its one <h1> and a lead paragraph. */
export function PageIntro({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  return (
    <section className="page-intro">
      <div className="container">
        <h1>{heading}</h1>
        <p className="lead">{intro}</p>
        {children}
      </div>
    </section>
  );
}
