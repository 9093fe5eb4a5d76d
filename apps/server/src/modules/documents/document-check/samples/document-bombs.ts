import { crc32, deflateRawSync, deflateSync, constants } from 'node:zlib';

/**
 * Decompression bombs, generated rather than committed: small files that
 * declare or inflate to far more than they weigh. Tests and the bench
 * (bench/document-bomb.ts) upload them to prove the document check refuses
 * them without stopping the server.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const zeroSegmentBytes = 1024 * 1024;

/**
 * A zlib stream of `total` zero bytes, made in milliseconds: one megabyte of
 * zeros compressed with a full flush (which resets the window, so the
 * segment stands alone) is repeated, then the rest and a final empty block.
 * Adler-32 of n zeros is a = 1, b = n mod 65521.
 */
export function zlibOfZeros(total: number): Buffer {
  const segment = deflateRawSync(Buffer.alloc(zeroSegmentBytes), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const whole = Math.floor(total / zeroSegmentBytes);
  const rest = deflateRawSync(Buffer.alloc(total % zeroSegmentBytes), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: whole }, () => segment),
    rest,
    Buffer.from([0x03, 0x00]), // a final, empty fixed-Huffman block
    adler,
  ]);
}

/** A valid 8-bit greyscale PNG of width × height black pixels: a 30000 × 30000 one weighs under 1 MB. */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, adaptive filters, no interlace
  // Each row: filter type 0, then one byte per pixel.
  const pixels = zlibOfZeros(height * (width + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** A baseline JPEG whose frame header (SOF0) declares width × height, with a token scan after it. */
export function jpegBomb(width: number, height: number): Buffer {
  const frame = Buffer.alloc(6 + 3 * 3);
  frame.writeUInt8(8, 0);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame.writeUInt8(3, 5);
  [1, 2, 3].forEach((id, index) => frame.set([id, 0x11, 0], 6 + index * 3));
  const quantisation = Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]);
  const huffman = Buffer.concat([Buffer.from([0x00]), Buffer.from([0, 1]), Buffer.alloc(14), Buffer.from([0])]);
  const scan = Buffer.from([3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xdb, quantisation),
    jpegSegment(0xc0, frame),
    jpegSegment(0xc4, huffman),
    jpegSegment(0xda, scan),
    Buffer.alloc(4096, 0),
    Buffer.from([0xff, 0xd9]),
  ]);
}

function isoBox(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

const fullBoxHeader = Buffer.alloc(4); // version 0, flags 0

/** An HEIC skeleton (ftyp, meta with an image spatial extents property) declaring width × height. */
export function heicBomb(width: number, height: number): Buffer {
  const extents = Buffer.alloc(8);
  extents.writeUInt32BE(width, 0);
  extents.writeUInt32BE(height, 4);
  const handler = Buffer.concat([fullBoxHeader, Buffer.alloc(4), Buffer.from('pict'), Buffer.alloc(13)]);
  return Buffer.concat([
    isoBox('ftyp', Buffer.from('heic'), Buffer.alloc(4), Buffer.from('mif1heic')),
    isoBox(
      'meta',
      fullBoxHeader,
      isoBox('hdlr', handler),
      isoBox('iprp', isoBox('ipco', isoBox('ispe', fullBoxHeader, extents))),
    ),
    isoBox('mdat', Buffer.alloc(64)),
  ]);
}

/** PDF bodies numbered from 1, with a correct cross-reference table. */
function pdfOf(objects: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/**
 * A PDF whose pages all draw one FlateDecode-compressed content stream that
 * shows `operators` text strings: 3 million weigh about 20 KB and inflate to 21 MB.
 */
export function pdfOperatorBomb(operators: number, pages = 1): Buffer {
  const operator = '(A) Tj\n';
  const content = deflateSync(
    Buffer.concat([
      Buffer.from('BT /F1 10 Tf 36 700 Td\n'),
      Buffer.alloc(operators * operator.length, operator, 'latin1'),
      Buffer.from('ET\n'),
    ]),
    { level: 9 },
  );
  const kids = Array.from({ length: pages }, (_, index) => `${index + 5} 0 R`);
  const page =
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 3 0 R >>';
  return pdfOf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    ...kids.map(() => Buffer.from(page)),
  ]);
}
