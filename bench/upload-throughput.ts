// Document upload throughput and the server's memory while uploading: the app in-process on
// loopback (embedded PGlite in a temporary DATA_DIR, local storage), a few signed-in applicants
// uploading a generated PDF over real HTTP, 1 MB and then 5 MB. Streaming means peak memory
// must not grow with the file's size; the document check reads each file back whole (bounded
// by the 10 MB limit), so some growth per concurrent upload is expected and shown.
// Run: node --import tsx bench/upload-throughput.ts   (part of npm run bench)
// BENCH_UPLOADS (default 40, at most 200) bounds the uploads per size; each size stops after 60 s.
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/config.js';
import { signUpApplicant, type BenchApplicant } from './bench-applicant.js';
import { paddedPdf } from './padded-pdf.js';

const host = '127.0.0.1';
const workers = 4;
const maxSecondsPerSize = 60;
const megabyte = 1024 * 1024;
const sizes = [1 * megabyte, 5 * megabyte];
// The upload route allows 40 uploads per user in 10 minutes; each worker signs up its own user.
const maxUploadsPerUser = 40;

function uploadsPerSize(): number {
  const given = Number(process.env.BENCH_UPLOADS ?? 40);
  if (!Number.isInteger(given) || given <= 0) throw new Error('BENCH_UPLOADS must be a positive integer');
  return Math.min(given, 200);
}

type Applicant = BenchApplicant;
const signUp = (baseUrl: string, index: number) =>
  signUpApplicant(baseUrl, `bench-upload-${index}-${Date.now()}@example.com`);

/** One multipart upload, the file streamed from a generator: the client never holds the file whole either. */
function upload(port: number, applicant: Applicant, size: number): Promise<void> {
  const boundary = '----waypoint-bench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="payslip.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const file = paddedPdf(size);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host,
        port,
        method: 'POST',
        path: `/api/v1/applications/${applicant.applicationId}/files/proofOfIncome`,
        headers: {
          ...applicant.headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + file.length + tail.length,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode === 201) resolve();
          else reject(new Error(`upload answered ${response.statusCode}: ${Buffer.concat(chunks).toString()}`));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.write(head);
    const chunks = file.chunks();
    const pump = () => {
      for (let next = chunks.next(); !next.done; next = chunks.next()) {
        if (!outgoing.write(next.value)) {
          outgoing.once('drain', pump);
          return;
        }
      }
      outgoing.end(tail);
    };
    pump();
  });
}

interface SizeFigures {
  sizeMb: number;
  uploads: number;
  seconds: number;
  baselineRssMb: number;
  peakRssMb: number;
}

async function measureSize(port: number, applicants: Applicant[], size: number, total: number): Promise<SizeFigures> {
  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const deadline = performance.now() + maxSecondsPerSize * 1000;
  let started = 0;
  let done = 0;
  const begin = performance.now();
  await Promise.all(
    applicants.map(async (applicant) => {
      while (started < total && performance.now() < deadline) {
        started += 1;
        await upload(port, applicant, size);
        done += 1;
      }
    }),
  );
  const seconds = (performance.now() - begin) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return {
    sizeMb: size / megabyte,
    uploads: done,
    seconds,
    baselineRssMb: baseline / megabyte,
    peakRssMb: peak / megabyte,
  };
}

async function main(): Promise<void> {
  const total = uploadsPerSize();
  if (Math.ceil(total / workers) * sizes.length > maxUploadsPerUser) {
    throw new Error(
      `BENCH_UPLOADS above ${(maxUploadsPerUser / sizes.length) * workers} would hit the per-user upload limit`,
    );
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-bench-uploads-'));
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOB_POLL_INTERVAL_MS: '0' });
  const { app } = await buildApp({ config, logger: false });
  try {
    await app.listen({ port: 0, host });
    const { port } = app.server.address() as AddressInfo;
    const baseUrl = `http://${host}:${port}`;
    const applicants = await Promise.all(Array.from({ length: workers }, (_, index) => signUp(baseUrl, index)));
    // Warm-up: the first check loads the PDF reader.
    await upload(port, applicants[0]!, megabyte);

    console.log(
      `\nDocument uploads: ${workers} concurrent applicants, up to ${total} uploads per size, local storage, PGlite`,
    );
    console.log('(peak RSS is the whole process: server, embedded database and load client)\n');
    console.log('file size | uploads | seconds | uploads/s | MB/s  | RSS before | peak RSS | growth');
    const rows: SizeFigures[] = [];
    for (const size of sizes) {
      const figures = await measureSize(port, applicants, size, total);
      rows.push(figures);
      console.log(
        [
          `${figures.sizeMb} MB`.padEnd(9),
          String(figures.uploads).padStart(7),
          figures.seconds.toFixed(1).padStart(7),
          (figures.uploads / figures.seconds).toFixed(1).padStart(9),
          ((figures.uploads * figures.sizeMb) / figures.seconds).toFixed(1).padStart(5),
          `${figures.baselineRssMb.toFixed(0)} MB`.padStart(10),
          `${figures.peakRssMb.toFixed(0)} MB`.padStart(8),
          `${(figures.peakRssMb - figures.baselineRssMb).toFixed(0)} MB`.padStart(6),
        ].join(' | '),
      );
    }
    const [small, large] = rows;
    if (small && large) {
      console.log(
        `\n5 MB vs 1 MB: ${(large.sizeMb / small.sizeMb).toFixed(0)}x the bytes per upload, peak RSS ${(large.peakRssMb / small.peakRssMb).toFixed(2)}x`,
      );
    }
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
