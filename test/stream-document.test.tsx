import express from 'express';
import { Suspense, use } from 'react';
import request from 'supertest';
import { createLogger } from '#server/logger.ts';
import { site } from '#content/site.ts';
import { streamDocument } from '#server/stream-document.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('streaming a document', () => {
  it('answers a plain 500 page in the address’s language when the shell fails, without a stack trace', async () => {
    const app = express();
    app.get(['/en/broken/', '/sq/broken/'], (req, res) =>
      streamDocument(req, res, <Broken />, 200, createLogger('silent'), { cacheControl: 'no-cache' }),
    );
    const res = await request(app).get('/en/broken/').expect(500);
    expect(res.text).toContain('<h1>Something went wrong on our side</h1>');
    expect(res.text).toContain(`href="mailto:${site.email}"`);
    expect(res.text).not.toMatch(/render failed|at .*:\d+/);
    const sq = await request(app).get('/sq/broken/').expect(500);
    expect(sq.text).toContain('<html lang="sq">');
    expect(sq.text).toContain('<h1>Diçka nuk shkoi mirë nga ana jonë</h1>');
  });

  it('sends the decided status with the streamed document', async () => {
    const app = express();
    app.get('/gone', (req, res) =>
      streamDocument(
        req,
        res,
        <html lang="en">
          <body>
            <h1>Gone</h1>
          </body>
        </html>,
        410,
        createLogger('silent'),
        { cacheControl: 'no-cache' },
      ),
    );
    const res = await request(app).get('/gone').expect(410);
    expect(res.text).toContain('<h1>Gone</h1>');
  });

  function Page({ children }: { children: React.ReactNode }) {
    return (
      <html lang="en">
        <body>{children}</body>
      </html>
    );
  }

  it('sends a page written in one go compressed once, with its length', async () => {
    const app = express();
    app.get('/whole', (req, res) =>
      streamDocument(req, res, <Page>{'A page. '.repeat(500)}</Page>, 200, createLogger('silent'), {
        cacheControl: 'no-cache',
      }),
    );
    // supertest decodes the body; the header says what travelled.
    const br = await request(app).get('/whole').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBeLessThan(200); // 4,000 characters, compressed once
    expect(br.text).toContain('A page. A page.');
    const plain = await request(app).get('/whole').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(plain.text)));
    expect(plain.text).toMatch(/^<!DOCTYPE html><html lang="en">.*A page\. <\/body><\/html>$/s);
  });

  it('streams what is ready and the rest as it resolves when a part is still pending', async () => {
    function Pending({ later }: { later: Promise<string> }) {
      return <p>{use(later)}</p>;
    }
    const app = express();
    // The part is still pending when the shell is sent: its timer starts with the request, not with the test
    // (on a loaded machine a timer started earlier had fired before the render, and nothing streamed).
    app.get('/parts', (req, res) =>
      streamDocument(
        req,
        res,
        <Page>
          <h1>First</h1>
          <Suspense fallback={<p>Loading</p>}>
            <Pending later={new Promise<string>((resolve) => setTimeout(() => resolve('Arrived later'), 30))} />
          </Suspense>
        </Page>,
        200,
        createLogger('silent'),
        { cacheControl: 'no-cache' },
      ),
    );
    const res = await request(app).get('/parts').set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['content-length']).toBeUndefined(); // streamed in parts
    expect(res.text).toContain('<h1>First</h1>');
    expect(res.text).toContain('Arrived later');
  });
});
