import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import {
  onfidoStandInToken,
  startOnfidoStandIn,
  type OnfidoStandIn,
} from '../../../testing/stand-ins/onfido-stand-in.js';
import type { DocumentCheckInput, DocumentCheckProvider, DocumentCheckResult } from './document-check-provider.js';
import { DocumentTooComplexError } from './document-too-complex.js';
import { createOnfidoDocumentCheck, OnfidoApiError, type OnfidoSettings } from './onfido-document-check.js';
import { buildSamplePdf, samplePng } from './samples/sample-documents.js';
import { sampleApplicant, sampleFiles } from './samples/sample-files.js';

// The adapter's contract with Onfido's API v3.6, against the local stand-in on
// a loopback port (decision 041).

const today = new Date('2026-06-01T15:30:00Z');
const ownResult: DocumentCheckResult = {
  isRecognized: true,
  isValid: true,
  isDocumentExpired: false,
  isDocumentMismatch: false,
  expiresOn: null,
  problems: [],
};
const ownCheck: DocumentCheckProvider & { check: ReturnType<typeof vi.fn> } = {
  name: 'own',
  check: vi.fn(async () => ownResult),
};

let standIn: OnfidoStandIn;

function adapter(change: Partial<OnfidoSettings> = {}) {
  return createOnfidoDocumentCheck(
    { url: standIn.url, apiToken: onfidoStandInToken, timeoutMs: 3_000, pollIntervalMs: 10, ...change },
    ownCheck,
  );
}

function input(text: string[] = [], documentType: DocumentType = 'passport'): DocumentCheckInput {
  return {
    documentType,
    contentType: 'application/pdf',
    bytes: buildSamplePdf(['PASSPORT', ...text]),
    applicant: { ...sampleApplicant },
    today,
  };
}

beforeAll(async () => {
  standIn = await startOnfidoStandIn();
});
afterAll(async () => {
  await standIn.close();
});

describe('Onfido adapter: what is sent', () => {
  it('an applicant with name and birth date, the file as the asked type, a check with the document report', async () => {
    standIn.calls.splice(0);
    await adapter().check(input([], 'greenCard'));
    const calls = standIn.calls.map(({ method, path }) => `${method} ${path}`);
    expect(calls.slice(0, 3)).toEqual(['POST /applicants', 'POST /documents', 'POST /checks']);
    // The first read finds the report unfinished; the adapter reads it again.
    expect(calls.slice(3)).toEqual(['GET /reports', 'GET /reports']);
    expect(standIn.calls[0]?.fields).toEqual({ first_name: 'Priya', last_name: 'Raman', dob: '1994-05-17' });
    expect(standIn.calls[1]?.fields).toMatchObject({ type: 'residence_permit', issuing_country: 'USA' });
    expect(standIn.calls[2]?.fields).toMatchObject({ report_names: ['document'] });
  });

  it.each([['proofOfIncome'], ['proofOfResidence'], ['supportingDocument']] as const)(
    "a %s is not Onfido's to judge: our own file check answers",
    async (type) => {
      standIn.calls.splice(0);
      ownCheck.check.mockClear();
      await expect(adapter().check(input([], type))).resolves.toBe(ownResult);
      expect(ownCheck.check).toHaveBeenCalledTimes(1);
      expect(standIn.calls).toEqual([]);
    },
  );
});

