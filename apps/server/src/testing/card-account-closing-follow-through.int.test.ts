import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CardIssuerUnavailableError } from '../modules/cards/card-issuing-provider.js';
import { cardAccounts } from '../modules/cards/cards-tables.js';
import { decisionNotices } from '../modules/decision-notices/decision-notices-tables.js';
import { statementCreditAcceptances } from '../modules/rewards/rewards-tables.js';
import { ssnDeadlineJobId, ssnDeadlineQueue } from '../modules/ssn-follow-up/ssn-follow-up-job.js';
import { cardSsnFollowUps } from '../modules/ssn-follow-up/ssn-follow-up-tables.js';
import { storedJob } from '../platform/jobs/jobs-test-kit.js';
import { linkedBank, makeQueuesDue } from './card-payments-test-kit.js';
import { approvedWithCard, cardRow, type Cardholder } from './cards-test-kit.js';
import { onTimeStatement, post } from './rewards-test-kit.js';
import { myCard, sharedKeys, ssnFollowUpKit } from './ssn-follow-up-test-kit.js';
import { depositUpdated } from './statements-test-kit.js';
import { stepUpAs } from './step-up-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * What closing the account (decision 083) ends after it: the SSN follow-up
 * (product-rules#ssn-follow-up) sends no reminder and locks nothing once the
 * account is closed, and the closed page's cash back says "paid" only when it
 * is: the statement credit accepted by the issuer, the deposit settled.
 */

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp(sharedKeys);
});
afterAll(async () => {
  await app.close();
});

const { passDays, backToToday, approvedWithoutSsn, activate, followUpMails, sent, issuerLocked } = ssnFollowUpKit(
  () => app,
);
afterEach(() => {
  backToToday();
  vi.restoreAllMocks();
});

const closeMutation = `mutation ($bank: Int) {
  closeCardAccount(confirm: true, cashBackBankAccountId: $bank) { status closure { cashBackPayoutCents cashBackPayoutStatus } } }`;

interface ClosedAnswer {
  status: string;
  closure: { cashBackPayoutCents: number; cashBackPayoutStatus: string } | null;
}

async function closeAccount(holder: Cardholder, bank: number | null = null): Promise<ClosedAnswer> {
  await stepUpAs(app, holder.applicant, holder.userId);
  const answer = await holder.applicant.query<{ closeCardAccount: ClosedAnswer }>(closeMutation, { bank });
  if (!answer.data) throw new Error(`closing refused: ${JSON.stringify(answer.errors)}`);
  return answer.data.closeCardAccount;
}

async function payoutStatus(holder: Cardholder): Promise<string | undefined> {
  const answer = await holder.applicant.query<{ myCard: ClosedAnswer | null }>(
    '{ myCard { closure { cashBackPayoutStatus } } }',
  );
  return answer.data?.myCard?.closure?.cashBackPayoutStatus;
}

const followUpOf = async (holder: Cardholder) =>
  (await app.database.db.select().from(cardSsnFollowUps).where(eq(cardSsnFollowUps.accountId, holder.account.id)))[0];

const accountActionNotices = async (holder: Cardholder) =>
  (
    await app.database.db
      .select({ accountAction: decisionNotices.accountAction })
      .from(decisionNotices)
      .where(eq(decisionNotices.applicationId, holder.applicationId))
  ).filter((notice) => notice.accountAction !== null);

/** Day by day to past the deadline, running what falls due: the reminders' days 30, 50, 58 and day 60. */
async function throughTheDeadline(): Promise<void> {
  for (const days of [30, 20, 8, 3]) {
    await passDays(days);
    await app.jobs.drain();
  }
}

describe('the SSN follow-up after the account closes (product-rules#ssn-follow-up)', () => {
  it('closing stops it: no reminder, no lock, no notice of a lock, however many days pass', async () => {
    const holder = await approvedWithoutSsn('ClosedNoSsn');
    await activate(holder);
    expect((await followUpMails(holder)).map((mail) => mail.status)).toEqual(['pending', 'pending', 'pending']);
    expect(await storedJob(app.database, ssnDeadlineQueue, ssnDeadlineJobId(holder.account.id))).toMatchObject({
      state: 'created',
    });

    expect((await closeAccount(holder)).status).toBe('closed');
    // The account page no longer asks for the SSN nor names a deadline.
    expect((await myCard(holder.applicant)).data?.myCard).toMatchObject({ ssnNeeded: false, ssnDeadline: null });
    const setCardLocked = vi.spyOn(app.cards.issuer, 'setCardLocked');
    expect((await followUpOf(holder))?.closedAt).not.toBeNull();
    expect(await followUpMails(holder)).toEqual([]);
    expect((await storedJob(app.database, ssnDeadlineQueue, ssnDeadlineJobId(holder.account.id)))?.state).not.toBe(
      'created',
    );

    await throughTheDeadline();
    expect(await sent(holder)).toEqual([]);
    expect(setCardLocked).not.toHaveBeenCalled();
    expect(await cardRow(app, holder.card.id)).toMatchObject({ status: 'closed', lockReason: null });
    expect((await followUpOf(holder))?.lockedAt).toBeNull();
    expect(await accountActionNotices(holder)).toEqual([]);
  });

  it('the deadline job skips a closed account it finds still followed up (its card left as it was)', async () => {
    const holder = await approvedWithoutSsn('ClosedBehind');
    await activate(holder);
    // Closed behind the follow-up's back: the deadline's job still queued, the card still active.
    await app.database.db.update(cardAccounts).set({ status: 'closed' }).where(eq(cardAccounts.id, holder.account.id));
    await throughTheDeadline();
    expect(await issuerLocked(holder)).toBe(false);
    expect(await cardRow(app, holder.card.id)).toMatchObject({ status: 'active', lockReason: null });
    expect((await followUpOf(holder))?.lockedAt).toBeNull();
    expect(await accountActionNotices(holder)).toEqual([]);
  });

  it('an open account is still locked on day 60 (the same days, no closing)', async () => {
    const holder = await approvedWithoutSsn('OpenNoSsn');
    await activate(holder);
    await throughTheDeadline();
    expect(await sent(holder)).toHaveLength(3);
    expect(await issuerLocked(holder)).toBe(true);
    expect(await cardRow(app, holder.card.id)).toMatchObject({ status: 'locked', lockReason: 'ssnMissing' });
  });
});

