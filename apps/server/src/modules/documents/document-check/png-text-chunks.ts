import { crc32, inflateSync } from 'node:zlib';

export interface PngText {
  keyword: string;
  text: string;
}

const signatureLength = 8;
// A text chunk holds a few lines; a larger inflated one is a decompression bomb, not a caption.
const maxInflatedTextBytes = 64 * 1024;

function splitAtNull(data: Buffer, from = 0): [Buffer, Buffer] {
  const end = data.indexOf(0, from);
  if (end < 0) return [data.subarray(from), Buffer.alloc(0)];
  return [data.subarray(from, end), data.subarray(end + 1)];
}

function inflateText(data: Buffer): Buffer {
  return inflateSync(data, { maxOutputLength: maxInflatedTextBytes });
}

function decodeTextChunk(type: string, data: Buffer): PngText | null {
  const [keyword, rest] = splitAtNull(data);
  const name = keyword.toString('latin1');
  if (type === 'tEXt') return { keyword: name, text: rest.toString('latin1') };
  if (type === 'zTXt') return { keyword: name, text: inflateText(rest.subarray(1)).toString('latin1') };
  if (type !== 'iTXt') return null;
  // iTXt: compression flag, method, language tag\0, translated keyword\0, UTF-8 text.
  const compressed = rest[0] === 1;
  const [, afterLanguage] = splitAtNull(rest, 2);
  const [, text] = splitAtNull(afterLanguage);
  return { keyword: name, text: (compressed ? inflateText(text) : text).toString('utf8') };
}

/**
 * The tEXt, zTXt and iTXt chunks of a PNG (PNG specification §11.3.4). pngjs decodes
 * pixels but drops these, and the sandbox reads its test inputs from them.
 * Call only on a file that has already decoded; a chunk with a wrong CRC,
 * or that will not inflate, is skipped.
 */
export function readPngTextChunks(bytes: Buffer): PngText[] {
  const texts: PngText[] = [];
  let offset = signatureLength;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IEND' || offset + 12 + length > bytes.length) break;
    // pngjs skips chunks it does not know without checking their CRC; we do.
    const crcOk = crc32(bytes.subarray(offset + 4, offset + 8 + length)) === bytes.readUInt32BE(offset + 8 + length);
    try {
      const text = crcOk ? decodeTextChunk(type, data) : null;
      if (text) texts.push(text);
    } catch {
      // A corrupt ancillary chunk does not make the image unreadable.
    }
    offset += 12 + length;
  }
  return texts;
}
