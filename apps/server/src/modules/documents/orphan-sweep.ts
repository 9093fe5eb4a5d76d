import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { namedStorageKeys } from './file-records-repository.js';

/**
 * How old a leftover must be before the sweep takes it. An upload stores its
 * object first, then checks it, then writes the row that names it
 * (upload-service.ts); a temporary file grows while an upload arrives. On
 * this or another instance that may be happening right now, so only what is
 * an hour old is touched. storeUpload refuses to record an upload begun more
 * than `uploadRecordDeadlineMs` ago, so an object this old that no row names
 * never will be: deleting it cannot lose a file.
 */
export const orphanMinAgeMs = 60 * 60_000;

/** Half the sweep's age: room for the row's insert and for a store's clock (S3's) that differs from ours. */
export const uploadRecordDeadlineMs = orphanMinAgeMs / 2;

/** With the hour above, an orphan lives about 75 minutes at most. */
export const orphanSweepIntervalMs = 15 * 60_000;

// Only keys storeUpload makes; anything else in the store is not ours to judge.
const uploadKeyPattern = /^applications\/[1-9][0-9]*\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// Keys per database look-up: a large store is swept in bounded memory.
const batchSize = 500;

export interface OrphanSweepDeps {
  db: Db;
  storage: ObjectStorage;
  now(): Date;
}

export interface OrphanSweepResult {
  /** Temporary files of uploads a killed process never finished. */
  abandonedUploads: number;
  /** Stored objects no `application_files` row names (an upload killed between storing and recording). */
  orphanObjects: number;
}

async function deleteUnnamed(deps: OrphanSweepDeps, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  // A row names the object, removed or not: removed files keep their objects for audit (docs/operations.md).
  const kept = await namedStorageKeys(deps.db, keys);
  let deleted = 0;
  for (const key of keys) {
    if (kept.has(key)) continue;
    await deps.storage.delete(key);
    deleted += 1;
  }
  return deleted;
}

/**
 * One sweep: removes abandoned temporary uploads and stored objects that no
 * row names, both older than `orphanMinAgeMs`. Safe on several instances at
 * once (deleting a missing object is not an error). A plain function, so a
 * job queue can run it on its schedule.
 */
export async function sweepOrphans(deps: OrphanSweepDeps): Promise<OrphanSweepResult> {
  const olderThan = new Date(deps.now().getTime() - orphanMinAgeMs);
  const abandonedUploads = await deps.storage.removeAbandonedUploads(olderThan);
  let orphanObjects = 0;
  let batch: string[] = [];
  for await (const object of deps.storage.list('applications/')) {
    if (!uploadKeyPattern.test(object.key) || object.lastModified >= olderThan) continue;
    batch.push(object.key);
    if (batch.length < batchSize) continue;
    orphanObjects += await deleteUnnamed(deps, batch);
    batch = [];
  }
  orphanObjects += await deleteUnnamed(deps, batch);
  return { abandonedUploads, orphanObjects };
}

export interface OrphanSweeps {
  /** Stops the schedule and waits for a sweep under way, so the database can close after. */
  stop(): Promise<void>;
}

/** Sweeps now, then every `intervalMs`; a failed sweep is logged and the next one tries again. */
export function startOrphanSweeps(
  deps: OrphanSweepDeps,
  log: FastifyBaseLogger,
  intervalMs = orphanSweepIntervalMs,
): OrphanSweeps {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= sweepOrphans(deps)
      .then(
        (result) => log.info(result, 'orphan sweep finished'),
        (error: unknown) => log.error({ err: error }, 'orphan sweep failed'),
      )
      .finally(() => (running = undefined));
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
