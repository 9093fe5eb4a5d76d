import { decodeDocument } from './decode-document.js';
import type { DocumentCheckInput, DocumentCheckProvider, DocumentCheckResult } from './document-check-provider.js';
import { judgeZone, recognised } from './judge-zone.js';
import { findMrzLines } from './read-mrz.js';
import { applySandboxTriggers } from './sandbox-triggers.js';

const notRecognised = (problem: string): DocumentCheckResult => ({
  isRecognized: false,
  isValid: false,
  isDocumentExpired: false,
  isDocumentMismatch: false,
  expiresOn: null,
  problems: [problem],
});

/**
 * The sandbox document check (docs/sandbox.md "Document checks"). It really
 * decodes the file, reads a passport's or visa's machine-readable zone when
 * the file carries it as text, and honours the sandbox trigger texts. It
 * cannot read pixels: a photo without zone text passes; a real provider
 * reads the image itself.
 */
export function createSandboxDocumentCheck(): DocumentCheckProvider {
  return {
    name: 'sandbox',
    async check(input: DocumentCheckInput): Promise<DocumentCheckResult> {
      const decoded = await decodeDocument(input.contentType, input.bytes);
      if (!decoded.decoded) return notRecognised(decoded.problem);
      const { textLines, declaredMrzLines } = decoded.content;
      const zoneLines =
        input.documentType === 'passport' || input.documentType === 'visa'
          ? (declaredMrzLines ?? findMrzLines(textLines))
          : null;
      const judged = zoneLines ? judgeZone(input, zoneLines) : recognised;
      if (!judged.isRecognized) return judged;
      return applySandboxTriggers(judged, input.documentType, textLines);
    },
  };
}
