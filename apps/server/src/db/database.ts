import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db, SqlExecutor } from './database-types.js';

export type { Database, DatabaseDriver, Db, PoolStats, SqlExecutor } from './database-types.js';

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');
// Any constant works; it only has to be the same for every instance.
const migrationLockId = 727_001;

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** Folder for the embedded database; in-memory when undefined. */
  pgliteDir: string | undefined;
}

function postgresSql(pool: pg.Pool): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pool.query(text, values);
      // One connection for the whole text, rolled back before it goes back to the pool.
      const client = await pool.connect();
      try {
        // Several statements answer with one result each; the last one is the text's answer.
        const results: pg.QueryResult | pg.QueryResult[] = await client.query(text);
        return Array.isArray(results) ? (results.at(-1) ?? { rows: [] }) : results;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const maxConnections = 10;
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  // An idle connection the server ends (restart, failover) is reported here; the pool
  // drops it and opens a new one on demand. Unheard, the event would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  // Two instances starting together must not both run the same migration.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [migrationLockId]);
    await migratePostgres(drizzlePostgres(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzlePostgres(pool) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    sql: postgresSql(pool),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: maxConnections,
    }),
    close: () => pool.end(),
  };
}

/** Opens the database and applies pending migrations before anything uses it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  // PGlite's code is loaded only when it is used, not by a server on PostgreSQL (decision 048).
  const { openPglite } = await import('./embedded-database.js');
  return openPglite(options.pgliteDir, migrationsFolder);
}
