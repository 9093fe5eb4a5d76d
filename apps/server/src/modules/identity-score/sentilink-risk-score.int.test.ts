import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  sentilinkStandInAccountId,
  sentilinkStandInToken,
  startSentilinkStandIn,
  type SentilinkStandIn,
} from '../../testing/stand-ins/sentilink-stand-in.js';
import { runRiskScore } from './check-score.js';
import type { RiskScoreInput } from './risk-score-provider.js';
import { createSentilinkRiskScore, SentilinkApiError, type SentilinkSettings } from './sentilink-risk-score.js';

// The adapter's contract with SentiLink's application scoring API, against the
// local stand-in on a loopback port (decision 041).

const applicant: RiskScoreInput = {
  applicationId: 42,
  createdAt: '2026-11-01T12:00:00.000Z',
  firstName: 'Ana',
  lastName: 'Silva',
  dob: '1990-05-01',
  ssn: '123-45-6789',
  street: '1 Main St',
  zip: '10001',
  city: 'New York',
  state: 'NY',
};

let standIn: SentilinkStandIn;

function settings(change: Partial<SentilinkSettings> = {}): SentilinkSettings {
  return {
    url: standIn.url,
    accountId: sentilinkStandInAccountId,
    token: sentilinkStandInToken,
    declineAt: 750,
    timeoutMs: 2_000,
    ...change,
  };
}

const score = (change: Partial<RiskScoreInput>, adapter = createSentilinkRiskScore(settings())) =>
  adapter.check({ ...applicant, ...change });

beforeAll(async () => {
  standIn = await startSentilinkStandIn();
});
afterAll(async () => {
  await standIn.close();
});

describe('SentiLink adapter: what is sent', () => {
  it('the application with both products, HTTP Basic from the account id and token', async () => {
    standIn.requests.splice(0);
    await score({});
    expect(standIn.requests).toEqual([
      {
        application: {
          application_id: '42',
          application_created: '2026-11-01T12:00:00.000Z',
          first_name: 'Ana',
          last_name: 'Silva',
          dob: '1990-05-01',
          ssn: '123456789',
          address_line_1: '1 Main St',
          city: 'New York',
          state_code: 'NY',
          zipcode: '10001',
          country_code: 'US',
        },
        products: ['sentilink_synthetic_score', 'sentilink_id_theft_score'],
      },
    ]);
  });

  it('without an SSN only the identity theft score, which needs none', async () => {
    standIn.requests.splice(0);
    await expect(score({ ssn: '' })).resolves.toEqual({ approved: true, actionsFlagged: false, reasons: [] });
    expect(standIn.requests[0]).toMatchObject({ products: ['sentilink_id_theft_score'] });
    expect(JSON.stringify(standIn.requests[0])).not.toContain('"ssn"');
  });

  it('an application missing a required field is not sent', async () => {
    standIn.requests.splice(0);
    await expect(score({ dob: '' })).rejects.toMatchObject({ failure: 'incomplete-input' });
    await expect(score({ street: null })).rejects.toMatchObject({ failure: 'incomplete-input' });
    expect(standIn.requests).toEqual([]);
  });
});

