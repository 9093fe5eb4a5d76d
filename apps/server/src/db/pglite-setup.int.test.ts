import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { createClusterOutOfProcess, hasCluster } from './pglite-setup.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'waypoint-pglite-setup-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function sharedBuffers(pgliteDir: string | undefined): Promise<unknown[]> {
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir });
  try {
    return (await database.sql.executeSql('show shared_buffers')).rows;
  } finally {
    await database.close();
  }
}

describe('the embedded database setup (decision 048)', () => {
  it('creates the cluster of a new folder in a worker, once', async () => {
    const dir = path.join(root, 'new', 'pglite');
    expect(hasCluster(dir)).toBe(false);
    await createClusterOutOfProcess(dir);
    expect(hasCluster(dir)).toBe(true);
    // A folder with a cluster is left as it is: the second call starts no worker and takes no time.
    const started = performance.now();
    await createClusterOutOfProcess(dir);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it.each([
    ['a new folder', 'first-start'],
    ['in memory', undefined],
  ])('runs with 16 MB of shared buffers: %s', async (_case, folder) => {
    const rows = await sharedBuffers(folder === undefined ? undefined : path.join(root, folder));
    expect(rows).toEqual([{ shared_buffers: '16MB' }]);
  });

  it('keeps what was written across a restart on the same folder', async () => {
    const pgliteDir = path.join(root, 'restart');
    const first = await openDatabase({ databaseUrl: undefined, pgliteDir });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    const second = await openDatabase({ databaseUrl: undefined, pgliteDir });
    try {
      expect((await second.sql.executeSql('select note from kept')).rows).toEqual([{ note: 'still here' }]);
    } finally {
      await second.close();
    }
  });
});
