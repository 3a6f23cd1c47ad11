import { type ReactNode } from 'react';

/**
 * A text with the first place `phrase` stands in it given to `wrap` (a link, a language's mark, the visitor's
 * query isolated), the words around it left as they are; the text alone when the phrase is not in it.
 */
export function around(text: string, phrase: string, wrap: (phrase: string) => ReactNode): ReactNode {
  const at = phrase === '' ? -1 : text.indexOf(phrase);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {wrap(phrase)}
      {text.slice(at + phrase.length)}
    </>
  );
}
