import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import type { Database } from '../db/database-types.js';
import { testAppConfig } from './test-app-config.js';

/**
 * Gives a starting point for test databases the job runner's schema and every
 * queue the app registers, by building the app on it once. A queue is a table
 * with eight indexes and constraints (pg-boss 10's partitions): some thirty of
 * them cost every test app about 0.6 s of DDL at start (docs/decisions/110-test-databases-start-with-their-queues.md).
 * The app still creates and updates each queue at start, so a starting point
 * made before a queue was added only costs that queue's DDL again.
 */
export async function makeJobQueues(database: Database): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-queues-'));
  try {
    const built = await buildApp({ config: testAppConfig(dataDir), database });
    await built.app.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
