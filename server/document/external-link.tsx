import { type ReactNode } from 'react';

/** A link that opens in a new tab, says so to screen readers and gives the other site no window handle. */
export function ExternalLink({
  href,
  children,
  newTabText,
  className,
  label,
}: {
  href: string;
  children: ReactNode;
  newTabText: string;
  className?: string;
  /** Visible-less name for icon-only links. */
  label?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {/* The space keeps the visible text and the hidden note two words for a screen reader. */}
      <span className="visually-hidden">
        {label ? `${label} ` : ' '}
        {newTabText}
      </span>
    </a>
  );
}
