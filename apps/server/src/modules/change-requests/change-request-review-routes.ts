import type { FastifyInstance } from 'fastify';
import { notePersonalDataRead } from '../../platform/audit/personal-data-reads.js';
import { ObjectNotFoundError } from '../../platform/storage/object-storage.js';
import { sendStaffView } from '../../platform/uploads/send-stored-file.js';
import { positiveRouteId } from '../../platform/uploads/store-upload.js';
import { changeRequestErrors } from './change-request-errors.js';
import { reviewableFile } from './change-request-repository.js';
import { changeRequestReadRoles } from './change-request-review.js';
import type { ChangeRequestsDeps } from './change-requests-deps.js';

export const opsChangeRequestFilePath = '/api/v1/ops/change-request-files/:fileId';

/**
 * GET a change request's proof for staff (decision 036): any staff role, a
 * file of a request that was submitted (a pending one is the applicant's
 * draft) and not removed; anything else is as missing as none. Inline, so an
 * image or a PDF shows in the back office. The staff check wants the session
 * header, so the page fetches the file.
 */
export async function changeRequestReviewRoutes(app: FastifyInstance, deps: ChangeRequestsDeps): Promise<void> {
  app.get<{ Params: { fileId: string } }>(opsChangeRequestFilePath, async (request, reply) => {
    const staff = await deps.requireStaff({ request, reply }, changeRequestReadRoles);
    const fileId = positiveRouteId(request.params.fileId);
    const row = fileId ? await reviewableFile(deps.db, fileId) : null;
    if (!row) throw changeRequestErrors.fileNotFound();
    let body;
    try {
      body = await deps.storage.getStream(row.storageKey);
    } catch (error) {
      if (!(error instanceof ObjectNotFoundError)) throw error;
      request.log.error({ fileId: row.id }, 'a recorded change-request file is missing from storage');
      throw changeRequestErrors.fileNotFound();
    }
    // The proof goes out only once its read is on record (decision 069).
    notePersonalDataRead(request, staff, { type: 'change_request', id: String(row.changeRequestId) }, [
      `document:${row.id}`,
    ]);
    return sendStaffView(reply, row, body);
  });
}
