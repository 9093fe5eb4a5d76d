import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecoaAgencyFor } from '@waypoint/domain/decisions/ecoa-agencies';
import { assessLine } from '@waypoint/domain/decisions/line-affordability';
import { ecoaNoticeText } from '@waypoint/domain/decisions/notice-letter';
import { sandboxCreditor } from '../config/notice-settings.js';
import { cardAccounts } from '../modules/cards/cards-tables.js';
import { creditLimitIncreaseRequests } from '../modules/credit-line-increases/credit-line-increases-tables.js';
import type { Cardholder } from './cards-test-kit.js';
import { codeOf, decideMutation, limitIncreaseKit, type RequestAnswer } from './credit-limit-increases-test-kit.js';
import { closeStatement, onTimeStatement, post } from './rewards-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * Credit limit increases (docs/product-rules.md#credit-limit-increases,
 * decision 084): who may ask, the policy's outcomes through the
 * ability-to-pay rule, one open request however many at once, and what the
 * cardholder reads. Staff decisions and the issuer's job are in
 * credit-limit-review.int.test.ts.
 */

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

const {
  staffMember,
  openedMonthsAgo,
  activeCardholder,
  ask,
  asked,
  requestRows,
  accountLimit,
  issuerLimit,
  mailsTo,
  auditsOf,
} = limitIncreaseKit(() => app);

