import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /** Round-trips to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');
// Any constant works; it only has to be the same for every instance.
const migrationLockId = 727_001;

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** Folder for the embedded database; in-memory when undefined. */
  pgliteDir: string | undefined;
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) await mkdir(dir, { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite();
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** Opens the database and applies pending migrations before anything uses it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir);
}
