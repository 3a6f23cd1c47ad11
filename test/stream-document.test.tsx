import express from 'express';
import request from 'supertest';
import { createLogger } from '../server/logger';
import { site } from '../content/site';
import { streamDocument } from '../server/stream-document';

function Broken(): never {
  throw new Error('render failed');
}

describe('streaming a document', () => {
  it('answers a plain 500 page in the address’s language when the shell fails, without a stack trace', async () => {
    const app = express();
    app.get(['/en/broken/', '/sq/broken/'], (req, res) =>
      streamDocument(req, res, <Broken />, 200, createLogger('silent')),
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
      ),
    );
    const res = await request(app).get('/gone').expect(410);
    expect(res.text).toContain('<h1>Gone</h1>');
  });
});
