import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

/** What a stored object turned out to be, measured while it streamed through. */
export interface StoredObject {
  bytes: number;
  /** Hex SHA-256 of the content. */
  sha256: string;
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
  if (key.length > maxKeyLength || !keyPattern.test(key)) throw new Error(`Not a valid storage key: ${key}`);
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
