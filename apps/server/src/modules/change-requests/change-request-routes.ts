import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  isChangeRequestKind,
  isChangeRequestFileType,
  proofFileTypeOf,
} from '@waypoint/domain/change-requests/change-request-kinds';
import { ObjectNotFoundError } from '../../platform/storage/object-storage.js';
import { sendStoredFile } from '../../platform/uploads/send-stored-file.js';
import { multipartOverheadBytes, positiveRouteId, stopReading } from '../../platform/uploads/store-upload.js';
import { uploadErrors } from '../../platform/uploads/upload-errors.js';
import { changeRequestErrors } from './change-request-errors.js';
import { findOwnedFile, findOwnedRequest } from './change-request-repository.js';
import { storeChangeRequestFile } from './change-request-upload.js';
import { changeRequestFileView } from './change-request-view.js';
import type { ChangeRequestsDeps } from './change-requests-deps.js';

export const changeRequestUploadPath = '/api/v1/change-requests/:changeRequestId/files/:fileType';
export const changeRequestDownloadPath = '/api/v1/change-request-files/:fileId';

// The same budget as application uploads: a handful of proofs with retries is far below it.
const uploadRule = { name: 'change-request-upload:user', limit: 40, windowSeconds: 600 };

/** The applicant's plain HTTP side of change requests: upload a proof, download their own (decision 036). */
export async function changeRequestRoutes(app: FastifyInstance, deps: ChangeRequestsDeps): Promise<void> {
  // Registered in this plugin's scope, so only these routes accept multipart bodies.
  await app.register(fastifyMultipart, { limits: { fileSize: deps.uploadMaxBytes + 1, files: 1, parts: 2 } });

  app.post<{ Params: { changeRequestId: string; fileType: string } }>(
    changeRequestUploadPath,
    {
      onRequest: async (request) => {
        if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) {
          throw uploadErrors.notMultipart();
        }
      },
    },
    async (request, reply) => {
      const { userId } = await deps.requireUser({ request, reply });
      const { fileType } = request.params;
      if (!isChangeRequestFileType(fileType)) throw changeRequestErrors.unknownFileType(fileType);
      const id = positiveRouteId(request.params.changeRequestId);
      const changeRequest = id ? await findOwnedRequest(deps.db, userId, id) : null;
      if (!changeRequest) throw changeRequestErrors.notFound();
      if (changeRequest.status !== 'pending') throw changeRequestErrors.notEditable(changeRequest.status);
      const asked = changeRequest.codes.filter(isChangeRequestKind).map((kind) => proofFileTypeOf[kind]);
      if (!asked.includes(fileType)) throw changeRequestErrors.fileTypeNotAsked(fileType);
      await deps.limiter.hit(uploadRule, userId);
      if (Number(request.headers['content-length'] ?? 0) > deps.uploadMaxBytes + multipartOverheadBytes) {
        stopReading(request, reply, deps.uploadMaxBytes);
        throw uploadErrors.tooLarge(deps.uploadMaxBytes);
      }
      try {
        const part = await request.file({ throwFileSizeLimit: false });
        if (!part || part.fieldname !== 'file') throw uploadErrors.missingFile();
        const row = await storeChangeRequestFile(deps, {
          userId,
          changeRequestId: changeRequest.id,
          fileType,
          fileName: part.filename,
          stream: part.file,
          log: request.log,
        });
        return reply.status(201).send(changeRequestFileView(row));
      } catch (error) {
        stopReading(request, reply, deps.uploadMaxBytes);
        throw error;
      }
    },
  );

  app.get<{ Params: { fileId: string } }>(changeRequestDownloadPath, async (request, reply) => {
    const { userId } = await deps.requireUser({ request, reply });
    const fileId = positiveRouteId(request.params.fileId);
    const row = fileId ? await findOwnedFile(deps.db, userId, fileId) : null;
    if (!row || row.removedAt) throw changeRequestErrors.fileNotFound();
    let body;
    try {
      body = await deps.storage.getStream(row.storageKey);
    } catch (error) {
      if (!(error instanceof ObjectNotFoundError)) throw error;
      request.log.error({ fileId: row.id }, 'a recorded change-request file is missing from storage');
      throw changeRequestErrors.fileNotFound();
    }
    return sendStoredFile(reply, row, body, 'attachment');
  });
}
