import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Db, SqlExecutor } from './database-types.js';
import { createClusterOutOfProcess, pgliteOptions } from './pglite-setup.js';

// pg-boss sends its schema changes and maintenance as one text between BEGIN and
// COMMIT; a failure part-way (two instances creating the schema at once) must not
// leave the session in an aborted transaction, which would fail every later query.
const wrappedInTransaction = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

function pgliteSql(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const body = wrappedInTransaction.exec(text)?.[1];
      // PGlite's transaction holds its one connection and rolls back on error.
      const results = body === undefined ? await client.exec(text) : await client.transaction((tx) => tx.exec(body));
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * The embedded database (the default without DATABASE_URL): in `dir`, or in memory when it is undefined.
 * An in-memory one may start from `startingPoint`, a dump of a migrated cluster: a quarter of a second
 * instead of initdb and every migration (the tests open hundreds of them).
 */
export async function openPglite(
  dir: string | undefined,
  migrationsFolder: string,
  startingPoint?: Blob,
): Promise<Database> {
  // A folder gets its cluster from a worker first, so this process only ever resumes one.
  if (dir) await createClusterOutOfProcess(dir);
  const client = new PGlite({
    dataDir: dir,
    ...pgliteOptions(),
    ...(startingPoint && !dir ? { loadDataDir: startingPoint } : {}),
  });
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return pgliteDatabase(client);
}

/** A PGlite client as the app's `Database`; closing it closes the client. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    sql: pgliteSql(client),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
