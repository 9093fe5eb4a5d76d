import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

/** What a stored object turned out to be, measured while it streamed through. */
export interface StoredObject {
  bytes: number;
  /** Hex SHA-256 of the content. */
  sha256: string;
}

/** An object as a listing shows it. */
export interface ListedObject {
  key: string;
  /** When the object was last written: for a multipart upload some stores give the time it began. */
  lastModified: Date;
}

/**
 * Where uploaded files live (architecture: files in object storage, so any
 * instance can serve any file). Keys are made by the server, never from a
 * client's file name. An object is visible only once `putStream` resolves: a
 * failed or interrupted stream leaves nothing under the key.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  putStream(key: string, body: Readable, contentType: string): Promise<StoredObject>;
  /** Rejects with ObjectNotFoundError when there is no such object. */
  getStream(key: string): Promise<Readable>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, page by page, so a large store is never held whole. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /**
   * Removes the temporary files of uploads that never finished (a process
   * killed mid-upload) and were last written before `olderThan`; returns how
   * many. Only such leftovers: never an object under a key.
   */
  removeAbandonedUploads(olderThan: Date): Promise<number>;
}

export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object under ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

// Segments of letters, digits, '.', '_' and '-', each starting with a letter or digit: no '..', no absolute paths.
const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const maxKeyLength = 512;

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a valid storage key: ${key}`);
}

/** A listing prefix: empty, or a key, or a key followed by '/'; never a way out of the store's space. */
export function assertStoragePrefix(prefix: string): void {
  if (prefix === '') return;
  const bare = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (bare.length > maxKeyLength || !keyPattern.test(bare)) throw new Error(`Not a valid storage prefix: ${prefix}`);
}

export function isStorageKey(key: string): boolean {
  return key.length <= maxKeyLength && keyPattern.test(key);
}

/** A pass-through that counts bytes and hashes them on the way to storage. */
export function measuringStream(): { stream: Transform; result(): StoredObject } {
  const hash = createHash('sha256');
  let bytes = 0;
  let digest: string | undefined;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      digest = hash.digest('hex');
      callback();
    },
  });
  return {
    stream,
    result: () => {
      if (digest === undefined) throw new Error('the stream has not finished');
      return { bytes, sha256: digest };
    },
  };
}
