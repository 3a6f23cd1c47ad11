/** Starts the built production server on loopback for the measuring scripts (bench, lighthouse). */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverEnvironment, serverNodeFlags } from './server-process';

/**
 * `checkout`: another checkout's build to start instead of this one's (the bench's earlier-version baseline).
 * `onLog`: receives what the server writes (its log lines); without it, the output is dropped.
 */
export async function startProductionServer(
  port: number,
  env: Record<string, string> = {},
  checkout = '.',
  onLog?: (text: string) => void,
): Promise<ChildProcess> {
  // The flags and allocator settings `npm start` runs the server with.
  const child = spawn(process.execPath, [...serverNodeFlags, 'dist/server/index.js'], {
    cwd: checkout,
    env: {
      ...process.env,
      ...serverEnvironment,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
      // As `npm start` runs it: every request logged, to a pipe that a log collector reads.
      LOG_LEVEL: 'info',
      // Messages sent while measuring go to a throwaway folder.
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'measure-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', onLog ? 'pipe' : 'inherit'],
  });
  // Read, and dropped unless asked for: a pipe nobody reads would block the server's log.
  for (const output of [child.stdout, child.stderr]) output?.on('data', (chunk: Buffer) => onLog?.(chunk.toString()));
  for (let i = 0; i < 100 && child.exitCode === null; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const exited = child.exitCode;
  child.kill('SIGTERM');
  throw new Error(`the production server did not start${exited === null ? '' : ` (it exited with code ${exited})`}`);
}
