import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cashBackPayoutBy } from '@waypoint/domain/card-account/account-closing';
import { addCalendarDays, creditDateOf } from '@waypoint/domain/card-account/payment-timing';
import { printedExpiry } from '@waypoint/domain/cards/card-activation';
import { users } from '../modules/auth/auth-tables.js';
import { cardAccountCloseJobId, cardAccountCloseQueue } from '../modules/cards/card-account-closing-job.js';
import { cardAccountClosures } from '../modules/cards/card-account-closing-tables.js';
import { CardIssuerUnavailableError } from '../modules/cards/card-issuing-provider.js';
import { cardAccounts, sandboxIssuerAccounts } from '../modules/cards/cards-tables.js';
import { auditEvents } from '../platform/audit/audit-tables.js';
import { makeJobDue } from '../platform/jobs/jobs-test-kit.js';
import { outboxMessages } from '../platform/mail/mail-tables.js';
import { setAutopay } from './autopay-test-kit.js';
import { linkedBank, pay, paymentRows } from './card-payments-test-kit.js';
import { activateFromUs, approvedWithCard, cardRow, shipAndDeliver, type Cardholder } from './cards-test-kit.js';
import type { GraphqlResponse } from './graphql-client.js';
import { ledgerOf, onTimeStatement, post } from './rewards-test-kit.js';
import { stepUpAs } from './step-up-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * Closing the card account (docs/product-rules.md#closing-the-account,
 * decision 083): the preview, the refusals, the closing with its payout,
 * notice, audit event and the issuer's close, a retried closing, and a
 * closed account refusing the card's operations.
 */

const closureFields = `closedAt balanceOwedCents cashBackPayoutCents cashBackForfeitedCents cashBackPayoutTo
  cashBackPayoutBy cashBackPayoutStatus`;
const accountFields = `status aprBps card { status lockReason } closure { ${closureFields} }`;
const previewQuery = `{ myCardClosingPreview { balanceOwedCents cashBackCents cashBackForfeitedCents cashBackPayoutBy
  pendingPayments autopayOn } }`;
const closeMutation = `mutation ($confirm: Boolean!, $bank: Int) {
  closeCardAccount(confirm: $confirm, cashBackBankAccountId: $bank) { ${accountFields} } }`;

interface ClosedAnswer {
  status: string;
  aprBps: number | null;
  card: { status: string; lockReason: string | null };
  closure: {
    closedAt: string;
    balanceOwedCents: number;
    cashBackPayoutCents: number;
    cashBackForfeitedCents: number;
    cashBackPayoutTo: string | null;
    cashBackPayoutBy: string | null;
    cashBackPayoutStatus: string;
  } | null;
}

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
const codeOf = (answer: GraphqlResponse) => answer.errors?.[0]?.extensions.code;

/** An approved applicant whose card is delivered and activated from the US. */
async function activeCardholder(lastName: string): Promise<Cardholder> {
  const holder = await approvedWithCard(app, lastName);
  await shipAndDeliver(app, holder);
  await activateFromUs(holder);
  expect((await cardRow(app, holder.card.id)).status).toBe('active');
  return holder;
}

const close = (holder: Cardholder, variables: { confirm: boolean; bank?: number | null }) =>
  holder.applicant.query<{ closeCardAccount: ClosedAnswer }>(closeMutation, variables);

async function previewOf(holder: Cardholder) {
  const answer = await holder.applicant.query<{ myCardClosingPreview: Record<string, unknown> }>(previewQuery);
  if (!answer.data) throw new Error(`preview: ${JSON.stringify(answer.errors)}`);
  return answer.data.myCardClosingPreview;
}

const closureRow = async (holder: Cardholder) =>
  (
    await app.database.db.select().from(cardAccountClosures).where(eq(cardAccountClosures.accountId, holder.account.id))
  )[0];
const accountRow = async (holder: Cardholder) =>
  (await app.database.db.select().from(cardAccounts).where(eq(cardAccounts.id, holder.account.id)))[0];
const issuerClosedAt = async (holder: Cardholder) =>
  (
    await app.database.db
      .select({ closedAt: sandboxIssuerAccounts.closedAt })
      .from(sandboxIssuerAccounts)
      .where(eq(sandboxIssuerAccounts.accountId, holder.account.providerAccountId))
  )[0]?.closedAt ?? null;
