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
  /** Measured requests that failed: connection errors, timeouts and non-2xx answers. */
  failed: number;
  /** Warm-up and measurement together, for targets that count their own writes: requests answered 2xx, and requests sent (some still in flight when the run stopped). */
  withWarmUp: { succeeded: number; sent: number };
  connections: number;
  /** Share of the measured time the server's event loop (this main thread) was busy: near 1 means the server was the limit. */
  serverBusy: number;
}

export interface LoadTarget {
  name: string;
  url: string;
  /** A JSON body sends a POST; none sends a GET unless `method` says otherwise. */
  body?: string;
  /** For a target whose setupClient writes the bodies. */
  method?: 'GET' | 'POST';
  /** The exact response body, checked once before the load so a broken target cannot look fast; a target without one checks itself. */
  expectBody?: string;
  /** Concurrent connections; 10 unless given. */
  connections?: number;
  /** Absolute path of a CommonJS module autocannon runs in the load worker for each connection (per-connection headers, changing bodies). */
  setupClient?: string;
  /** Share of failed requests tolerated before the run counts as broken; 0 unless given. */
  maxErrorShare?: number;
}

const defaultConnections = 10;
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
    `autocannon: pipelining 1, ${warmUpSeconds} s warm-up then ${durationSeconds} s measured, load generated in 1 worker thread, 127.0.0.1; latency has 1 ms resolution`,
  ].join('\n');
}

function methodOf(target: LoadTarget): 'GET' | 'POST' {
  return target.method ?? (target.body ? 'POST' : 'GET');
}

async function checkResponse(target: LoadTarget): Promise<void> {
  if (target.expectBody === undefined) return;
  const response = await fetch(target.url, {
    method: methodOf(target),
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
    method: methodOf(target),
    headers: { 'content-type': 'application/json' },
    body: target.body,
    connections: target.connections ?? defaultConnections,
    duration,
    ...(target.setupClient ? { setupClient: target.setupClient } : {}),
    // The load generator gets its own thread, so it does not share the server's event loop.
    workers: 1,
    timeout: 10,
  });
}

function statusCounts(result: autocannon.Result): string {
  return Object.entries(result.statusCodeStats)
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');
}

/** Checks the target answers correctly, warms it up, then measures it. */
export async function measure(target: LoadTarget, durationSeconds: number): Promise<LoadFigures> {
  await checkResponse(target);
  const warmUp = await run(target, warmUpSeconds);
  const before = performance.eventLoopUtilization();
  const result = await run(target, durationSeconds);
  const busy = performance.eventLoopUtilization(before);
  const failed = result.errors + result.timeouts + result.non2xx;
  const allowed = (target.maxErrorShare ?? 0) * (result['2xx'] + failed);
  if (failed > allowed || result['2xx'] === 0) {
    throw new Error(
      `${target.name}: ${failed} of ${result['2xx'] + failed} requests failed, over the ${allowed.toFixed(0)} allowed (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; statuses ${statusCounts(result)})`,
    );
  }
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    completed: result['2xx'],
    failed,
    withWarmUp: { succeeded: warmUp['2xx'] + result['2xx'], sent: warmUp.requests.sent + result.requests.sent },
    connections: target.connections ?? defaultConnections,
    serverBusy: busy.utilization,
  };
}
