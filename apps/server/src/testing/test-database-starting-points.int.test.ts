import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database-types.js';
import { openDatabase } from '../db/database.js';
import { jobSchema } from '../platform/jobs/enqueue-job.js';
import { mailQueue } from '../platform/mail/outbox.js';
import { makeJobQueues } from './job-queues-made.js';
import { openTestPglite } from './pglite-starting-point.js';
import { freshDatabaseUrl } from './postgres-test-databases.js';

// A test database starts with every job queue the app registers (job-queues-made.ts), so a test
// app's start makes none: each queue is a partition with eight indexes and constraints, some 0.6 s
// of DDL per app (docs/decisions/110-test-databases-start-with-their-queues.md).

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function queueNames(database: Database): Promise<string[]> {
  const { rows } = await database.sql.executeSql(`select name from ${jobSchema}.queue order by name`);
  return (rows as { name: string }[]).map((row) => row.name);
}

const startingPoints: [string, () => Promise<Database>][] = [['the embedded database’s dump', () => openTestPglite()]];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl)
  startingPoints.push([
    'the PostgreSQL template',
    async () => {
      const fresh = await freshDatabaseUrl(adminUrl, { migrated: true });
      cleanups.push(fresh.drop);
      return openDatabase({ databaseUrl: fresh.url, pgliteDir: undefined });
    },
  ]);

describe.each(startingPoints)('%s', (_name, open) => {
  it('holds every queue the app registers before the app starts, and the app adds none', async () => {
    const database = await open();
    cleanups.push(() => database.close());
    const before = await queueNames(database);

    // Builds the app on it and closes it, as the starting points are made.
    await makeJobQueues(database);

    expect(await queueNames(database)).toEqual(before);
    // The mail queue and the modules' own: a starting point without them would list none.
    expect(before).toContain(mailQueue.name);
    expect(before.length).toBeGreaterThan(20);
  });
});
