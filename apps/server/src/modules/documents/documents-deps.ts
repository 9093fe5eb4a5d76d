import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import type { FileIntake } from '../../platform/uploads/file-intake.js';
import type { DocumentCheckProvider } from './document-check/document-check-provider.js';
import type { UploadTarget } from './upload-after-submit.js';

/** The signed-in user as the documents module needs them: who, and the name documents are compared with. */
export interface DocumentUser {
  userId: string;
  firstName: string;
  lastName: string;
}

/** A request's session credentials: a GraphQL context or a route's request and reply. */
export interface RequestScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What the documents module needs to know of an application; the application module owns the row. */
export interface OwnedApplication {
  id: number;
  status: string;
  dob: string | null;
}

/** The application draft as far as the upload flags go. */
export interface DraftDocumentFields {
  IDDocType?: unknown;
}

export interface ApplicationsPort {
  /** The caller's application with this id, or null: another user's answers the same as a missing one. */
  findOwned(userId: string, applicationId: number): Promise<OwnedApplication | null>;
  /**
   * Locks the application row, runs `compute` in that transaction and merges
   * the fields it returns into the draft (server-owned fields: no version
   * bump, as application-checks-service.ts records check results). The lock
   * makes concurrent uploads and removals write their flags one at a time.
   */
  updateDraftFields(
    applicationId: number,
    compute: (tx: Db, draft: DraftDocumentFields) => Promise<Record<string, unknown>>,
  ): Promise<void>;
}

/** What the documents module needs from the rest of the server, wired in the composition. */
export interface DocumentsDeps {
  db: Db;
  storage: ObjectStorage;
  checker: DocumentCheckProvider;
  /**
   * The one way an uploaded file is stored (decision 057): type, size, limits and the
   * active-content scan in the document-check workers; the same intake change requests use.
   */
  intake: FileIntake;
  limiter: RateLimiter;
  /** The signed-in user, or an APPLICATION_SESSION_INVALID error (401). */
  requireUser(scope: RequestScope): Promise<DocumentUser>;
  applications: ApplicationsPort;
  /**
   * The application's status and open request for information (decision 032): read before an
   * upload is taken, and again on the upload's transaction, under the application's lock.
   */
  uploadTargetOf(db: Db, applicationId: number): Promise<UploadTarget | null>;
  /** An upload answering a request for information queues the decision again, on the upload's transaction. */
  onUploadAfterSubmit(tx: Db, applicationId: number): Promise<void>;
  /** removeFile(fileId) without an application id: a change-request file, the change-requests module's (decision 036). */
  removeChangeRequestFile(userId: string, fileId: number): Promise<boolean>;
  /** The largest upload accepted (UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number;
  now(): Date;
}