describe('who may ask', () => {
  it.each<[string, (holder: Cardholder) => Promise<void>, string, Record<string, unknown>]>([
    ['no statement paid on time yet', async () => {}, 'LIMIT_REQUEST_NOT_ELIGIBLE', { reason: 'noOnTimePayment' }],
    [
      'a statement unpaid past its Eastern due day',
      async (holder) => {
        await onTimeStatement(app, holder);
        await post(holder, { kind: 'purchase', amountCents: 4_000 });
        const unpaid = await closeStatement(holder, 2);
        // Its due day ended without a payment (the clock stays: sessions and documents would age with it).
        await app.database.sql.executeSql(
          `update card_statements set due_date = (due_date - 10) where provider_statement_id = $1`,
          [unpaid.statementId],
        );
      },
      'LIMIT_REQUEST_NOT_ELIGIBLE',
      { reason: 'latePayment' },
    ],
    [
      'an account open less than six months (the Cardholder Agreement)',
      async (holder) => {
        await onTimeStatement(app, holder);
        await openedMonthsAgo(holder, 5);
      },
      'LIMIT_REQUEST_NOT_ELIGIBLE',
      { reason: 'accountTooNew' },
    ],
    [
      'a locked card',
      async (holder) => {
        await onTimeStatement(app, holder);
        await holder.applicant.query('mutation { lockCard { status } }');
      },
      'LIMIT_REQUEST_NOT_ELIGIBLE',
      { reason: 'cardNotActive' },
    ],
    [
      'a closed account',
      async (holder) => {
        await onTimeStatement(app, holder);
        await app.database.db
          .update(cardAccounts)
          .set({ status: 'closed' })
          .where(eq(cardAccounts.id, holder.account.id));
      },
      'LIMIT_REQUEST_NOT_ELIGIBLE',
      { reason: 'accountNotOpen' },
    ],
  ])('%s: refused, nothing stored', async (_name, arrange, code, extensions) => {
    const holder = await activeCardholder('Eligibility', { onTime: false });
    await arrange(holder);
    const answer = await ask(holder, 90_000, 1_500, 3_000);
    expect(codeOf(answer)).toBe(code);
    expect(answer.errors?.[0]?.extensions).toMatchObject(extensions);
    expect(await requestRows(holder)).toEqual([]);
  });

  it('an open request, then 90 days after the last decision (TOO_SOON with the day)', async () => {
    const holder = await activeCardholder('Wait');
    const referred = await asked(holder, 200_000, 1_000, 8_000);
    expect(referred.status).toBe('referred');
    const approver = await staffMember('approver');
    expect(codeOf(await ask(holder, 200_000, 1_000, 3_000))).toBe('LIMIT_REQUEST_OPEN');
    const view = await approver.browser.query<{ opsCreditLimitRequest: { version: number } }>(
      `query ($id: Int!) { opsCreditLimitRequest(id: $id) { version } }`,
      { id: referred.id },
    );
    const version = view.data?.opsCreditLimitRequest.version ?? 0;
    const declined = await approver.browser.query(decideMutation, {
      id: referred.id,
      version,
      outcome: 'decline',
      reasons: ['incomeInsufficient'],
    });
    expect(declined.errors).toBeUndefined();
    const tooSoon = await ask(holder, 200_000, 1_000, 3_000);
    expect(codeOf(tooSoon)).toBe('LIMIT_REQUEST_TOO_SOON');
    expect((tooSoon.errors?.[0]?.extensions as { day?: string } | undefined)?.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The decision moved back in time rather than the clock forward (sessions and documents would age with it).
    const decidedDaysAgo = (days: number) =>
      app.database.db
        .update(creditLimitIncreaseRequests)
        .set({ decidedAt: new Date(app.clock.now().getTime() - days * 24 * 3_600_000) })
        .where(eq(creditLimitIncreaseRequests.id, referred.id));
    await decidedDaysAgo(89);
    expect(codeOf(await ask(holder, 200_000, 1_000, 3_000))).toBe('LIMIT_REQUEST_TOO_SOON');
    await decidedDaysAgo(91);
    expect((await asked(holder, 200_000, 1_000, 3_000)).status).toBe('approved');
  });

  it('refuses a requested limit not in whole hundreds above the current one, beside its field', async () => {
    const holder = await activeCardholder('Input');
    for (const limit of [2_550, 2_500, 10_100]) {
      const answer = await ask(holder, 90_000, 1_500, limit);
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect((answer.errors?.[0]?.extensions as { fieldErrors?: unknown } | undefined)?.fieldErrors).toEqual([
        expect.objectContaining({ field: 'requestedLimit' }),
      ]);
    }
    expect(codeOf(await ask(holder, -1, 1_500, 3_000))).toBe('BAD_USER_INPUT');
    expect(await requestRows(holder)).toEqual([]);
  });
});

describe("the policy's outcomes", () => {
  it('approves the requested limit the income supports; the issuer, then our limit, then the mail', async () => {
    const holder = await activeCardholder('Requested');
    const answer = await asked(holder, 90_000, 1_500, 3_000);
    expect(answer).toMatchObject({ status: 'approved', currentLimitCents: 250_000, approvedLimitCents: 300_000 });
    expect(answer.decidedAt).not.toBeNull();
    expect(await accountLimit(holder)).toBe(250_000);
    await app.jobs.drain();
    expect(await issuerLimit(holder)).toBe(300_000);
    expect(await accountLimit(holder)).toBe(300_000);
    const mails = await mailsTo(holder, 'credit-limit-approved');
    expect(mails).toHaveLength(1);
    const [row] = await requestRows(holder);
    expect(mails[0]?.text).toContain('is now $3,000.00');
    expect(mails[0]?.text).toContain('(it was $2,500.00)');
    expect(mails[0]?.text).toMatch(/Your purchase APR stays \d+\.\d{2}%/);
    expect(mails[0]?.text).toContain(`${((row?.aprBps ?? 0) / 100).toFixed(2)}%`);
    expect((await auditsOf(answer.id)).map((event) => event.action)).toEqual(['credit_limit_request.approve']);
  });

  it('approves less when the income supports less: the largest supported above the current limit', async () => {
    const holder = await activeCardholder('Lower');
    const aprBps = (await app.database.db.select().from(cardAccounts).where(eq(cardAccounts.id, holder.account.id)))[0]
      ?.aprBps;
    const expected = assessLine(
      { income: 11_000, accommodationCost: 300, financialCommitments: 0, ageYears: 40 },
      5_000,
      aprBps ?? 0,
    ).maxSupportedLimit;
    expect(expected).toBeGreaterThan(2_500);
    expect(expected).toBeLessThan(5_000);
    const answer = await asked(holder, 11_000, 300, 5_000);
    expect(answer).toMatchObject({ status: 'approved', approvedLimitCents: (expected ?? 0) * 100 });
  });

  it('refers an increase beyond the ceiling (more than double, or above $5,000) to staff', async () => {
    const holder = await activeCardholder('Ceiling');
    const answer = await asked(holder, 200_000, 1_000, 5_100);
    expect(answer).toMatchObject({ status: 'referred', approvedLimitCents: null, decidedAt: null });
    expect((await requestRows(holder))[0]?.proposedLimitCents).toBe(510_000);
    await app.jobs.drain();
    expect(await accountLimit(holder)).toBe(250_000);
  });

  it('declines when nothing above the current limit is supported, with the notice of action taken', async () => {
    const holder = await activeCardholder('Declined');
    const answer = await asked(holder, 9_000, 300, 3_000);
    expect(answer.status).toBe('declined');
    expect(answer.declineReasons).toEqual([
      'Your income does not support the minimum payment of a higher limit after your housing cost.',
    ]);
    const mails = await mailsTo(holder, 'credit-limit-declined');
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? '';
    // The test app runs with the sandbox creditor (config/notice-settings.ts).
    const creditor = sandboxCreditor;
    const agency = ecoaAgencyFor(sandboxCreditor);
    // Reg B 1002.9(a)(2), (b): the creditor, the date, the action, the specific principal reasons and the ECOA notice.
    expect(text).toContain(creditor.name);
    expect(text).toContain(creditor.address);
    expect(text).toMatch(
      /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
    );
    expect(text).toContain('We are unable to approve your request to increase the credit limit');
    expect(text).toContain('Your credit limit stays $2,500.00');
    expect(text).toContain('Principal reason(s) for our decision');
    expect(text).toContain('Income insufficient for amount of credit requested');
    expect(text).toContain(ecoaNoticeText(agency));
    expect(text).toMatch(/You can ask again from \w+ \d{1,2}, \d{4}/);
    await app.jobs.drain();
    expect(await issuerLimit(holder)).toBe(250_000);
  });

  it('many requests at once: one is stored, the others find it open', async () => {
    const holder = await activeCardholder('Concurrent');
    const answers = await Promise.all([1, 2, 3, 4].map(() => ask(holder, 200_000, 1_000, 8_000)));
    expect(answers.filter((answer) => answer.data?.requestCreditLimitIncrease.status === 'referred')).toHaveLength(1);
    expect(answers.filter((answer) => codeOf(answer) === 'LIMIT_REQUEST_OPEN')).toHaveLength(3);
    expect(await requestRows(holder)).toHaveLength(1);
  });
});

describe('the cardholder reads their requests', () => {
  it('newest first, with the words of the reasons', async () => {
    const holder = await activeCardholder('Reads');
    await asked(holder, 9_000, 300, 3_000);
    const answer = await holder.applicant.query<{ myCreditLimitIncreaseRequests: RequestAnswer[] }>(
      '{ myCreditLimitIncreaseRequests { status declineReasons } }',
    );
    expect(answer.data?.myCreditLimitIncreaseRequests).toEqual([
      {
        status: 'declined',
        declineReasons: ['Your income does not support the minimum payment of a higher limit after your housing cost.'],
      },
    ]);
  });
});
