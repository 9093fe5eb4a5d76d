import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startProcess, waitUntil, type StartedProcess } from './child-processes.js';

/** HAProxy from Debian's package (apt-get install -y haproxy), run in the foreground by PID. */
export interface Haproxy {
  process: StartedProcess;
  /** Sends one command to the runtime API (`show stat`, `set server b/s state drain`, ...). */
  command(line: string): Promise<string>;
}

export function haproxyInstalled(): boolean {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts HAProxy with `body` (frontends and backends) after a global section
 * that opens the runtime API on a private socket; waits for `listenPort`.
 */
export async function startHaproxy(name: string, body: string, listenPort: number): Promise<Haproxy> {
  if (!haproxyInstalled()) throw new Error('HAProxy is not installed: apt-get install -y haproxy');
  const folder = mkdtempSync(path.join(os.tmpdir(), `waypoint-${name}-`));
  const socket = path.join(folder, 'admin.sock');
  const configFile = path.join(folder, 'haproxy.cfg');
  writeFileSync(
    configFile,
    ['global', `  stats socket ${socket} mode 600 level admin`, '  maxconn 4096', '', body, ''].join('\n'),
  );
  const child = startProcess(name, 'haproxy', ['-db', '-f', configFile]);
  await waitUntil(
    `${name} on port ${listenPort}`,
    () =>
      new Promise<boolean>((resolve) => {
        const probe = connect(listenPort, '127.0.0.1');
        probe.once('connect', () => {
          probe.destroy();
          resolve(true);
        });
        probe.once('error', () => resolve(false));
      }),
    15_000,
  ).catch(async (error: unknown) => {
    await child.stop('SIGKILL');
    throw new Error(`${(error as Error).message}\n${child.tail()}`);
  });
  return {
    process: child,
    command: (line) =>
      new Promise((resolve, reject) => {
        const client = connect(socket);
        let answer = '';
        client.on('data', (chunk) => (answer += chunk.toString('utf8')));
        client.on('end', () => resolve(answer));
        client.on('error', reject);
        client.end(`${line}\n`);
      }),
  };
}
