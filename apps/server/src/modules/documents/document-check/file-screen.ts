import { findImageSizeBreach } from './declared-size.js';
import type { AcceptedContentType } from './document-check-provider.js';
import type { TooComplexReason } from './document-too-complex.js';
import { findPdfLimitBreach } from './pdf-limits.js';
import { pdfHasActiveContent } from './pdf-safety.js';

/** What the upload intake learns of a file before anyone keeps or opens it. */
export type ScreenFinding =
  { kind: 'clear' } | { kind: 'too-complex'; reason: TooComplexReason } | { kind: 'active-content' };

/**
 * Every file a person uploads passes this, whatever it is for (decision 057,
 * product-rules#file-intake): an image over the pixel limits from its header,
 * a PDF over the page or inflated-size limits from a bounded scan of its
 * structure, then a PDF's scripts, actions and attachments. Runs in a
 * document-check worker (document-check-pool.ts `screen`), so a hostile file
 * costs a worker's time and heap, never the event loop.
 */
export async function screenFile(contentType: AcceptedContentType, bytes: Buffer): Promise<ScreenFinding> {
  const breach =
    contentType === 'application/pdf' ? await findPdfLimitBreach(bytes) : findImageSizeBreach(contentType, bytes);
  if (breach) return { kind: 'too-complex', reason: breach };
  if (contentType === 'application/pdf' && pdfHasActiveContent(bytes)) return { kind: 'active-content' };
  return { kind: 'clear' };
}