describe('SentiLink adapter: answers', () => {
  it.each([
    ['an ordinary applicant (the e2e walk) is approved', {}, true],
    ["the YP walk's applicant is approved", { ssn: '234-56-7890', dob: '1998-03-03' }, true],
    ['a synthetic score of 912 declines', { ssn: '123-45-9999' }, false],
    ['an identity theft score of 880 declines', { ssn: '123-99-6789' }, false],
    ['birth date and SSN that disagree decline', { dob: '1919-12-31' }, false],
    ['no SSN and an identity theft score of 905 declines', { ssn: null, lastName: 'Theft' }, false],
    ['749, just under the threshold, is approved', { ssn: '123-45-1749' }, true],
    ['750, the threshold, declines', { ssn: '123-45-1750' }, false],
  ] as const)('%s', async (_case, change, approved) => {
    await expect(score(change)).resolves.toMatchObject({ approved });
  });

  it("a decline's reasons are SentiLink's: the score and its strongest more-fraudy codes, no input values", async () => {
    const result = await score({ ssn: '123-99-9999' });
    expect(result).toEqual({
      approved: false,
      // The identity theft score is high: action is flagged (product-rules#identity-actions-flagged).
      actionsFlagged: true,
      reasons: [
        'synthetic identity risk 912 of 999 (R000: Whether the supplied name or SSN is nonsense; R008: Whether the SSN is tied to a clump of SSNs empirically used for fraud)',
        'identity theft risk 880 of 999 (R011: Whether the SSN has been seen with a different name or date of birth)',
      ],
    });
    for (const value of ['9999', 'Silva', '1990-05-01', '10001']) expect(JSON.stringify(result)).not.toContain(value);
  });

  it('the threshold is a setting', async () => {
    const strict = createSentilinkRiskScore(settings({ declineAt: 100 }));
    await expect(score({}, strict)).resolves.toMatchObject({ approved: false });
  });

  it('a PARTIAL answer with nothing high is not whole: it fails', async () => {
    await expect(score({ ssn: '123-45-0206' })).rejects.toMatchObject({ failure: 'product-error' });
  });

  it('an SSN SentiLink cannot read: PARTIAL, so it fails', async () => {
    await expect(score({ ssn: '12345' })).rejects.toMatchObject({ failure: 'product-error' });
  });

  it('a PARTIAL answer whose other score is high declines', async () => {
    await expect(score({ ssn: '123-99-0206' })).resolves.toMatchObject({ approved: false });
  });
});

describe('SentiLink adapter: failures reject with the kind only', () => {
  it.each([
    ['a wrong token: 401', { token: 'wrong' }, {}, 'unauthorized', 401],
    ['an unknown account: 401', { accountId: 'someone-else' }, {}, 'unauthorized', 401],
    ['a server error: 500', {}, { ssn: '123-45-0013' }, 'status', 500],
    ['unavailable: 503', {}, { ssn: '123-45-0503' }, 'status', 503],
    ['rate limited: 429', {}, { ssn: '123-45-0429' }, 'rate-limited', 429],
    ['a validation error: 400', {}, { dob: '05/01/1990' }, 'rejected-request', 400],
  ] as const)('%s', async (_case, settingsChange, inputChange, failure, status) => {
    const adapter = createSentilinkRiskScore(settings(settingsChange));
    const error = await score(inputChange, adapter).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SentilinkApiError);
    expect(error).toMatchObject({ failure, status });
    expect((error as Error).message).not.toMatch(/Silva|6789|0013/);
  });

  it('no answer within its own time limit: a timeout', async () => {
    const adapter = createSentilinkRiskScore(settings({ timeoutMs: 150 }));
    const started = Date.now();
    await expect(score({ ssn: '123-45-0014' }, adapter)).rejects.toMatchObject({ failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('nobody listening: a network failure', async () => {
    const closed = await startSentilinkStandIn();
    await closed.close();
    const adapter = createSentilinkRiskScore(settings({ url: closed.url }));
    await expect(score({}, adapter)).rejects.toMatchObject({ failure: 'network' });
  });
});

describe('SentiLink adapter behind checkScore (product-rules#check-failures)', () => {
  const log = () => ({ warn: vi.fn() });

  it.each([
    ['approved', {}, 'approved'],
    ['declined', { ssn: '123-45-9999' }, 'declined'],
    ['a 500 counts as approved', { ssn: '123-45-0013' }, 'provider-failed'],
    ['a 429 counts as approved', { ssn: '123-45-0429' }, 'provider-failed'],
  ] as const)('%s', async (_case, change, status) => {
    const outcome = await runRiskScore(
      createSentilinkRiskScore(settings()),
      { ...applicant, ...change },
      { log: log() },
    );
    expect(outcome.status).toBe(status);
  });

  it("the caller's time limit wins over the adapter's longer one, and is logged as a timeout without the applicant", async () => {
    const logger = log();
    const adapter = createSentilinkRiskScore(settings({ timeoutMs: 10_000 }));
    const outcome = await runRiskScore(adapter, { ...applicant, ssn: '123-45-0014' }, { log: logger, timeoutMs: 100 });
    expect(outcome).toMatchObject({ status: 'provider-failed', approved: true, failure: 'timeout' });
    const logged = JSON.stringify(logger.warn.mock.calls);
    for (const value of ['0014', 'Silva', '1990-05-01', '1 Main St']) expect(logged).not.toContain(value);
  });
});
