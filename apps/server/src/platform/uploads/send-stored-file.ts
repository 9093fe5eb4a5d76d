import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { cleanFileName, contentDisposition } from './file-names.js';

/**
 * Sends a stored upload's bytes with the headers every download of ours
 * carries: its detected type and size, no caching, no sniffing, and a policy
 * under which whatever it holds runs nothing. `inline` shows it in the page
 * (the back office's documents), `attachment` saves it (an applicant's own).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { contentType: string; byteSize: number; fileName: string },
  body: Readable,
  disposition: 'inline' | 'attachment',
) {
  // An inline image may draw itself; a saved file needs nothing at all.
  const policy =
    disposition === 'inline' ? "default-src 'none'; img-src 'self'; sandbox" : "default-src 'none'; sandbox";
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.byteSize)
    .header('content-disposition', contentDisposition(disposition, file.fileName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', policy)
    .send(body);
}

/**
 * A person's uploaded file as staff open it, whichever route serves it
 * (application documents, change-request proofs; decision 057): inline, under
 * the same sandboxing policy, the name cleaned again however old the row.
 * Every such file passed the upload intake's screen before it was stored.
 */
export function sendStaffView(
  reply: FastifyReply,
  file: { contentType: string; byteSize: number; fileName: string },
  body: Readable,
) {
  return sendStoredFile(reply, { ...file, fileName: cleanFileName(file.fileName) }, body, 'inline');
}
