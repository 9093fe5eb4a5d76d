import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { AppConfig } from './config.js';

export interface AppSecrets {
  sessionSecret: Buffer;
  encryptionKey: Buffer;
  /** Stored beside ciphertext so keys can be rotated later. */
  encryptionKeyId: string;
}

const storedSecretsSchema = z.object({ sessionSecret: z.string(), encryptionKey: z.string() });

function toSecrets(sessionSecret: string, encryptionKey: string): AppSecrets {
  const key = Buffer.from(encryptionKey, 'base64');
  return {
    sessionSecret: Buffer.from(sessionSecret, 'base64'),
    encryptionKey: key,
    encryptionKeyId: `k-${Buffer.from(key.subarray(0, 4)).toString('hex')}`,
  };
}

/**
 * Production takes its keys from the environment (checked by loadConfig).
 * Elsewhere the keys are made on first start and kept in DATA_DIR, so a
 * restart keeps sessions and encrypted data readable.
 */
export async function loadSecrets(config: AppConfig): Promise<AppSecrets> {
  if (config.sessionSecret && config.encryptionKey) return toSecrets(config.sessionSecret, config.encryptionKey);
  if (config.appEnv === 'production') throw new Error('SESSION_SECRET and ENCRYPTION_KEY are required in production');

  const file = path.join(config.dataDir, 'secrets.json');
  try {
    const stored = storedSecretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    return toSecrets(config.sessionSecret ?? stored.sessionSecret, config.encryptionKey ?? stored.encryptionKey);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`${file} is unreadable; remove it to generate new keys`, { cause: error });
    }
  }
  const generated = {
    sessionSecret: randomBytes(32).toString('base64'),
    encryptionKey: randomBytes(32).toString('base64'),
  };
  await mkdir(config.dataDir, { recursive: true });
  // 'wx' so two instances starting together cannot overwrite each other's keys.
  await writeFile(file, JSON.stringify(generated, null, 2), { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  const stored = storedSecretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  return toSecrets(config.sessionSecret ?? stored.sessionSecret, config.encryptionKey ?? stored.encryptionKey);
}
