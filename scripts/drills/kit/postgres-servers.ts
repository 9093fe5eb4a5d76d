import { execFile, execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './child-processes.js';

/**
 * PostgreSQL servers a drill creates and ends itself, each in its own data
 * folder under the system's temp folder: a primary, and standbys that stream
 * its WAL (docs/decisions/060-database-failover.md). Every server is started
 * and stopped through `pg_ctl -D <its data folder>`, or signalled by PID:
 * the postmaster that folder's postmaster.pid names (a crash), a WAL sender
 * the server names in pg_stat_replication (a stall). A drill only ever
 * signals processes of a server whose folder it made. As root the
 * binaries run as the postgres user, which PostgreSQL requires (the same way
 * as scripts/with-postgres.mjs).
 */
export interface PostgresServer {
  readonly name: string;
  readonly port: number;
  readonly dataDir: string;
  /** A connection URL for the superuser on this server, bypassing any proxy. */
  readonly url: string;
  /** Runs one statement as the superuser on its own short connection. */
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  /**
   * An immediate shutdown, as in a crash: every server process quits at once,
   * with no shutdown checkpoint. It sends SIGQUIT to the postmaster itself
   * (what `pg_ctl -m immediate stop` sends) before its first await, so that a
   * caller's next signal reaches a server already going down; resolves once
   * the postmaster is gone.
   */
  crash(): Promise<void>;
  /** `pg_ctl promote -w`: a standby ends recovery and accepts writes. */
  promote(): Promise<void>;
  /** The postmaster's PID from its data folder's postmaster.pid, or null when it is not running. */
  pid(): number | null;
  /** The last lines of its log, for a report when something fails. */
  logTail(lines?: number): string;
  /** A fast stop if still running, then the folder removed. Never throws. */
  remove(): Promise<void>;
}

const run = promisify(execFile);

/** Alive and not a zombie: a postmaster pg_ctl started is reparented, and its parent may reap it late. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // The state follows the command name in parentheses: "1234 (postgres) Z ...".
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') !== true;
  } catch {
    return true;
  }
}
const replicationRole = 'replicator';

function findBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  throw new Error(
    'PostgreSQL server binaries were not found under /usr/lib/postgresql (apt-get install -y postgresql)',
  );
}

const asRoot = process.getuid?.() === 0;

/** [file, args] that run a PostgreSQL binary, as the postgres user when we are root. */
function asPostgres(binary: string, args: readonly string[]): [string, string[]] {
  const file = path.join(findBinDir(), binary);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, [...args]];
}

async function pgTool(binary: string, args: readonly string[], timeoutMs = 60_000): Promise<void> {
  const [file, fileArgs] = asPostgres(binary, args);
  await run(file, fileArgs, { timeout: timeoutMs });
}

/** A folder the postgres user owns (PostgreSQL refuses a data folder it does not own). */
function makeFolder(name: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), `waypoint-${name}-`));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  return folder;
}