/** Cardholder with $1.50 cash back redeemable (three on-time statements) and a $120 purchase still owed. */
async function holderWithCashBack(lastName: string): Promise<Cardholder> {
  const holder = await approvedWithCard(app, lastName);
  await activate(holder);
  for (let cycle = 0; cycle < 3; cycle += 1) await onTimeStatement(app, holder);
  return holder;
}

const runCreditJobs = async () => {
  await makeQueuesDue(app, 'card-statement-credit', 'card-cash-back-deposit');
  await app.jobs.drain();
};

/** Whether the issuer's acceptance of the closing's statement credit is recorded. */
const creditAccepted = async (holder: Cardholder) =>
  (
    await app.database.db
      .select()
      .from(statementCreditAcceptances)
      .where(eq(statementCreditAcceptances.accountId, holder.account.id))
  ).some((row) => row.redemptionRequestId === `account-closing-${holder.account.id}-credit`);

describe('the closing cash back is paid when it is paid (decision 083)', () => {
  it('a statement credit: pending until the issuer accepted it, then paid', async () => {
    const holder = await holderWithCashBack('CreditPaid');
    await post(holder, { kind: 'purchase', amountCents: 12_000, description: 'Flights' });
    const closed = await closeAccount(holder);
    expect(closed.closure).toEqual({ cashBackPayoutCents: 270, cashBackPayoutStatus: 'pending' });
    expect(await creditAccepted(holder)).toBe(false);

    await runCreditJobs();
    expect(await creditAccepted(holder)).toBe(true);
    expect(await payoutStatus(holder)).toBe('paid');
  });

  it('the issuer unreachable for the credit: still pending, and paid once the retry is taken', async () => {
    const holder = await holderWithCashBack('CreditRetry');
    const creditAccount = vi
      .spyOn(app.cards.issuer, 'creditAccount')
      .mockRejectedValueOnce(new CardIssuerUnavailableError('timeout'));
    await closeAccount(holder);
    await runCreditJobs();
    expect(creditAccount).toHaveBeenCalledTimes(1);
    expect(await payoutStatus(holder)).toBe('pending');
    await runCreditJobs();
    expect(creditAccount).toHaveBeenCalledTimes(2);
    expect(await payoutStatus(holder)).toBe('paid');
  });

  it.each([
    ['settled: paid', 'settled', 'paid'],
    ['returned: not paid', 'returned', 'pending'],
  ] as const)('a credit and a deposit, the deposit %s', async (_case, outcome, expected) => {
    const holder = await holderWithCashBack(`Deposit${outcome}`);
    // Everything paid but $1.00: the $1.50 cash back credits $1.00 and deposits $0.50.
    const owed = (await app.cards.issuer.balanceOf(holder.account.providerAccountId)).currentBalanceCents;
    await post(holder, { kind: 'payment', amountCents: owed - 100 });
    const bank = await linkedBank(app, holder);
    const closed = await closeAccount(holder, bank.id);
    expect(closed.closure).toEqual({ cashBackPayoutCents: 150, cashBackPayoutStatus: 'pending' });

    await runCreditJobs();
    expect(await creditAccepted(holder)).toBe(true);
    // The credit is taken; the deposit is at the issuer but not settled at the bank.
    expect(await payoutStatus(holder)).toBe('pending');

    const [deposit] = await app.database.sql
      .executeSql('SELECT provider_deposit_id FROM cash_back_deposits WHERE account_id = $1', [holder.account.id])
      .then((result) => result.rows as { provider_deposit_id: string | null }[]);
    if (!deposit?.provider_deposit_id) throw new Error('no deposit at the issuer');
    await depositUpdated(app, holder, {
      id: deposit.provider_deposit_id,
      status: outcome,
      ...(outcome === 'returned' ? { returnCode: 'R03' } : {}),
    });
    expect(await payoutStatus(holder)).toBe(expected);
  });
});
