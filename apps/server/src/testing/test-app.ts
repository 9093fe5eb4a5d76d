import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type BuiltApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import type { CreditBureauProvider } from '../modules/credit-report/credit-bureau-provider.js';
import type { DocumentCheckProvider } from '../modules/documents/document-check/document-check-provider.js';
import { openTestPglite } from './pglite-starting-point.js';
import { TestClock } from './test-clock.js';

export interface TestApp extends BuiltApp {
  dataDir: string;
  /** The app's clock: a test moves it (`advance`, `pin`) rather than waiting for real time. */
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * With TEST_DATABASE_URL (a real PostgreSQL server) each test app gets a
 * fresh database of its own there; otherwise an in-memory PGlite. Either way
 * migrations run from scratch, as on a first start.
 */
export async function freshDatabaseUrl(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Builds the app in-process. Pass `shareDatabaseWith` to build a second
 * instance on the same database, as two servers behind a load balancer.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  shareDatabaseWith?: TestApp,
  documentCheck?: DocumentCheckProvider,
  creditBureau?: CreditBureauProvider,
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const fresh = adminUrl && !shareDatabaseWith ? await freshDatabaseUrl(adminUrl) : undefined;
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOGS === '1' ? 'info' : 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Tests run due jobs by hand (jobs.drain) so they know when mail went out.
    JOB_POLL_INTERVAL_MS: '0',
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    ...env,
  });
  const database =
    shareDatabaseWith?.database ??
    (config.databaseUrl
      ? await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: undefined })
      : await openTestPglite());
  // Two instances on one database share one clock, as two servers share the time of day.
  const clock = shareDatabaseWith?.clock ?? new TestClock();
  // TEST_LOGS=1 shows the server's logs when a test needs explaining.
  const built = await buildApp({
    config,
    database,
    logger: process.env.TEST_LOGS === '1',
    documentCheck,
    creditBureau,
    clock,
  });
  return {
    ...built,
    dataDir,
    clock,
    close: async () => {
      await built.app.close();
      if (!shareDatabaseWith) await database.close();
      await fresh?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
