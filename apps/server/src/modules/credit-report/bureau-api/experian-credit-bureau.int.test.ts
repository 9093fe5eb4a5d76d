import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreditSubject } from '@waypoint/domain/credit-report/credit-report';
import type { BureauInquiry, CreditBureauProvider } from '../credit-bureau-provider.js';
import { createExperianCreditBureau, type ExperianSettings } from './experian-credit-bureau.js';
import { CreditBureauApiError } from './experian-http.js';
import { experianConsumerAssistance } from './experian-report.js';
import { startExperianStandIn, standInCredentials, type ExperianStandIn } from './experian-stand-in.js';

// The adapter's contract with Experian's Consumer Credit Profile API, against
// the local stand-in on a loopback port.

const subject: CreditSubject = {
  firstName: 'Ana',
  lastName: 'Silva',
  dob: '1990-05-01',
  address: { street: '1 Main St', city: 'New York', state: 'NY', zip: '10001' },
  ssn: '123-45-6789',
  ssnLastFour: '6789',
};

let standIn: ExperianStandIn;
let bureau: CreditBureauProvider;

function settings(change: Partial<ExperianSettings> = {}): ExperianSettings {
  return {
    url: standIn.url,
    ...standInCredentials,
    timeoutMs: 2_000,
    today: () => new Date('2026-11-25T12:00:00Z'),
    ...change,
  };
}

function inquiry(lastName: string, kind: BureauInquiry['kind'] = 'soft', referenceId = 'ref-1'): BureauInquiry {
  return { kind, subject: { ...subject, lastName }, referenceId };
}

const ask = (lastName: string, kind: BureauInquiry['kind'] = 'soft', signal = new AbortController().signal) =>
  bureau.inquire(inquiry(lastName, kind), { signal });

beforeAll(async () => {
  standIn = await startExperianStandIn();
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  bureau = createExperianCreditBureau(settings());
  standIn.inquiries.splice(0);
});

describe('Experian adapter: answers', () => {
  it('a file: score, model, range, key factors and the counts', async () => {
    await expect(ask('Subprime')).resolves.toEqual({
      outcome: 'fileFound',
      // The office the answer names, in the bureau's words.
      bureau: { ...experianConsumerAssistance, name: 'EXPERIAN', address: 'PO BOX 2002, ALLEN, TX 75013' },
      file: {
        score: {
          value: 560,
          model: 'VantageScore 4.0',
          rangeLow: 300,
          rangeHigh: 850,
          keyFactors: ['Key factor 10', 'Key factor 11', 'Key factor 12', 'Key factor 13'],
          scoredOn: '2026-11-25',
        },
        tradelines: 6,
        delinquencies: 0,
        publicRecords: 0,
        inquiriesLast6Months: 2,
        fraudAlert: false,
      },
    });
  });

  it.each([
    ['Prime', { tradelines: 12, delinquencies: 0, inquiriesLast6Months: 1, fraudAlert: false }, 780],
    ['Delinquent', { tradelines: 8, delinquencies: 2, fraudAlert: false }, 640],
    ['Fraudalert', { tradelines: 5, fraudAlert: true }, 700],
    ['Thinfile', { tradelines: 1, delinquencies: 0 }, null],
  ] as const)('%s', async (lastName, counts, score) => {
    const answer = await ask(lastName);
    if (answer.outcome !== 'fileFound') throw new Error(`expected a file, got ${answer.outcome}`);
    expect(answer.file).toMatchObject(counts);
    expect(answer.file.score?.value ?? null).toBe(score);
  });

  it('a 403 that says the file is frozen is the answer "frozen"', async () => {
    await expect(ask('Frozen')).resolves.toEqual({ outcome: 'frozen', bureau: experianConsumerAssistance });
  });

  it('a 404 "no record found" is the answer "no file"', async () => {
    await expect(ask('Nofile')).resolves.toEqual({ outcome: 'noFile', bureau: experianConsumerAssistance });
  });
});

describe('Experian adapter: soft and hard inquiries', () => {
  it('a soft inquiry carries the soft purpose, the reference and no SSN', async () => {
    await ask('Prime', 'soft');
    expect(standIn.inquiries).toEqual([{ kind: 'soft', referenceId: 'ref-1', hasFullSsn: false }]);
  });

  it('a hard inquiry carries the hard purpose and the full SSN', async () => {
    await ask('Prime', 'hard');
    expect(standIn.inquiries).toEqual([{ kind: 'hard', referenceId: 'ref-1', hasFullSsn: true }]);
  });
});

describe('Experian adapter: the token', () => {
  it('is fetched once and reused', async () => {
    const before = standIn.tokensIssued();
    await ask('Prime');
    await ask('Prime');
    expect(standIn.tokensIssued() - before).toBe(1);
  });

  it('a refused token (401) rejects, and the next call fetches a new one', async () => {
    await ask('Prime');
    standIn.revokeTokens();
    const before = standIn.tokensIssued();
    await expect(ask('Prime')).rejects.toMatchObject({ failure: 'unauthorized' });
    await expect(ask('Prime')).resolves.toMatchObject({ outcome: 'fileFound' });
    expect(standIn.tokensIssued() - before).toBe(1);
  });

  it('wrong credentials reject, naming no secret', async () => {
    const wrong = createExperianCreditBureau(settings({ clientSecret: 'wrong' }));
    const failure = await wrong.inquire(inquiry('Prime'), { signal: new AbortController().signal }).catch((e) => e);
    expect(failure).toBeInstanceOf(CreditBureauApiError);
    expect(String(failure)).not.toMatch(/wrong|stand-in/);
  });
});

describe('Experian adapter: faults reject (the caller retries)', () => {
  it.each([
    ['a 5xx', 'Servererror', 'status'],
    ['an unexplained 4xx', 'Badrequest', 'status'],
    ['malformed JSON', 'Malformed', 'malformed'],
    ['a body over the bound', 'Oversized', 'oversized'],
  ])('%s', async (_fault, lastName, failure) => {
    const error = await ask(lastName).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CreditBureauApiError);
    expect(error).toMatchObject({ failure });
    // The error names the failure, never the person.
    expect(String(error)).not.toMatch(/Ana|Main St|6789/);
  });

  it("a bureau that never answers is given up at the adapter's own timeout", async () => {
    const quick = createExperianCreditBureau(settings({ timeoutMs: 200 }));
    const started = Date.now();
    await expect(quick.inquire(inquiry('Timeout'), { signal: new AbortController().signal })).rejects.toMatchObject({
      failure: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("a bureau that never answers is given up when the caller's signal aborts", async () => {
    const controller = new AbortController();
    const pending = ask('Timeout', 'soft', controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('no bureau listening: a network failure', async () => {
    const closed = await startExperianStandIn();
    await closed.close();
    const nowhere = createExperianCreditBureau(settings({ url: closed.url }));
    await expect(nowhere.inquire(inquiry('Prime'), { signal: new AbortController().signal })).rejects.toMatchObject({
      failure: 'network',
    });
  });
});
