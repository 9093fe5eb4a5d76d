import type { FileScreen } from '../../platform/uploads/file-intake.js';
import type { AcceptedContentType } from './document-check/document-check-provider.js';
import { DocumentTooComplexError } from './document-check/document-too-complex.js';
import type { ScreenFinding } from './document-check/file-screen.js';
import { documentErrors } from './document-errors.js';

/**
 * The upload intake's screen (decision 057, product-rules#file-intake), in the
 * documents module's words: the same refusal for an application document and a
 * change-request proof. Over a limit, or its worker killed over time or heap:
 * 422 DOCUMENT_TOO_COMPLEX; scripts in a PDF: PDF_ACTIVE_CONTENT; a worker that
 * failed otherwise: 503, try again (the file is not kept unchecked).
 */
export function createDocumentScreen(
  screen: (contentType: AcceptedContentType, bytes: Buffer) => Promise<ScreenFinding>,
): FileScreen {
  return async ({ contentType, bytes }, log) => {
    let finding: ScreenFinding;
    try {
      finding = await screen(contentType, bytes);
    } catch (error) {
      if (error instanceof DocumentTooComplexError) finding = { kind: 'too-complex', reason: error.reason };
      else {
        log.error({ err: error }, 'file screen failed');
        throw documentErrors.checkUnavailable();
      }
    }
    if (finding.kind === 'too-complex') {
      log.warn({ reason: finding.reason, contentType, bytes: bytes.length }, 'document too complex to check');
      throw documentErrors.tooComplex(finding.reason);
    }
    if (finding.kind === 'active-content') throw documentErrors.activeContent();
  };
}
