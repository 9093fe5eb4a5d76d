import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

/** One autocannon run's figures, reduced to what the benchmarks report. */
export interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  completed: number;
  /** Share of the measured time the server's event loop (this main thread) was busy: near 1 means the server was the limit. */
  serverBusy: number;
}

export interface LoadTarget {
  name: string;
  url: string;
  /** A JSON body sends a POST; none sends a GET. */
  body?: string;
  /** The exact response body; checked once before the load so a broken target cannot look fast. */
  expectBody: string;
}

const connections = 10;
const warmUpSeconds = 1;
const maxDurationSeconds = 60;

/** Seconds of measured load per target; BENCH_DURATION_SECONDS overrides the default of 5, up to 60. */
export function loadDurationSeconds(): number {
  const given = Number(process.env.BENCH_DURATION_SECONDS ?? 5);
  if (!Number.isFinite(given) || given <= 0) throw new Error('BENCH_DURATION_SECONDS must be a positive number');
  return Math.min(given, maxDurationSeconds);
}

function cpuTimes(): { idle: number; total: number } {
  return os.cpus().reduce(
    (sum, cpu) => ({
      idle: sum.idle + cpu.times.idle,
      total: sum.total + cpu.times.idle + cpu.times.user + cpu.times.sys + cpu.times.nice + cpu.times.irq,
    }),
    { idle: 0, total: 0 },
  );
}

/** Share of all CPUs left idle over the next second; other work on the machine makes the figures low and noisy. */
export async function idleShare(): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const after = cpuTimes();
  return (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/** Names the conditions, including other load on the machine, since the figures mean little without them. */
export async function describeSettings(durationSeconds: number): Promise<string> {
  const idle = await idleShare();
  const warning = idle < 0.9 ? ' (WARNING: something else is using the CPUs; figures will be low and noisy)' : '';
  return [
    `Node ${process.version}, ${os.cpus().length} CPUs, ${(idle * 100).toFixed(0)}% idle before the run${warning}`,
    `autocannon: ${connections} connections, pipelining 1, ${warmUpSeconds} s warm-up then ${durationSeconds} s measured, load generated in 1 worker thread, 127.0.0.1; latency has 1 ms resolution`,
  ].join('\n');
}

async function checkResponse(target: LoadTarget): Promise<void> {
  const response = await fetch(target.url, {
    method: target.body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    body: target.body,
    signal: AbortSignal.timeout(5_000),
  });
  const text = await response.text();
  if (response.status !== 200 || text !== target.expectBody) {
    throw new Error(`${target.name}: expected 200 ${target.expectBody}, got ${response.status} ${text}`);
  }
}

function run(target: LoadTarget, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    method: target.body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    body: target.body,
    connections,
    duration,
    // The load generator gets its own thread, so it does not share the server's event loop.
    workers: 1,
    timeout: 10,
  });
}

/** Checks the target answers correctly, warms it up, then measures it. */
export async function measure(target: LoadTarget, durationSeconds: number): Promise<LoadFigures> {
  await checkResponse(target);
  await run(target, warmUpSeconds);
  const before = performance.eventLoopUtilization();
  const result = await run(target, durationSeconds);
  const busy = performance.eventLoopUtilization(before);
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0 || result['2xx'] === 0) {
    throw new Error(
      `${target.name}: ${failed} failed requests (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
    );
  }
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    completed: result['2xx'],
    serverBusy: busy.utilization,
  };
}

export function printTable(rows: LoadFigures[]): void {
  const nameWidth = Math.max(6, ...rows.map((row) => row.name.length));
  const header = `${'target'.padEnd(nameWidth)} | ${'req/s'.padStart(9)} | ${'p50 ms'.padStart(7)} | ${'p99 ms'.padStart(7)} | ${'requests'.padStart(9)} | ${'server busy'.padStart(11)}`;
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(nameWidth)} | ${row.requestsPerSecond.toFixed(0).padStart(9)} | ${row.p50Ms.toFixed(0).padStart(7)} | ${row.p99Ms.toFixed(0).padStart(7)} | ${String(row.completed).padStart(9)} | ${`${(row.serverBusy * 100).toFixed(0)}%`.padStart(11)}`,
    );
  }
}

export function ratio(numerator: LoadFigures, denominator: LoadFigures): string {
  return (numerator.requestsPerSecond / denominator.requestsPerSecond).toFixed(2);
}