const label = 'passport';
describe('Onfido adapter: reports as the four flags', () => {
  it.each([
    [
      'a clear report (the e2e default)',
      [],
      { isRecognized: true, isValid: true, isDocumentExpired: false, isDocumentMismatch: false, problems: [] },
    ],
    [
      'expired',
      ['SANDBOX-EXPIRED'],
      {
        isDocumentExpired: true,
        expiresOn: '2024-03-03',
        problems: [`This ${label} expired on March 3, 2024. Upload your current ${label}.`],
      },
    ],
    [
      'a name that differs',
      ['SANDBOX-MISMATCH'],
      {
        isDocumentMismatch: true,
        problems: [
          `The name on this ${label} (Priya SMITH) does not match the name on your application (Priya Raman). Upload your own ${label}, or contact us if your name has changed.`,
        ],
      },
    ],
    [
      'data that fail validation',
      ['SANDBOX-INVALID'],
      { isValid: false, problems: [`We could not read the details on this ${label}. Upload a clear, complete copy.`] },
    ],
    [
      'a suspected forgery: not valid, said plainly',
      ['STANDIN-SUSPECTED'],
      { isValid: false, problems: [`We could not read the details on this ${label}. Upload a clear, complete copy.`] },
    ],
    [
      'not a supported document',
      ['STANDIN-UNSUPPORTED'],
      { isRecognized: false, isValid: false, problems: [`This does not look like a ${label}. Upload your ${label}.`] },
    ],
    [
      'an unreadable image',
      ['STANDIN-BLURRY'],
      {
        isRecognized: false,
        problems: [`We could not read the details on this ${label}. Upload a clear, complete copy.`],
      },
    ],
    [
      'read as another type',
      ['STANDIN-LOOKS-LIKE-VISA'],
      { isRecognized: false, problems: [`This looks like a visa, not a ${label}. Upload your ${label}.`] },
    ],
    [
      'a file Onfido refuses (422 on the upload)',
      ['STANDIN-REFUSE-FILE'],
      {
        isRecognized: false,
        problems: [expect.stringMatching(/^We could not check this file as a passport\. Upload a clear photo/)],
      },
    ],
  ] as const)('%s', async (_case, text, expected) => {
    await expect(adapter().check(input([...text]))).resolves.toMatchObject(expected);
  });

  it('a clear report carries the expiry Onfido read', async () => {
    const result = await adapter().check(input());
    expect(result.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a PNG goes as it is (the trigger in a text chunk)', async () => {
    const png: DocumentCheckInput = {
      ...input(),
      contentType: 'image/png',
      bytes: samplePng({}, { Comment: 'SANDBOX-EXPIRED' }),
    };
    await expect(adapter().check(png)).resolves.toMatchObject({ isDocumentExpired: true });
  });
});

// The stand-in reads a zone carried as text as Onfido reads the printed one, so the
// samples the e2e uploads (docs/sandbox.md "Sample files") answer as in the sandbox.
describe('Onfido adapter: the sample files, as a passport for Priya Raman', () => {
  const files = sampleFiles();
  const sample = (name: string, type: DocumentType = 'passport'): DocumentCheckInput => ({
    ...input([], type),
    contentType: name.endsWith('.jpg') ? 'image/jpeg' : name.endsWith('.png') ? 'image/png' : 'application/pdf',
    bytes: files[name] as Buffer,
  });

  it.each([
    [
      'passport-valid.pdf',
      {
        isRecognized: true,
        isValid: true,
        isDocumentExpired: false,
        isDocumentMismatch: false,
        expiresOn: '2031-01-01',
        problems: [],
      },
    ],
    ['passport-zone.png', { isRecognized: true, isValid: true, isDocumentMismatch: false, expiresOn: '2031-01-01' }],
    [
      'passport-expired.pdf',
      {
        isDocumentExpired: true,
        expiresOn: '2024-03-03',
        problems: ['This passport expired on March 3, 2024. Upload your current passport.'],
      },
    ],
    [
      'passport-name-mismatch.pdf',
      {
        isDocumentMismatch: true,
        problems: [
          'The name on this passport (JOHN SMITH) does not match the name on your application (Priya Raman). Upload your own passport, or contact us if your name has changed.',
        ],
      },
    ],
    [
      'visa-valid.pdf',
      { isRecognized: false, problems: ['This looks like a visa, not a passport. Upload your passport.'] },
    ],
    [
      'truncated.jpg',
      { isRecognized: false, problems: [expect.stringMatching(/^We could not check this file as a passport/)] },
    ],
  ] as const)('%s', async (name, expected) => {
    await expect(adapter().check(sample(name))).resolves.toMatchObject(expected);
  });

  it('visa-valid.pdf passes as a visa', async () => {
    await expect(adapter().check(sample('visa-valid.pdf', 'visa'))).resolves.toMatchObject({
      isRecognized: true,
      isValid: true,
      problems: [],
    });
  });
});

describe('Onfido adapter: bounds and failures', () => {
  it('an image over the pixel limits is refused before anything is sent', async () => {
    standIn.calls.splice(0);
    // A small PNG whose header declares 20,000 × 20,000 pixels (IHDR width and height at bytes 16 to 23).
    const bytes = Buffer.from(samplePng());
    bytes.writeUInt32BE(20_000, 16);
    bytes.writeUInt32BE(20_000, 20);
    const huge: DocumentCheckInput = { ...input(), contentType: 'image/png', bytes };
    await expect(adapter().check(huge)).rejects.toBeInstanceOf(DocumentTooComplexError);
    expect(standIn.calls).toEqual([]);
  });

  it("a file over Onfido's 10 MB is answered as a problem without sending it", async () => {
    standIn.calls.splice(0);
    const big: DocumentCheckInput = {
      ...input(),
      bytes: Buffer.concat([buildSamplePdf(['X']), Buffer.alloc(10 * 1024 * 1024)]),
    };
    await expect(adapter().check(big)).resolves.toMatchObject({ isRecognized: false });
    expect(standIn.calls).toEqual([]);
  });

  it.each([
    ['a wrong token: 401', { apiToken: 'wrong' }, [], 'unauthorized', 401],
    ['a server error: 500', {}, ['STANDIN-500'], 'status', 500],
    ['rate limited: 429', {}, ['STANDIN-429'], 'rate-limited', 429],
    ['a withdrawn report', {}, ['STANDIN-WITHDRAWN'], 'unfinished', 200],
  ] as const)('%s', async (_case, settingsChange, text, failure, status) => {
    const error = await adapter(settingsChange)
      .check(input([...text]))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OnfidoApiError);
    expect(error).toMatchObject({ failure, status });
    expect((error as Error).message).not.toMatch(/Priya|Raman/);
  });

  it('an applicant Onfido refuses (422 validation_error): a rejected request', async () => {
    const nameless = { ...input(), applicant: { ...sampleApplicant, firstName: '' } };
    await expect(adapter().check(nameless)).rejects.toMatchObject({ failure: 'rejected-request', status: 422 });
  });

  it('a report still unfinished at the time limit: a timeout', async () => {
    const started = Date.now();
    await expect(adapter({ timeoutMs: 300 }).check(input(['STANDIN-SLOW']))).rejects.toMatchObject({
      failure: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('nobody listening: a network failure', async () => {
    const closed = await startOnfidoStandIn();
    await closed.close();
    await expect(adapter({ url: closed.url }).check(input())).rejects.toMatchObject({ failure: 'network' });
  });
});
