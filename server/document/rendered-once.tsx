import { Writable } from 'node:stream';
import { type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

const rendered = new Map<string, string>();
const rendering = new Map<string, Promise<void>>();

/**
 * A part of the document that is the same on every page of a language (the footer, the global widgets),
 * rendered to HTML once per key and reused: an uncached page (a search result, a rejected form) then
 * renders only what is its own. Keys are a language and a year, so the map stays a handful of entries.
 *
 * Until a key's HTML is ready this returns undefined and the caller renders the part inline, as any other
 * part of the page; meanwhile the part is rendered on its own for the pages after. The streaming renderer
 * the pages use writes it: renderToString, the synchronous way, would load React's second (legacy) server
 * renderer, ~3 MB of memory (docs/decisions/005-memory.md). The markup is the same either way, so the
 * islands inside hydrate as usual (test/rendered-once.test.tsx).
 */
export function renderedOnce(key: string, part: () => ReactElement): string | undefined {
  const html = rendered.get(key);
  if (html === undefined && !rendering.has(key)) {
    const done = renderToHtml(part())
      .then((ready) => void rendered.set(key, ready))
      // A part that fails to render fails inline too, where the page's own error handling answers; the next
      // page tries again.
      .catch(() => undefined)
      .finally(() => rendering.delete(key));
    rendering.set(key, done);
  }
  return html;
}

/** The keys whose HTML is stored, once the parts being rendered now are done (for tests: no guessed wait). */
export async function storedParts(): Promise<string[]> {
  await Promise.all(rendering.values());
  return [...rendered.keys()];
}

/** An element's HTML, written by React's streaming renderer once everything in it is ready. */
export function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/** A div holding a part rendered once per key (above), or the part itself until its HTML is ready. */
export function OnceRendered({
  className,
  cacheKey,
  part,
}: {
  className: string;
  cacheKey: string;
  part: () => ReactElement;
}) {
  const html = renderedOnce(cacheKey, part);
  return html === undefined ? (
    <div className={className}>{part()}</div>
  ) : (
    <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
