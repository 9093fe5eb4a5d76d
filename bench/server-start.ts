// `npm run bench:server-start`: the server's start and its resident memory
// (docs/decisions/044-built-server-and-metrics.md, docs/decisions/048-embedded-default-memory.md).
// Three ways it runs, alternating, BENCH_RUNS times each (default 3):
// - `pglite`: `npm start`'s server (the built JavaScript, embedded PGlite, APP_ENV development, sandboxes);
// - `pglite-tsx`: the same through tsx, as `npm run dev` runs it (reported, no target);
// - `pg-production`: `npm run start:prod` in production mode on PostgreSQL (every provider a
//   sandbox named in SANDBOX_PROVIDERS, as a staging server runs).
// Each run: time to the first /healthz 200, RSS 10 s later and the CPU the process used in those
// 10 s (idle; decision 108), then a short mixed load
// (server-memory-load.ts; BENCH_LOAD_SECONDS, default 30) and the RSS at its end and at its
// peak. Every PGlite run gets a fresh data folder (a first start, initdb included); every
// PostgreSQL run a fresh database on a throw-away server (scripts/with-postgres.mjs, or the
// server TEST_DATABASE_URL names). Exits 1 when a median is above its target.
// SERVER_START_BASELINE=<another checkout, built> measures it in the same run, interleaved.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runMixedLoad } from './server-memory-load.js';

const host = '127.0.0.1';
const repoRoot = path.resolve(import.meta.dirname, '..');
const runs = boundedNumber('BENCH_RUNS', 3, 10);
const loadSeconds = boundedNumber('BENCH_LOAD_SECONDS', 30, 60);
const idleSeconds = 10;
const startTimeoutMs = 120_000;
const baseline = process.env.SERVER_START_BASELINE ? path.resolve(process.env.SERVER_START_BASELINE) : undefined;
const databaseUrl = process.env.TEST_DATABASE_URL;

/** The targets (MB), idle: the embedded default as `npm start` runs it, and production on PostgreSQL. */
const targets = { pgliteIdle: 400, postgresIdle: 150 } as const;
/** Idle CPU, percent of one core, for every variant: an idle server polls its job queues and little else. */
const idleCpuTarget = 5;

type Variant = 'pglite' | 'pglite-tsx' | 'pg-production';
const variants: Variant[] = ['pglite', 'pglite-tsx', 'pg-production'];

interface Sample {
  startMs: number;
  idleMb: number;
  /** Percent of one core the process used while idle. */
  idleCpu: number;
  loadedMb: number;
  peakMb: number;
  requests: number;
  refused: number;
  failed: number;
}

