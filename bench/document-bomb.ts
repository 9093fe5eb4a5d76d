// Another client's latency while decompression bombs are uploaded and checked: the app
// in-process on loopback (embedded PGlite in a temporary DATA_DIR, local storage), one client
// (on a thread of its own) asking GET /healthz every 20 ms while another uploads generated bombs
// (document-bombs.ts).
// Target (docs/operations.md "Document storage"): p99 under 100 ms while a bomb is being checked.
// Run: node --import tsx bench/document-bomb.ts   (part of npm run bench)
// BENCH_BEFORE=1 also runs the same phases with the check on the event loop, as it was before
// the worker pool (without the 30000 × 30000 PNG, which takes gigabytes there, and with a
// 5-page PDF instead of 20 pages); expect seconds-long stalls in that run.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/config.js';
import type { DocumentCheckProvider } from '../apps/server/src/modules/documents/document-check/document-check-provider.js';
import {
  heicBomb,
  jpegBomb,
  pdfOperatorBomb,
  pngBomb,
} from '../apps/server/src/modules/documents/document-check/samples/document-bombs.js';
import { createSandboxDocumentCheck } from '../apps/server/src/modules/documents/document-check/sandbox-document-check.js';
import { signUpApplicant, type BenchApplicant } from './bench-applicant.js';

const host = '127.0.0.1';
const probeGapMs = 20;
const idleSeconds = 3;
const targetP99Ms = 100;
// Rounds of the header bombs in the run with the limits; with the slow PDF this stays under the
// upload route's 40 uploads per user in 10 minutes.
const headerRounds = 6;

interface Bomb {
  name: string;
  bytes: Buffer;
}

function headerBombs(before: boolean): Bomb[] {
  return [
    { name: 'PDF, 3M text operators in one Flate stream', bytes: pdfOperatorBomb(3_000_000) },
    { name: 'PNG 16000 x 16000', bytes: pngBomb(16_000, 16_000) },
    ...(before ? [] : [{ name: 'PNG 30000 x 30000', bytes: pngBomb(30_000, 30_000) }]),
    { name: 'JPEG declaring 60000 x 60000', bytes: jpegBomb(60_000, 60_000) },
    { name: 'HEIC declaring 60000 x 60000', bytes: heicBomb(60_000, 60_000) },
  ];
}

type Applicant = BenchApplicant;
const signUp = (baseUrl: string) => signUpApplicant(baseUrl, `bench-bomb-${Date.now()}@example.com`);

async function upload(baseUrl: string, applicant: Applicant, bomb: Bomb): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bomb.bytes)]), 'document.bin');
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/applications/${applicant.applicationId}/files/proofOfIncome`, {
    method: 'POST',
    headers: applicant.headers,
    body: form,
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  const answer = body.errors?.[0]?.extensions?.code ?? 'stored';
  return `${response.status} ${answer} in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

// The other client runs on a thread of its own: one sharing the server's event loop would sleep
// through a stall and miss it. Plain JavaScript, evaluated as the worker's script.
const probeScript = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
parentPort.on('message', () => { running = false; });
(async () => {
  const latencies = [];
  while (running) {
    const started = performance.now();
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, workerData.gapMs));
  }
  parentPort.postMessage(latencies);
})();
`;

/** GET /healthz one after another, 20 ms apart, from another thread until `until` settles; the latencies in ms. */
async function probeWhile(baseUrl: string, until: Promise<unknown>): Promise<number[]> {
  const probe = new Worker(probeScript, { eval: true, workerData: { url: `${baseUrl}/healthz`, gapMs: probeGapMs } });
  const latencies = new Promise<number[]>((resolve, reject) => {
    probe.once('message', resolve);
    probe.once('error', reject);
  });
  await until;
  probe.postMessage('stop');
  try {
    return await latencies;
  } finally {
    await probe.terminate();
  }
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
}

interface PhaseFigures {
  phase: string;
  probes: number;
  p50: number;
  p99: number;
  max: number;
}

function figuresOf(phase: string, latencies: number[]): PhaseFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    phase,
    probes: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

async function runPhases(label: string, documentCheck: DocumentCheckProvider | undefined): Promise<PhaseFigures[]> {
  const before = documentCheck !== undefined;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-bench-bomb-'));
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOB_POLL_INTERVAL_MS: '0' });
  const { app } = await buildApp({ config, logger: false, documentCheck });
  try {
    await app.listen({ port: 0, host });
    const baseUrl = `http://${host}:${(app.server.address() as AddressInfo).port}`;
    const applicant = await signUp(baseUrl);
    console.log(`\n${label}`);
    const rows = [figuresOf('idle', await probeWhile(baseUrl, new Promise((r) => setTimeout(r, idleSeconds * 1000))))];

    // Made before any probing, so that their making is not counted as the server's.
    const bombs = headerBombs(before);
    const pages = before ? 5 : 20;
    const slow = {
      name: `PDF, ${pages} pages drawing 1M text operators each`,
      bytes: pdfOperatorBomb(1_000_000, pages),
    };

    const answers: string[] = [];
    const headerRun = (async () => {
      for (let round = 1; round <= (before ? 1 : headerRounds); round += 1) {
        for (const bomb of bombs) {
          const answer = await upload(baseUrl, applicant, bomb);
          if (round === 1) answers.push(`  ${bomb.name}: ${answer}`);
        }
      }
    })();
    rows.push(figuresOf('header bombs uploaded one by one', await probeWhile(baseUrl, headerRun)));

    const slowRun = upload(baseUrl, applicant, slow).then((answer) => answers.push(`  ${slow.name}: ${answer}`));
    rows.push(figuresOf('PDF bomb checked until its limit', await probeWhile(baseUrl, slowRun)));
    console.log(answers.join('\n'));
    return rows;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printRows(rows: PhaseFigures[]): void {
  console.log('\nphase                            | probes | p50 ms | p99 ms | max ms');
  for (const row of rows) {
    console.log(
      [
        row.phase.padEnd(32),
        String(row.probes).padStart(6),
        row.p50.toFixed(1).padStart(6),
        row.p99.toFixed(1).padStart(6),
        row.max.toFixed(0).padStart(6),
      ].join(' | '),
    );
  }
}

async function main(): Promise<void> {
  console.log(
    `Another client's GET /healthz latency while document bombs are uploaded (${os.availableParallelism()} cores)`,
  );
  if (process.env.BENCH_BEFORE === '1') {
    printRows(await runPhases('Before: the check on the event loop', createSandboxDocumentCheck()));
  }
  const after = await runPhases('Now: declared-size limits, then the check in a worker thread', undefined);
  printRows(after);
  const worst = Math.max(...after.map((row) => row.p99));
  console.log(`\nworst p99 while bombs are checked: ${worst.toFixed(1)} ms (target under ${targetP99Ms} ms)`);
  if (!(worst < targetP99Ms)) process.exitCode = 1;
}

await main();
