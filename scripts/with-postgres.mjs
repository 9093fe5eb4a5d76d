#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL server, so the integration
// suite proves the same SQL works on a real server as on embedded PGlite.
// Usage: node scripts/with-postgres.mjs <command...>
// With TEST_DATABASE_URL already set, that server is used instead.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command...>');
  process.exit(2);
}

function run(args) {
  const child = spawn(args[0], args.slice(1), { stdio: 'inherit', env: process.env });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

if (process.env.TEST_DATABASE_URL) process.exit(await run(command));

function findBinDir() {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return path.dirname(onPath);
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return null;
}

const binDir = findBinDir();
if (!binDir) {
  console.error(
    'PostgreSQL server binaries (initdb, pg_ctl) were not found.\n' +
      'Install them (Debian: apt-get install -y postgresql) or set TEST_DATABASE_URL to a server you run.',
  );
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

// PostgreSQL refuses to run as root; as root, run it as the postgres user.
const asRoot = process.getuid?.() === 0;
const pgUser = asRoot ? Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()) : null;
const pgGroup = asRoot ? Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()) : null;
const asPostgres = (bin, args) =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, bin), ...args]] : [path.join(binDir, bin), args];

// The server's files go in memory when the machine has room there: every test database is a copy
// of a template, dropped after its test, and on this machine's disk each copy and drop waited
// 0.2-1.3 s on the device where in memory it takes 35 ms (docs/decisions/110-test-databases-start-with-their-queues.md).
// Nothing here needs to outlive the run.
const memoryDisk = '/dev/shm';
const memoryDiskRoomBytes = 2 * 1024 ** 3;
function hasRoom(folder) {
  try {
    const { bavail, bsize } = statfsSync(folder);
    return bavail * bsize >= memoryDiskRoomBytes;
  } catch {
    return false;
  }
}
const dir = mkdtempSync(path.join(hasRoom(memoryDisk) ? memoryDisk : os.tmpdir(), 'waypoint-pg-'));
if (asRoot) chownSync(dir, pgUser, pgGroup);
const dataDir = path.join(dir, 'data');
const port = await freePort();

function pg(bin, args) {
  const [file, fileArgs] = asPostgres(bin, args);
  execFileSync(file, fileArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

let started = false;
function stop() {
  if (started) {
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch {
      // Already stopped; nothing else to do.
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}
// Stopped from outside (Ctrl-C, a CI timeout), the server stops and its files go too: in memory
// they would hold the machine's RAM until it restarts.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    stop();
    process.exit(code);
  });
}

let code = 1;
try {
  pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  pg('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    // In memory, the write-ahead log is bounded well below the room asked for above.
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_wal_size=512MB`,
    'start',
  ]);
  started = true;
  console.log(`PostgreSQL (${binDir}) is up on 127.0.0.1:${port} for this run.`);
  process.env.TEST_DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
  code = await run(command);
} finally {
  stop();
}
process.exit(code);
