import { topLevelBoxes } from './heif-structure.js';

export interface Dimensions {
  width: number;
  height: number;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG specification §11.2.2: IHDR is the first chunk; width and height are its first eight bytes. */
export function pngDimensions(bytes: Buffer): Dimensions | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(pngSignature)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// Start-of-frame markers (ITU T.81 table B.1): C0–CF except DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const startOfScan = 0xda;
// Markers that stand alone, without a length: TEM and RST0–7.
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * The largest frame a JPEG declares, walking its marker segments (ITU T.81
 * §B.1.1) up to the first scan. Segment lengths skip APP segments whole, so
 * an EXIF thumbnail's own frame header is not mistaken for the image's.
 */
export function jpegDimensions(bytes: Buffer): Dimensions | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let largest: Dimensions | null = null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return largest;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (standsAlone(marker)) {
      offset += 2;
      continue;
    }
    if (marker === startOfScan) return largest;
    const length = bytes.readUInt16BE(offset + 2);
    if (isStartOfFrame(marker) && offset + 9 <= bytes.length) {
      const frame = { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
      if (!largest || frame.width * frame.height > largest.width * largest.height) largest = frame;
    }
    offset += 2 + length;
  }
  return largest;
}

/** Child boxes of an ISO-BMFF container box, its payload starting `skip` bytes in (4 for a full box). */
function childBoxes(bytes: Buffer, box: { start: number; end: number }, skip: number) {
  const payloadStart = box.start + 8 + skip;
  if (payloadStart > box.end) return [];
  return topLevelBoxes(bytes.subarray(payloadStart, box.end))?.map((child) => ({
    type: child.type,
    start: payloadStart + child.start,
    end: payloadStart + child.end,
  }));
}

/**
 * The largest image spatial extents (`ispe`, ISO/IEC 23008-12 §6.5.3) among
 * an HEIF file's item properties: meta → iprp → ipco → ispe. Every image
 * item must have one; the largest is the full image of a tiled (grid) photo.
 */
export function heicDimensions(bytes: Buffer): Dimensions | null {
  const meta = topLevelBoxes(bytes)?.find((box) => box.type === 'meta');
  if (!meta) return null;
  const iprp = childBoxes(bytes, meta, 4)?.find((box) => box.type === 'iprp');
  const ipco = iprp && childBoxes(bytes, iprp, 0)?.find((box) => box.type === 'ipco');
  if (!ipco) return null;
  let largest: Dimensions | null = null;
  for (const property of childBoxes(bytes, ipco, 0) ?? []) {
    if (property.type !== 'ispe' || property.end - property.start < 20) continue;
    const extents = { width: bytes.readUInt32BE(property.start + 12), height: bytes.readUInt32BE(property.start + 16) };
    if (!largest || extents.width * extents.height > largest.width * largest.height) largest = extents;
  }
  return largest;
}
