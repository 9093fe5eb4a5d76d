import type { FastifyInstance } from 'fastify';
import { AppError } from '../../graphql/app-error.js';
import type { BackOfficeDeps } from './back-office-deps.js';
import { positiveId } from './back-office-input.js';
import { backOfficeReadRoles } from './back-office-resolvers.js';

export const opsFileRoute = '/api/v1/ops/applications/:applicationId/files/:fileId';

const fileNotFound = () => new AppError('FILE_NOT_FOUND', 'No such file for this application.', 404);

/** An inline disposition with the stored name made safe for a header (RFC 6266 and 5987). */
function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET a document's bytes for staff (decision 031): inline with its stored
 * content type, found only within the named application, staff only. The
 * staff check wants the session header, so the page fetches the file.
 */
export async function backOfficeRoutes(app: FastifyInstance, deps: BackOfficeDeps): Promise<void> {
  app.get<{ Params: { applicationId: string; fileId: string } }>(opsFileRoute, async (request, reply) => {
    await deps.requireStaff({ request, reply }, backOfficeReadRoles);
    const applicationId = positiveId(request.params.applicationId);
    const fileId = positiveId(request.params.fileId);
    if (!applicationId || !fileId) throw fileNotFound();
    const found = await deps.documents.open(deps.db, applicationId, fileId);
    if ('missing' in found) {
      if (found.missing === 'object') request.log.error({ fileId }, 'a recorded file is missing from storage');
      throw fileNotFound();
    }
    return reply
      .header('content-type', found.row.contentType)
      .header('content-length', found.row.byteSize)
      .header('content-disposition', inlineDisposition(found.row.fileName))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
      .send(found.body);
  });
}