/* By recipient: the sandbox's last four digits can repeat between this file's cardholders. */
const closingMails = (holder: Cardholder) =>
  app.database.db
    .select({ message: outboxMessages })
    .from(outboxMessages)
    .innerJoin(users, eq(users.email, outboxMessages.toAddress))
    .where(and(eq(outboxMessages.kind, 'card-account-closed'), eq(users.id, holder.userId)))
    .then((rows) => rows.map((row) => row.message));
const closingAudits = (holder: Cardholder) =>
  app.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.subjectId, String(holder.account.id)))
    .then((rows) => rows.filter((row) => row.action === 'card_account.close'));

describe('the preview (myCardClosingPreview)', () => {
  it('before three on-time payments: the balance owed, no payout, the earned cash back forfeited, paid by 30 days on', async () => {
    const holder = await activeCardholder('PreviewEarly');
    await post(holder, { kind: 'purchase', amountCents: 5_000, description: 'Groceries' });
    expect(await previewOf(holder)).toEqual({
      balanceOwedCents: 5_000,
      cashBackCents: 0,
      cashBackForfeitedCents: 50,
      cashBackPayoutBy: cashBackPayoutBy(app.clock.now()),
      pendingPayments: 0,
      autopayOn: false,
    });
  });

  it('after three on-time payments: the whole cash back balance is paid out', async () => {
    const holder = await activeCardholder('PreviewRedeemable');
    for (let cycle = 0; cycle < 3; cycle += 1) await onTimeStatement(app, holder);
    const preview = await previewOf(holder);
    expect(preview).toMatchObject({ cashBackCents: 150, cashBackForfeitedCents: 0 });
  });

  it('answers null before a card is issued', async () => {
    const holder = await activeCardholder('PreviewNone');
    await app.database.sql.executeSql('UPDATE cards SET user_id = gen_random_uuid() WHERE account_id = $1', [
      holder.account.id,
    ]);
    expect(
      (await holder.applicant.query<{ myCardClosingPreview: null }>(previewQuery)).data?.myCardClosingPreview,
    ).toBeNull();
  });
});

describe('refusals: nothing changes', () => {
  it.each([
    ['confirm false', { confirm: false }, false, 'BAD_USER_INPUT'],
    ['no recent step-up', { confirm: true }, false, 'STEP_UP_REQUIRED'],
    ['a bank account that is not theirs', { confirm: true, bank: 999_999 }, true, 'BAD_USER_INPUT'],
    ['a bank account id that is no id', { confirm: true, bank: -3 }, true, 'BAD_USER_INPUT'],
  ])('%s → %s', async (_name, variables, steppedUp, code) => {
    const holder = await activeCardholder('Refused');
    if (steppedUp) await stepUpAs(app, holder.applicant, holder.userId);
    expect(codeOf(await close(holder, variables))).toBe(code);
    expect(await accountRow(holder)).toMatchObject({ status: 'open', closedAt: null });
    expect((await cardRow(app, holder.card.id)).status).toBe('active');
    expect(await closureRow(holder)).toBeUndefined();
    expect(await closingMails(holder)).toHaveLength(0);
  });

  it('the issuer unreachable for the balance: CARD_ISSUER_UNAVAILABLE and still open', async () => {
    const holder = await activeCardholder('BalanceDown');
    await stepUpAs(app, holder.applicant, holder.userId);
    const down = vi
      .spyOn(app.cards.issuer, 'balanceOf')
      .mockRejectedValueOnce(new CardIssuerUnavailableError('timeout'));
    expect(codeOf(await close(holder, { confirm: true }))).toBe('CARD_ISSUER_UNAVAILABLE');
    expect((await accountRow(holder))?.status).toBe('open');
    down.mockRestore();
  });
});

