import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardIssuerUnavailableError, type CardIssuingProvider } from '../modules/cards/card-issuing-provider.js';
import type { CardsDeps } from '../modules/cards/cards-deps.js';
import { insertSandboxTransaction, sandboxStatementOfCycle } from '../modules/cards/sandbox-issuer-repository.js';
import { closeSandboxCycle } from '../modules/cards/sandbox-statement-cycle.js';
import { capRateAtIssuer, scraRateCapJobHandler, scraRateCapQueue } from '../modules/cards/scra-rate-cap.js';
import { approvedWithCard, approver, type Cardholder } from './cards-test-kit.js';
import { submittedChangeRequest } from './change-requests-test-kit.js';
import { runQueued, sandboxTimersEnv } from './sandbox-issuer-test-kit.js';
import { act, freshApplication } from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * The SCRA's 6% rate cap through the issuer (docs/product-rules.md#scra-rate-cap,
 * decision 088): a back-office approval of a servicemember request on an
 * account opened before service → the issuer's cap, asked once however the
 * job is retried; the sandbox's next statement at 6% with no fees; what was
 * charged above 6% since service began credited back once. An account opened
 * during service gets no cap, and the cardholder and staff are told why.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ...sandboxTimersEnv, PUBLIC_URL: 'https://waypoint.test' });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const SERVICE_START = '2026-10-01';
const capQuery = `{ myScraRateCap { status activeDutyStartDate accountOpenedOn cappedAprBps effectiveFrom creditedCents } }`;
const staffView = `query V($id: Int!) { opsChangeRequest(id: $id) { scraRateCap {
  accountOpenedOn activeDutyStartDate debtPredatesService capApplied aprBeforeBps cappedAprBps effectiveFrom creditedCents } } }`;

const rows = async <T>(sql: string, params: unknown[]) => (await app.database.sql.executeSql(sql, params)).rows as T[];

async function emailOf(userId: string): Promise<string> {
  const [row] = await rows<{ email: string }>('select email from users where id = $1', [userId]);
  if (!row) throw new Error(`no user ${userId}`);
  return row.email;
}

const mailsOf = (kind: string, to: string) =>
  rows<{ subject: string; text: string }>(
    'select subject, text from outbox_messages where kind = $1 and to_address = $2 order by created_at',
    [kind, to],
  );

/** The cardholder's account as if opened on `day` at 24.99%, here and at the sandbox. */
async function openedOn(holder: Cardholder, at: Date): Promise<void> {
  await app.database.sql.executeSql('update card_accounts set created_at = $1, apr_bps = 2499 where id = $2', [
    at,
    holder.account.id,
  ]);
  await app.database.sql.executeSql(
    'update sandbox_issuer_accounts set created_at = $1, apr_bps = 2499 where account_id = $2',
    [at, holder.account.providerAccountId],
  );
}

let posted = 0;
async function purchase(accountId: string, amountCents: number, at: Date) {
  posted += 1;
  await insertSandboxTransaction(app.database.db, {
    transactionId: `sbx_txn_scra_${posted}`,
    accountId,
    kind: 'purchase',
    amountCents,
    eventId: `sbx_evt_scra_${posted}`,
    postedAt: at,
  });
}

const close = (accountId: string, at: Date) =>
  closeSandboxCycle(app.database.db, { accountId, now: at, nextCycleAfterMs: null });

async function approvedScraRequest(holder: Cardholder): Promise<number> {
  const request = await submittedChangeRequest(app, ['scra'], {
    values: { activeDutyStartDate: SERVICE_START },
    applicant: { browser: holder.applicant, userId: holder.userId, email: await emailOf(holder.userId) },
  });
  const staff = await approver(app);
  const approved = await staff.browser.query(
    `mutation A($id: Int!) { opsApproveChangeRequest(id: $id) { request { status } } }`,
    { id: request.changeRequestId },
  );
  expect(approved.errors).toBeUndefined();
  return request.changeRequestId;
}

