import type { FastifyInstance } from 'fastify';
import { AppError } from '../../graphql/app-error.js';
import { notePersonalDataRead } from '../../platform/audit/personal-data-reads.js';
import { sendStaffView } from '../../platform/uploads/send-stored-file.js';
import type { BackOfficeDeps } from './back-office-deps.js';
import { positiveId } from './back-office-input.js';
import { backOfficeReadRoles } from './back-office-resolvers.js';

export const opsFileRoute = '/api/v1/ops/applications/:applicationId/files/:fileId';

const fileNotFound = () => new AppError('FILE_NOT_FOUND', 'No such file for this application.', 404);

export const opsLetterRoute = '/api/v1/ops/applications/:applicationId/letters/:file';
const letterFile = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/;
const letterNotFound = () => new AppError('NOTICE_NOT_FOUND', 'No such letter for this application.', 404);

/**
 * GET a document's bytes for staff (decision 031): inline with its stored
 * content type, found only within the named application, staff only. The
 * staff check wants the session header, so the page fetches the file.
 */
export async function backOfficeRoutes(app: FastifyInstance, deps: BackOfficeDeps): Promise<void> {
  app.get<{ Params: { applicationId: string; fileId: string } }>(opsFileRoute, async (request, reply) => {
    const staff = await deps.requireStaff({ request, reply }, backOfficeReadRoles);
    const applicationId = positiveId(request.params.applicationId);
    const fileId = positiveId(request.params.fileId);
    if (!applicationId || !fileId) throw fileNotFound();
    const found = await deps.documents.open(deps.db, applicationId, fileId);
    if ('missing' in found) {
      if (found.missing === 'object') request.log.error({ fileId }, 'a recorded file is missing from storage');
      throw fileNotFound();
    }
    // The file goes out only once its read is on record (decision 069).
    notePersonalDataRead(request, staff, { type: 'application', id: String(applicationId) }, [`document:${fileId}`]);
    return sendStaffView(reply, found.row, found.body);
  });

  // A request for information's letters, kept as sent (product-rules#reg-b-clocks), within the application named.
  app.get<{ Params: { applicationId: string; file: string } }>(opsLetterRoute, async (request, reply) => {
    const staff = await deps.requireStaff({ request, reply }, backOfficeReadRoles);
    const applicationId = positiveId(request.params.applicationId);
    const letterId = letterFile.exec(request.params.file)?.[1];
    const found = applicationId && letterId ? await deps.letters.pdf(deps.db, applicationId, letterId) : undefined;
    if (!found) throw letterNotFound();
    // A letter names and addresses the applicant (decision 069).
    notePersonalDataRead(request, staff, { type: 'application', id: String(applicationId) }, [`letter:${letterId}`]);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', found.pdf.byteLength)
      .header('content-disposition', `inline; filename="waypoint-letter-${letterId}.pdf"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(found.pdf.buffer, found.pdf.byteOffset, found.pdf.byteLength));
  });
}
