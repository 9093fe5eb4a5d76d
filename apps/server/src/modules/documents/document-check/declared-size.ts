import type { AcceptedContentType } from './document-check-provider.js';
import { maxImagePixels, maxImageSide } from './document-limits.js';
import type { TooComplexReason } from './document-too-complex.js';
import { heicDimensions, jpegDimensions, pngDimensions, type Dimensions } from './image-dimensions.js';
import { findPdfLimitBreach } from './pdf-limits.js';

function overPixelLimits(dimensions: Dimensions | null): TooComplexReason | null {
  if (!dimensions) return null; // no header to read: the decoder refuses the file as unreadable
  const { width, height } = dimensions;
  if (width > maxImageSide || height > maxImageSide || width * height > maxImagePixels) {
    return { kind: 'pixels', width, height };
  }
  return null;
}

/**
 * What the file declares it will cost to decode, from its headers alone:
 * an image's pixel dimensions, a PDF's pages and inflated streams (limits in
 * document-limits.ts). Cheap enough for the event loop: header reads, and
 * inflating on the thread pool. Null when within the limits.
 */
export async function findDeclaredSizeBreach(
  contentType: AcceptedContentType,
  bytes: Buffer,
): Promise<TooComplexReason | null> {
  switch (contentType) {
    case 'image/png':
      return overPixelLimits(pngDimensions(bytes));
    case 'image/jpeg':
      return overPixelLimits(jpegDimensions(bytes));
    case 'image/heic':
      return overPixelLimits(heicDimensions(bytes));
    case 'application/pdf':
      return findPdfLimitBreach(bytes);
  }
}
