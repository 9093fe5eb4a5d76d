import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * A process a drill started, stopped only by its own PID: drills never signal
 * anything they did not start.
 */
export interface StartedProcess {
  readonly name: string;
  readonly pid: number;
  /** Resolves with the exit code (or 1 for a signal) once the process ends. */
  readonly exited: Promise<number>;
  /** The last lines it printed, for a report when it fails. */
  tail(): string;
  /** Sends the signal and waits up to `timeoutMs` for the exit; then SIGKILL. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number>;
}

const keptLines = 40;

export function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): StartedProcess {
  const child: ChildProcess = spawn(command, args, {
    env: options.env ?? process.env,
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  const pid = child.pid;
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      lines.push(line);
      if (lines.length > keptLines) lines.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let running = true;
  const exited = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => {
      running = false;
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
  return {
    name,
    pid,
    exited,
    tail: () => lines.join('\n'),
    async stop(signal = 'SIGTERM', timeoutMs = 30_000) {
      if (running) process.kill(pid, signal);
      const timer = setTimeout(() => {
        if (running) process.kill(pid, 'SIGKILL');
      }, timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it returns true, failing after `timeoutMs`. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** True when GET `url` answers 200 within a second. */
export async function answers200(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
  await response.arrayBuffer();
  return response.status === 200;
}