function boundedNumber(name: string, fallback: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be an integer 1..${max}`);
  return value;
}

function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** User and system CPU the process has used, in seconds (/proc/PID/stat; Linux counts 100 ticks a second). */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

const key = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');

/** Production's required settings (config.ts): throw-away keys, every provider a named sandbox. */
async function productionEnvironment(url: string): Promise<Record<string, string>> {
  const { privateKey } = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign']);
  const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', privateKey)).toString('base64');
  const pem = `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END PRIVATE KEY-----`;
  return {
    APP_ENV: 'production',
    DATABASE_URL: url,
    PUBLIC_URL: 'https://waypoint.example',
    SESSION_SECRET: key(),
    ENCRYPTION_KEY: key(),
    HELP_DESK_SIGNING_KEY: pem.replaceAll('\n', '\\n'),
    SANDBOX_PROVIDERS:
      'recaptcha,identity-questions,risk-score,document-check,bank-linking,credit-bureau,card-issuer,mail,sms,post',
    // The creditor every notice names (decision 054): production requires it even on sandboxes.
    CREDITOR_LEGAL_NAME: 'Bench Issuing Bank, N.A.',
    CREDITOR_ADDRESS: 'Card Services, PO Box 1, Wilmington, DE 19850',
    CREDITOR_CHARTER: 'nationalBank',
    CREDITOR_ASSETS_OVER_10_BILLION: 'false',
  };
}

let databaseCount = 0;
/** A new database on the bench's PostgreSQL server, so each run applies the migrations as a first start does. */
async function freshDatabase(url: string): Promise<string> {
  const name = `start_bench_${process.pid}_${(databaseCount += 1)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

async function measure(root: string, variant: Variant): Promise<Sample> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-start-bench-'));
  const port = await freePort();
  // The built server with the flags `npm start` and `npm run start:prod` give it (package.json, decision 098).
  const args =
    variant === 'pglite-tsx'
      ? ['--import', 'tsx', 'apps/server/src/main.ts']
      : variant === 'pglite'
        ? ['--max-semi-space-size=8', 'apps/server/dist/main.js']
        : ['--max-semi-space-size=8', '--enable-source-maps', 'apps/server/dist/main.js'];
  const modeEnvironment =
    variant === 'pg-production' ? await productionEnvironment(await freshDatabase(databaseUrl ?? '')) : {};
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      // As `npm start` and `npm run start:prod` run the built server (package.json, decision 052).
      ...(variant === 'pglite-tsx' ? {} : { MALLOC_ARENA_MAX: '2' }),
      PORT: String(port),
      HOST: host,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      // The load comes from one address, as visitors behind this loopback "proxy".
      TRUST_PROXY: host,
      RATE_LIMIT_IP_SCALE: '1000',
      ...modeEnvironment,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://${host}:${port}`;
  try {
    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the ${variant} server exited:\n${stderr}`);
      if (Date.now() > deadline) throw new Error(`the ${variant} server did not answer in time`);
      const healthy = await fetch(`${baseUrl}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const startMs = Math.round(performance.now() - started);
    const pid = child.pid ?? 0;
    const cpuAtStart = await cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idleCpu = Math.round(((await cpuSeconds(pid)) - cpuAtStart) * (1000 / idleSeconds)) / 10;
    const idleMb = await rssMb(pid);
    const load = await runMixedLoad(baseUrl, loadSeconds, () => rssMb(pid));
    return { startMs, idleMb, idleCpu, loadedMb: await rssMb(pid), peakMb: load.peakRssMb, ...load };
  } finally {
    child.kill('SIGTERM');
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited(child);
    clearTimeout(killTimer);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function report(label: string, samples: Sample[]): string {
  const column = (pick: (sample: Sample) => number, digits = 0) => {
    const values = samples.map(pick);
    const shown = values.map((value) => value.toFixed(digits)).join(', ');
    return `${median(values).toFixed(digits).padStart(6)} [${shown}]`.padEnd(26);
  };
  const sum = (pick: (sample: Sample) => number) => samples.reduce((total, sample) => total + pick(sample), 0);
  return (
    `${label.padEnd(24)}${column((sample) => sample.startMs)}${column((sample) => sample.idleMb)}` +
    `${column((sample) => sample.idleCpu, 1)}` +
    `${column((sample) => sample.loadedMb)}${column((sample) => sample.peakMb)}` +
    `${sum((sample) => sample.requests)}/${sum((sample) => sample.refused)}/${sum((sample) => sample.failed)}`
  );
}

async function main(): Promise<void> {
  const roots = [repoRoot, ...(baseline ? [baseline] : [])];
  for (const root of roots) {
    if (!existsSync(path.join(root, 'apps/server/dist/main.js')))
      throw new Error(`no ${root}/apps/server/dist/main.js: run \`npm run build -w @waypoint/server\` there first`);
  }
  const samples = new Map<string, Sample[]>();
  for (let run = 0; run < runs; run += 1) {
    for (const variant of variants) {
      for (const root of roots) {
        const label = `${root === repoRoot ? '' : 'baseline '}${variant}`;
        samples.set(label, [...(samples.get(label) ?? []), await measure(root, variant)]);
      }
    }
  }
  console.log(
    `server start and memory: ${runs} runs each, ${idleSeconds} s idle then ${loadSeconds} s of mixed load, ` +
      `${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );
  console.log(
    `${'variant'.padEnd(24)}${'start (ms)'.padEnd(26)}${'RSS idle (MB)'.padEnd(26)}${'CPU idle (% of a core)'.padEnd(26)}` +
      `${'RSS after load (MB)'.padEnd(26)}` +
      `${'RSS peak (MB)'.padEnd(26)}requests/refused/failed`,
  );
  for (const [label, list] of samples) console.log(report(label, list));

  const mine = (variant: Variant) => samples.get(variant) ?? [];
  const checks: { what: string; value: number; target: number; unit: 'MB' | '%' }[] = [
    {
      what: 'pglite RSS idle',
      value: median(mine('pglite').map((s) => s.idleMb)),
      target: targets.pgliteIdle,
      unit: 'MB',
    },
    {
      what: 'pg-production RSS idle',
      value: median(mine('pg-production').map((s) => s.idleMb)),
      target: targets.postgresIdle,
      unit: 'MB',
    },
  ];
  for (const variant of variants)
    checks.push({
      what: `${variant} CPU idle (% of a core)`,
      value: median(mine(variant).map((s) => s.idleCpu)),
      target: idleCpuTarget,
      unit: '%',
    });
  const failures = variants.flatMap((variant) =>
    mine(variant)
      .filter((sample) => sample.failed > 0)
      .map(() => variant),
  );
  for (const check of checks)
    console.log(
      `${check.value <= check.target ? 'ok  ' : 'OVER'} ${check.what}: ${check.unit === 'MB' ? `${check.value} MB` : check.value.toFixed(1)} (target ≤ ${check.target})`,
    );
  if (failures.length > 0) console.log(`FAILED requests under load in: ${[...new Set(failures)].join(', ')}`);
  if (checks.some((check) => check.value > check.target) || failures.length > 0) process.exitCode = 1;
}

if (databaseUrl) await main();
else {
  // No PostgreSQL given: this same bench again, under a throw-away server.
  const child = spawn(
    process.execPath,
    ['scripts/with-postgres.mjs', process.execPath, ...process.execArgv, import.meta.filename],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  process.exitCode = await new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}
