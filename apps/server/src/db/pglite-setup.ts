import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * How the embedded database is started (docs/decisions/048-embedded-default-memory.md).
 * In PGlite, PostgreSQL's shared memory lives in the WebAssembly heap: with the
 * default shared_buffers (128 MB) the process held about 110 MB more than with
 * 16 MB before a single row was read. 16 MB of buffers holds the working set
 * of a local database many times over; reads past it come from the operating
 * system's file cache.
 */
export const pgliteStartParams: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export function pgliteOptions(): PGliteOptions {
  return { startParams: [...pgliteStartParams] };
}

// A plain script (no TypeScript, no tsx): it runs the same under `npm start`, the built
// server and the tests. It loads PGlite's CommonJS build from the path it is given; a
// failure is an uncaught rejection, which ends the worker with an error.
const initdbWorkerSource = `
const { workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglitePath);
(async () => {
  const client = new PGlite(workerData.dir, { startParams: workerData.startParams });
  await client.waitReady;
  await client.close();
})();
`;

/** Whether `dir` already holds a PostgreSQL cluster (what PGlite checks before running initdb). */
export function hasCluster(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * Creates the cluster in a folder that has none, in a worker thread that then exits.
 * PGlite's initdb runs a second PostgreSQL and a tarball of the new cluster in the
 * process that asks for it: several hundred MB that the garbage collector gives back
 * only when it next runs a full collection, often minutes later on an idle server.
 * A worker's memory is returned the moment it exits, so the server then opens the
 * folder as it would on every later start.
 */
export async function createClusterOutOfProcess(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  if (hasCluster(dir)) return;
  const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(initdbWorkerSource, {
      eval: true,
      workerData: { pglitePath, dir, startParams: [...pgliteStartParams] },
    });
    let failure: unknown;
    worker.once('error', (error) => (failure = error));
    worker.once('exit', (code) => {
      if (code === 0 && failure === undefined && hasCluster(dir)) resolve();
      else reject(new Error(`the embedded database could not be created in ${dir}`, { cause: failure }));
    });
  });
}
