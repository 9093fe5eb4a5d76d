import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { linesOf, type DocumentContent } from './document-content.js';
import { hasHeicStructure } from './heif-structure.js';
import { readPngTextChunks } from './png-text-chunks.js';

const mrzChunkKeyword = 'MRZ';
const mrzCommentPrefix = 'MRZ:';

// jpeg-js's own guards against decompression bombs; a 48-megapixel phone
// photo is well inside them.
const jpegLimits = { maxResolutionInMP: 100, maxMemoryUsageInMB: 1024 };

/** The last scan ends with an EOI marker: a cut file (or a thumbnail's EOI only) does not. */
function scanIsComplete(bytes: Buffer): boolean {
  const lastScanStart = bytes.lastIndexOf(Buffer.from([0xff, 0xda]));
  return lastScanStart >= 0 && bytes.lastIndexOf(Buffer.from([0xff, 0xd9])) > lastScanStart;
}

export function decodeJpeg(bytes: Buffer): DocumentContent | null {
  if (!scanIsComplete(bytes)) return null;
  let comments: string[];
  try {
    comments = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: false, ...jpegLimits }).comments ?? [];
  } catch {
    return null;
  }
  const zone = comments.find((comment) => comment.startsWith(mrzCommentPrefix));
  return {
    textLines: comments.flatMap(linesOf),
    declaredMrzLines: zone === undefined ? null : linesOf(zone.slice(mrzCommentPrefix.length)),
  };
}

/** pngjs checks every chunk's CRC and inflates the image data; either failing means the file is damaged. */
export function decodePng(bytes: Buffer): DocumentContent | null {
  try {
    PNG.sync.read(bytes, { checkCRC: true });
  } catch {
    return null;
  }
  const texts = readPngTextChunks(bytes);
  const zone = texts.find((text) => text.keyword === mrzChunkKeyword);
  return {
    textLines: texts.flatMap((text) => linesOf(text.text)),
    declaredMrzLines: zone ? linesOf(zone.text) : null,
  };
}

/**
 * libheif (compiled to WebAssembly, shipped inside the libheif-js package)
 * decodes the primary image. The box structure is checked first: it rejects
 * cut files cheaply, and spares libheif's console output on them.
 */
export async function decodeHeic(bytes: Buffer): Promise<DocumentContent | null> {
  if (!hasHeicStructure(bytes)) return null;
  try {
    const { default: decode } = await import('heic-decode');
    const image = await decode({ buffer: new Uint8Array(bytes) });
    if (image.width < 1 || image.height < 1) return null;
  } catch {
    return null;
  }
  return { textLines: [], declaredMrzLines: null };
}
