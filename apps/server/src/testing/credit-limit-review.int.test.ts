import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CardIssuerUnavailableError } from '../modules/cards/card-issuing-provider.js';
import {
  creditLimitApplyJobId,
  creditLimitApplyQueue,
} from '../modules/credit-line-increases/credit-limit-apply-job.js';
import { makeJobDue } from '../platform/jobs/jobs-test-kit.js';
import { codeOf, decideMutation, limitIncreaseKit } from './credit-limit-increases-test-kit.js';
import type { StaffMember } from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * Credit limit increases decided by staff (docs/product-rules.md#credit-limit-increases,
 * decision 084): a referred request through the one staff-action pipeline
 * with its audit, the ability-to-pay rule staff cannot overrule, the decline
 * notice, and the issuer's job with its retry.
 */

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

const { staffMember, activeCardholder, asked, requestRows, accountLimit, issuerLimit, mailsTo, auditsOf } =
  limitIncreaseKit(() => app);

describe('staff decide a referred request through the one pipeline', () => {
  async function referred(lastName: string) {
    const holder = await activeCardholder(lastName);
    const request = await asked(holder, 200_000, 1_000, 8_000);
    return { holder, id: request.id };
  }
  const decide = (staff: StaffMember, variables: Record<string, unknown>) =>
    staff.browser.query<{ opsCreditLimitRequest: never; opsDecideCreditLimitRequest: Record<string, unknown> }>(
      decideMutation,
      variables,
    );

  it('an approver approves a limit the rule supports: audited, the issuer job sets it', async () => {
    const { holder, id } = await referred('StaffApprove');
    const [approver, reviewer] = [await staffMember('approver'), await staffMember('reviewer')];
    expect(codeOf(await decide(reviewer, { id, version: 1, outcome: 'approve', limit: 7_000 }))).toBe(
      'STAFF_FORBIDDEN',
    );
    expect(codeOf(await decide(approver, { id, version: 0, outcome: 'approve', limit: 7_000 }))).toBe(
      'LIMIT_REQUEST_CHANGED',
    );
    const approved = await decide(approver, { id, version: 1, outcome: 'approve', limit: 7_000 });
    expect(approved.data?.opsDecideCreditLimitRequest).toMatchObject({
      status: 'approved',
      version: 2,
      approvedLimitCents: 700_000,
      canDecide: false,
      issuerAppliedAt: null,
    });
    expect(
      codeOf(await decide(approver, { id, version: 2, outcome: 'decline', reasons: ['incomeInsufficient'] })),
    ).toBe('LIMIT_REQUEST_NOT_OPEN');
    const audits = await auditsOf(id);
    // The reviewer's refusal is kept too (decision 069).
    expect(audits.map((event) => [event.action, event.actorId])).toEqual([
      ['credit_limit_request.refer', 'decision-policy'],
      ['credit_limit_request.action_refused', reviewer.staffId],
      ['credit_limit_request.approve', approver.staffId],
    ]);
    await app.jobs.drain();
    expect(await issuerLimit(holder)).toBe(700_000);
    expect(await accountLimit(holder)).toBe(700_000);
    // The case timeline shows the request, the staff member's approval and the issuer's change (decision 068).
    const caseView = await reviewer.browser.query<{ opsApplication: { timeline: { title: string; actor: string }[] } }>(
      'query C($id: Int!) { opsApplication(applicationId: $id) { timeline { title actor } } }',
      { id: holder.applicationId },
    );
    expect(caseView.data?.opsApplication.timeline).toEqual(
      expect.arrayContaining([
        { title: 'Higher credit limit asked for', actor: 'Applicant' },
        { title: 'Credit limit increase approved', actor: approver.email },
        { title: 'New credit limit set at the issuer', actor: 'System' },
      ]),
    );
  });

  it('cannot approve what the ability-to-pay rule does not support (Reg Z 1026.51(a))', async () => {
    const holder = await activeCardholder('StaffTooHigh');
    const approver = await staffMember('approver');
    // $32,000 a year with $1,100 housing supports about $7,500 at the account's APR: beyond the ceiling, referred.
    const request = await asked(holder, 32_000, 1_100, 9_000);
    expect(request.status).toBe('referred');
    const row = (await requestRows(holder))[0];
    const max = (row?.maxSupportedLimitCents ?? 0) / 100;
    const refused = await decide(approver, { id: request.id, version: 1, outcome: 'approve', limit: max + 100 });
    expect(codeOf(refused)).toBe('LIMIT_NOT_SUPPORTED');
    expect((await requestRows(holder))[0]?.status).toBe('referred');
    const approved = await decide(approver, { id: request.id, version: 1, outcome: 'approve', limit: max });
    expect(approved.data?.opsDecideCreditLimitRequest).toMatchObject({ status: 'approved' });
  });

  it('a decline with reasons sends the notice; an unknown reason is refused', async () => {
    const { holder, id } = await referred('StaffDecline');
    const approver = await staffMember('approver');
    expect(codeOf(await decide(approver, { id, version: 1, outcome: 'decline', reasons: ['creditScore'] }))).toBe(
      'BAD_USER_INPUT',
    );
    const declined = await decide(approver, {
      id,
      version: 1,
      outcome: 'decline',
      reasons: ['excessiveObligations', 'incomeInsufficient'],
    });
    expect(declined.data?.opsDecideCreditLimitRequest).toMatchObject({
      status: 'declined',
      declineReasons: [
        'Excessive obligations in relation to income',
        'Income insufficient for amount of credit requested',
      ],
    });
    const mails = await mailsTo(holder, 'credit-limit-declined');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Excessive obligations in relation to income');
    expect((await auditsOf(id)).at(-1)).toMatchObject({ action: 'credit_limit_request.decline' });
  });
});

describe("the issuer's job", () => {
  it('retries while the issuer is unavailable, then sets the limit, changes ours and mails once', async () => {
    const holder = await activeCardholder('IssuerDown');
    const down = vi
      .spyOn(app.cards.issuer, 'setCreditLimit')
      .mockRejectedValueOnce(new CardIssuerUnavailableError('timeout'));
    const answer = await asked(holder, 90_000, 1_500, 3_000);
    await app.jobs.drain();
    expect(await accountLimit(holder)).toBe(250_000);
    expect(await mailsTo(holder, 'credit-limit-approved')).toEqual([]);
    await makeJobDue(app.database, creditLimitApplyQueue, creditLimitApplyJobId(answer.id));
    await app.jobs.drain();
    expect(await issuerLimit(holder)).toBe(300_000);
    expect(await accountLimit(holder)).toBe(300_000);
    expect((await requestRows(holder))[0]?.issuerAppliedAt).not.toBeNull();
    expect(await mailsTo(holder, 'credit-limit-approved')).toHaveLength(1);
    down.mockRestore();
  });

  it('a refusal is not retried: left for staff with issuerFailedAt, the limit unchanged', async () => {
    const holder = await activeCardholder('IssuerRefuses');
    const refuses = vi.spyOn(app.cards.issuer, 'setCreditLimit').mockRejectedValueOnce(new Error('limit refused'));
    await asked(holder, 90_000, 1_500, 3_000);
    await app.jobs.drain();
    const [row] = await requestRows(holder);
    expect(row?.issuerFailedAt).not.toBeNull();
    expect(row?.issuerAppliedAt).toBeNull();
    expect(await accountLimit(holder)).toBe(250_000);
    refuses.mockRestore();
  });
});
