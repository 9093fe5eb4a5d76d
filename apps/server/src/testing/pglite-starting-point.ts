import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../db/database-types.js';
import { openPglite, pgliteDatabase } from '../db/embedded-database.js';
import { pgliteOptions } from '../db/pglite-setup.js';
import { makeJobQueues } from './job-queues-made.js';
import { migrationsFingerprint, migrationsFolder } from './migrations-fingerprint.js';

/**
 * A dump of an in-memory embedded database with every migration applied and
 * the job queues made (job-queues-made.ts), kept
 * in the temporary folder under a name that changes with the migrations and
 * the PGlite version. Each test database starts as a copy of it: about 0.25 s
 * instead of 1 to 1.5 s for initdb and the migrations, in every one of the
 * integration suite's hundreds of databases. The migrations still run on each
 * copy (none is pending), so a stale dump could not hide a missing one.
 */
async function startingPointName(): Promise<string> {
  // The installed PGlite: another version may not read this one's cluster.
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const installed = await stat(pglite);
  const fingerprint = await migrationsFingerprint(`${pglite} ${installed.size} ${installed.mtimeMs}`);
  return path.join(os.tmpdir(), `waypoint-pglite-migrated-${fingerprint}.tar`);
}

let loaded: Promise<Blob> | undefined;

async function loadOrMake(): Promise<Blob> {
  const file = await startingPointName();
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return new Blob([kept]);
  const client = new PGlite(pgliteOptions());
  await migrate(drizzle(client), { migrationsFolder });
  await makeJobQueues(pgliteDatabase(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Written whole, then renamed: a parallel worker reads either nothing or the complete file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/** An in-memory embedded database for a test, started from the migrated dump (made once per machine and migration set). */
export async function openTestPglite(): Promise<Database> {
  loaded ??= loadOrMake();
  return openPglite(undefined, migrationsFolder, await loaded);
}