describe('closing', () => {
  it('closes the account and card, pays the cash back against the balance, mails the notice, audits, closes at the issuer', async () => {
    const holder = await activeCardholder('Closes');
    for (let cycle = 0; cycle < 3; cycle += 1) await onTimeStatement(app, holder);
    await post(holder, { kind: 'purchase', amountCents: 12_000, description: 'Flights' });
    await stepUpAs(app, holder.applicant, holder.userId);
    const closingAt = app.clock.now();
    const answer = await close(holder, { confirm: true });
    expect(answer.errors).toBeUndefined();
    const closed = answer.data?.closeCardAccount;
    const payBy = cashBackPayoutBy(closingAt);
    expect(closed).toMatchObject({
      status: 'closed',
      card: { status: 'closed', lockReason: null },
      closure: {
        cashBackPayoutCents: 270,
        cashBackForfeitedCents: 0,
        cashBackPayoutTo: 'statementCredit',
        cashBackPayoutBy: payBy,
      },
    });
    expect(closed?.closure?.balanceOwedCents).toBeGreaterThanOrEqual(12_000);
    expect((await accountRow(holder))?.status).toBe('closed');
    expect((await accountRow(holder))?.closedAt?.toISOString()).toBe(closed?.closure?.closedAt);
    expect(await issuerClosedAt(holder)).not.toBeNull();
    expect((await closureRow(holder))?.issuerClosedAt).not.toBeNull();
    const redemptions = (await ledgerOf(app, holder)).filter((row) => row.amountCents < 0 && row.redemptionRequestId);
    expect(redemptions.map((row) => row.amountCents)).toEqual([-270]);

    const [mail] = await closingMails(holder);
    expect(mail?.subject).toBe('Your Waypoint Cash Back Card account is closed');
    for (const words of [
      'As you asked, we have closed your',
      `You still owe $${((closed?.closure?.balanceOwedCents ?? 0) / 100).toFixed(2)}.`,
      'Your autopay and any payments you scheduled stay on until the balance is paid',
      `Your cash back of $2.70 will be applied to your balance as a statement credit by ${longDay(payBy)}.`,
      'may affect your credit scores',
      '“Closed at consumer’s request”',
      '/account/pay',
    ]) {
      expect(mail?.text).toContain(words);
    }
    const [audit] = await closingAudits(holder);
    expect(audit).toMatchObject({ subjectType: 'card_account', actorType: 'system' });
    expect(audit?.after).toMatchObject({ status: 'closed', statementCreditCents: 270, depositCents: 0 });
  });

  it('to a linked bank: the balance first, the rest deposited; the scheduled payment and autopay stay on', async () => {
    const holder = await activeCardholder('ToBank');
    for (let cycle = 0; cycle < 3; cycle += 1) await onTimeStatement(app, holder);
    // Everything paid but $1.00, so the $1.50 cash back covers it and $0.50 is left for the bank.
    const owed = (await app.cards.issuer.balanceOf(holder.account.providerAccountId)).currentBalanceCents;
    await post(holder, { kind: 'payment', amountCents: owed - 100 });
    const bank = await linkedBank(app, holder);
    const tomorrow = addCalendarDays(creditDateOf(app.clock.now()), 1);
    await pay(holder, { bankAccountId: bank.id, amountChoice: 'other', amountCents: 100, scheduledFor: tomorrow });
    await setAutopay(holder, { bankAccountId: bank.id, amountChoice: 'minimum' });
    expect(await previewOf(holder)).toMatchObject({
      balanceOwedCents: 100,
      cashBackCents: 150,
      pendingPayments: 1,
      autopayOn: true,
    });

    const answer = await close(holder, { confirm: true, bank: bank.id });
    expect(answer.data?.closeCardAccount.closure).toMatchObject({
      balanceOwedCents: 100,
      cashBackPayoutCents: 150,
      cashBackPayoutTo: 'bankDeposit',
      cashBackPayoutStatus: 'pending',
    });
    expect(await closureRow(holder)).toMatchObject({
      statementCreditCents: 100,
      depositCents: 50,
      payoutBankAccountId: bank.id,
    });
    expect((await paymentRows(app, holder)).map((row) => row.status)).toEqual(['scheduled']);
    expect(await previewOf(holder)).toMatchObject({ pendingPayments: 1, autopayOn: true });
    const [mail] = await closingMails(holder);
    expect(mail?.text).toContain(
      'The rest of your cash back, $0.50, will be deposited to the linked bank account you chose',
    );
  });

  it('a closed account answers as it is: no second payout, notice or audit event', async () => {
    const holder = await activeCardholder('Twice');
    await post(holder, { kind: 'purchase', amountCents: 3_000 });
    await stepUpAs(app, holder.applicant, holder.userId);
    const first = await close(holder, { confirm: true });
    const second = await close(holder, { confirm: true });
    expect(second.data?.closeCardAccount).toEqual(first.data?.closeCardAccount);
    expect(first.data?.closeCardAccount.closure).toMatchObject({
      cashBackPayoutCents: 0,
      cashBackForfeitedCents: 30,
      cashBackPayoutTo: null,
      cashBackPayoutBy: null,
      cashBackPayoutStatus: 'none',
    });
    expect(await closingMails(holder)).toHaveLength(1);
    expect(await closingAudits(holder)).toHaveLength(1);
  });

  it('two closings at once close once', async () => {
    const holder = await activeCardholder('Race');
    await stepUpAs(app, holder.applicant, holder.userId);
    const answers = await Promise.all([close(holder, { confirm: true }), close(holder, { confirm: true })]);
    expect(answers.map((answer) => answer.data?.closeCardAccount.status)).toEqual(['closed', 'closed']);
    expect(await closingMails(holder)).toHaveLength(1);
    expect(await closingAudits(holder)).toHaveLength(1);
  });

  it('the issuer unreachable for the close: the account is closed here, and the job closes it there', async () => {
    const holder = await activeCardholder('CloseDown');
    await stepUpAs(app, holder.applicant, holder.userId);
    const down = vi
      .spyOn(app.cards.issuer, 'closeAccount')
      .mockRejectedValueOnce(new CardIssuerUnavailableError('timeout'))
      .mockRejectedValueOnce(new CardIssuerUnavailableError('timeout'));
    const answer = await close(holder, { confirm: true });
    expect(answer.data?.closeCardAccount.status).toBe('closed');
    expect(await issuerClosedAt(holder)).toBeNull();
    expect((await closureRow(holder))?.issuerClosedAt).toBeNull();
    await app.jobs.drain();
    expect(await issuerClosedAt(holder)).toBeNull();
    await makeJobDue(app.database, cardAccountCloseQueue, cardAccountCloseJobId(holder.account.id));
    await app.jobs.drain();
    expect(await issuerClosedAt(holder)).not.toBeNull();
    expect((await closureRow(holder))?.issuerClosedAt).not.toBeNull();
    down.mockRestore();
  });
});

