import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

// The starting points hold the job runner's schema too (job-queues-made.ts), which pg-boss's version shapes.
const { version: jobRunnerVersion } = createRequire(import.meta.url)('pg-boss/package.json') as { version: string };

/**
 * A short hash of every migration file, the job runner's version (and `extra`):
 * the name of a migrated starting point changes whenever a migration does, so a
 * kept one is never stale.
 */
export async function migrationsFingerprint(extra = ''): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`${extra} pg-boss ${jobRunnerVersion}`);
  for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (!/\.(sql|json)$/.test(file)) continue;
    hash.update(file);
    hash.update(await readFile(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
