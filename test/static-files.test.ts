import { readdirSync, readFileSync } from 'node:fs';
import request from 'supertest';
import { languages } from '#shared/languages.ts';
import { routes } from '#shared/routes.ts';
import { testApp } from './support/app';

const app = testApp();
const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as { entry: string; css: string };

describe('static files', () => {
  it('serves hashed assets for a year, immutable', async () => {
    for (const asset of [manifest.entry, manifest.css]) {
      const res = await request(app).get(asset).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('compresses text assets', async () => {
    const res = await request(app).get(manifest.entry).set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it.each(['br', 'gzip', 'identity'])(
    'answers an unsatisfiable Range on a %s asset with 416 and no Content-Encoding',
    async (encoding) => {
      const res = await request(app)
        .get(manifest.css)
        .set('Accept-Encoding', encoding)
        .set('Range', 'bytes=99999999-')
        .expect(416);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
    },
  );

  it('serves a satisfiable Range from the plain file, whatever encodings the client accepts', async () => {
    const res = await request(app)
      .get(manifest.css)
      .set('Accept-Encoding', 'br, gzip')
      .set('Range', 'bytes=0-9')
      .expect(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(readFileSync(`dist/client${manifest.css}`, 'utf8').slice(0, 10));
  });

  it.each(['br', 'gzip'])('serves the %s file made at build, with the original type and Vary', async (encoding) => {
    const res = await request(app)
      .get(manifest.css)
      .set('Accept-Encoding', encoding)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const onDisk = readFileSync(`dist/client${manifest.css}.${encoding === 'br' ? 'br' : 'gz'}`);
    expect(Number(res.headers['content-length'])).toBe(onDisk.length);
  });

  it('serves the plain file to a client that accepts no compression', async () => {
    const res = await request(app).get(manifest.entry).set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a missing hashed asset with a plain 404, not a page', async () => {
    const res = await request(app).get('/assets/boot-MISSING.js').expect(404);
    expect(res.text).not.toContain('<html');
  });

  it('serves other public files with a short max-age and an ETag', async () => {
    const res = await request(app).get('/favicon-32.png').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"[\da-f]+-[\da-f]+"$/);
    await request(app).get('/favicon-32.png').set('If-None-Match', etag).expect(304);
  });

  it('has no folder in public/ that could shadow a route', () => {
    const firstSegments = new Set<string>([
      ...languages,
      'assets',
      ...Object.values(routes).map(({ path }) => path.split('/')[0] ?? ''),
    ]);
    for (const entry of readdirSync('public', { withFileTypes: true })) {
      if (entry.isDirectory()) expect(firstSegments.has(entry.name)).toBe(false);
    }
  });
});
