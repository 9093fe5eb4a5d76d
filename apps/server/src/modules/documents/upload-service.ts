import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import type { Db } from '../../db/database.js';
import { cleanFileName } from '../../platform/uploads/file-names.js';
import { DocumentTooComplexError } from './document-check/document-too-complex.js';
import { documentErrors } from './document-errors.js';
import { writeWithDraftFields } from './document-flags.js';
import type { DocumentsDeps, DocumentUser, OwnedApplication } from './documents-deps.js';
import { insertNextVersion, type ApplicationFileRow } from './file-records-repository.js';
import { uploadRecordDeadlineMs } from './orphan-sweep.js';
import { uploadAllowed } from './upload-after-submit.js';

export interface UploadInput {
  user: DocumentUser;
  application: OwnedApplication;
  documentType: DocumentType;
  /** The name the client gave the file; cleaned before it is kept. */
  fileName: string | undefined;
  /** The file's bytes as they arrive; never held whole in memory while storing. */
  stream: Readable;
  log: FastifyBaseLogger;
}

/**
 * An upload to a submitted application, on its transaction with the row
 * locked: the application may have been decided, or the request changed,
 * while the file was checked, so it is asked again; then the decision is
 * queued again with the upload (decision 032).
 */
async function answerRequest(deps: DocumentsDeps, tx: Db, applicationId: number, documentType: DocumentType) {
  const target = await deps.uploadTargetOf(tx, applicationId);
  if (!target || !uploadAllowed(target, documentType)) throw documentErrors.notEditable(target?.status ?? 'closed');
  await deps.onUploadAfterSubmit(tx, applicationId);
}

/**
 * One upload: through the file intake (decision 057: type from content, size,
 * page and pixel limits, active content, stored or refused with nothing kept),
 * then the document check on the bytes read back, then recorded as the type's
 * next version with the draft's upload fields in one transaction. Anything
 * refused after storing is deleted again.
 */
export async function storeUpload(deps: DocumentsDeps, input: UploadInput): Promise<ApplicationFileRow> {
  const { application, documentType, user } = input;
  const startedAt = deps.now().getTime();
  const file = await deps.intake.take({
    keyPrefix: `applications/${application.id}`,
    stream: input.stream,
    log: input.log,
  });
  const { bytes, contentType } = file;
  let recorded = false;
  try {
    const refuse = (error: unknown): never => {
      if (error instanceof DocumentTooComplexError) {
        input.log.warn({ reason: error.reason, contentType, bytes: bytes.length }, 'document too complex to check');
        throw documentErrors.tooComplex(error.reason);
      }
      input.log.error({ err: error, provider: deps.checker.name }, 'document check failed');
      throw documentErrors.checkUnavailable();
    };
    const result = await deps.checker
      .check({
        documentType,
        contentType,
        bytes,
        applicant: { firstName: user.firstName, lastName: user.lastName, dob: application.dob },
        today: deps.now(),
      })
      .catch(refuse);
    // Past this the orphan sweep may already have taken the object (orphan-sweep.ts): record nothing.
    if (deps.now().getTime() - startedAt > uploadRecordDeadlineMs) throw documentErrors.interrupted();
    const row = await writeWithDraftFields(deps, application.id, documentType, async (tx) => {
      if (application.status !== 'incomplete') await answerRequest(deps, tx, application.id, documentType);
      return insertNextVersion(tx, {
        applicationId: application.id,
        userId: user.userId,
        documentType,
        fileName: cleanFileName(input.fileName),
        storageKey: file.storageKey,
        contentType,
        byteSize: file.byteSize,
        sha256: file.sha256,
        isRecognized: result.isRecognized,
        isValid: result.isValid,
        isDocumentExpired: result.isDocumentExpired,
        isDocumentMismatch: result.isDocumentMismatch,
        expiresOn: result.expiresOn,
        problems: result.problems,
        checkedBy: deps.checker.name,
      });
    });
    recorded = true;
    return row;
  } catch (error) {
    // Until its row exists the file does not count, so nothing of it is kept.
    if (!recorded) await file.discard();
    throw error;
  }
}
