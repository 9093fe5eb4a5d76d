import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../graphql/app-error.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { streamToStorage } from './store-upload.js';
import { uploadErrors } from './upload-errors.js';
import { detectAcceptedType, readBounded, readHead, type AcceptedContentType } from './upload-stream.js';

/**
 * Looks inside a stored file (page and pixel limits, decompression bounds,
 * active content) off the event loop, and throws the refusal a person reads
 * (an AppError) when the file may not be kept. The documents module's worker
 * pool provides it, wired in the composition (decision 057).
 */
export type FileScreen = (
  file: { contentType: AcceptedContentType; bytes: Buffer },
  log: FastifyBaseLogger,
) => Promise<void>;

/** A file that passed the intake: stored, screened, and not yet recorded anywhere. */
export interface TakenFile {
  storageKey: string;
  contentType: AcceptedContentType;
  /** The stored bytes, read back (bounded by the upload limit), for a module's own checks. */
  bytes: Buffer;
  byteSize: number;
  sha256: string;
  /** Deletes the stored object: the caller's recording failed, so nothing of the file is kept. */
  discard(): Promise<void>;
}

export interface FileIntake {
  /**
   * Takes one uploaded file under `keyPrefix`: throws the refusal, with
   * nothing left in storage, or answers the stored, screened file.
   */
  take(input: { keyPrefix: string; stream: Readable; log: FastifyBaseLogger }): Promise<TakenFile>;
}

/**
 * A failure of the store itself (down, unreachable, refusing us) rather than a
 * refusal of the file: logged for the operator with its cause, answered as
 * 503 STORAGE_UNAVAILABLE. Without this, a store's refused connection would
 * read as the database's (http/service-unavailable.ts).
 */
function storageFailed(error: unknown, log: FastifyBaseLogger): never {
  if (error instanceof AppError) throw error;
  log.error({ err: error }, 'object storage failed: upload refused');
  throw uploadErrors.storageUnavailable();
}

/**
 * The one way a person's file gets into storage (decision 057,
 * product-rules#file-intake): the type from its first bytes, never its name
 * or the header the client sent; streamed to storage under a server-made key
 * with the size limit enforced as it arrives; read back and screened. A file
 * refused at any step leaves no object behind, and the caller records no row.
 */
export function createFileIntake(deps: { storage: ObjectStorage; maxBytes: number; screen: FileScreen }): FileIntake {
  return {
    async take({ keyPrefix, stream, log }) {
      let head: Buffer;
      try {
        head = await readHead(stream);
      } catch {
        throw uploadErrors.interrupted();
      }
      if (head.length === 0) throw uploadErrors.empty();
      const contentType = await detectAcceptedType(head);
      if (!contentType) throw uploadErrors.typeNotAccepted();

      const storageKey = `${keyPrefix}/${randomUUID()}`;
      const stored = await streamToStorage(deps.storage, deps.maxBytes, {
        key: storageKey,
        head,
        stream,
        contentType,
      }).catch((error: unknown) => storageFailed(error, log));
      const discard = () => deps.storage.delete(storageKey).catch(() => undefined);
      try {
        const bytes = await deps.storage
          .getStream(storageKey)
          .then((body) => readBounded(body, deps.maxBytes))
          .catch((error: unknown) => storageFailed(error, log));
        await deps.screen({ contentType, bytes }, log);
        return { storageKey, contentType, bytes, byteSize: stored.bytes, sha256: stored.sha256, discard };
      } catch (error) {
        await discard();
        throw error;
      }
    },
  };
}
