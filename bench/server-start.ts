// `npm run bench:server-start`: how long the server takes from `node` to its first
// /healthz 200, and its resident memory then, run under tsx (`npm start`) and as the
// built JavaScript (`npm run start:prod`), five runs each, alternating
// (docs/decisions/044-built-server-and-metrics.md). Each run gets a fresh data folder,
// so every start applies the migrations to a new embedded database, as a first start does.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const host = '127.0.0.1';
const repoRoot = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const startTimeoutMs = 120_000;
// RSS is read at the first 200 and again once the start's own work (the ASN table load) has settled.
const settleMs = 3_000;

const variants = {
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
  // As `npm run start:prod` runs it.
  built: ['--enable-source-maps', 'apps/server/dist/main.js'],
} as const;
type Variant = keyof typeof variants;

interface Sample {
  startMs: number;
  rssAtHealthyMb: number;
  rssSettledMb: number;
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

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function measure(variant: Variant): Promise<Sample> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-start-bench-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...variants[variant]], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: host,
      APP_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the ${variant} server exited:\n${stderr}`);
      if (Date.now() > deadline) throw new Error(`the ${variant} server did not answer in time`);
      const healthy = await fetch(`http://${host}:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const startMs = Math.round(performance.now() - started);
    const pid = child.pid ?? 0;
    const rssAtHealthyMb = await rssMb(pid);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return { startMs, rssAtHealthyMb, rssSettledMb: await rssMb(pid) };
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

async function main(): Promise<void> {
  if (!existsSync(path.join(repoRoot, 'apps/server/dist/main.js')))
    throw new Error('no apps/server/dist/main.js: run `npm run build -w @waypoint/server` first');
  const samples: Record<Variant, Sample[]> = { tsx: [], built: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const variant of ['tsx', 'built'] as const) samples[variant].push(await measure(variant));
  }
  console.log(`server start, ${runs} runs each (fresh embedded database each run), ${os.cpus().length} CPUs`);
  console.log('variant  start to /healthz 200 (ms): median [runs]          RSS at 200 (MB)   RSS +3 s (MB)');
  for (const variant of ['tsx', 'built'] as const) {
    const list = samples[variant];
    const starts = list.map((sample) => sample.startMs);
    const atHealthy = list.map((sample) => sample.rssAtHealthyMb);
    const settled = list.map((sample) => sample.rssSettledMb);
    console.log(
      `${variant.padEnd(8)} ${String(median(starts)).padStart(6)} [${starts.join(', ')}]`.padEnd(60) +
        `${median(atHealthy).toFixed(1).padStart(8)}          ${median(settled).toFixed(1).padStart(8)}`,
    );
  }
}

await main();
