import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { productionProviderSettings } from '../testing/production-settings.js';
import { loadConfig } from './config.js';
import { loadSecrets } from './secrets.js';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-secrets-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('loadSecrets', () => {
  it('generates keys on first start in development and keeps them', async () => {
    const dataDir = await tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await loadSecrets(config);
    const second = await loadSecrets(config);
    expect(first.encryptionKey).toHaveLength(32);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(second.sessionSecret.equals(first.sessionSecret)).toBe(true);
    const file = path.join(dataDir, 'secrets.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toHaveProperty('encryptionKey');
  });

  it('uses the keys from the environment in production, writing nothing', async () => {
    const dataDir = await tempDir();
    const key = Buffer.alloc(32, 9).toString('base64');
    const secrets = await loadSecrets(
      loadConfig({
        APP_ENV: 'production',
        DATA_DIR: dataDir,
        SESSION_SECRET: key,
        ENCRYPTION_KEY: key,
        ...productionProviderSettings,
      }),
    );
    expect(secrets.encryptionKey.equals(Buffer.alloc(32, 9))).toBe(true);
    await expect(stat(path.join(dataDir, 'secrets.json'))).rejects.toThrow();
  });

  it('gives each key an id for rotation', async () => {
    const secrets = await loadSecrets(loadConfig({ DATA_DIR: await tempDir() }));
    expect(secrets.encryptionKeyId).toMatch(/^k-[0-9a-f]{8}$/);
  });
});
