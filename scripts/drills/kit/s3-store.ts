import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../../../apps/server/src/config/config.js';
import type { ObjectStorage } from '../../../apps/server/src/platform/storage/object-storage.js';
import { s3Storage } from '../../../apps/server/src/platform/storage/s3-storage.js';
import { freePort, startProcess, waitUntil, type StartedProcess } from './child-processes.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const s3rverCli = path.join(repoRoot, 'node_modules/s3rver/bin/s3rver.js');

/**
 * An S3-compatible store (s3rver, the one the storage tests use) run as its
 * own process on a fixed loopback port over one folder, so a drill can stop it
 * as a provider goes down (the port refuses connections) and start it again
 * on the same port with the same objects.
 */
export interface StoppableS3 {
  readonly port: number;
  readonly bucket: string;
  /** The settings the server reads as S3_* variables. */
  readonly env: Record<string, string>;
  /** The store as the server sees it, to list and read objects behind the API. */
  readonly storage: ObjectStorage;
  isRunning(): boolean;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

export async function startStoppableS3(bucket = 'waypoint-documents'): Promise<StoppableS3> {
  const port = await freePort();
  const directory = mkdtempSync(path.join(os.tmpdir(), 'waypoint-drill-s3-'));
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's fixed development credentials.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  let child: StartedProcess | undefined;
  const start = async () => {
    if (child) return;
    const started = startProcess('s3rver', process.execPath, [
      s3rverCli,
      '--directory',
      directory,
      '--address',
      '127.0.0.1',
      '--port',
      String(port),
      '--silent',
      '--configure-bucket',
      bucket,
    ]);
    try {
      await waitUntil(`s3rver on port ${port}`, () => portAccepts(port), 15_000);
    } catch (error) {
      await started.stop('SIGKILL');
      throw new Error(`${(error as Error).message}\n${started.tail()}`);
    }
    child = started;
  };
  await start();
  return {
    port,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    storage: s3Storage(settings),
    isRunning: () => child !== undefined,
    // SIGKILL: the store vanishes mid-request, as a crashed or unreachable provider does.
    async stop() {
      const running = child;
      child = undefined;
      await running?.stop('SIGKILL', 5_000);
    },
    start,
  };
}
