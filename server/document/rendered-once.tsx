import { type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

const rendered = new Map<string, string>();

/**
 * A part of the document that is the same on every page of a language (the footer, the global widgets),
 * rendered to HTML once per key and reused: an uncached page (a search result, a rejected form) then
 * renders only what is its own. Keys are a language and a year, so the map stays a handful of entries.
 * renderToString writes the same markup the streamed document would, so the islands inside hydrate as usual.
 */
export function renderedOnce(key: string, part: () => ReactElement): string {
  let html = rendered.get(key);
  if (html === undefined) {
    html = renderToString(part());
    rendered.set(key, html);
  }
  return html;
}
