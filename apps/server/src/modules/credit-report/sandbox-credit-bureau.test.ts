import { describe, expect, it } from 'vitest';
import type { CreditSubject } from '@waypoint/domain/credit-report/credit-report';
import type { BureauInquiry } from './credit-bureau-provider.js';
import { createSandboxCreditBureau, sandboxBureauContact, SandboxCreditBureauError } from './sandbox-credit-bureau.js';

const subject: CreditSubject = {
  firstName: 'Ana',
  lastName: 'Silva',
  dob: '1990-05-01',
  address: { street: '1 Main St', city: 'New York', state: 'NY', zip: '10001' },
  ssn: null,
  ssnLastFour: '6789',
};

const sandbox = createSandboxCreditBureau({ today: () => new Date('2026-11-25T23:30:00Z') });

function inquiry(change: Partial<CreditSubject>, kind: BureauInquiry['kind'] = 'soft'): BureauInquiry {
  return { kind, subject: { ...subject, ...change }, referenceId: 'ref-1' };
}

function ask(change: Partial<CreditSubject>, signal = new AbortController().signal) {
  return sandbox.inquire(inquiry(change), { signal });
}

interface Row {
  score: number | null;
  keyFactors: number;
  tradelines: number;
  delinquencies?: number;
  inquiries?: number;
  fraudAlert?: boolean;
}

// One row per persona of docs/sandbox.md "Credit report".
describe('sandbox credit bureau personas', () => {
  it.each<[string, string, Row]>([
    ['Thinfile: a file too thin to score', 'Thinfile', { score: null, keyFactors: 0, tradelines: 1 }],
    ['Prime: 780, 12 tradelines', 'Prime', { score: 780, keyFactors: 1, tradelines: 12, inquiries: 1 }],
    ['Subprime: 560 with key factors', 'Subprime', { score: 560, keyFactors: 4, tradelines: 6, inquiries: 2 }],
    [
      'Delinquent: 640, two late payments',
      'Delinquent',
      { score: 640, keyFactors: 2, tradelines: 8, delinquencies: 2 },
    ],
    [
      'Manyinquiries: 610, eight applications, five key factors',
      'Manyinquiries',
      { score: 610, keyFactors: 5, tradelines: 7, inquiries: 8 },
    ],
    [
      'Fraudalert: 700 with a fraud alert',
      'Fraudalert',
      { score: 700, keyFactors: 1, tradelines: 5, fraudAlert: true },
    ],
    ['any other name: a clean 700', 'Silva', { score: 700, keyFactors: 1, tradelines: 5 }],
    ['the name is trimmed and any case', '  pRiMe ', { score: 780, keyFactors: 1, tradelines: 12, inquiries: 1 }],
  ])('%s', async (_persona, lastName, row) => {
    const answer = await ask({ lastName });
    if (answer.outcome !== 'fileFound') throw new Error(`expected a file, got ${answer.outcome}`);
    expect(answer.bureau).toEqual(sandboxBureauContact);
    const { score, ...counts } = answer.file;
    expect(counts).toEqual({
      tradelines: row.tradelines,
      delinquencies: row.delinquencies ?? 0,
      publicRecords: 0,
      inquiriesLast6Months: row.inquiries ?? 0,
      fraudAlert: row.fraudAlert ?? false,
    });
    if (row.score === null) {
      expect(score).toBeNull();
      return;
    }
    expect(score).toEqual({
      value: row.score,
      model: 'FICO Score 8',
      rangeLow: 300,
      rangeHigh: 850,
      keyFactors: expect.any(Array),
      scoredOn: '2026-11-25',
    });
    expect(score?.keyFactors).toHaveLength(row.keyFactors);
  });

  it('Subprime names the utilisation key factor first', async () => {
    const answer = await ask({ lastName: 'Subprime' });
    expect(answer.outcome === 'fileFound' && answer.file.score?.keyFactors[0]).toBe(
      'Proportion of balances to credit limits is too high',
    );
  });

  it.each([
    ['Nofile', 'noFile'],
    ['NOFILE', 'noFile'],
    ['Frozen', 'frozen'],
    [' frozen', 'frozen'],
  ] as const)('%s answers %s', async (lastName, outcome) => {
    await expect(ask({ lastName })).resolves.toEqual({ outcome, bureau: sandboxBureauContact });
  });

  it.each(['Silva', 'Prime', 'Frozen', 'Timeout'])('%s with no US address has no file', async (lastName) => {
    await expect(ask({ lastName, address: null })).resolves.toEqual({
      outcome: 'noFile',
      bureau: sandboxBureauContact,
    });
  });

  it('a hard inquiry answers as the soft one does', async () => {
    const signal = new AbortController().signal;
    const soft = await sandbox.inquire(inquiry({ lastName: 'Prime' }), { signal });
    const hard = await sandbox.inquire(inquiry({ lastName: 'Prime', ssn: '123456789' }, 'hard'), { signal });
    expect(hard).toEqual(soft);
  });

  it('dates the score today by default', async () => {
    const answer = await createSandboxCreditBureau().inquire(inquiry({ lastName: 'Prime' }), {
      signal: new AbortController().signal,
    });
    expect(answer.outcome === 'fileFound' && answer.file.score?.scoredOn).toBe(new Date().toISOString().slice(0, 10));
  });

  it('the key factors are a copy: changing one answer does not change the next', async () => {
    const first = await ask({ lastName: 'Subprime' });
    if (first.outcome === 'fileFound') first.file.score?.keyFactors.splice(0);
    const second = await ask({ lastName: 'Subprime' });
    expect(second.outcome === 'fileFound' && second.file.score?.keyFactors).toHaveLength(4);
  });

  it('Timeout never answers until the caller gives up', async () => {
    const controller = new AbortController();
    const pending = ask({ lastName: 'Timeout' }, controller.signal);
    let settled = false;
    void pending.catch(() => undefined).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    controller.abort();
    await expect(pending).rejects.toThrow(SandboxCreditBureauError);
  });

  it('Timeout with an already aborted signal rejects at once', async () => {
    await expect(ask({ lastName: 'Timeout' }, AbortSignal.abort())).rejects.toThrow(/given up/);
  });
});
