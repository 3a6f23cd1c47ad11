import { Fragment, type ReactNode } from 'react';
import { type Template } from '#shared/format.ts';

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

/** A dictionary text with elements in the places of its placeholders (links inside a sentence). */
export function withElements<Name extends string>(
  template: Template<Name>,
  elements: Readonly<Record<Name, ReactNode>>,
): ReactNode {
  const named: Readonly<Record<string, ReactNode>> = elements;
  return String(template)
    .split(/(\{\w+\})/)
    .map((piece, at) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name !== undefined && Object.hasOwn(named, name) ? <Fragment key={at}>{named[name]}</Fragment> : piece;
    });
}
