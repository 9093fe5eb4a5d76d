import type { Dimensions } from './image-dimensions.js';

/** Why a file was too much to check: over a declared-size limit, or its check ran out of time or memory. */
export type TooComplexReason =
  | ({ kind: 'pixels' } & Dimensions)
  | { kind: 'pages'; pages: number }
  | { kind: 'content' }
  | { kind: 'time' }
  | { kind: 'memory' };

/**
 * Thrown by the document check instead of a result: the file is refused
 * (document-errors.ts `tooComplex`), not recorded as unrecognised, because
 * nothing was learnt about it.
 */
export class DocumentTooComplexError extends Error {
  constructor(readonly reason: TooComplexReason) {
    super(`document too complex to check: ${reason.kind}`);
    this.name = 'DocumentTooComplexError';
  }
}
