import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config/config.js';

export interface LoopbackS3 {
  settings: S3Settings;
  /** The folder s3rver keeps objects in, to look behind the API. */
  directory: string;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, for tests and nothing else. */
export async function startLoopbackS3(bucket = 'waypoint-documents'): Promise<LoopbackS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'waypoint-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's fixed development credentials.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    directory,
    close: async () => {
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
