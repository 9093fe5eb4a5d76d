import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const mainFile = path.resolve(import.meta.dirname, '..', 'main.ts');

/** A free TCP port on loopback, for a server process a test starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves with the exit code, or the signal's name when a signal ended it. */
  exited: Promise<number | string | null>;
  output(): string;
  /** Waits (bounded) until the server logs a line matching `pattern`; returns that line. */
  waitForLog(pattern: RegExp, timeoutMs: number): Promise<string>;
}

/**
 * Starts the real server (main.ts) as its own process on 127.0.0.1, with
 * only the environment given (and PATH). The caller stops it by its PID.
 */
export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  const findLine = (pattern: RegExp) => output.split('\n').find((line) => pattern.test(line));
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    waitForLog: (pattern, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const line = findLine(pattern);
          if (line === undefined) return;
          finish();
          resolve(line);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no log line matching ${pattern} within ${timeoutMs} ms:\n${output.slice(-2000)}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      }),
  };
}

/** Polls /healthz until the server answers (bounded); PGlite's first start takes a few seconds. */
export async function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output().slice(-2000)}`);
    try {
      const response = await fetch(`${server.baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not come up within ${timeoutMs} ms:\n${server.output().slice(-2000)}`);
}
