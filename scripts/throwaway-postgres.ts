import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

/**
 * A throwaway PostgreSQL cluster for a test file or a benchmark: initdb into a temporary folder, pg_ctl on a free port,
 * trust authentication on 127.0.0.1 only, stopped and deleted afterwards. PostgreSQL refuses to run as root,
 * so as root the cluster belongs to the `postgres` user of Debian's package (or `nobody`).
 */
export interface TestPostgres {
  /** A fresh, empty database on the cluster: its URL. */
  database(): Promise<string>;
  /** Shuts the server down, keeping its data (an outage); `resume` starts it again on the same port. */
  halt(): void;
  resume(): void;
  /** Stops every process of the server without closing a connection (a hung database, a dropped network). */
  freeze(): void;
  /** Lets a frozen server go on where it stopped. */
  thaw(): void;
  stop(): Promise<void>;
}

function binDir(): string {
  for (const dir of (process.env.PATH ?? '').split(':')) if (existsSync(path.join(dir, 'initdb'))) return dir;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions)
    if (existsSync(path.join(root, version, 'bin', 'initdb'))) return path.join(root, version, 'bin');
  throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql); .ci/run installs it');
}

/** Runs a PostgreSQL program, as an unprivileged user when this process is root. */
function run(user: string | null, program: string, args: string[]): void {
  if (user) execFileSync('runuser', ['-u', user, '--', program, ...args], { stdio: 'pipe' });
  else execFileSync(program, args, { stdio: 'pipe' });
}

/** The postmaster and its children (the backends): a frozen cluster neither answers nor refuses. */
function clusterProcesses(data: string): number[] {
  const postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The parent's pid is the field after the state, which follows the command's closing bracket.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // Ended meanwhile.
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function unprivilegedUser(): { name: string; uid: number; gid: number } {
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }));
      return { name, uid, gid };
    } catch {
      // Not on this machine; try the next.
    }
  }
  throw new Error('running as root and no unprivileged user (postgres or nobody) to run PostgreSQL as');
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = binDir();
  const root = mkdtempSync(path.join(tmpdir(), 'site-pg-'));
  const data = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? unprivilegedUser() : null;
  if (user) chownSync(root, user.uid, user.gid);
  const port = await freePort();
  run(user?.name ?? null, path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'site',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  // fsync off: a test cluster need not survive a power cut, and it starts and writes much faster.
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=100`;
  const start = () =>
    run(user?.name ?? null, path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(root, 'log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
  start();
  const admin = `postgres://site@127.0.0.1:${port}/postgres`;
  let count = 0;
  return {
    async database() {
      count += 1;
      const name = `site_test_${count}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://site@127.0.0.1:${port}/${name}`;
    },
    halt() {
      run(user?.name ?? null, path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    resume: start,
    freeze() {
      for (const pid of clusterProcesses(data)) process.kill(pid, 'SIGSTOP');
    },
    thaw() {
      for (const pid of clusterProcesses(data)) process.kill(pid, 'SIGCONT');
    },
    async stop() {
      try {
        run(user?.name ?? null, path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Halted already.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
