// applicationCacheSave through the real app on PostgreSQL, beside the floor for
// the same write: a bare node:http server doing one single-row pg UPDATE.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/config.js';
import { adminDatabaseUrl, createBenchDatabase, versionSum, type BenchDatabase } from './bench-database.js';
import { measure, type LoadFigures } from './load.js';
import { startBaselineServer } from './save-baseline-server.js';
import { createBenchUsers, type BenchSession } from './save-users.js';

const host = '127.0.0.1';
export const saveConnections = 50;
// Concurrent saves of one draft may rightly lose with APPLICATION_CONFLICT; here each connection has its own user.
const maxErrorShare = 0.01;
const setupClient = path.resolve(import.meta.dirname, 'save-client-setup.cts');

export interface SaveFigures {
  app: LoadFigures;
  baseline: LoadFigures;
}

/** Measures, then proves the 2xx answers were real writes: each successful save adds exactly 1 to a row's version. */
async function measureWrites(
  name: string,
  url: string,
  databaseUrl: string,
  table: 'applications' | 'bench_baseline_drafts',
  durationSeconds: number,
): Promise<LoadFigures> {
  const before = await versionSum(databaseUrl, table);
  const figures = await measure(
    { name, url, method: 'POST', connections: saveConnections, setupClient, maxErrorShare },
    durationSeconds,
  );
  const written = (await versionSum(databaseUrl, table)) - before;
  // Requests still in flight when a run stops may be written without being counted, so `sent` is the upper bound.
  const { succeeded, sent } = figures.withWarmUp;
  if (written < succeeded || written > sent) {
    throw new Error(`${name}: ${written} saves written, outside ${succeeded} answered 2xx to ${sent} sent`);
  }
  return figures;
}

async function measureApp(database: BenchDatabase, dataDir: string, durationSeconds: number): Promise<LoadFigures> {
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    JOB_POLL_INTERVAL_MS: '0',
  });
  const { app } = await buildApp({ config, logger: false });
  try {
    await app.listen({ port: 0, host });
    const graphqlUrl = `http://${host}:${(app.server.address() as AddressInfo).port}/api/v1/graphql`;
    const sessions: BenchSession[] = await createBenchUsers(app, graphqlUrl, saveConnections);
    // The load worker reads the sessions from its environment, copied from this one when it starts.
    process.env.BENCH_SAVE_SESSIONS = JSON.stringify(sessions);
    return await measureWrites(
      'applicationCacheSave (app, PostgreSQL)',
      graphqlUrl,
      database.url,
      'applications',
      durationSeconds,
    );
  } finally {
    await app.close();
  }
}

/** Both figures from one run, on one fresh database on the same PostgreSQL server. */
export async function measureSaves(durationSeconds: number): Promise<SaveFigures> {
  const database = await createBenchDatabase(adminDatabaseUrl());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-bench-save-'));
  try {
    const app = await measureApp(database, dataDir, durationSeconds);
    const baselineServer = await startBaselineServer(database.url, host);
    const baseline = await measureWrites(
      'raw node:http + pg UPDATE',
      baselineServer.url,
      database.url,
      'bench_baseline_drafts',
      durationSeconds,
    ).finally(() => baselineServer.close());
    return { app, baseline };
  } finally {
    delete process.env.BENCH_SAVE_SESSIONS;
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
