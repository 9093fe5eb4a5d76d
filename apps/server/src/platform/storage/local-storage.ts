import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, measuringStream, ObjectNotFoundError, type ObjectStorage } from './object-storage.js';

// Beside the objects, so the final rename stays on one file system and is atomic.
const incomingFolder = '.incoming';

/**
 * Objects as files under `dir` (DATA_DIR/uploads by default). A file is
 * written to a temporary name, flushed to disk, then renamed to its key: a
 * crash or a broken stream mid-upload leaves no half-written file under any
 * key, only a temporary file that is removed on failure (or, after a power
 * cut, left in `.incoming` where no key points).
 */
export function localStorage(dir: string): ObjectStorage {
  const root = path.resolve(dir);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };

  return {
    kind: 'local',
    async putStream(key, body: Readable) {
      const target = pathOf(key);
      const temp = path.join(root, incomingFolder, `${randomUUID()}.part`);
      await mkdir(path.dirname(temp), { recursive: true });
      const measure = measuringStream();
      const handle = await open(temp, 'wx', 0o600);
      try {
        // flush: fsync before the stream closes the file, so the renamed file is whole after a power cut.
        await pipeline(body, measure.stream, handle.createWriteStream({ flush: true }));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(temp, target);
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(temp, { force: true });
        throw error;
      }
      return measure.result();
    },
    async getStream(key) {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ObjectNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
