import { ArrowRight } from 'lucide-react';

/** A card's "read more" link; the hidden title tells a list of links read aloud which card it opens. */
export function ReadMore({ to, text, title }: { to: string; text: string; title: string }) {
  return (
    <a className="read-more" href={to}>
      {text}
      <span className="visually-hidden">: {title}</span>
      <ArrowRight aria-hidden="true" size={18} />
    </a>
  );
}
