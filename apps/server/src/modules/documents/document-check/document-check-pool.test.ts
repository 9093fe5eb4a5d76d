import { afterEach, describe, expect, it } from 'vitest';
import { createIsolatedDocumentCheck, type IsolatedDocumentCheck } from './document-check-pool.js';
import type { DocumentCheckInput } from './document-check-provider.js';
import { DocumentTooComplexError } from './document-too-complex.js';
import { pdfOperatorBomb, pngBomb } from './samples/document-bombs.js';
import { buildSamplePdf } from './samples/sample-documents.js';

const hostileWorker = new URL('./samples/hostile-check-worker.mjs', import.meta.url).href;
const slowStartWorker = new URL('./samples/slow-start-check-worker.mjs', import.meta.url).href;

function input(bytes: Buffer, contentType: DocumentCheckInput['contentType'] = 'image/png'): DocumentCheckInput {
  return {
    documentType: 'proofOfIncome',
    contentType,
    bytes,
    applicant: { firstName: 'Ana', lastName: 'Silva', dob: '1990-01-02' },
    today: new Date('2026-01-01T00:00:00Z'),
  };
}

const behaviour = (what: string) => input(Buffer.from(what, 'latin1'));

// Small limits so the hostile worker runs into them in well under a second.
const testLimits = { timeoutMs: 300, startAllowanceMs: 5_000, maxOldGenerationSizeMb: 24, maxThreads: 1, maxQueued: 1 };

let check: IsolatedDocumentCheck | undefined;
afterEach(async () => {
  await check?.close();
  check = undefined;
});

async function refusal(promise: Promise<unknown>): Promise<DocumentTooComplexError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentTooComplexError);
  return error as DocumentTooComplexError;
}

describe('a check that runs over its worker limits is refused, and the pool carries on', () => {
  it.each([
    // A heap filling up slows down in garbage collection: the memory case gets time to reach its limit.
    ['spins past the wall-clock limit', 'spin', 'time', 300],
    ['fills the heap past its limit', 'hoard', 'memory', 8_000],
  ])(
    'a check that %s: DocumentTooComplexError (%s), then the next check runs',
    async (_case, what, kind, timeoutMs) => {
      check = createIsolatedDocumentCheck({ limits: { ...testLimits, timeoutMs }, workerEntry: hostileWorker });
      const started = performance.now();
      expect((await refusal(check.check(behaviour(what)))).reason).toEqual({ kind });
      expect(performance.now() - started).toBeLessThan(timeoutMs + 2_000);
      // The dead worker was replaced: the same pool answers the next file.
      await expect(check.check(behaviour('fine'))).resolves.toMatchObject({ isRecognized: true });
    },
  );

  it('a worker slow to start is not timed while it starts: the file it then takes is answered', async () => {
    // 800 ms of start against a 300 ms limit: the clock starts when the worker takes the file.
    check = createIsolatedDocumentCheck({ limits: testLimits, workerEntry: slowStartWorker });
    await expect(check.check(behaviour('fine'))).resolves.toMatchObject({ isRecognized: true });
  });

  it('a worker that never says it took the file is timed from the end of its start allowance', async () => {
    check = createIsolatedDocumentCheck({
      limits: { ...testLimits, startAllowanceMs: 500 },
      workerEntry: hostileWorker,
    });
    const started = performance.now();
    expect((await refusal(check.check(behaviour('silent-spin')))).reason).toEqual({ kind: 'time' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(800 - 50);
    expect(performance.now() - started).toBeLessThan(800 + 2_000);
  });

  it('an error inside the check is passed on as it is (the upload answers "try again"), not as too complex', async () => {
    check = createIsolatedDocumentCheck({ limits: testLimits, workerEntry: hostileWorker });
    await expect(check.check(behaviour('throw'))).rejects.toThrow('the check itself failed');
  });

  it('a check waiting for a thread is not timed while it waits; past the queue it is refused at once', async () => {
    check = createIsolatedDocumentCheck({
      limits: { ...testLimits, timeoutMs: 5_000 },
      workerEntry: hostileWorker,
    });
    const first = check.check(behaviour('fine'));
    const second = check.check(behaviour('fine'));
    await expect(check.check(behaviour('fine'))).rejects.toThrow('queue is full');
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
  });

  it('a file over the declared-size limits is refused before any worker starts', async () => {
    check = createIsolatedDocumentCheck({ limits: testLimits, workerEntry: hostileWorker });
    const reason = (await refusal(check.check(input(pngBomb(16_000, 16_000))))).reason;
    expect(reason).toEqual({ kind: 'pixels', width: 16_000, height: 16_000 });
  });
});

describe('the sandbox check in its worker', () => {
  it('reads a PDF, scans one for active content and refuses one over the PDF limits, under the default limits', async () => {
    check = createIsolatedDocumentCheck();
    const result = await check.check(input(buildSamplePdf(['Payslip of Ana Silva']), 'application/pdf'));
    expect(result).toMatchObject({ isRecognized: true, problems: [] });

    const withScript = buildSamplePdf(['x'], {
      catalogEntries: '/OpenAction 6 0 R',
      extraObjects: ['<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>'],
    });
    await expect(check.pdfHasActiveContent(withScript)).resolves.toBe(true);
    await expect(check.pdfHasActiveContent(buildSamplePdf(['x']))).resolves.toBe(false);

    const reason = (await refusal(check.check(input(pdfOperatorBomb(3_000_000), 'application/pdf')))).reason;
    expect(reason).toEqual({ kind: 'content' });
  }, 30_000);
});

describe('the upload intake screen in its worker (decision 057)', () => {
  const withScript = buildSamplePdf(['x'], {
    catalogEntries: '/OpenAction 6 0 R',
    extraObjects: ['<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>'],
  });

  it.each([
    ['an ordinary PDF', 'application/pdf', buildSamplePdf(['Utility bill of Ana Silva']), { kind: 'clear' }],
    ['a PDF with a script', 'application/pdf', withScript, { kind: 'active-content' }],
    [
      'a PDF whose stream inflates past the limit',
      'application/pdf',
      pdfOperatorBomb(3_000_000),
      { kind: 'too-complex', reason: { kind: 'content' } },
    ],
    [
      'a PNG over the pixel limits',
      'image/png',
      pngBomb(16_000, 16_000),
      { kind: 'too-complex', reason: { kind: 'pixels', width: 16_000, height: 16_000 } },
    ],
  ] as const)(
    '%s: %j',
    async (_case, contentType, bytes, finding) => {
      check = createIsolatedDocumentCheck();
      await expect(check.screen(contentType, bytes)).resolves.toEqual(finding);
    },
    30_000,
  );
});
