import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasHeicStructure } from './heif-structure.js';

const heic = readFileSync(new URL('./samples/files/plain-photo.heic', import.meta.url));

function box(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** ftyp: major brand, minor version 0, compatible brands. */
const ftyp = (major: string, ...compatible: string[]): Buffer =>
  box('ftyp', Buffer.concat([Buffer.from(major), Buffer.alloc(4), ...compatible.map((brand) => Buffer.from(brand))]));

describe('HEIC box structure (ISO/IEC 14496-12, 23008-12)', () => {
  it.each([
    ['the HEIC sample', heic, true],
    ['ftyp heic, meta and mdat', Buffer.concat([ftyp('heic', 'mif1'), box('meta'), box('mdat')]), true],
    ['a heix major brand', Buffer.concat([ftyp('heix'), box('meta')]), true],
    ['mif1 among the compatible brands only', Buffer.concat([ftyp('isom', 'mif1'), box('meta')]), true],
    [
      'a last box whose size 0 runs to the end',
      Buffer.concat([ftyp('heic'), box('meta'), Buffer.from([0, 0, 0, 0]), Buffer.from('mdat1234')]),
      true,
    ],
    ['an AVIF brand is not HEIC', Buffer.concat([ftyp('avif', 'mif2'), box('meta')]), false],
    ['an MP4 is not HEIC', Buffer.concat([ftyp('isom', 'mp41'), box('moov')]), false],
    ['no meta box', Buffer.concat([ftyp('heic'), box('mdat')]), false],
    ['ftyp not first', Buffer.concat([box('meta'), ftyp('heic')]), false],
    ['the sample cut short', heic.subarray(0, heic.length - 1), false],
    ['the sample with a byte added', Buffer.concat([heic, Buffer.from([0])]), false],
    [
      'a box claiming less than its header',
      Buffer.concat([ftyp('heic'), Buffer.from([0, 0, 0, 4]), Buffer.from('meta')]),
      false,
    ],
    ['empty', Buffer.alloc(0), false],
  ])('%s', (_case, bytes, expected) => {
    expect(hasHeicStructure(bytes)).toBe(expected);
  });
});
