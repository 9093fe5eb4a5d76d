import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ChangeRequestFileType } from '@waypoint/domain/change-requests/change-request-kinds';
import { cleanFileName } from '../../platform/uploads/file-names.js';
import { streamToStorage } from '../../platform/uploads/store-upload.js';
import { uploadErrors } from '../../platform/uploads/upload-errors.js';
import { detectAcceptedType, readBounded, readHead } from '../../platform/uploads/upload-stream.js';
import { changeRequestErrors } from './change-request-errors.js';
import { insertFile, lockRequest } from './change-request-repository.js';
import type { ChangeRequestsDeps } from './change-requests-deps.js';
import type { ChangeRequestFileRow } from './change-requests-tables.js';

/**
 * One proof (decision 036), through the same pipeline as application
 * documents: the type from the first bytes, streamed to storage under a
 * server-made key with the size limit enforced as it arrives, a PDF scanned
 * for active content in the document workers, then recorded as the group's
 * next version under the request's lock, while it is still being prepared.
 * Anything refused after storing is deleted again.
 */
export async function storeChangeRequestFile(
  deps: ChangeRequestsDeps,
  input: {
    userId: string;
    changeRequestId: number;
    fileType: ChangeRequestFileType;
    fileName: string | undefined;
    stream: Readable;
  },
): Promise<ChangeRequestFileRow> {
  let head: Buffer;
  try {
    head = await readHead(input.stream);
  } catch {
    throw uploadErrors.interrupted();
  }
  if (head.length === 0) throw uploadErrors.empty();
  const contentType = await detectAcceptedType(head);
  if (!contentType) throw uploadErrors.typeNotAccepted();

  const storageKey = `change-requests/${input.changeRequestId}/${randomUUID()}`;
  const stored = await streamToStorage(deps.storage, deps.uploadMaxBytes, {
    key: storageKey,
    head,
    stream: input.stream,
    contentType,
  });
  let recorded = false;
  try {
    if (contentType === 'application/pdf') {
      const bytes = await readBounded(await deps.storage.getStream(storageKey), deps.uploadMaxBytes);
      // Staff open these inline: a PDF the scan cannot finish is refused too, in its own words.
      const active = await Promise.resolve(deps.pdfHasActiveContent(bytes)).catch(() => {
        throw changeRequestErrors.pdfNotCheckable();
      });
      if (active) throw uploadErrors.activeContent();
    }
    const row = await deps.db.transaction(async (tx) => {
      const request = await lockRequest(tx, input.changeRequestId);
      // Submitted or cancelled while the file arrived: it is no longer being prepared.
      if (!request || request.userId !== input.userId) throw changeRequestErrors.notFound();
      if (request.status !== 'pending') throw changeRequestErrors.notEditable(request.status);
      return insertFile(tx, {
        changeRequestId: input.changeRequestId,
        userId: input.userId,
        fileType: input.fileType,
        fileName: cleanFileName(input.fileName),
        storageKey,
        contentType,
        byteSize: stored.bytes,
        sha256: stored.sha256,
        createdAt: deps.now(),
      });
    });
    recorded = true;
    return row;
  } catch (error) {
    if (!recorded) await deps.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
