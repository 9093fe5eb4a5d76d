import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import type { AcceptedContentType, DocumentApplicant, DocumentCheckResult } from './document-check-provider.js';
import { buildSamplePdf, sampleJpeg, samplePassportMrz, samplePng, sampleVisaMrz } from './samples/sample-documents.js';
import { sampleApplicant, sampleFiles, samplePassportHolder as holder } from './samples/sample-files.js';
import { createSandboxDocumentCheck } from './sandbox-document-check.js';

const files = sampleFiles();
const file = (name: string): Buffer => files[name]!;
const heic = readFileSync(new URL('./samples/files/plain-photo.heic', import.meta.url));
const today = new Date('2026-06-01T15:30:00Z');
const priya: DocumentApplicant = { ...sampleApplicant };

const sandbox = createSandboxDocumentCheck();

interface Row {
  type: DocumentType;
  contentType: AcceptedContentType;
  bytes: Buffer;
  applicant?: Partial<DocumentApplicant>;
  today?: Date;
  expected: Partial<DocumentCheckResult>;
}

const clean = { isRecognized: true, isValid: true, isDocumentExpired: false, isDocumentMismatch: false, problems: [] };
const unreadable = {
  isRecognized: false,
  isValid: false,
  isDocumentExpired: false,
  isDocumentMismatch: false,
  expiresOn: null,
  problems: ['We could not open this file. Upload a clear photo or a PDF of the document.'],
};
const unreadablePassportZone = {
  isRecognized: true,
  isValid: false,
  isDocumentExpired: false,
  isDocumentMismatch: false,
  expiresOn: null,
  problems: [
    'We could not read the machine-readable lines at the bottom of this passport. Upload a clearer, uncropped image.',
  ],
};
const pdf = 'application/pdf';
const passportPdf = (person: Partial<typeof holder>): Buffer =>
  buildSamplePdf(['PASSPORT', ...samplePassportMrz({ ...holder, ...person })]);
const validZone = samplePassportMrz(holder);
/** The line with the check digit at `index` off by one. */
const withWrongDigit = (line: string, index: number): string =>
  `${line.slice(0, index)}${(Number(line.charAt(index)) + 1) % 10}${line.slice(index + 1)}`;

