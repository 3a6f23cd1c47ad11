import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { assetManifest } from '#server/assets.ts';
import { testApp } from './support/app';

/** The 1xx answers a GET receives before its response (node:http reports them as 'information'). */
async function hintsFor(
  server: http.Server,
  path: string,
  headers: http.OutgoingHttpHeaders = { 'sec-fetch-mode': 'navigate' },
): Promise<{ status: number; links: string[] }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const links: string[] = [];
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, links }));
    });
    req.on('information', (info) => {
      if (info.statusCode === 103) links.push(...String(info.headers.link ?? '').split(/,\s*(?=<)/));
    });
    req.on('error', reject);
  });
}

describe('103 Early Hints', () => {
  const server = http.createServer(testApp());
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => server.close());

  it('names the stylesheet and the boot module before a page a browser navigates to, rendered or from memory', async () => {
    const { css, entry } = assetManifest();
    const expected = [`<${css}>; rel=preload; as=style`, `<${entry}>; rel=modulepreload`];
    const rendered = await hintsFor(server, '/sq/pricing/');
    const cached = await hintsFor(server, '/sq/pricing/');
    expect(rendered).toEqual({ status: 200, links: expected });
    expect(cached).toEqual({ status: 200, links: expected });
  });

  it('sends none to a client that is not a browser navigating', async () => {
    expect(await hintsFor(server, '/sq/pricing/', {})).toEqual({ status: 200, links: [] });
  });

  it('sends none for files, redirects or missing pages', async () => {
    expect((await hintsFor(server, '/robots.txt')).links).toEqual([]);
    expect((await hintsFor(server, '/en')).links).toEqual([]);
    expect((await hintsFor(server, '/en/missing/')).links).toEqual([]);
  });
});
