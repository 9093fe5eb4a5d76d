import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ListedObject, ObjectStorage } from './object-storage.js';
import { lazyS3Storage } from './storage-from-config.js';

const settings = {
  bucket: 'waypoint',
  endpoint: undefined,
  region: 'us-east-1',
  credentials: undefined,
  forcePathStyle: false,
};

/** A stand-in for s3-storage.js that counts its loads and records each call. */
function countingLoader() {
  const calls: string[] = [];
  const listed: ListedObject[] = [{ key: 'applications/1/a', lastModified: new Date(0) }];
  const storage: ObjectStorage = {
    kind: 's3',
    putStream: async (key) => (calls.push(`put ${key}`), { bytes: 1, sha256: 'x' }),
    getStream: async (key) => (calls.push(`get ${key}`), Readable.from([])),
    delete: async (key) => void calls.push(`delete ${key}`),
    async *list(prefix) {
      calls.push(`list ${prefix}`);
      yield* listed;
    },
    removeAbandonedUploads: async () => (calls.push('sweep'), 2),
  };
  const loader = { loads: 0, calls };
  const load = async () => {
    loader.loads += 1;
    return { s3Storage: () => storage };
  };
  return { loader, load };
}

describe('lazyS3Storage', () => {
  it('does not load the SDK until the first call, then loads it once', async () => {
    const { loader, load } = countingLoader();
    const storage = lazyS3Storage(settings, load);
    expect(storage.kind).toBe('s3');
    expect(loader.loads).toBe(0);
    await storage.putStream('applications/1/a', Readable.from(['x']), 'application/pdf');
    await storage.getStream('applications/1/a');
    const keys: string[] = [];
    for await (const object of storage.list('applications/')) keys.push(object.key);
    await storage.delete('applications/1/a');
    expect(await storage.removeAbandonedUploads(new Date())).toBe(2);
    expect(keys).toEqual(['applications/1/a']);
    expect(loader.calls).toEqual([
      'put applications/1/a',
      'get applications/1/a',
      'list applications/',
      'delete applications/1/a',
      'sweep',
    ]);
    expect(loader.loads).toBe(1);
  });
});
