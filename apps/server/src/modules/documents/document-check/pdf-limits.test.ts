import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { findPdfLimitBreach } from './pdf-limits.js';
import { pdfOperatorBomb } from './samples/document-bombs.js';
import { buildSamplePdf } from './samples/sample-documents.js';

const flateStream = (data: Buffer, extra = '') =>
  Buffer.concat([
    Buffer.from(`<< /Length ${deflateSync(data).length} /Filter /FlateDecode ${extra}>>\nstream\n`, 'latin1'),
    deflateSync(data),
    Buffer.from('\nendstream', 'latin1'),
  ]).toString('latin1');

const megabyte = 1024 * 1024;

describe('PDF limits, from the file structure and inflated stream sizes', () => {
  it.each([
    ['a plain one-page PDF', buildSamplePdf(['Payslip of Ana Silva']), null],
    ['one content stream of 1M text operators (7 MB inflated)', pdfOperatorBomb(1_000_000), null],
    ['one content stream of 3M text operators (21 MB inflated)', pdfOperatorBomb(3_000_000), { kind: 'content' }],
    ['200 pages', pdfOperatorBomb(1, 200), null],
    ['201 pages', pdfOperatorBomb(1, 201), { kind: 'pages', pages: 201 }],
    [
      'three 7 MB streams (24 MB in all is the limit)',
      buildSamplePdf(['x'], { extraObjects: [1, 2, 3, 4].map(() => flateStream(Buffer.alloc(7 * megabyte, 0x20))) }),
      { kind: 'content' },
    ],
    [
      'a 30 MB image stream (images are not decoded for text)',
      buildSamplePdf(['x'], {
        extraObjects: [flateStream(Buffer.alloc(30 * megabyte), '/Subtype /Image /Width 5000 /Height 6000 ')],
      }),
      null,
    ],
    [
      'a bomb whose compressed tail is cut off still counts what it inflated',
      buildSamplePdf(['x'], {
        extraObjects: [flateStream(Buffer.alloc(20 * megabyte, 0x20)).replace(/[^]{40}\nendstream$/, '\nendstream')],
      }),
      { kind: 'content' },
    ],
    [
      'a stream whose declared /Length is longer than the file',
      buildSamplePdf(['x'], { extraObjects: ['<< /Length 99999999 >>\nstream\nabc\nendstream'] }),
      { kind: 'content' },
    ],
    [
      'a page tree hidden in an object stream declaring 100000 pages',
      buildSamplePdf(['x'], {
        extraObjects: [
          flateStream(Buffer.from('<< /Type /Pages /Kids [] /Count 100000 >>'), '/Type /ObjStm /N 1 /First 0 '),
        ],
      }),
      { kind: 'pages', pages: 100_000 },
    ],
  ])('%s', async (_case, pdf, expected) => {
    expect(await findPdfLimitBreach(pdf)).toEqual(expected);
  });
});
