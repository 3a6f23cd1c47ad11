import { type ReactNode, createContext, use } from 'react';

const Indexing = createContext(false);

/** Renders a page's body for the site search (server/search/site-documents.tsx): what is Unsearched is left out. */
export function ForSearch({ children }: { children: ReactNode }) {
  return <Indexing value={true}>{children}</Indexing>;
}

/**
 * A part of a page that the site search does not quote: a form and its answers (a label is not a page's text),
 * what changes by the day (the index is built once, at start), and lists of other pages that are results of
 * their own.
 */
export function Unsearched({ children }: { children: ReactNode }) {
  return use(Indexing) ? null : children;
}
