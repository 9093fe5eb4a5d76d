import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declineReasonTexts, type DeclineReason } from '@waypoint/domain/decisions/decision-reasons';
import {
  act,
  applicationRow,
  bureauByLastName,
  footprint,
  freshApplication,
  signedInStaff,
  type StaffMember,
} from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

// A staff decline gives only reasons the recorded checks support (product-rules#notices, Reg B 1002.9(b)(2)):
// any other is refused with REASON_NOT_SUPPORTED, naming it in plain words, and nothing is written.

let testApp: TestApp;
let approver: StaffMember;

beforeAll(async () => {
  testApp = await createTestApp({}, undefined, undefined, bureauByLastName());
  approver = await signedInStaff(testApp, 'decline-approver@bank.example', 'approver');
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

describe('a staff decline with a reason the checks do not support', () => {
  // "Clean…" has a prime file (score 781) and passed every check; "Declined…" a delinquent file with the same score.
  it.each<[string, string, DeclineReason[], DeclineReason]>([
    ['identity, when no identity check failed', 'CleanIdentity', ['identityNotVerified'], 'identityNotVerified'],
    ['a low score, when the score is 781', 'DeclinedScore', ['creditScoreBelowMinimum'], 'creditScoreBelowMinimum'],
    [
      'insufficient income, when the income was affordable',
      'CleanIncome',
      ['incomeInsufficient'],
      'incomeInsufficient',
    ],
    [
      'a supported reason beside an unsupported one',
      'DeclinedMixed',
      ['delinquentObligations', 'tooManyRecentInquiries'],
      'tooManyRecentInquiries',
    ],
  ])('%s: REASON_NOT_SUPPORTED, nothing written', async (_case, lastName, reasonCodes, named) => {
    const target = await freshApplication(testApp, lastName);
    const before = await footprint(testApp, target.applicationId);
    const answer = await act(approver.browser, 'decline', target, { reasonCodes });
    expect(answer.data).toBeNull();
    const error = answer.errors?.[0];
    expect(error?.extensions.code).toBe('REASON_NOT_SUPPORTED');
    // Plain words: the reason as staff chose it on the form, never its stored code.
    expect(error?.message).toContain(declineReasonTexts[named].notice);
    expect(error?.message).not.toContain(named);
    expect(await footprint(testApp, target.applicationId)).toEqual(before);
    expect((await applicationRow(testApp, target.applicationId)).status).toBe('submitted');
  });

  it('the reason the file shows is taken: the application is declined', async () => {
    const target = await freshApplication(testApp, 'DeclinedSupported');
    const answer = await act(approver.browser, 'decline', target, { reasonCodes: ['delinquentObligations'] });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.status).toBe('declined');
  });
});
