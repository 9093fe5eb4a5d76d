import path from 'node:path';
import type { AppConfig, S3Settings } from '../../config/config.js';
import { localStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { withOutagesNamed } from './storage-outage.js';

/**
 * S3 storage whose SDK (two packages, about 20 MB resident) is loaded on the first
 * call rather than at start (docs/decisions/048-embedded-default-memory.md): every
 * call is asynchronous, so the wait for the load is one more await.
 */
type S3StorageModule = { s3Storage: (settings: S3Settings) => ObjectStorage };

export function lazyS3Storage(
  settings: S3Settings,
  load: () => Promise<S3StorageModule> = () => import('./s3-storage.js'),
): ObjectStorage {
  let storage: Promise<ObjectStorage> | undefined;
  const loaded = () => (storage ??= load().then(({ s3Storage }) => s3Storage(settings)));
  return {
    kind: 's3',
    putStream: async (key, body, contentType) => (await loaded()).putStream(key, body, contentType),
    getStream: async (key) => (await loaded()).getStream(key),
    delete: async (key) => (await loaded()).delete(key),
    async *list(prefix) {
      yield* (await loaded()).list(prefix);
    },
    removeAbandonedUploads: async (olderThan) => (await loaded()).removeAbandonedUploads(olderThan),
  };
}

/** S3 when S3_BUCKET is set, otherwise a folder under DATA_DIR (decision 008); its failures named as the store's. */
export function storageFromConfig(config: Pick<AppConfig, 's3' | 'dataDir'>): ObjectStorage {
  return withOutagesNamed(config.s3 ? lazyS3Storage(config.s3) : localStorage(path.join(config.dataDir, 'uploads')));
}