async function startServer(folder: string, dataDir: string, port: number): Promise<void> {
  // Loopback only; the socket goes in the drill's own folder, not the system's.
  await pgTool('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(folder, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
}

function serverHandle(name: string, folder: string, dataDir: string, port: number): PostgresServer {
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const logFile = path.join(folder, 'server.log');
  const pid = () => {
    const pidFile = path.join(dataDir, 'postmaster.pid');
    if (!existsSync(pidFile)) return null;
    const first = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    return Number.isInteger(first) && first > 0 && isRunning(first) ? first : null;
  };
  return {
    name,
    port,
    dataDir,
    url,
    async query<Row>(text: string, values?: unknown[]) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as Row[];
      } finally {
        await client.end();
      }
    },
    async crash() {
      const postmaster = pid();
      if (postmaster === null) return;
      process.kill(postmaster, 'SIGQUIT');
      const deadline = Date.now() + 30_000;
      while (isRunning(postmaster)) {
        if (Date.now() > deadline) throw new Error(`${name}: the postmaster ${postmaster} outlived an immediate stop`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    promote: () => pgTool('pg_ctl', ['-D', dataDir, '-w', '-t', '60', 'promote']),
    pid,
    logTail(lines = 20) {
      if (!existsSync(logFile)) return '';
      return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    },
    async remove() {
      if (pid() !== null) {
        await pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']).catch(() =>
          pgTool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined),
        );
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A new primary (initdb) set up for streaming replication: WAL for replicas,
 * senders and slots to spare, a replication role that may connect from
 * 127.0.0.1 only, and `synchronous_commit = on` so that once its standby is
 * named (setSynchronousStandbys) a commit is acknowledged only after the
 * standby has flushed it. It starts with none named: until a standby
 * streams, every commit (even the role's creation) would wait for ever.
 */
export async function createPrimary(name: string): Promise<PostgresServer> {
  const folder = makeFolder(name);
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const server = serverHandle(name, folder, dataDir, port);
  try {
    await pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    appendFileSync(
      path.join(dataDir, 'postgresql.conf'),
      [
        '',
        '# Streaming replication (scripts/drills/kit/postgres-servers.ts)',
        'wal_level = replica',
        'max_wal_senders = 10',
        'max_replication_slots = 10',
        'hot_standby = on',
        'synchronous_commit = on',
        "synchronous_standby_names = ''",
        '',
      ].join('\n'),
    );
    // Trust on loopback only: the drill's servers listen on 127.0.0.1 and nowhere else.
    writeFileSync(
      path.join(dataDir, 'pg_hba.conf'),
      [
        'local all all trust',
        'host all all 127.0.0.1/32 trust',
        `host replication ${replicationRole} 127.0.0.1/32 trust`,
        '',
      ].join('\n'),
    );
    await startServer(folder, dataDir, port);
    await server.query(`CREATE ROLE ${replicationRole} WITH REPLICATION LOGIN`);
    return server;
  } catch (error) {
    const log = server.logTail();
    await server.remove();
    throw new Error(`${name}: ${(error as Error).message}\n${log}`);
  }
}

/**
 * A standby of `primary`: a base backup with `-R` (standby.signal and a
 * `primary_conninfo` naming `applicationName`, the name the primary's
 * `synchronous_standby_names` lists), its own replication slot so the
 * primary keeps the WAL it has not yet received, then started and waited
 * for until the primary sees it streaming.
 */
export async function createStandby(
  primary: PostgresServer,
  name: string,
  applicationName: string,
): Promise<PostgresServer> {
  const folder = makeFolder(name);
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const server = serverHandle(name, folder, dataDir, port);
  try {
    await pgTool('pg_basebackup', [
      '-D',
      dataDir,
      '-d',
      `host=127.0.0.1 port=${primary.port} user=${replicationRole} application_name=${applicationName}`,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '-C',
      '-S',
      `${applicationName}_slot`,
    ]);
    await startServer(folder, dataDir, port);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const rows = await primary.query<{ state: string }>(
        'SELECT state FROM pg_stat_replication WHERE application_name = $1',
        [applicationName],
      );
      if (rows[0]?.state === 'streaming') return server;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${name} did not start streaming from ${primary.name} within 30 s`);
  } catch (error) {
    const log = server.logTail();
    await server.remove();
    throw new Error(`${name}: ${(error as Error).message}\n${log}`);
  }
}

/** The primary's view of one standby: its sync state and how far its flush lags behind the primary's WAL. */
export async function replicationState(
  primary: PostgresServer,
  applicationName: string,
): Promise<{ syncState: string; flushLagBytes: number } | null> {
  const rows = await primary.query<{ sync_state: string; lag: string }>(
    `SELECT sync_state, pg_wal_lsn_diff(pg_current_wal_lsn(), flush_lsn)::text AS lag
       FROM pg_stat_replication WHERE application_name = $1`,
    [applicationName],
  );
  const row = rows[0];
  return row ? { syncState: row.sync_state, flushLagBytes: Number(row.lag) } : null;
}

/** Changes `synchronous_standby_names` on a running server (ALTER SYSTEM, then a reload). */
export async function setSynchronousStandbys(server: PostgresServer, standbys: readonly string[]): Promise<void> {
  const names = standbys.map((standby) => `"${standby}"`).join(', ');
  const value = names === '' ? '' : `FIRST 1 (${names})`;
  await server.query(`ALTER SYSTEM SET synchronous_standby_names = '${value}'`);
  await server.query('SELECT pg_reload_conf()');
}

/** A WAL sender a drill stopped, to end one way or the other. */
export interface StalledWalSender {
  readonly pid: number;
  /** SIGCONT: it sends what it holds back. */
  resume(): void;
  /** SIGKILL: what it held back is never sent (the primary then restarts or, in a drill, is crashed). */
  kill(): void;
}

/**
 * Stops the primary's WAL sender to `applicationName` (SIGSTOP to the PID that
 * pg_stat_replication names, a process of a server the drill started): the
 * standby falls behind as over a slow link, and with synchronous replication
 * every commit waits. A drill must end it (`resume` or `kill`) before stopping
 * the primary.
 */
export async function stallWalSender(primary: PostgresServer, applicationName: string): Promise<StalledWalSender> {
  const rows = await primary.query<{ pid: number }>('SELECT pid FROM pg_stat_replication WHERE application_name = $1', [
    applicationName,
  ]);
  const pid = rows[0]?.pid;
  if (!pid) throw new Error(`${primary.name} has no WAL sender to ${applicationName}`);
  process.kill(pid, 'SIGSTOP');
  let stalled = true;
  const end = (signal: NodeJS.Signals) => {
    if (!stalled) return;
    stalled = false;
    try {
      process.kill(pid, signal);
    } catch {
      // It has already gone with its server.
    }
  };
  return { pid, resume: () => end('SIGCONT'), kill: () => end('SIGKILL') };
}