describe('a closed account refuses the card (CARD_ACCOUNT_CLOSED)', () => {
  it.each<[string, string, (holder: Cardholder) => Record<string, unknown>]>([
    ['lockCard', 'mutation { lockCard { status } }', () => ({})],
    ['unlockCard', 'mutation { unlockCard { status } }', () => ({})],
    [
      'activateCard',
      'mutation ($l: String!, $e: String!) { activateCard(lastFour: $l, expiry: $e) { status } }',
      (holder) => ({ l: holder.card.lastFour, e: printedExpiry(holder.card.expMonth, holder.card.expYear) }),
    ],
    [
      'replaceCard',
      'mutation ($c: Int!) { replaceCard(cardId: $c, reason: "stolen") { status } }',
      (holder) => ({ c: holder.card.id }),
    ],
  ])('%s', async (_name, mutation, variablesOf) => {
    const holder = await activeCardholder('Refuses');
    await stepUpAs(app, holder.applicant, holder.userId);
    expect((await close(holder, { confirm: true })).errors).toBeUndefined();
    expect(codeOf(await holder.applicant.query(mutation, variablesOf(holder)))).toBe('CARD_ACCOUNT_CLOSED');
    expect((await cardRow(app, holder.card.id)).status).toBe('closed');
  });

  it('a purchase at the sandbox issuer is refused', async () => {
    const holder = await activeCardholder('NoPurchase');
    await stepUpAs(app, holder.applicant, holder.userId);
    await close(holder, { confirm: true });
    await expect(post(holder, { kind: 'purchase', amountCents: 1_000 })).rejects.toThrow(/409/);
  });
});
