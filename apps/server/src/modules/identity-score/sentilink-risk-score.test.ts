import { describe, expect, it } from 'vitest';
import { judgeSentilinkAnswer, sentilinkProducts, sentilinkRequest } from './sentilink-risk-score.js';

// SentiLink's answer as {approved, actionsFlagged, reasons} (decision 041): rows the stand-in does not make.

const both = [sentilinkProducts.synthetic, sentilinkProducts.idTheft] as const;
const scored = (score: number, reasonCodes: unknown[] = []) => ({ score, version: '1.8.1', reason_codes: reasonCodes });

describe('judgeSentilinkAnswer', () => {
  it.each([
    [
      'both low: approved',
      { sentilink_synthetic_score: scored(449), sentilink_id_theft_score: scored(10) },
      true,
      false,
    ],
    [
      'synthetic at the threshold: declined, no action flagged',
      { sentilink_synthetic_score: scored(750), sentilink_id_theft_score: scored(10) },
      false,
      false,
    ],
    [
      'identity theft 999: declined and flagged for action',
      { sentilink_synthetic_score: scored(10), sentilink_id_theft_score: scored(999) },
      false,
      true,
    ],
  ] as const)('%s', (_case, body, approved, actionsFlagged) => {
    expect(judgeSentilinkAnswer(body, both, 750)).toMatchObject({ approved, actionsFlagged });
  });

  it.each([
    ['not JSON of SentiLink', '<html>', 'malformed'],
    ['a score out of range', { sentilink_synthetic_score: scored(5_000) }, 'malformed'],
    ['a product asked and missing', { sentilink_synthetic_score: scored(10) }, 'product-error'],
    [
      'a product that errored',
      { sentilink_synthetic_score: scored(10), sentilink_id_theft_score: { error_code: 3000, errors: ['x'] } },
      'product-error',
    ],
  ] as const)('%s: fails', (_case, body, failure) => {
    expect(() => judgeSentilinkAnswer(body, both, 750)).toThrow(expect.objectContaining({ failure }));
  });

  it("reasons: by rank, only the more-fraudy ones, three at most, SentiLink's words cut at 200 characters", () => {
    const codes = [
      { code: 'R4', direction: 'more_fraudy', explanation: 'fourth', rank: 4 },
      { code: 'R1', direction: 'more_fraudy', explanation: 'x'.repeat(300), rank: 1 },
      { code: 'R2', direction: 'less_fraudy', explanation: 'helps', rank: 2 },
      { code: 'R3', direction: 'more_fraudy', rank: 3 },
      { code: 'R5', direction: 'more_fraudy', explanation: 'fifth', rank: 5 },
    ];
    const result = judgeSentilinkAnswer(
      { sentilink_id_theft_score: scored(800, codes) },
      [sentilinkProducts.idTheft],
      750,
    );
    expect(result).toEqual({
      approved: false,
      actionsFlagged: true,
      reasons: [`identity theft risk 800 of 999 (R1: ${'x'.repeat(200)}; R3; R4: fourth)`],
    });
  });
});

describe('sentilinkRequest', () => {
  const applicant = {
    applicationId: 3,
    createdAt: null,
    firstName: ' Ana ',
    lastName: 'Silva',
    dob: '1990-05-01',
    ssn: '123456789',
    street: '1 Main St',
    zip: '10001',
    city: 'New York',
    state: 'NY',
  };

  it('trims the fields and dates an application without a start by now', () => {
    const now = new Date('2026-11-26T08:00:00.000Z');
    expect(sentilinkRequest(applicant, now)?.application).toMatchObject({
      first_name: 'Ana',
      application_created: '2026-11-26T08:00:00.000Z',
      ssn: '123456789',
    });
  });

  it.each(['firstName', 'lastName', 'dob', 'street', 'zip', 'city', 'state'] as const)(
    'without %s: nothing to send',
    (field) => {
      expect(sentilinkRequest({ ...applicant, [field]: '  ' }, new Date())).toBeNull();
    },
  );
});
