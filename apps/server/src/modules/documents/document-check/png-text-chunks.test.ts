import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readPngTextChunks } from './png-text-chunks.js';
import { samplePng } from './samples/sample-documents.js';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
}

/** The sample PNG with `chunks` inserted after IHDR. */
function pngWith(...chunks: Buffer[]): Buffer {
  const png = samplePng();
  return Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33)]);
}

describe('PNG text chunks (PNG specification §11.3.4)', () => {
  it.each([
    ['none in a plain image', samplePng(), []],
    ['tEXt', samplePng({}, { MRZ: 'P<IND\nL2' }), [{ keyword: 'MRZ', text: 'P<IND\nL2' }]],
    [
      'zTXt, inflated',
      pngWith(chunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0'), deflateSync('SANDBOX-EXPIRED')]))),
      [{ keyword: 'Comment', text: 'SANDBOX-EXPIRED' }],
    ],
    [
      'iTXt, uncompressed UTF-8',
      pngWith(chunk('iTXt', Buffer.from('Title\0\0\0en\0Titel\0Zoë', 'utf8'))),
      [{ keyword: 'Title', text: 'Zoë' }],
    ],
    [
      'iTXt, compressed',
      pngWith(chunk('iTXt', Buffer.concat([Buffer.from('MRZ\0\x01\0\0\0', 'latin1'), deflateSync('L1\nL2')]))),
      [{ keyword: 'MRZ', text: 'L1\nL2' }],
    ],
    [
      'a tEXt with a wrong CRC is skipped',
      pngWith(Buffer.concat([chunk('tEXt', Buffer.from('MRZ\0x')).subarray(0, -4), Buffer.alloc(4)])),
      [],
    ],
    ['a zTXt that will not inflate is skipped', pngWith(chunk('zTXt', Buffer.from('Comment\0\0not deflate'))), []],
  ])('%s', (_case, bytes, expected) => {
    expect(readPngTextChunks(bytes)).toEqual(expected);
  });
});
