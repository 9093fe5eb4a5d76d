import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { printedExpiry } from '@waypoint/domain/cards/card-activation';
import { ecoaAgencyFor } from '@waypoint/domain/decisions/ecoa-agencies';
import { assessLine } from '@waypoint/domain/decisions/line-affordability';
import { ecoaNoticeText } from '@waypoint/domain/decisions/notice-letter';
import { sandboxCreditor } from '../config/notice-settings.js';
import { CardIssuerUnavailableError } from '../modules/cards/card-issuing-provider.js';
import { cardAccounts, sandboxIssuerAccounts } from '../modules/cards/cards-tables.js';
import {
  creditLimitApplyJobId,
  creditLimitApplyQueue,
} from '../modules/credit-line-increases/credit-limit-apply-job.js';
import { creditLimitIncreaseRequests } from '../modules/credit-line-increases/credit-line-increases-tables.js';
import { sandboxCountryHeader } from '../modules/ip-insights/sandbox-ip-insights.js';
import { auditEvents } from '../platform/audit/audit-tables.js';
import { makeJobDue } from '../platform/jobs/jobs-test-kit.js';
import { outboxMessages } from '../platform/mail/mail-tables.js';
import { approvedWithCard, deliverWebhook, type Cardholder } from './cards-test-kit.js';
import type { GraphqlResponse } from './graphql-client.js';
import { closeStatement, onTimeStatement, post } from './rewards-test-kit.js';
import { signedInStaff, type StaffMember } from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * Credit limit increases (docs/product-rules.md#credit-limit-increases,
 * decision 084): who may ask, the policy's outcomes through the
 * ability-to-pay rule, one open request however many at once, the staff
 * decision through the pipeline with its audit, the issuer's job and its
 * retry, and the mails' required parts.
 */

const requestMutation = `mutation ($income: Int!, $housing: Int!, $limit: Int) {
  requestCreditLimitIncrease(annualIncome: $income, monthlyHousingCost: $housing, requestedLimit: $limit) {
    id status currentLimitCents requestedLimitCents approvedLimitCents declineReasons decidedAt } }`;
const viewFields = `id status version holderName annualIncome currentLimitCents proposedLimitCents approvedLimitCents
  maxSupportedLimitCents declineReasons canDecide issuerAppliedAt`;
const decideMutation = `mutation ($id: Int!, $version: Int!, $outcome: String!, $limit: Int, $reasons: [String!]) {
  opsDecideCreditLimitRequest(id: $id, version: $version, outcome: $outcome, approvedLimit: $limit, reasons: $reasons) {
    ${viewFields} } }`;

interface RequestAnswer {
  id: number;
  status: string;
  currentLimitCents: number;
  requestedLimitCents: number | null;
  approvedLimitCents: number | null;
  declineReasons: string[];
  decidedAt: string | null;
}

let app: TestApp;
let staffMade = 0;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);

/** A staff member signed in now: the test clock moves on with each cardholder, and idle staff sessions end. */
async function staffMember(role: 'approver' | 'reviewer'): Promise<StaffMember> {
  staffMade += 1;
  return signedInStaff(app, `limit-${role}-${staffMade}@staff.example`, role);
}
afterAll(async () => {
  await app.close();
});

const codeOf = (answer: GraphqlResponse) => answer.errors?.[0]?.extensions.code;

/** The account as if opened `months` ago (the Cardholder Agreement's six months before asking). */
async function openedMonthsAgo(holder: Cardholder, months: number) {
  const openedAt = new Date(app.clock.now().getTime() - months * 31 * 24 * 3_600_000);
  await app.database.db.update(cardAccounts).set({ createdAt: openedAt }).where(eq(cardAccounts.id, holder.account.id));
}

/** An approved applicant ($2,500 line, no other commitments, opened 7 months ago) whose card is active. */
async function activeCardholder(lastName: string, { onTime = true } = {}): Promise<Cardholder> {
  const holder = await approvedWithCard(app, lastName);
  await openedMonthsAgo(holder, 7);
  await app.database.sql.executeSql(
    `update applications set draft = jsonb_set(draft, '{financialCommitments}', '0'::jsonb) where id = $1`,
    [holder.applicationId],
  );
  for (const type of ['card.shipped', 'card.delivered'] as const) {
    await deliverWebhook(app, {
      id: `evt_limit_${type}_${holder.card.providerCardId}`,
      type,
      cardId: holder.card.providerCardId,
      createdAt: app.clock.now().toISOString(),
    });
  }
  const activated = await holder.applicant.send({
    method: 'POST',
    url: '/api/v1/graphql',
    headers: { 'content-type': 'application/json', [sandboxCountryHeader]: 'US' },
    payload: JSON.stringify({
      query: `mutation ($l: String!, $e: String!) { activateCard(lastFour: $l, expiry: $e) { card { status } } }`,
      variables: { l: holder.card.lastFour, e: printedExpiry(holder.card.expMonth, holder.card.expYear) },
    }),
  });
  expect(activated.statusCode).toBe(200);
  if (onTime) await onTimeStatement(app, holder);
  return holder;
}

const ask = (holder: Cardholder, income: number, housing: number, limit: number | null) =>
  holder.applicant.query<{ requestCreditLimitIncrease: RequestAnswer }>(requestMutation, { income, housing, limit });

async function asked(holder: Cardholder, income: number, housing: number, limit: number | null) {
  const answer = await ask(holder, income, housing, limit);
  if (!answer.data) throw new Error(`request refused: ${JSON.stringify(answer.errors)}`);
  return answer.data.requestCreditLimitIncrease;
}

const requestRows = (holder: Cardholder) =>
  app.database.db
    .select()
    .from(creditLimitIncreaseRequests)
    .where(eq(creditLimitIncreaseRequests.accountId, holder.account.id));
const accountLimit = async (holder: Cardholder) =>
  (await app.database.db.select().from(cardAccounts).where(eq(cardAccounts.id, holder.account.id)))[0]
    ?.creditLimitCents;
const issuerLimit = async (holder: Cardholder) =>
  (
    await app.database.db
      .select({ limit: sandboxIssuerAccounts.creditLimitCents })
      .from(sandboxIssuerAccounts)
      .where(eq(sandboxIssuerAccounts.accountId, holder.account.providerAccountId))
  )[0]?.limit;
const mailsTo = async (holder: Cardholder, kind: string) => {
  const email = (await app.database.sql.executeSql('select email from users where id = $1', [holder.userId])).rows as {
    email: string;
  }[];
  return app.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.kind, kind))
    .then((rows) => rows.filter((row) => row.toAddress === email[0]?.email));
};
const auditsOf = (requestId: number) =>
  app.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.subjectId, String(requestId)))
    .then((rows) =>
      // The decisions' events; the staff views' reads are their own (decision 069).
      rows.filter((row) => row.subjectType === 'credit_limit_request' && !row.action.endsWith('.personal_data_read')),
    );

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
