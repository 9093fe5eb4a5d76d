import path from 'node:path';
import type { AppConfig } from '../../config/config.js';
import { localStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { s3Storage } from './s3-storage.js';

/** S3 when S3_BUCKET is set, otherwise a folder under DATA_DIR (decision 008). */
export function storageFromConfig(config: Pick<AppConfig, 's3' | 'dataDir'>): ObjectStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'uploads'));
}
