import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { errorHandler } from '#server/error-handler.ts';

function failingApp() {
  const app = express();
  app.get(['/sq/fails/', '/fails.json'], () => {
    throw new Error('secret internals at /srv/app.js:12');
  });
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

describe('error handler', () => {
  it('answers a browser’s page with the 500 page in the address’s language, never the error', async () => {
    const res = await request(failingApp()).get('/sq/fails/').set('Accept', 'text/html').expect(500);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<html lang="sq">');
    expect(res.text).not.toContain('secret internals');
  });

  it('answers anything else with a short plain text', async () => {
    const res = await request(failingApp()).get('/fails.json').expect(500);
    expect(res.text).toBe('Internal Server Error');
  });
});
