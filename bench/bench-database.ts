import { randomUUID } from 'node:crypto';
import pg from 'pg';

const disconnectWaitMs = 5_000;

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server `node scripts/with-postgres.mjs` started (or one named in TEST_DATABASE_URL). */
export function adminDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'TEST_DATABASE_URL is not set: run `npm run bench`, which starts PostgreSQL through scripts/with-postgres.mjs',
    );
  }
  return url;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * pg's Pool.end() resolves before its connections have closed; a forced drop
 * would then end them from the server side, and a pool with no 'error'
 * listener (the app's) crashes the process. So wait, a bounded time, for them to go.
 */
async function waitForDisconnects(client: pg.Client, database: string): Promise<void> {
  const deadline = Date.now() + disconnectWaitMs;
  while (Date.now() < deadline) {
    const result = await client.query<{ open: number }>(
      'select count(*)::int as open from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    if ((result.rows[0]?.open ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A fresh, empty database on the server, so the benchmark starts from a first-run schema. */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `bench_${randomUUID().replaceAll('-', '')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, async (client) => {
        await waitForDisconnects(client, name);
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/** Sum of `version` over a table: each successful save adds exactly one. */
export function versionSum(url: string, table: 'applications' | 'bench_baseline_drafts'): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query<{ total: string | null }>(`select sum(version)::text as total from ${table}`);
    return Number(result.rows[0]?.total ?? 0);
  });
}
