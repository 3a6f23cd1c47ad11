import express from 'express';
import request from 'supertest';
import { createLogger } from '../server/logger';
import { streamDocument } from '../server/render-page';

function Broken(): never {
  throw new Error('render failed');
}

describe('streaming a document', () => {
  it('answers a plain 500 page when the shell fails, without a stack trace', async () => {
    const app = express();
    app.get('/broken', (req, res) => streamDocument(req, res, <Broken />, 200, createLogger('silent')));
    const res = await request(app).get('/broken').expect(500);
    expect(res.text).toContain('Something went wrong');
    expect(res.text).not.toMatch(/render failed|at .*:\d+/);
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
