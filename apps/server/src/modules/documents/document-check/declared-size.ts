import type { AcceptedContentType } from './document-check-provider.js';
import { maxImagePixels, maxImageSide } from './document-limits.js';
import type { TooComplexReason } from './document-too-complex.js';
import { heicDimensions, jpegDimensions, pngDimensions, type Dimensions } from './image-dimensions.js';

function overPixelLimits(dimensions: Dimensions | null): TooComplexReason | null {
  if (!dimensions) return null; // no header to read: the decoder refuses the file as unreadable
  const { width, height } = dimensions;
  if (width > maxImageSide || height > maxImageSide || width * height > maxImagePixels) {
    return { kind: 'pixels', width, height };
  }
  return null;
}

/**
 * An image over the pixel limits (document-limits.ts), from its header alone:
 * a few reads near the start of the file, cheap enough for the event loop,
 * so such a file never reaches a worker. A PDF's limits need a scan of the
 * whole file and are checked in the worker (pdf-limits.ts). Null when within.
 */
export function findImageSizeBreach(contentType: AcceptedContentType, bytes: Buffer): TooComplexReason | null {
  switch (contentType) {
    case 'image/png':
      return overPixelLimits(pngDimensions(bytes));
    case 'image/jpeg':
      return overPixelLimits(jpegDimensions(bytes));
    case 'image/heic':
      return overPixelLimits(heicDimensions(bytes));
    case 'application/pdf':
      return null;
  }
}
