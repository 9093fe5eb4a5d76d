import { describe, expect, it } from 'vitest';
import { findImageSizeBreach } from './declared-size.js';
import { heicDimensions, jpegDimensions, pngDimensions } from './image-dimensions.js';
import { heicBomb, jpegBomb, pngBomb } from './samples/document-bombs.js';
import { sampleJpeg, samplePng } from './samples/sample-documents.js';

describe('declared dimensions, read from the header alone', () => {
  it.each([
    ['a real PNG', pngDimensions(samplePng({ width: 320, height: 200 })), { width: 320, height: 200 }],
    ['a PNG bomb', pngDimensions(pngBomb(30_000, 30_000)), { width: 30_000, height: 30_000 }],
    ['a real JPEG', jpegDimensions(sampleJpeg({ width: 320, height: 200 })), { width: 320, height: 200 }],
    ['a JPEG bomb', jpegDimensions(jpegBomb(65_000, 60_000)), { width: 65_000, height: 60_000 }],
    ['an HEIC skeleton', heicDimensions(heicBomb(40_000, 30_000)), { width: 40_000, height: 30_000 }],
    ['a PNG cut inside its header', pngDimensions(samplePng().subarray(0, 20)), null],
    ['not a JPEG', jpegDimensions(Buffer.from('GIF89a')), null],
    ['an HEIC without item properties', heicDimensions(Buffer.from('0000')), null],
  ])('%s', (_case, read, expected) => {
    expect(read).toEqual(expected);
  });

  it("a JPEG's EXIF thumbnail frame is skipped with its APP1 segment", () => {
    const thumbnail = jpegBomb(60_000, 60_000);
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 0]), thumbnail]);
    app1.writeUInt16BE(thumbnail.length + 2, 2);
    const photo = sampleJpeg({ width: 64, height: 40 });
    const withThumbnail = Buffer.concat([photo.subarray(0, 2), app1, photo.subarray(2)]);
    expect(jpegDimensions(withThumbnail)).toEqual({ width: 64, height: 40 });
  });
});

describe('the pixel limits: 50 megapixels, 10,000 pixels a side', () => {
  it.each([
    ['8164 × 6124 (50.0 MP): within', 8164, 6124, false],
    ['8200 × 6200 (50.8 MP): over', 8200, 6200, true],
    ['10000 × 1000: within', 10_000, 1_000, false],
    ['10001 × 1000: over', 10_001, 1_000, true],
    ['1000 × 10001: over', 1_000, 10_001, true],
  ])('%s', (_case, width, height, over) => {
    const header = pngBomb(1, 1);
    header.writeUInt32BE(width, 16);
    header.writeUInt32BE(height, 20);
    expect(findImageSizeBreach('image/png', header)).toEqual(over ? { kind: 'pixels', width, height } : null);
  });

  it('a PDF is never refused here: its limits are checked in the worker', () => {
    expect(findImageSizeBreach('application/pdf', Buffer.from('%PDF-1.7'))).toBeNull();
  });
});
