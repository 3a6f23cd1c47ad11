import { type ReactNode } from 'react';
import { type Lang } from '#shared/languages.ts';

/**
 * The link to a cited source, with the language of the page it opens for assistive technology and search
 * engines. Where that is not the reader's language, the source's name in the dictionary says so in words, at
 * the place the sentence needs it („njoftimi i ATK-së, në anglisht“); test/source-languages.test.ts holds
 * every such name to it.
 */
export function SourceLink({ href, language, children }: { href: string; language: Lang; children: ReactNode }) {
  return (
    <a href={href} hrefLang={language}>
      {children}
    </a>
  );
}
