// `npm run bench:server-fuzz-memory`: the embedded default's resident memory idle, under the
// project's own fuzzer and after it (docs/decisions/093-bounded-memory-under-hostile-load.md).
// The built server as `npm start` runs it (embedded PGlite in a fresh data folder, so its first
// start, APP_ENV development, MALLOC_ARENA_MAX=2), on a loopback port. RSS 10 s after the first
// /healthz 200 (idle), then `npm run fuzz`'s hostile mix against it (FUZZ_REQUESTS, default
// 20,000; at most FUZZ_MAX_SECONDS, default 150; loopback only, the fuzzer refuses anything
// else), sampling RSS every half second (peak), then RSS after 30 s of quiet (settled).
// Exits 1 when idle is above 400 MB, the peak above 600 MB, or the fuzzer found a 5xx or an
// INTERNAL_SERVER_ERROR (or could not send its requests).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadSchemaSdl } from '../apps/server/src/graphql/register-graphql.js';
import { describeReport, runFuzz } from '../apps/server/src/testing/fuzz/fuzz-runner.js';
import { fuzzSettings } from '../apps/server/src/testing/fuzz/fuzz-settings.js';
import { writeFixtureBuild } from '../apps/server/src/testing/web-dist-fixture.js';

const host = '127.0.0.1';
const repoRoot = path.resolve(import.meta.dirname, '..');
const idleSeconds = 10;
const settleSeconds = 30;
const startTimeoutMs = 120_000;
/** The targets (MB): the embedded default idle, and its peak under the fuzzer. */
const targets = { idle: 400, fuzzPeak: 600 } as const;

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
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function waitHealthy(baseUrl: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${stderr()}`);
    if (Date.now() > deadline) throw new Error('the server did not answer in time');
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await pause(0.05);
  }
}

async function main(): Promise<number> {
  if (!existsSync(path.join(repoRoot, 'apps/server/dist/main.js')))
    throw new Error('no apps/server/dist/main.js: run `npm run build -w @waypoint/server` first');
  const settings = fuzzSettings({ FUZZ_MAX_SECONDS: '150', ...process.env });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-fuzz-memory-'));
  // The fuzzer's own small site build, as `npm run fuzz` serves it: its page routes answer from it.
  const site = await writeFixtureBuild();
  const port = await freePort();
  // As `npm start` runs it (package.json, decision 098).
  const child = spawn(process.execPath, ['--max-semi-space-size=8', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      MALLOC_ARENA_MAX: '2',
      PORT: String(port),
      HOST: host,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'fatal',
      WEB_DIST_DIR: site.distDir,
      // As `npm run fuzz` runs its own server: the per-address limits raised, so the run is not all 429s.
      RATE_LIMIT_IP_SCALE: '50',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-20_000)));
  const baseUrl = `http://${host}:${port}`;
  const pid = child.pid ?? 0;
  try {
    await waitHealthy(baseUrl, child, () => stderr);
    await pause(idleSeconds);
    const idleMb = await rssMb(pid);
    let peakMb = idleMb;
    const sampler = setInterval(() => void rssMb(pid).then((value) => (peakMb = Math.max(peakMb, value || 0))), 500);
    const started = performance.now();
    let report;
    try {
      report = await runFuzz({ baseUrl, schemaSdl: loadSchemaSdl(), ...settings });
    } finally {
      clearInterval(sampler);
    }
    peakMb = Math.max(peakMb, await rssMb(pid));
    const fuzzSeconds = Math.round((performance.now() - started) / 1000);
    const afterMb = await rssMb(pid);
    await pause(settleSeconds);
    const settledMb = await rssMb(pid);
    console.log(describeReport(report));
    console.log(
      `embedded default under the fuzzer (${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}): ${report.sent} requests in ${fuzzSeconds} s`,
    );
    console.log(
      `RSS (MB): idle ${idleMb}, peak ${peakMb}, at the fuzzer's end ${afterMb}, ${settleSeconds} s later ${settledMb}`,
    );
    const checks = [
      { what: 'RSS idle', value: idleMb, target: targets.idle },
      { what: 'RSS peak under the fuzzer', value: peakMb, target: targets.fuzzPeak },
    ];
    for (const check of checks)
      console.log(
        `${check.value <= check.target ? 'ok  ' : 'OVER'} ${check.what}: ${check.value} MB (target ≤ ${check.target})`,
      );
    const fuzzClean = report.failures === 0 && report.sent > 0;
    if (!fuzzClean) console.log(`FAILED: the fuzzer found ${report.failures} 5xx or INTERNAL_SERVER_ERROR answers`);
    return checks.every((check) => check.value <= check.target) && fuzzClean ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited(child);
    clearTimeout(killTimer);
    await rm(dataDir, { recursive: true, force: true });
    await rm(site.root, { recursive: true, force: true });
  }
}

process.exitCode = await main();
