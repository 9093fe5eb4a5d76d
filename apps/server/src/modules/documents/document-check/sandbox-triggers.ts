import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import type { DocumentCheckResult } from './document-check-provider.js';
import { problems } from './document-problems.js';

/**
 * docs/sandbox.md "Document checks": text in the file (a PDF's text layer, a
 * PNG text chunk, a JPEG comment) that makes the sandbox raise a flag, so the
 * expired, mismatching and invalid paths can be walked with any document type.
 */
export const sandboxTriggers = {
  invalid: 'SANDBOX-INVALID',
  expired: 'SANDBOX-EXPIRED',
  mismatch: 'SANDBOX-MISMATCH',
} as const;

const zoneTypes: readonly DocumentType[] = ['passport', 'visa'];

/** Raises the flags the file's text asks for, adding a problem only for a flag not raised already. */
export function applySandboxTriggers(
  result: DocumentCheckResult,
  type: DocumentType,
  textLines: string[],
): DocumentCheckResult {
  const text = textLines.join('\n');
  const next = { ...result, problems: [...result.problems] };
  if (text.includes(sandboxTriggers.invalid) && next.isValid) {
    next.isValid = false;
    next.problems.push(zoneTypes.includes(type) ? problems.unreadableZone(type) : problems.invalid(type));
  }
  if (text.includes(sandboxTriggers.expired) && !next.isDocumentExpired) {
    next.isDocumentExpired = true;
    next.problems.push(problems.expired(type));
  }
  if (text.includes(sandboxTriggers.mismatch) && !next.isDocumentMismatch) {
    next.isDocumentMismatch = true;
    next.problems.push(problems.mismatch(type));
  }
  return next;
}
