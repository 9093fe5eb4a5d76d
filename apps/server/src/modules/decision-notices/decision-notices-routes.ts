import type { FastifyInstance } from 'fastify';
import { AppError } from '../../graphql/app-error.js';
import type { DecisionNoticesDeps } from './decision-notices-deps.js';
import { findOwnedPdf } from './decision-notices-repository.js';
import { incompletenessPdf } from './incompleteness-notices-repository.js';

const noticeFile = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/;

export const noticeNotFound = () => new AppError('NOTICE_NOT_FOUND', 'No such notice.', 404);

/**
 * The applicant's own adverse action notice, the bytes exactly as stored
 * when it was sent (decision 033). Anyone else's, or no such notice, is the
 * same 404, so an id reveals nothing.
 */
export function registerDecisionNoticeRoutes(app: FastifyInstance, deps: DecisionNoticesDeps): void {
  app.get<{ Params: { file: string } }>('/api/v1/notices/:file', async (request, reply) => {
    const user = await deps.requireUser({ request, reply });
    const id = noticeFile.exec(request.params.file)?.[1];
    // A request for information's letters (product-rules#reg-b-clocks) download the same way.
    const found = id
      ? ((await findOwnedPdf(deps.db, user.userId, id)) ?? (await incompletenessPdf(deps.db, id, user)))
      : undefined;
    if (!found) throw noticeNotFound();
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', found.pdf.byteLength)
      .header('content-disposition', `attachment; filename="waypoint-notice-${id}.pdf"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(found.pdf.buffer, found.pdf.byteOffset, found.pdf.byteLength));
  });
}
