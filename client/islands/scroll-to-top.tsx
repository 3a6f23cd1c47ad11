import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

export interface ScrollToTopProps {
  label: string;
}

export const scrollThreshold = 300;

/** A floating button once the page is scrolled past 300 px; smooth unless the visitor prefers reduced motion. */
export default function ScrollToTop({ label }: ScrollToTopProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > scrollThreshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // The button disappears at the top: put focus where the page starts.
    document.querySelector<HTMLElement>('.site-header .brand')?.focus({ preventScroll: true });
  };

  return (
    // Hidden with visibility (CSS), which also takes it out of the tab order and the accessibility tree.
    <button type="button" className="scroll-top" data-visible={visible} onClick={toTop}>
      <ArrowUp aria-hidden="true" size={22} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
