// applicationCacheSave through the real app on PostgreSQL, beside the floor for
// the same write: a bare node:http server doing one single-row pg UPDATE.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/config.js';
import { webOperationTexts } from '../apps/server/src/graphql/generated/web-operations.js';
import { adminDatabaseUrl, createBenchDatabase, versionSum, type BenchDatabase } from './bench-database.js';
import { printTable, ratio } from './load-report.js';
import { measure, type LoadFigures } from './load.js';
import { startBaselineServer } from './save-baseline-server.js';
import { createBenchUsers, type BenchSession } from './save-users.js';
import { countStatements, type StatementCount } from './statement-counter.js';

const host = '127.0.0.1';
// One keep-alive socket per client; BENCH_SAVE_CONNECTIONS overrides the 100 the targets are set at.
export const saveConnections = Number(process.env.BENCH_SAVE_CONNECTIONS) || 100;
// Concurrent saves of one draft may rightly lose with APPLICATION_CONFLICT; here each connection has its own user.
const maxErrorShare = 0.01;
const setupClient = path.resolve(import.meta.dirname, 'save-client-setup.cts');

export interface SaveFigures {
  app: LoadFigures;
  baseline: LoadFigures;
  /** What the app sent PostgreSQL during its load, and the saves answered 2xx in that time. */
  statements: StatementCount & { saves: number };
}

/** Measures, then proves the 2xx answers were real writes: each successful save adds exactly 1 to a row's version. */
async function measureWrites(
  name: string,
  url: string,
  databaseUrl: string,
  table: 'applications' | 'bench_baseline_drafts',
  durationSeconds: number,
  onStatements?: (count: StatementCount) => void,
): Promise<LoadFigures> {
  const before = await versionSum(databaseUrl, table);
  // Only the load is counted, not the version sums around it.
  const counter = onStatements ? countStatements() : undefined;
  const figures = await measure(
    { name, url, method: 'POST', connections: saveConnections, setupClient, maxErrorShare },
    durationSeconds,
  ).finally(() => {
    const count = counter?.stop();
    if (count) onStatements?.(count);
  });
  const written = (await versionSum(databaseUrl, table)) - before;
  // Requests still in flight when a run stops may be written without being counted, so `sent` is the upper bound.
  const { succeeded, sent } = figures.withWarmUp;
  if (written < succeeded || written > sent) {
    throw new Error(`${name}: ${written} saves written, outside ${succeeded} answered 2xx to ${sent} sent`);
  }
  return figures;
}

async function measureApp(
  database: BenchDatabase,
  dataDir: string,
  durationSeconds: number,
): Promise<{ figures: LoadFigures; statements: SaveFigures['statements'] }> {
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
    // The web's own save text, so the load takes the path the web's saves take (decision 096).
    process.env.BENCH_SAVE_QUERY = webSaveText();
    let counted: StatementCount | undefined;
    const figures = await measureWrites(
      'applicationCacheSave (app, PostgreSQL)',
      graphqlUrl,
      database.url,
      'applications',
      durationSeconds,
      (count) => (counted = count),
    );
    if (!counted) throw new Error('the statement count was not taken');
    return { figures, statements: { ...counted, saves: figures.withWarmUp.succeeded } };
  } finally {
    await app.close();
  }
}

function webSaveText(): string {
  const text = webOperationTexts.find((candidate) => /^\s*mutation ApplicationCacheSave\b/.test(candidate));
  if (!text) throw new Error('the web sends no ApplicationCacheSave operation; run npm run codegen');
  return text;
}

/** Both figures from one run, on one fresh database on the same PostgreSQL server. */
export async function measureSaves(durationSeconds: number): Promise<SaveFigures> {
  const database = await createBenchDatabase(adminDatabaseUrl());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-bench-save-'));
  try {
    const { figures: app, statements } = await measureApp(database, dataDir, durationSeconds);
    const baselineServer = await startBaselineServer(database.url, host);
    const baseline = await measureWrites(
      'raw node:http + pg UPDATE',
      baselineServer.url,
      database.url,
      'bench_baseline_drafts',
      durationSeconds,
    ).finally(() => baselineServer.close());
    return { app, baseline, statements };
  } finally {
    delete process.env.BENCH_SAVE_SESSIONS;
    delete process.env.BENCH_SAVE_QUERY;
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// The targets the save path is held to (docs/decisions/092-one-statement-save.md; 049 set 0.5).
const targets = { throughputRatio: 0.7, p99Ratio: 2 };

function statementLines(statements: SaveFigures['statements']): string[] {
  const perSave = statements.saves > 0 ? (statements.total / statements.saves).toFixed(2) : 'n/a';
  const top = [...statements.byText.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
  return [
    `SQL statements sent by the app: ${statements.total} for ${statements.saves} saves answered 2xx (${perSave} per save):`,
    ...top.map(([text, count]) => `  ${count.toString().padStart(8)}  ${text}`),
  ];
}

/** Runs the save comparison and prints it with the targets; true when both targets are met. */
export async function printSaves(durationSeconds: number): Promise<boolean> {
  const { app, baseline, statements } = await measureSaves(durationSeconds);
  console.log(`\napplicationCacheSave, ${saveConnections} connections, one user (one draft row) per connection:\n`);
  printTable([app, baseline]);
  const throughput = baseline.requestsPerSecond > 0 ? app.requestsPerSecond / baseline.requestsPerSecond : 0;
  const p99 = baseline.p99Ms > 0 ? app.p99Ms / baseline.p99Ms : Number.POSITIVE_INFINITY;
  const met = throughput >= targets.throughputRatio && p99 <= targets.p99Ratio;
  console.log(
    [
      '',
      `app/baseline: requests/s ${ratio(app, baseline)} (target >= ${targets.throughputRatio}), ` +
        `p99 ${Number.isFinite(p99) ? p99.toFixed(2) : 'n/a'}x (${app.p99Ms} ms vs ${baseline.p99Ms} ms; target <= ${targets.p99Ratio}x): ` +
        (met ? 'targets met' : 'TARGET MISSED'),
      'every save answered 2xx is in the database (checked by version sums)',
      ...statementLines(statements),
    ].join('\n'),
  );
  return met;
}
