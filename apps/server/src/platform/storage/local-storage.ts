import { randomUUID } from 'node:crypto';
import { mkdir, open, opendir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  assertStoragePrefix,
  isStorageKey,
  measuringStream,
  ObjectNotFoundError,
  type ListedObject,
  type ObjectStorage,
} from './object-storage.js';

// Beside the objects, so the final rename stays on one file system and is atomic.
const incomingFolder = '.incoming';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `dir` as keys relative to `root`, one folder at a time (Node
 * 20's recursive opendir stops after its first buffer of a subfolder). A
 * file or folder removed while we walk is skipped.
 */
async function* filesUnder(root: string, dir: string): AsyncGenerator<ListedObject> {
  let entries;
  try {
    entries = await opendir(dir);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for await (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* filesUnder(root, file);
      continue;
    }
    if (!entry.isFile()) continue;
    const key = path.relative(root, file).split(path.sep).join('/');
    // Temporary uploads and anything not written by putStream are not objects.
    if (!isStorageKey(key)) continue;
    try {
      yield { key, lastModified: (await stat(file)).mtime };
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
}

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
    async *list(prefix) {
      assertStoragePrefix(prefix);
      // Walk only the folder the prefix names; the rest of the prefix filters file names in it.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      for await (const object of filesUnder(root, path.join(root, folder))) {
        if (object.key.startsWith(prefix)) yield object;
      }
    },
    async removeAbandonedUploads(olderThan) {
      const folder = path.join(root, incomingFolder);
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        if (!name.endsWith('.part')) continue;
        const file = path.join(folder, name);
        try {
          // The file's time moves with every write, so an upload still arriving is never old.
          if ((await stat(file)).mtime >= olderThan) continue;
          await rm(file);
          removed += 1;
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return removed;
    },
  };
}
