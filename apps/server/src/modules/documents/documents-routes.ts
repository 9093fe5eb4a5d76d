import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { isDocumentType } from '@waypoint/domain/application/documents/document-types';
import { ObjectNotFoundError } from '../../platform/storage/object-storage.js';
import { sendStoredFile } from '../../platform/uploads/send-stored-file.js';
import { multipartOverheadBytes, positiveRouteId, stopReading } from '../../platform/uploads/store-upload.js';
import { acceptedVersionsOf } from './accepted-versions.js';
import { documentErrors } from './document-errors.js';
import type { DocumentsDeps } from './documents-deps.js';
import { findOwnedFile } from './file-records-repository.js';
import { fileView } from './file-view.js';
import { uploadAllowed } from './upload-after-submit.js';
import { storeUpload } from './upload-service.js';

export const uploadPath = '/api/v1/applications/:applicationId/files/:fileType';
export const downloadPath = '/api/v1/files/:fileId';

// Uploads are rate-limited per user. An applicant sends a handful of
// documents, with retries; 40 in 10 minutes is far above that and far below abuse.
const uploadRule = { name: 'upload:user', limit: 40, windowSeconds: 600 };

interface UploadParams {
  applicationId: string;
  fileType: string;
}

/** The plain HTTP side of documents: multipart upload and download (docs/operations.md, decision 008). */
export async function documentsRoutes(app: FastifyInstance, deps: DocumentsDeps): Promise<void> {
  // Registered here, so only these routes accept multipart bodies.
  await app.register(fastifyMultipart, { limits: { fileSize: deps.uploadMaxBytes + 1, files: 1, parts: 2 } });

  app.post<{ Params: UploadParams }>(
    uploadPath,
    {
      onRequest: async (request) => {
        if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) {
          throw documentErrors.notMultipart();
        }
      },
    },
    async (request, reply) => {
      const user = await deps.requireUser({ request, reply });
      const { fileType } = request.params;
      if (!isDocumentType(fileType)) throw documentErrors.unknownType(fileType);
      const applicationId = positiveRouteId(request.params.applicationId);
      const application = applicationId ? await deps.applications.findOwned(user.userId, applicationId) : null;
      if (!application) throw documentErrors.applicationNotFound();
      // After submit only what a request for information asked for (decision 032).
      if (application.status !== 'incomplete') {
        const target = await deps.uploadTargetOf(deps.db, application.id);
        if (!target || !uploadAllowed(target, fileType)) throw documentErrors.notEditable(application.status);
      }
      await deps.limiter.hit(uploadRule, user.userId);
      if (Number(request.headers['content-length'] ?? 0) > deps.uploadMaxBytes + multipartOverheadBytes) {
        stopReading(request, reply, deps.uploadMaxBytes);
        throw documentErrors.tooLarge(deps.uploadMaxBytes);
      }
      try {
        const part = await request.file({ throwFileSizeLimit: false });
        if (!part || part.fieldname !== 'file') throw documentErrors.missingFile();
        const row = await storeUpload(deps, {
          user,
          application,
          documentType: fileType,
          fileName: part.filename,
          stream: part.file,
          log: request.log,
        });
        const versions = await acceptedVersionsOf(deps.db, row.applicationId, row.documentType);
        return reply.status(201).send(fileView(row, versions));
      } catch (error) {
        stopReading(request, reply, deps.uploadMaxBytes);
        throw error;
      }
    },
  );

  app.get<{ Params: { fileId: string } }>(downloadPath, async (request, reply) => {
    const user = await deps.requireUser({ request, reply });
    const fileId = positiveRouteId(request.params.fileId);
    const row = fileId ? await findOwnedFile(deps.db, user.userId, fileId) : undefined;
    if (!row || row.removedAt) throw documentErrors.fileNotFound();
    let body;
    try {
      body = await deps.storage.getStream(row.storageKey);
    } catch (error) {
      if (!(error instanceof ObjectNotFoundError)) throw error;
      request.log.error({ fileId: row.id }, 'a recorded file is missing from storage');
      throw documentErrors.fileNotFound();
    }
    return sendStoredFile(reply, row, body, 'attachment');
  });
}
