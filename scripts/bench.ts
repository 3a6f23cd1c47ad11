/**
 * `npm run bench`: the production server against a baseline, a raw node:http server answering the same
 * bytes and headers from memory, in the same run. One autocannon worker, 20 connections, 10 s per URL,
 * alternating project and baseline twice; then the server's memory across 100 000 requests.
 * Targets: HTML ratio ≥ 0.8, p99 < 15 ms, memory growth < 30 MB, no non-2xx.
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { build } from './build';
import { startProductionServer } from './production-server';

const projectPort = 3300;
const connections = 20;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const headers = { 'accept-encoding': 'br, gzip' };

interface Result {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

function run(url: string, options: { duration?: number; amount?: number } = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, workers: 0, headers, ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? duration }) }, (error, result) => {
      if (error) reject(error);
      else resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx });
    });
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The same bytes and headers, from memory, with nothing else: the fastest this machine can answer. */
async function startBaseline(paths: string[]): Promise<http.Server> {
  const responses = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
  for (const p of paths) {
    const res = await fetch(`http://127.0.0.1:${projectPort}${p}`, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    // fetch decodes the body; ask for the raw encoded bytes the project sends instead.
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve) => {
      http.get({ host: '127.0.0.1', port: projectPort, path: p, headers }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => resolve({ headers: r.headers, body: Buffer.concat(chunks) }));
      });
    });
    const copied: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw.headers)) if (typeof value === 'string' && key !== 'date' && key !== 'connection' && key !== 'keep-alive') copied[key] = value;
    responses.set(p, { status: res.status, headers: copied, body: raw.body.length > 0 ? raw.body : body });
  }
  const server = http.createServer((req, res) => {
    const hit = responses.get(req.url ?? '');
    if (!hit) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(hit.status, hit.headers).end(hit.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function main(): Promise<void> {
  if (!existsSync('dist/server/index.js')) await build();
  const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as { entry: string };
  const urls = ['/en/', '/sq/blog/', '/en/blog/tax-planning-tips-kosovo/', manifest.entry];
  const project = await startProductionServer(projectPort);
  if (!project.pid) throw new Error('no server pid');
  // Warm up: the first request of each page renders and fills the page cache.
  for (const url of urls) await fetch(`http://127.0.0.1:${projectPort}${url}`, { headers });
  const baseline = await startBaseline(urls);
  const baselinePort = (baseline.address() as AddressInfo).port;

  console.log(`${connections} connections, ${duration} s per run, project and baseline alternating twice\n`);
  console.log(`${'url'.padEnd(44)}${'project rps'.padStart(13)}${'p50'.padStart(6)}${'p99'.padStart(6)}${'baseline rps'.padStart(14)}${'p50'.padStart(6)}${'p99'.padStart(6)}${'ratio'.padStart(8)}${'non-2xx'.padStart(9)}`);
  let failed = false;
  for (const url of urls) {
    const mine: Result[] = [];
    const base: Result[] = [];
    for (let round = 0; round < 2; round += 1) {
      mine.push(await run(`http://127.0.0.1:${projectPort}${url}`));
      base.push(await run(`http://127.0.0.1:${baselinePort}${url}`));
    }
    const avg = (results: Result[], key: keyof Result) => results.reduce((sum, r) => sum + r[key], 0) / results.length;
    const ratio = avg(mine, 'rps') / avg(base, 'rps');
    const non2xx = avg(mine, 'non2xx') * mine.length;
    const isHtml = !url.startsWith('/assets/');
    if ((isHtml && ratio < 0.8) || Math.max(...mine.map((r) => r.p99)) >= 15 || non2xx > 0) failed = true;
    console.log(
      `${url.padEnd(44)}${avg(mine, 'rps').toFixed(0).padStart(13)}${avg(mine, 'p50').toFixed(0).padStart(6)}${Math.max(...mine.map((r) => r.p99)).toFixed(0).padStart(6)}${avg(base, 'rps').toFixed(0).padStart(14)}${avg(base, 'p50').toFixed(0).padStart(6)}${Math.max(...base.map((r) => r.p99)).toFixed(0).padStart(6)}${ratio.toFixed(2).padStart(8)}${String(non2xx).padStart(9)}`,
    );
  }

  const before = rssMb(project.pid);
  const soak = await run(`http://127.0.0.1:${projectPort}/en/`, { amount: 100_000 });
  const after = rssMb(project.pid);
  console.log(`\nmemory (RSS): ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after 100 000 requests (growth ${(after - before).toFixed(1)} MB); non-2xx: ${soak.non2xx}`);
  if (after - before >= 30 || soak.non2xx > 0) failed = true;

  baseline.close();
  project.kill('SIGTERM');
  console.log(failed ? '\nsome targets missed (see above)' : '\nall targets met');
}

await main();
