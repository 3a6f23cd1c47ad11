import { type ReactNode } from 'react';

/** One card beside the contact form, named by its heading (with an icon before it where the card has one). */
export function ContactCard({
  id,
  heading,
  icon,
  children,
}: {
  id: string;
  heading: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card contact-card" aria-labelledby={id}>
      <h2 id={id}>
        {icon}
        {heading}
      </h2>
      {children}
    </section>
  );
}
