import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../app.js';
import { openDatabase } from '../db/database.js';
import type { CreditBureauProvider } from '../modules/credit-report/credit-bureau-provider.js';
import {
  createIsolatedDocumentCheck,
  type IsolatedDocumentCheck,
} from '../modules/documents/document-check/document-check-pool.js';
import type { DocumentCheckProvider } from '../modules/documents/document-check/document-check-provider.js';
import { openTestPglite } from './pglite-starting-point.js';
import { freshDatabaseUrl } from './postgres-test-databases.js';
import { testAppConfig } from './test-app-config.js';
import { TestClock } from './test-clock.js';

export interface TestApp extends BuiltApp {
  dataDir: string;
  /** The app's clock: a test moves it (`advance`, `pin`) rather than waiting for real time. */
  clock: TestClock;
  close(): Promise<void>;
}

export { freshDatabaseUrl } from './postgres-test-databases.js';

// One pool of document-check threads for every test app of this process. Each app's own pool
// started a thread on its first upload, which loaded pdf.js again: some 3 s of CPU a test, a
// large part of the integration suites (decision 108). Idle threads stop after a minute and never
// hold the process open; a test of the pool itself makes its own (document-check-pool.test.ts).
let sharedIsolatedCheck: IsolatedDocumentCheck | undefined;

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
  // A real PostgreSQL server gives each test app a database of its own, an in-memory PGlite otherwise;
  // either starts migrated (postgres-test-databases.ts, pglite-starting-point.ts).
  const fresh = adminUrl && !shareDatabaseWith ? await freshDatabaseUrl(adminUrl, { migrated: true }) : undefined;
  const config = testAppConfig(dataDir, { ...(fresh ? { DATABASE_URL: fresh.url } : {}), ...env });
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
    isolatedCheck: (sharedIsolatedCheck ??= createIsolatedDocumentCheck()),
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
