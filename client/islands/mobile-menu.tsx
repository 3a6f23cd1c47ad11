import { Menu, X } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '#client/use-dismiss.ts';

export interface NavLink {
  href: string;
  label: string;
  current: boolean;
}

export interface MobileMenuProps {
  links: NavLink[];
  navLabel: string;
  openLabel: string;
  closeLabel: string;
}

/**
 * The main navigation. On narrow screens a menu button shows and hides the links; without JavaScript the
 * links are always shown (CSS keys the collapsed state on the html.js class the head script sets).
 */
export default function MobileMenu({ links, navLabel, openLabel, closeLabel }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, button, close);

  return (
    <nav className="main-nav" aria-label={navLabel} ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button menu-button"
        aria-expanded={open}
        aria-controls="main-nav-list"
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">{open ? closeLabel : openLabel}</span>
        {open ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
      </button>
      <ul id="main-nav-list" className="main-nav-list" data-open={open}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.current ? 'page' : undefined} onClick={close}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
