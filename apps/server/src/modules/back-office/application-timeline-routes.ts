import type { FastifyInstance } from 'fastify';
import { AppError } from '../../graphql/app-error.js';
import { notePersonalDataRead } from '../../platform/audit/personal-data-reads.js';
import type { BackOfficeDeps } from './back-office-deps.js';
import { positiveId } from './back-office-input.js';
import { backOfficeReadRoles } from './back-office-resolvers.js';

export const opsNoticeRoute = '/api/v1/ops/applications/:applicationId/notices/:file';
const noticeFile = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/;
const noticeNotFound = () => new AppError('NOTICE_NOT_FOUND', 'No such notice for this application.', 404);

/**
 * GET a decision or account-action notice's PDF for staff, kept exactly as
 * sent (Reg B 1002.12), found only within the application named: the
 * timeline links each kept notice here (decision 068). Staff only, with the
 * session header, like the documents and letters (back-office-routes.ts).
 */
export async function applicationTimelineRoutes(app: FastifyInstance, deps: BackOfficeDeps): Promise<void> {
  app.get<{ Params: { applicationId: string; file: string } }>(opsNoticeRoute, async (request, reply) => {
    const staff = await deps.requireStaff({ request, reply }, backOfficeReadRoles);
    const applicationId = positiveId(request.params.applicationId);
    const noticeId = noticeFile.exec(request.params.file)?.[1];
    const pdf =
      applicationId && noticeId ? await deps.timeline.decisionNoticePdf(deps.db, applicationId, noticeId) : undefined;
    if (!applicationId || !noticeId || !pdf) throw noticeNotFound();
    // A notice names and addresses the applicant: it leaves only once its read is on record (decision 069).
    notePersonalDataRead(request, staff, { type: 'application', id: String(applicationId) }, [`notice:${noticeId}`]);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', pdf.byteLength)
      .header('content-disposition', `inline; filename="waypoint-notice-${noticeId}.pdf"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });
}
