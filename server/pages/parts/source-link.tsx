import { type Lang } from '#shared/languages.ts';
import { type LinkedSource } from '#shared/linked-source.ts';

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
      {title && source.language !== lang ? inLanguage(children, title, source.language) : children}
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
  const at = text.indexOf(link);
  if (at < 0) {
    return (
      <SourceLink source={source} lang={lang}>
        {text}
      </SourceLink>
    );
  }
  return (
    <>
      {text.slice(0, at)}
      <SourceLink source={source} lang={lang}>
        {link}
      </SourceLink>
      {text.slice(at + link.length)}
    </>
  );
}

/** A text with the one phrase in it that is in another language marked as such. */
function inLanguage(text: string, phrase: string, language: Lang) {
  const at = text.indexOf(phrase);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span lang={language}>{phrase}</span>
      {text.slice(at + phrase.length)}
    </>
  );
}
