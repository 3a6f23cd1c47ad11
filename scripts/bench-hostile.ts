/**
 * `npm run bench:hostile`: what a hostile or careless client can make the production server spend, measured
 * on the built server as `npm start` runs it (issue 24). Three figures:
 *
 * 1. Amplification: the median and p99 of the cached home page alone, then while a client sends ten
 *    requests a second for a cached page with a fragment (`GET /en/services/#x`) or in absolute form
 *    (`GET http://host/en/services/`), and how long those take.
 * 2. Pipelining memory: the server's RSS after one, then eight sockets each pipeline 1,400 requests for the
 *    home page and never read an answer (and whether the server closed them).
 * 3. /readyz under load: how many answers a second ten connections get, and the home page's median
 *    meanwhile.
 *
 * BENCH_PORT (default 3040) and BENCH_SECONDS (default 10) may be set.
 */
import { type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import autocannon from 'autocannon';
import { startProductionServer } from './production-server';

const port = Number(process.env.BENCH_PORT ?? 3040);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const origin = `http://127.0.0.1:${port}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 102.4) / 10;
}

function load(path: string, connections: number): Promise<{ rps: number; p50: number; p99: number; non2xx: number }> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: origin + path, connections, duration: seconds, workers: 0, headers: { 'accept-encoding': 'br, gzip' } },
      (error, result) => {
        if (error) reject(error);
        else
          resolve({
            rps: Math.round(result.requests.average),
            p50: result.latency.p50,
            p99: result.latency.p99,
            non2xx: result.non2xx,
          });
      },
    );
  });
}

/**
 * The cached home page asked for again and again on one keep-alive connection for `seconds`: the median and
 * p99 in fractions of a millisecond (autocannon rounds to whole ones).
 */
async function pageLatency(): Promise<{ p50: string; p99: string; count: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      get(`${origin}/en/`, { agent, headers: { 'accept-encoding': 'br' } }, (res) => {
        res.resume();
        res.on('end', resolve);
      }).on('error', reject);
    });
    times.push(performance.now() - started);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(2);
  return { p50: at(0.5), p99: at(0.99), count: times.length };
}

/** One request over a raw socket (fetch cannot send a fragment or the absolute form): status and milliseconds. */
function raw(target: string): Promise<{ status: string; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n`,
      ),
    );
    socket.on('data', (chunk: Buffer) => {
      if (answer.length < 20) answer += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ status: answer.slice(9, 12), ms: performance.now() - started }));
  });
}

async function amplification(): Promise<void> {
  const quiet = await pageLatency();
  const targets = ['/en/services/#x', `${origin}/en/services/`];
  const answers: Array<{ status: string; ms: number }> = [];
  let running = true;
  const attack = (async () => {
    for (let n = 0; running; n += 1) {
      void raw(targets[n % 2] ?? '/').then((answer) => answers.push(answer));
      await sleep(100);
    }
  })();
  const attacked = await pageLatency();
  running = false;
  await attack;
  await sleep(500);
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const statuses = [...new Set(answers.map((a) => a.status))].join(', ');
  console.log(`amplification: cached /en/ alone          p50 ${quiet.p50} ms, p99 ${quiet.p99} ms`);
  console.log(`amplification: with 10/s fragment/absolute p50 ${attacked.p50} ms, p99 ${attacked.p99} ms`);
  console.log(
    `amplification: the ${answers.length} hostile requests: status ${statuses}, median ${ms[Math.floor(ms.length / 2)]?.toFixed(1)} ms`,
  );
}

/** Sockets that each pipeline `count` requests and never read; the server's RSS after they have sat a while. */
async function pipelining(pid: number, sockets: number, count = 1400): Promise<void> {
  const before = rssMb(pid);
  const request = `GET /en/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
  const open = Array.from({ length: sockets }, () => {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    socket.on('error', () => undefined);
    socket.write(request.repeat(count));
    return socket;
  });
  let peak = before;
  for (let i = 0; i < 16; i += 1) {
    await sleep(500);
    peak = Math.max(peak, rssMb(pid));
  }
  // Read now: a socket the server closed ends (or was reset) within a moment; an open one keeps streaming.
  const closed = await Promise.all(
    open.map(
      (socket) =>
        new Promise<boolean>((resolve) => {
          if (socket.destroyed) return resolve(true);
          const timer = setTimeout(() => resolve(false), 2000);
          socket.once('close', () => (clearTimeout(timer), resolve(true)));
          socket.on('data', () => undefined);
          socket.resume();
        }),
    ),
  );
  console.log(
    `pipelining: ${sockets} socket(s) x ${count} requests (${Math.round((request.length * count * sockets) / 1024)} KB sent), never read: RSS ${before} -> peak ${peak} MB; ${closed.filter(Boolean).length} of ${sockets} closed by the server`,
  );
  for (const socket of open) socket.destroy();
  await sleep(2000);
}

async function readiness(): Promise<void> {
  const quiet = await pageLatency();
  const [ready, page] = await Promise.all([load('/readyz', 10), pageLatency()]);
  console.log(
    `readyz: cached /en/ alone p50 ${quiet.p50} ms; with /readyz under load p50 ${page.p50} ms, p99 ${page.p99} ms`,
  );
  console.log(`readyz: ${ready.rps} answers/s at 10 connections, p50 ${ready.p50} ms, non-2xx ${ready.non2xx}`);
}

async function main(): Promise<void> {
  const server: ChildProcess = await startProductionServer(port);
  const pid = server.pid;
  if (pid === undefined) throw new Error('no server process');
  try {
    for (const path of ['/en/', '/en/services/']) await fetch(origin + path, { headers: { 'accept-encoding': 'br' } });
    await amplification();
    await readiness();
    await pipelining(pid, 1);
    await pipelining(pid, 8);
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
