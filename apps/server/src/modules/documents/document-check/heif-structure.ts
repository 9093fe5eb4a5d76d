/** Brands that mark an HEIF still image holding HEVC-coded pictures (ISO/IEC 23008-12 Annex B). */
const heicBrands = new Set(['heic', 'heix', 'mif1']);

interface Box {
  type: string;
  start: number;
  end: number;
}

/** The top-level ISO-BMFF boxes (ISO/IEC 14496-12 §4.2), or null when their sizes do not add up to the file. */
export function topLevelBoxes(bytes: Buffer): Box[] | null {
  const boxes: Box[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return null;
    const size32 = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    let size = size32;
    if (size32 === 1) {
      if (offset + 16 > bytes.length) return null;
      size = Number(bytes.readBigUInt64BE(offset + 8));
    } else if (size32 === 0) {
      size = bytes.length - offset; // "extends to the end of the file"
    }
    const headerLength = size32 === 1 ? 16 : 8;
    if (size < headerLength || offset + size > bytes.length) return null;
    boxes.push({ type, start: offset, end: offset + size });
    offset += size;
  }
  return boxes;
}

function brandsOf(bytes: Buffer, ftyp: Box): string[] {
  const brands = [bytes.toString('latin1', ftyp.start + 8, ftyp.start + 12)];
  // After the major brand comes a 4-byte minor version, then compatible brands.
  for (let offset = ftyp.start + 16; offset + 4 <= ftyp.end; offset += 4) {
    brands.push(bytes.toString('latin1', offset, offset + 4));
  }
  return brands;
}

/**
 * Whether the bytes are structurally an HEIC file: the first box is `ftyp`
 * naming a heic, heix or mif1 brand, a `meta` box is present, and the box
 * sizes add up exactly to the file length (a cut or padded file fails).
 */
export function hasHeicStructure(bytes: Buffer): boolean {
  const boxes = topLevelBoxes(bytes);
  const ftyp = boxes?.[0];
  if (!boxes || ftyp?.type !== 'ftyp' || ftyp.end - ftyp.start < 16) return false;
  if (!brandsOf(bytes, ftyp).some((brand) => heicBrands.has(brand))) return false;
  return boxes.some((box) => box.type === 'meta');
}
