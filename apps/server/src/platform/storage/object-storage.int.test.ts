import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackS3, type LoopbackS3 } from '../../testing/loopback-s3.js';
import { localStorage } from './local-storage.js';
import { ObjectNotFoundError, type ListedObject, type ObjectStorage } from './object-storage.js';
import { s3Storage } from './s3-storage.js';
import { lazyS3Storage } from './storage-from-config.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A body that sends `bytes`, then breaks as a dropped connection does. */
function breakingBody(bytes: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) {
        this.destroy(new Error('connection reset'));
        return;
      }
      sent = true;
      this.push(bytes);
    },
  });
}

async function listAll(storage: ObjectStorage, prefix: string): Promise<ListedObject[]> {
  const listed: ListedObject[] = [];
  for await (const object of storage.list(prefix)) listed.push(object);
  return listed;
}

/** Everything under a folder, recursively, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

function roundTrips(name: string, make: () => ObjectStorage) {
  it(`${name}: stores, reads back, measures and deletes`, async () => {
    const storage = make();
    const content = randomBytes(12 * 1024 * 1024 + 123);
    const chunks = [content.subarray(0, 4_000_000), content.subarray(4_000_000)];
    const stored = await storage.putStream('applications/1/round-trip', Readable.from(chunks), 'application/pdf');
    expect(stored).toEqual({ bytes: content.length, sha256: sha256(content) });
    expect(sha256(await readAll(await storage.getStream('applications/1/round-trip')))).toBe(sha256(content));
    await storage.delete('applications/1/round-trip');
    await expect(storage.getStream('applications/1/round-trip')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await storage.delete('applications/1/round-trip');
  });

  it(`${name}: a stream that breaks midway leaves nothing under the key`, async () => {
    const storage = make();
    await expect(
      storage.putStream('applications/1/broken', breakingBody(randomBytes(6 * 1024 * 1024)), 'image/png'),
    ).rejects.toThrow(/connection reset/);
    await expect(storage.getStream('applications/1/broken')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it(`${name}: lists the objects under a prefix with when they were written`, async () => {
    const storage = make();
    const before = Date.now();
    const keys = ['applications/7/a', 'applications/7/b', 'applications/7/sub/c'];
    for (const key of [...keys, 'applications/70/d', 'other/7/e']) {
      await storage.putStream(key, Readable.from([Buffer.from(key)]), 'application/pdf');
    }
    const listed = await listAll(storage, 'applications/7/');
    expect(listed.map((object) => object.key).sort()).toEqual(keys);
    for (const object of listed) {
      // Stores keep whole seconds; allow for that and a little clock difference.
      expect(object.lastModified.getTime()).toBeGreaterThan(before - 2_000);
      expect(object.lastModified.getTime()).toBeLessThan(Date.now() + 2_000);
    }
    expect(await listAll(storage, 'applications/700/')).toEqual([]);
    expect((await listAll(storage, 'applications/')).map((object) => object.key)).toContain('applications/70/d');
    await expect(listAll(storage, '../')).rejects.toThrow(/Not a valid storage prefix/);
    for (const key of [...keys, 'applications/70/d', 'other/7/e']) await storage.delete(key);
  });

  it(`${name}: refuses keys that could leave its space`, async () => {
    const storage = make();
    for (const key of ['../escape', '/absolute', 'a/../../b', '']) {
      await expect(storage.putStream(key, Readable.from([Buffer.from('x')]), 'image/png')).rejects.toThrow(
        /Not a valid storage key/,
      );
    }
  });
}

describe('local storage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-storage-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  roundTrips('local', () => localStorage(dir));

  it('writes to a temporary file and renames it: nothing is visible under the key until the end', async () => {
    const storage = localStorage(dir);
    const body = new PassThrough();
    const done = storage.putStream('applications/2/slow', body, 'application/pdf');
    body.write(randomBytes(64 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(storage.getStream('applications/2/slow')).rejects.toBeInstanceOf(ObjectNotFoundError);
    expect(await filesUnder(dir)).toEqual([expect.stringMatching(/^\.incoming\/[0-9a-f-]+\.part$/)]);
    body.end(randomBytes(1024));
    expect((await done).bytes).toBe(65 * 1024);
    expect(await filesUnder(dir)).toEqual(['applications/2/slow']);
  });

  it('lists no temporary upload as an object, and removes only abandoned ones older than asked', async () => {
    const storage = localStorage(dir);
    const incoming = path.join(dir, '.incoming');
    await mkdir(incoming, { recursive: true });
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    for (const name of ['old.part', 'older.part', 'fresh.part', 'old-not-a-part.txt']) {
      await writeFile(path.join(incoming, name), 'partial');
    }
    for (const name of ['old.part', 'older.part', 'old-not-a-part.txt']) {
      await utimes(path.join(incoming, name), hourAgo, hourAgo);
    }
    expect((await listAll(storage, '')).filter((object) => object.key.includes('incoming'))).toEqual([]);
    expect(await storage.removeAbandonedUploads(new Date(Date.now() - 30 * 60_000))).toBe(2);
    expect((await readdir(incoming)).sort()).toEqual(['fresh.part', 'old-not-a-part.txt']);
    await rm(incoming, { recursive: true });
    expect(await storage.removeAbandonedUploads(new Date())).toBe(0);
  });

  it('a broken stream leaves no temporary file behind either', async () => {
    const storage = localStorage(dir);
    const before = await filesUnder(dir);
    await expect(
      storage.putStream('applications/3/broken', breakingBody(randomBytes(1024)), 'image/png'),
    ).rejects.toThrow('connection reset');
    expect(await filesUnder(dir)).toEqual(before);
  });
});

describe('S3 storage against an S3-compatible server on loopback', () => {
  let s3: LoopbackS3;
  beforeAll(async () => {
    s3 = await startLoopbackS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  roundTrips('s3', () => s3Storage(s3.settings));
  // What storageFromConfig gives a server: the SDK loaded on the first call (decision 048).
  roundTrips('s3, loaded on first use', () => lazyS3Storage(s3.settings));

  it('a multipart upload that breaks is aborted: the bucket holds no object', async () => {
    const storage = s3Storage(s3.settings);
    await expect(
      storage.putStream('applications/4/broken', breakingBody(randomBytes(11 * 1024 * 1024)), 'application/pdf'),
    ).rejects.toThrow(/connection reset/);
    await expect(storage.getStream('applications/4/broken')).rejects.toBeInstanceOf(ObjectNotFoundError);
    expect((await filesUnder(s3.directory)).filter((file) => file.includes('applications/4'))).toEqual([]);
  });
});