/** The issuer with its cap calls counted; `loseFirstAnswer`: the first call applies but its answer never comes back. */
function countingIssuer(loseFirstAnswer: boolean): { issuer: CardIssuingProvider; calls: () => number } {
  let calls = 0;
  const real = app.cards.issuer;
  const issuer: CardIssuingProvider = {
    ...real,
    name: real.name,
    async capInterestRate(request) {
      calls += 1;
      const answer = await real.capInterestRate(request);
      if (loseFirstAnswer && calls === 1) throw new CardIssuerUnavailableError('timed out');
      return answer;
    },
  };
  return { issuer, calls: () => calls };
}

describe('an account opened before service', () => {
  let holder: Cardholder;
  let changeRequestId: number;
  let email: string;

  beforeAll(async () => {
    holder = await approvedWithCard(app, 'Reyes');
    email = await emailOf(holder.userId);
    const account = holder.account.providerAccountId;
    await openedOn(holder, new Date('2026-05-01T15:00:00Z'));
    // $1,000 bought in May and never paid: interest and a late fee at each close after the first.
    await purchase(account, 100_000, new Date('2026-05-10T16:00:00Z'));
    await close(account, new Date('2026-06-01T16:00:00Z'));
    // Before service: 24.99% on $1,000 = $20.83 and a $25 late fee, neither credited back.
    await close(account, new Date('2026-09-01T16:00:00Z'));
    // After service began: 24.99% on $1,045.83 = $21.78 and a $25 late fee, both above the cap.
    await close(account, new Date('2026-10-15T16:00:00Z'));
    changeRequestId = await approvedScraRequest(holder);
  }, 120_000);

  it('is capped at 6% from the first day of service, asked of the issuer once however the job is retried', async () => {
    const [decided] = await rows<{ applies: boolean; cappedAprBps: number; issuerAppliedAt: Date | null }>(
      `select applies, capped_apr_bps as "cappedAprBps", issuer_applied_at as "issuerAppliedAt"
       from card_scra_rate_caps where account_id = $1`,
      [holder.account.id],
    );
    expect(decided).toEqual({ applies: true, cappedAprBps: 600, issuerAppliedAt: null });
    expect((await holder.applicant.query(capQuery)).data).toMatchObject({ myScraRateCap: { status: 'pending' } });

    // The issuer applies the cap but its answer is lost: the job fails, nothing is marked, nothing mailed.
    const lost = countingIssuer(true);
    const deps: CardsDeps = { ...app.cards, issuer: lost.issuer };
    await expect(capRateAtIssuer(deps, holder.account.id)).rejects.toThrow(CardIssuerUnavailableError);
    expect(await mailsOf('card-scra-rate-capped', email)).toHaveLength(0);

    // The queued job's retry gets the answer; a repeated run asks nothing more.
    const counted = countingIssuer(false);
    const retried = { ...app.cards, issuer: counted.issuer };
    expect(await runQueued(app, scraRateCapQueue, scraRateCapJobHandler(retried))).toHaveLength(1);
    await capRateAtIssuer(retried, holder.account.id);
    expect(counted.calls()).toBe(1);

    // Above the cap since Oct 1: $21.78 − $5.23 (6% re-counted) + the $25 fee = $41.55, credited once.
    const credits = await rows<{ amountCents: number }>(
      `select amount_cents as "amountCents" from sandbox_issuer_transactions where account_id = $1 and kind = 'credit'`,
      [holder.account.providerAccountId],
    );
    expect(credits).toEqual([{ amountCents: 4_155 }]);
    expect((await holder.applicant.query(capQuery)).data).toEqual({
      myScraRateCap: {
        status: 'applied',
        activeDutyStartDate: SERVICE_START,
        accountOpenedOn: '2026-05-01',
        cappedAprBps: 600,
        effectiveFrom: SERVICE_START,
        creditedCents: 4_155,
      },
    });
    const mails = await mailsOf('card-scra-rate-capped', email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Your APR is capped at 6% under the SCRA from October 1, 2026: 6.00%');
    expect(mails[0]?.text).toContain('we credited $41.55 to your account');
  });

  it('closes the next statement at 6% with no fee', async () => {
    const account = holder.account.providerAccountId;
    const at = new Date(app.clock.now().getTime() + 86_400_000);
    await close(account, at);
    const statement = await sandboxStatementOfCycle(app.database.db, account, 4);
    // Owed before: $1,000 + $20.83 + $25 + $21.78 + $25 = $1,092.61, unpaid: 6% / 12 = $5.46; the credit of $41.55 in the cycle.
    expect(statement).toMatchObject({ aprBps: 600, interestCents: 546, feesCents: 0, creditsCents: 4_155 });
  });

  it('shows staff that the debt predates service and that the cap was applied', async () => {
    const staff = await approver(app);
    const answer = await staff.browser.query(staffView, { id: changeRequestId });
    expect(answer.data).toEqual({
      opsChangeRequest: {
        scraRateCap: {
          accountOpenedOn: '2026-05-01',
          activeDutyStartDate: SERVICE_START,
          debtPredatesService: true,
          capApplied: true,
          aprBeforeBps: 2_499,
          cappedAprBps: 600,
          effectiveFrom: SERVICE_START,
          creditedCents: 4_155,
        },
      },
    });
    const reads = await rows<{ after: { parts?: string[] } }>(
      `select after from audit_events where subject_type = 'change_request' and subject_id = $1
       and action like '%personal_data_read' and actor_id = $2`,
      [String(changeRequestId), staff.staffId],
    );
    expect(reads.flatMap((read) => read.after.parts ?? [])).toContain('scraRateCap');
  });
});

describe('an account opened during service', () => {
  it('gets no cap, the cardholder and staff told why, and the issuer is never asked', async () => {
    const holder = await approvedWithCard(app, 'Okafor');
    const email = await emailOf(holder.userId);
    await openedOn(holder, new Date('2026-11-02T15:00:00Z'));
    const changeRequestId = await approvedScraRequest(holder);
    const counted = countingIssuer(false);
    expect(
      await runQueued(app, scraRateCapQueue, scraRateCapJobHandler({ ...app.cards, issuer: counted.issuer })),
    ).toEqual([]);
    expect(counted.calls()).toBe(0);
    const [sandbox] = await rows<{ rateCapBps: number | null }>(
      'select rate_cap_bps as "rateCapBps" from sandbox_issuer_accounts where account_id = $1',
      [holder.account.providerAccountId],
    );
    expect(sandbox?.rateCapBps).toBeNull();
    expect((await holder.applicant.query(capQuery)).data).toEqual({
      myScraRateCap: {
        status: 'notEligible',
        activeDutyStartDate: SERVICE_START,
        accountOpenedOn: '2026-11-02',
        cappedAprBps: null,
        effectiveFrom: null,
        creditedCents: null,
      },
    });
    const [mail] = await mailsOf('card-scra-no-rate-cap', email);
    expect(mail?.text).toContain(
      'Your card account was opened on November 2, 2026, after your active duty began on October 1, 2026.',
    );
    const staff = await approver(app);
    const answer = await staff.browser.query(staffView, { id: changeRequestId });
    expect(answer.data).toMatchObject({
      opsChangeRequest: { scraRateCap: { debtPredatesService: false, capApplied: false, cappedAprBps: null } },
    });
  });
});

describe('a request approved before the card is issued', () => {
  it('is decided when the card is issued: an account opened then is opened during service', async () => {
    const submitted = await freshApplication(app, 'Nakamura');
    const [user] = await rows<{ userId: string }>('select user_id as "userId" from applications where id = $1', [
      submitted.applicationId,
    ]);
    const userId = user?.userId ?? '';
    const email = await emailOf(userId);
    const request = await submittedChangeRequest(app, ['scra'], {
      values: { activeDutyStartDate: SERVICE_START },
      applicant: { browser: submitted.applicant, userId, email },
    });
    const staff = await approver(app);
    await staff.browser.query(`mutation A($id: Int!) { opsApproveChangeRequest(id: $id) { request { status } } }`, {
      id: request.changeRequestId,
    });
    expect(await rows('select 1 from card_scra_rate_caps where user_id = $1', [userId])).toHaveLength(0);

    const approved = await act(staff.browser, 'approve', submitted, { creditLimit: 2500 });
    expect(approved.errors).toBeUndefined();
    await app.jobs.drain();
    expect((await submitted.applicant.query(capQuery)).data).toMatchObject({
      myScraRateCap: { status: 'notEligible', activeDutyStartDate: SERVICE_START, cappedAprBps: null },
    });
    expect(await mailsOf('card-scra-no-rate-cap', email)).toHaveLength(1);
  });
});
