import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { findPdfActiveContent, pdfHasActiveContent, type PdfActiveContent } from './pdf-safety.js';
import { buildSamplePdf, type SamplePdfOptions } from './samples/sample-documents.js';

const pdf = (options: SamplePdfOptions, lines = ['Statement of account']): Buffer => buildSamplePdf(lines, options);

/** An object stream (object 6) holding `objects` as object 7 onwards, Flate-compressed unless told otherwise. */
function objectStream(
  objects: string[],
  dictionary = '/Filter /FlateDecode',
  encode: (data: Buffer) => Buffer = deflateSync,
): string {
  const bodies = objects.join('\n');
  let offset = 0;
  const pairs = objects.map((body, index) => {
    const pair = `${7 + index} ${offset}`;
    offset += body.length + 1;
    return pair;
  });
  const header = pairs.join(' ');
  const data = encode(Buffer.from(`${header}\n${bodies}`, 'latin1')).toString('latin1');
  return `<< /Type /ObjStm /N ${objects.length} /First ${header.length + 1} ${dictionary} /Length ${data.length} >>\nstream\n${data}\nendstream`;
}

const openAction = (action: string): SamplePdfOptions => ({
  catalogEntries: '/OpenAction 6 0 R ',
  extraObjects: [action],
});

// One row per kind of active content docs/sandbox.md lists, and the look-alikes that are not.
const rows: [string, Buffer, PdfActiveContent | null][] = [
  ['a plain text PDF has none', pdf({}), null],
  ['an OpenAction that only sets the view is fine', pdf({ catalogEntries: '/OpenAction [3 0 R /Fit] ' }), null],
  [
    'a page mentioning /JS and JavaScript in its text is fine',
    pdf({}, ['Skills: /JS, (JavaScript), AA batteries']),
    null,
  ],
  ['a link to a website is fine', pdf(openAction('<< /S /URI /URI (https://example.com/) >>')), null],
  [
    'JavaScript run on open',
    pdf(openAction('<< /S /JavaScript /JS (app.alert\\(1\\)) >>')),
    { kind: 'script', name: 'JavaScript' },
  ],
  [
    'a document-level JavaScript name tree',
    pdf({ catalogEntries: '/Names << /JavaScript << /Names [(a) 6 0 R] >> >> ', extraObjects: ['<< /S /JS >>'] }),
    { kind: 'script', name: 'JavaScript' },
  ],
  [
    'a name spelled with #hh escapes is still seen',
    pdf(openAction('<< /S /J#61vaScript /J#53 (x) >>')),
    { kind: 'script', name: 'JavaScript' },
  ],
  ['a bare /JS key', pdf(openAction('<< /JS 7 0 R >>')), { kind: 'script', name: 'JS' }],
  [
    'automatic actions on a page (/AA)',
    pdf({ extraObjects: ['<< /Type /Page /AA << /O << /S /GoTo /D [3 0 R /Fit] >> >> >>'] }),
    { kind: 'automatic-action', name: 'AA' },
  ],
  ['a launch action', pdf(openAction('<< /S /Launch /F (calc.exe) >>')), { kind: 'launch', name: 'Launch' }],
  [
    'embedded files',
    pdf({
      catalogEntries: '/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >> ',
      extraObjects: ['<< /Type /Filespec /F (a.exe) /EF << /F 7 0 R >> >>'],
    }),
    { kind: 'embedded-file', name: 'EmbeddedFiles' },
  ],
  [
    'a file attachment annotation',
    pdf({ extraObjects: ['<< /Type /Annot /Subtype /FileAttachment /FS 7 0 R >>'] }),
    { kind: 'embedded-file', name: 'FileAttachment' },
  ],
  [
    'a form that submits itself',
    pdf(openAction('<< /S /SubmitForm /F (https://example.com/) >>')),
    { kind: 'form-submission', name: 'SubmitForm' },
  ],
  [
    'an XFA form',
    pdf({ catalogEntries: '/AcroForm << /Fields [] /XFA 6 0 R >> ', extraObjects: ['<< >>'] }),
    { kind: 'script', name: 'XFA' },
  ],
  [
    'automatic actions hidden in a compressed object stream',
    pdf({ extraObjects: [objectStream(['<< /Type /Page /AA << /O 8 0 R >> >>'])] }),
    { kind: 'automatic-action', name: 'AA' },
  ],
  [
    'an object stream without /Type is still opened',
    pdf({
      extraObjects: [objectStream(['<< /JS (x) >>']).replace('/Type /ObjStm ', '')],
    }),
    { kind: 'script', name: 'JS' },
  ],
  [
    'an object stream of ordinary objects is fine',
    pdf({ extraObjects: [objectStream(['<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>'])] }),
    null,
  ],
  [
    'an object stream that will not inflate (encrypted or corrupt) cannot be checked',
    pdf({ extraObjects: [objectStream(['<< >>'], '/Filter /FlateDecode', (data) => data)] }),
    { kind: 'unreadable-objects', name: 'ObjStm' },
  ],
  [
    'an object stream with a predictor cannot be checked',
    pdf({
      extraObjects: [objectStream(['<< >>'], '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>')],
    }),
    { kind: 'unreadable-objects', name: 'ObjStm' },
  ],
  [
    'an object stream under another filter cannot be checked',
    pdf({ extraObjects: [objectStream(['<< >>'], '/Filter /LZWDecode', (data) => data)] }),
    { kind: 'unreadable-objects', name: 'ObjStm' },
  ],
  [
    'a fake "stream" keyword in a string does not hide a script',
    pdf({
      extraObjects: [
        '<< /Title (x >> stream\n) >>',
        '<< /S /JavaScript /JS (x) >>',
        '<< /Length 0 >>\nstream\n\nendstream',
      ],
    }),
    { kind: 'script', name: 'JavaScript' },
  ],
];

describe('PDF active content', () => {
  it.each(rows)('%s', (_rule, bytes, expected) => {
    expect(findPdfActiveContent(bytes)).toEqual(expected);
    expect(pdfHasActiveContent(bytes)).toBe(expected !== null);
  });
});
