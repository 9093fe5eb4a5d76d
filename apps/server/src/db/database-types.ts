import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/*
 * The database's shapes, apart from the code that opens one: the embedded
 * database (embedded-database.ts, loaded only when it runs) implements them
 * without importing database.ts back.
 */

export type Db = PgDatabase<PgQueryResultHKT>;
export type DatabaseDriver = 'pglite' | 'postgres';

/**
 * Plain SQL with positional parameters, outside any transaction of the app:
 * the job queue's own connection (platform/jobs, decision 016). A text without
 * values may hold several statements; one wrapped in BEGIN … COMMIT runs
 * atomically and is rolled back whole if a statement fails.
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  sql: SqlExecutor;
  /** Round-trips to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  /** The PostgreSQL pool's connections, for /metrics; embedded PGlite has one connection and no pool. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is too small or a query holds one too long. */
  waiting: number;
  max: number;
}
