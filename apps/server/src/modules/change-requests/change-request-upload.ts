import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeRequestFileType } from '@waypoint/domain/change-requests/change-request-kinds';
import { cleanFileName } from '../../platform/uploads/file-names.js';
import { changeRequestErrors } from './change-request-errors.js';
import { insertFile, lockRequest } from './change-request-repository.js';
import type { ChangeRequestFileRow } from './change-request-repository.js';
import type { ChangeRequestsDeps } from './change-requests-deps.js';

/**
 * One proof (decision 036) through the same file intake as application
 * documents (decision 057, product-rules#file-intake): the type from the
 * first bytes, the size limit as it arrives, the page, pixel and
 * decompression limits and the active-content scan in the document workers,
 * so what staff open inline is what an application document may be. Then
 * recorded as the group's next version under the request's lock, while it is
 * still being prepared. Anything refused after storing is deleted again.
 */
export async function storeChangeRequestFile(
  deps: ChangeRequestsDeps,
  input: {
    userId: string;
    changeRequestId: number;
    fileType: ChangeRequestFileType;
    fileName: string | undefined;
    stream: Readable;
    log: FastifyBaseLogger;
  },
): Promise<ChangeRequestFileRow> {
  const file = await deps.intake.take({
    keyPrefix: `change-requests/${input.changeRequestId}`,
    stream: input.stream,
    log: input.log,
  });
  try {
    return await deps.db.transaction(async (tx) => {
      const request = await lockRequest(tx, input.changeRequestId);
      // Submitted or cancelled while the file arrived: it is no longer being prepared.
      if (!request || request.userId !== input.userId) throw changeRequestErrors.notFound();
      if (request.status !== 'pending') throw changeRequestErrors.notEditable(request.status);
      return insertFile(tx, {
        changeRequestId: input.changeRequestId,
        userId: input.userId,
        fileType: input.fileType,
        fileName: cleanFileName(input.fileName),
        storageKey: file.storageKey,
        contentType: file.contentType,
        byteSize: file.byteSize,
        sha256: file.sha256,
        createdAt: deps.now(),
      });
    });
  } catch (error) {
    await file.discard();
    throw error;
  }
}
