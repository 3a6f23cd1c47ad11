import { type Lang } from '#shared/languages.ts';
import { type LinkedSource } from '#shared/linked-source.ts';
import { around } from './around';

/**
 * The link to a cited source, with the language of the page it opens for assistive technology and search
 * engines. Where that is not the reader's language, the source's name in the dictionary says so in words, at
 * the place the sentence needs it („njoftimi i Administratës Tatimore të Kosovës, në anglisht“); test/source-languages.test.tsx holds
 * every such name to it. A title quoted in the other language's text is marked with its own language.
 */
export function SourceLink({ source, lang, children }: { source: LinkedSource; lang: Lang; children: string }) {
  const { title } = source;
  return (
    <a href={source.url} hrefLang={source.language}>
      {title && source.language !== lang
        ? around(children, title, (phrase) => <span lang={source.language}>{phrase}</span>)
        : children}
    </a>
  );
}

/**
 * A source's line with only the words naming what the link opens as the link: a whole line of law, rates and
 * dates as one link's name reads badly aloud and promises a law where a notice opens (WCAG 2.4.4; readers
 * ZC, ZK, ZG). Words missing from the line link the whole line, which test/source-languages.test.tsx refuses.
 */
export function SourceLine({
  text,
  link,
  source,
  lang,
}: {
  text: string;
  link: string;
  source: LinkedSource;
  lang: Lang;
}) {
  const linked = (words: string) => (
    <SourceLink source={source} lang={lang}>
      {words}
    </SourceLink>
  );
  return text.includes(link) ? around(text, link, linked) : linked(text);
}
