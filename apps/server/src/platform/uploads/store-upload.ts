import { pipeline, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectStorage } from '../storage/object-storage.js';
import { uploadErrors } from './upload-errors.js';
import { byteLimit, FileTooLargeError, withHead } from './upload-stream.js';

/** Multipart headers and boundaries around the one file part stay well under this. */
export const multipartOverheadBytes = 16 * 1024;

/** A route's numeric id: a database id (1 to 2^31 - 1) or null. */
export function positiveRouteId(value: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

// Reading and dropping the rest of a refused body lets the client read our answer (a browser
// sending a 15 MB photo sees the 413, not a reset); past this many times the limit it is not worth it.
const drainFactor = 4;

/**
 * A refusal while the body is still arriving: the rest of a body of known,
 * modest length is read and dropped; any other body is cut off by closing
 * the connection after the answer.
 */
export function stopReading(request: FastifyRequest, reply: FastifyReply, maxBytes: number): void {
  if (request.raw.readableEnded) return;
  const length = Number(request.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(length) && length <= maxBytes * drainFactor) request.raw.resume();
  else reply.header('connection', 'close');
}

/**
 * Streams a file (its peeked head, then the rest) to storage under a
 * server-made key, failing as soon as it passes `maxBytes`, so an oversized
 * file is never stored whole. A failed put leaves nothing behind.
 */
export async function streamToStorage(
  storage: ObjectStorage,
  maxBytes: number,
  upload: { key: string; head: Buffer; stream: Readable; contentType: string },
) {
  let sourceError: unknown;
  upload.stream.on('error', (error) => {
    sourceError = error;
  });
  const limited = byteLimit(maxBytes);
  // Errors reach the storage through `limited`; a failure there tears the source down.
  pipeline(withHead(upload.head, upload.stream), limited, () => undefined);
  try {
    return await storage.putStream(upload.key, limited, upload.contentType);
  } catch (error) {
    // A store that kept a part anyway is cleaned up.
    await storage.delete(upload.key).catch(() => undefined);
    if (error instanceof FileTooLargeError) throw uploadErrors.tooLarge(maxBytes);
    if (sourceError) throw uploadErrors.interrupted();
    throw error;
  }
}
