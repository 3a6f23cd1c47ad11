import { ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

export interface ScrollToTopProps {
  label: string;
}

export const scrollThreshold = 300;

/** What the button must never cover: tables (articles, the formation page) and the tools' results. */
export const keepClear = '.table-scroll, table, .tool-result';

/** Room kept between the button and what it must not cover (px). */
const clearance = 8;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return (
    a.left < b.right + clearance &&
    a.right > b.left - clearance &&
    a.top < b.bottom + clearance &&
    a.bottom > b.top - clearance
  );
}

/** Whether the button, where it floats now, would sit over a table or a result. */
function coversContent(button: HTMLElement): boolean {
  const zone = button.getBoundingClientRect();
  return [...document.querySelectorAll(keepClear)].some((element) => overlaps(element.getBoundingClientRect(), zone));
}

/**
 * A floating button once the page is scrolled past 300 px; smooth unless the visitor prefers reduced motion.
 * It steps aside while a table or a tool's result passes beneath it (on a phone they span the screen), so it
 * never hides a figure.
 */
export default function ScrollToTop({ label }: ScrollToTopProps) {
  const [visible, setVisible] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => {
      const past = window.scrollY > scrollThreshold;
      setVisible(past && !(button.current && coversContent(button.current)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // A tool's result grows as the visitor types, under a button that has not moved.
    const resizes = new ResizeObserver(update);
    for (const element of document.querySelectorAll(keepClear)) resizes.observe(element);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      resizes.disconnect();
    };
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // The button disappears at the top: put focus where the page starts.
    document.querySelector<HTMLElement>('.site-header .brand')?.focus({ preventScroll: true });
  };

  return (
    // Hidden with visibility (CSS), which also takes it out of the tab order and the accessibility tree.
    <button type="button" ref={button} className="scroll-top" data-visible={visible} onClick={toTop}>
      <ArrowUp aria-hidden="true" size={22} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