// One row per rule of docs/sandbox.md "Document checks".
const rows: Record<string, Row> = {
  // Rule 1: decoding decides isRecognized.
  'a PDF that parses is recognised': {
    type: 'proofOfIncome',
    contentType: pdf,
    bytes: file('passport-no-zone.pdf'),
    expected: clean,
  },
  'an empty file is not': { type: 'proofOfIncome', contentType: pdf, bytes: Buffer.alloc(0), expected: unreadable },
  'a PNG that decodes is recognised': {
    type: 'proofOfResidence',
    contentType: 'image/png',
    bytes: file('plain.png'),
    expected: clean,
  },
  'a JPEG that decodes is recognised': {
    type: 'idCard',
    contentType: 'image/jpeg',
    bytes: file('plain.jpg'),
    expected: clean,
  },
  'a HEIC that decodes is recognised': {
    type: 'driversLicense',
    contentType: 'image/heic',
    bytes: heic,
    expected: clean,
  },
  'a JPEG cut in half is not': {
    type: 'passport',
    contentType: 'image/jpeg',
    bytes: file('truncated.jpg'),
    expected: unreadable,
  },
  'a HEIC cut short is not': {
    type: 'greenCard',
    contentType: 'image/heic',
    bytes: heic.subarray(0, heic.length - 100),
    expected: unreadable,
  },
  'a PNG with a broken CRC is not': {
    type: 'supportingDocument',
    contentType: 'image/png',
    bytes: Buffer.concat([
      file('plain.png').subarray(0, 29),
      Buffer.from([0, 0, 0, 0]),
      file('plain.png').subarray(33),
    ]),
    expected: unreadable,
  },
  'an executable claimed to be a PDF is not': {
    type: 'visa',
    contentType: pdf,
    bytes: file('not-a-document.elf'),
    expected: unreadable,
  },
  'an executable claimed to be a PNG is not': {
    type: 'greenCard',
    contentType: 'image/png',
    bytes: file('not-a-document.elf'),
    expected: unreadable,
  },
  'a PDF whose body is garbage is not': {
    type: 'proofOfIncome',
    contentType: pdf,
    bytes: Buffer.from('%PDF-1.7\nnot really\n'),
    expected: unreadable,
  },
  'a PDF with JavaScript in its OpenAction is refused': {
    type: 'proofOfIncome',
    contentType: pdf,
    bytes: file('javascript-open-action.pdf'),
    expected: {
      isRecognized: false,
      problems: [
        'This PDF contains scripts or automatic actions, which we do not accept. Print or save it as a new PDF and upload that.',
      ],
    },
  },

  // Rule 2: the machine-readable zone of passports and visas.
  'a passport PDF with a valid zone passes and gives its expiry': {
    type: 'passport',
    contentType: pdf,
    bytes: file('passport-valid.pdf'),
    expected: { ...clean, expiresOn: '2031-01-01' },
  },
  'a passport PNG with an MRZ text chunk is read': {
    type: 'passport',
    contentType: 'image/png',
    bytes: file('passport-zone.png'),
    expected: { ...clean, expiresOn: '2031-01-01' },
  },
  'a passport JPEG with an MRZ: comment is read': {
    type: 'passport',
    contentType: 'image/jpeg',
    bytes: file('passport-zone.jpg'),
    expected: { ...clean, expiresOn: '2031-01-01' },
  },
  'an expired passport': {
    type: 'passport',
    contentType: pdf,
    bytes: file('passport-expired.pdf'),
    expected: {
      isValid: true,
      isDocumentExpired: true,
      isDocumentMismatch: false,
      expiresOn: '2024-03-03',
      problems: ['This passport expired on March 3, 2024. Upload your current passport.'],
    },
  },
  'a passport expiring today has not expired': {
    type: 'passport',
    contentType: pdf,
    bytes: file('passport-valid.pdf'),
    today: new Date('2031-01-01T23:59:00Z'),
    expected: { isDocumentExpired: false },
  },
  'a passport expired yesterday (UTC day)': {
    type: 'passport',
    contentType: pdf,
    bytes: file('passport-valid.pdf'),
    today: new Date('2031-01-02T00:00:00Z'),
    expected: { isDocumentExpired: true },
  },
  "someone else's passport": {
    type: 'passport',
    contentType: pdf,
    bytes: file('passport-name-mismatch.pdf'),
    expected: {
      isValid: true,
      isDocumentMismatch: true,
      problems: [
        'The name on this passport (JOHN SMITH) does not match the name on your application (Priya Raman). Upload your own passport, or contact us if your name has changed.',
      ],
    },
  },
  'names compare without case, accents, hyphens or spaces': {
    type: 'passport',
    contentType: pdf,
    bytes: passportPdf({ surname: 'Raman-Iyer', givenNames: 'Priyá Devi' }),
    applicant: { firstName: 'priya devi', lastName: 'Raman Iyer' },
    expected: clean,
  },
  'a different date of birth': {
    type: 'passport',
    contentType: pdf,
    bytes: file('passport-valid.pdf'),
    applicant: { dob: '1994-05-18' },
    expected: {
      isDocumentMismatch: true,
      problems: ['The date of birth on this passport does not match your application.'],
    },
  },
  'no date of birth answered yet: only the name is compared': {
    type: 'passport',
    contentType: pdf,
    bytes: file('passport-valid.pdf'),
    applicant: { dob: null },
    expected: clean,
  },
  'a wrong check digit makes the zone unreadable': {
    type: 'passport',
    contentType: pdf,
    bytes: buildSamplePdf([validZone[0], withWrongDigit(validZone[1], 19)]),
    expected: unreadablePassportZone,
  },
  'a zone line cut short is unreadable': {
    type: 'passport',
    contentType: pdf,
    bytes: buildSamplePdf([validZone[0], validZone[1].slice(0, 40)]),
    expected: unreadablePassportZone,
  },
  'an MRZ chunk that is not a zone is unreadable': {
    type: 'passport',
    contentType: 'image/png',
    bytes: samplePng({}, { MRZ: 'hello' }),
    expected: unreadablePassportZone,
  },
  'a passport without zone text passes: the sandbox reads no pixels': {
    type: 'passport',
    contentType: pdf,
    bytes: file('passport-no-zone.pdf'),
    expected: { ...clean, expiresOn: null },
  },
  'a plain photo as a passport passes': {
    type: 'passport',
    contentType: 'image/jpeg',
    bytes: file('plain.jpg'),
    expected: clean,
  },
  'a visa (MRV-A) with a valid zone': {
    type: 'visa',
    contentType: pdf,
    bytes: file('visa-valid.pdf'),
    expected: { ...clean, expiresOn: '2031-01-01' },
  },
  'a visa (MRV-B) with a valid zone': {
    type: 'visa',
    contentType: 'image/png',
    bytes: samplePng({}, { MRZ: sampleVisaMrz(holder, 'MRV-B').join('\n') }),
    expected: { ...clean, expiresOn: '2031-01-01' },
  },
  'an expired visa': {
    type: 'visa',
    contentType: 'image/jpeg',
    bytes: sampleJpeg({}, [`MRZ:\n${sampleVisaMrz({ ...holder, expiry: '2025-03-03' }).join('\n')}`]),
    expected: { isDocumentExpired: true, problems: ['This visa expired on March 3, 2025. Upload your current visa.'] },
  },
  'a visa uploaded as the passport is not recognised': {
    type: 'passport',
    contentType: pdf,
    bytes: file('visa-valid.pdf'),
    expected: { isRecognized: false, problems: ['This looks like a visa, not a passport. Upload your passport.'] },
  },
  'a passport uploaded as the visa is not recognised': {
    type: 'visa',
    contentType: pdf,
    bytes: file('passport-valid.pdf'),
    expected: { isRecognized: false, problems: ['This looks like a passport, not a visa. Upload your visa.'] },
  },
  'other types do not read a zone': {
    type: 'proofOfIncome',
    contentType: pdf,
    bytes: file('passport-expired.pdf'),
    expected: { ...clean, expiresOn: null },
  },

  // Rule 3: sandbox trigger texts, for any type.
  'SANDBOX-EXPIRED in a PDF': {
    type: 'proofOfIncome',
    contentType: pdf,
    bytes: file('sandbox-expired.pdf'),
    expected: {
      isValid: true,
      isDocumentExpired: true,
      problems: ['This proof of income has expired. Upload your current proof of income.'],
    },
  },
  'SANDBOX-MISMATCH in a PNG text chunk': {
    type: 'greenCard',
    contentType: 'image/png',
    bytes: samplePng({}, { Comment: 'SANDBOX-MISMATCH' }),
    expected: {
      isDocumentMismatch: true,
      problems: [
        'The name or date of birth on this green card does not match your application. Upload your own green card, or contact us if your details have changed.',
      ],
    },
  },
  'SANDBOX-INVALID in a JPEG comment': {
    type: 'driversLicense',
    contentType: 'image/jpeg',
    bytes: sampleJpeg({}, ['SANDBOX-INVALID']),
    expected: {
      isValid: false,
      problems: ["We could not read the details on this driver's license. Upload a clear, complete copy."],
    },
  },
  'SANDBOX-INVALID on a passport speaks of its zone': {
    type: 'passport',
    contentType: pdf,
    bytes: file('sandbox-invalid.pdf'),
    expected: unreadablePassportZone,
  },
  'a trigger adds no second problem for a flag already raised': {
    type: 'passport',
    contentType: pdf,
    bytes: buildSamplePdf([...samplePassportMrz({ ...holder, expiry: '2024-03-03' }), 'SANDBOX-EXPIRED']),
    expected: {
      isDocumentExpired: true,
      problems: ['This passport expired on March 3, 2024. Upload your current passport.'],
    },
  },
};

describe('sandbox document check rules', () => {
  it.each(Object.entries(rows))('%s', async (_rule, row) => {
    const result = await sandbox.check({
      documentType: row.type,
      contentType: row.contentType,
      bytes: row.bytes,
      applicant: { ...priya, ...row.applicant },
      today: row.today ?? today,
    });
    expect(result).toMatchObject(row.expected);
  });
});
