import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * A short hash of every migration file (and `extra`): the name of a migrated
 * starting point changes whenever a migration does, so a kept one is never stale.
 */
export async function migrationsFingerprint(extra = ''): Promise<string> {
  const hash = createHash('sha256');
  hash.update(extra);
  for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (!/\.(sql|json)$/.test(file)) continue;
    hash.update(file);
    hash.update(await readFile(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
