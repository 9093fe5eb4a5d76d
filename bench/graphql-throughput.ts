// How much of a bare Node HTTP server's throughput our real GraphQL endpoint keeps,
// for a read-only query and for a draft save (applicationCacheSave) on PostgreSQL.
// Run: npm run bench   (BENCH_DURATION_SECONDS=10 npm run bench for longer runs); it starts
// a throw-away PostgreSQL server through scripts/with-postgres.mjs.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/config.js';
import { adminDatabaseUrl } from './bench-database.js';
import { printTable, ratio } from './load-report.js';
import { describeSettings, loadDurationSeconds, measure } from './load.js';
import { printSaves } from './save-throughput.js';

const host = '127.0.0.1';
const graphqlBody = JSON.stringify({ query: '{ serviceStatus { apiVersion } }' });
const graphqlAnswer = JSON.stringify({ data: { serviceStatus: { apiVersion: '1' } } });
const rawAnswer = JSON.stringify({ ok: true });

function listenRaw(): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(rawAnswer);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve(server));
  });
}

function closeRaw(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

async function main(): Promise<void> {
  const durationSeconds = loadDurationSeconds();
  // Fail before any load when the PostgreSQL server for the save figures is missing.
  adminDatabaseUrl();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-bench-'));
  try {
    // PORT is left unset: the config schema rejects 0, and buildApp never reads it; listen() picks the port.
    const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const { app } = await buildApp({ config, logger: false });
    let graphqlUrl: string;
    try {
      await app.listen({ port: 0, host });
      graphqlUrl = `http://${host}:${(app.server.address() as AddressInfo).port}/api/v1/graphql`;
    } catch (error) {
      await app.close();
      throw error;
    }

    console.log(`${await describeSettings(durationSeconds)}\n`);
    const graphql = await measure(
      { name: 'graphql (app, /api/v1/graphql)', url: graphqlUrl, body: graphqlBody, expectBody: graphqlAnswer },
      durationSeconds,
    ).finally(() => app.close());

    const rawServer = await listenRaw();
    const raw = await measure(
      {
        name: 'raw node:http JSON',
        url: `http://${host}:${(rawServer.address() as AddressInfo).port}/`,
        expectBody: rawAnswer,
      },
      durationSeconds,
    ).finally(() => closeRaw(rawServer));

    printTable([graphql, raw]);
    if (raw.serverBusy < 0.85) {
      console.log(
        `\nNote: the raw server was only ${(raw.serverBusy * 100).toFixed(0)}% busy, so the load generator, not the server, set its figure; the ratio overstates how close GraphQL is to raw.`,
      );
    }
    console.log(`\ngraphql/raw ratio: ${ratio(graphql, raw)}`);
    // The save path's targets (ratio and p99) decide the exit code, as in `npm run bench:save`.
    if (!(await printSaves(durationSeconds))) process.exitCode = 1;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
