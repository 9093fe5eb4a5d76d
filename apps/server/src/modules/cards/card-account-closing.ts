import {
  cashBackPayoutBy,
  CLOSED_AT_CONSUMER_REQUEST,
  payoutDestinationOf,
} from '@waypoint/domain/card-account/account-closing';
import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import type { CardAccountClosingPreview } from '../../graphql/generated/resolvers-types.js';
import { appendAuditEvent } from '../../platform/audit/audit-event.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { closeAtIssuer, queueCloseAtIssuer } from './card-account-closing-job.js';
import { cardAccountClosedMail, cardAccountClosedMailKind } from './card-account-closing-mail.js';
import {
  closureOf,
  insertClosure,
  markAccountClosed,
  type CardAccountClosureRow,
} from './card-account-closing-repository.js';
import { CardIssuerUnavailableError } from './card-issuing-provider.js';
import { replacementViewOf } from './card-replacement-view.js';
import { cardAccountView, cardErrors, type CardAccountView } from './card-service.js';
import type { CardsDeps, RequestScope } from './cards-deps.js';
import { findMyCard, lockCardAccount, type CardAccountRow, type CardRow } from './cards-repository.js';

/*
 * Closing the card account at the cardholder's request
 * (docs/product-rules.md#closing-the-account, decision 083).
 */

export const closingErrors = {
  notConfirmed: () =>
    new AppError('BAD_USER_INPUT', 'confirm: tick the box to confirm you want to close your account.', 400, [
      { field: 'confirm', message: 'Tick the box to confirm you want to close your account' },
    ]),
  badBankAccount: () =>
    new AppError('BAD_USER_INPUT', 'cashBackBankAccountId: choose one of your linked bank accounts.', 400, [
      { field: 'cashBackBankAccountId', message: 'Choose one of your linked bank accounts' },
    ]),
};

/** The request id of a closing's payout: one per account, so a retried closing pays out once. */
export const closingRequestIdOf = (accountId: number) => `account-closing-${accountId}`;

/** CardAccount.closure (cards.graphql): what closing did, kept as it was then. */
export async function closureView(deps: Pick<CardsDeps, 'closing'>, db: Db, closure: CardAccountClosureRow) {
  const payoutCents = closure.cashBackPayoutCents;
  const paid =
    payoutCents > 0 &&
    (await deps.closing.rewards.closingPayoutPaid(db, closure.accountId, closingRequestIdOf(closure.accountId)));
  return {
    closedAt: closure.closedAt.toISOString(),
    balanceOwedCents: closure.balanceOwedCents,
    cashBackPayoutCents: payoutCents,
    cashBackForfeitedCents: closure.cashBackForfeitedCents,
    cashBackPayoutTo: closure.cashBackPayoutTo,
    cashBackPayoutBy: payoutCents > 0 ? closure.cashBackPayoutBy : null,
    cashBackPayoutStatus: payoutCents === 0 ? 'none' : paid ? 'paid' : 'pending',
  };
}

/** The card account with its closure, when closed, or its replacement in the making. */
export async function cardAccountWithClosure(
  deps: Pick<CardsDeps, 'closing'>,
  db: Db,
  account: CardAccountRow,
  card: CardRow,
): Promise<CardAccountView> {
  const closure = account.status === 'closed' ? await closureOf(db, account.id) : null;
  const replacement = account.status === 'closed' ? null : await replacementViewOf(db, account.id);
  return cardAccountView(account, card, closure ? await closureView(deps, db, closure) : null, replacement);
}

/** myCard: the member's card account, with its closure once closed; null before a card is issued. */
export async function myCard(deps: CardsDeps, userId: string): Promise<CardAccountView | null> {
  const mine = await findMyCard(deps.db, userId);
  return mine ? cardAccountWithClosure(deps, deps.db, mine.account, mine.card) : null;
}

/** What the issuer says is owed; a credit balance owes nothing. */
async function balanceOwedCents(deps: CardsDeps, account: CardAccountRow): Promise<number> {
  try {
    const balance = await deps.issuer.balanceOf(account.providerAccountId);
    return Math.max(0, balance.currentBalanceCents);
  } catch (error) {
    if (error instanceof CardIssuerUnavailableError) throw cardErrors.issuerUnavailable();
    throw error;
  }
}

/** myCardClosingPreview: what closing would do now; null before a card is issued. */
export async function myCardClosingPreview(deps: CardsDeps, userId: string): Promise<CardAccountClosingPreview | null> {
  const mine = await findMyCard(deps.db, userId);
  if (!mine) return null;
  const { account } = mine;
  const cashBack = await deps.closing.rewards.cashBackBalanceOf(deps.db, account.id);
  const payments = await deps.closing.payments.paymentsStateOf(deps.db, account.id);
  return {
    balanceOwedCents: await balanceOwedCents(deps, account),
    cashBackCents: cashBack.payableCents,
    cashBackForfeitedCents: Math.max(0, cashBack.balanceCents - cashBack.payableCents),
    cashBackPayoutBy: cashBackPayoutBy(deps.now()),
    pendingPayments: payments.pendingPayments,
    autopayOn: payments.autopayOn,
  };
}

function checkedBankAccountId(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) throw closingErrors.badBankAccount();
  return value;
}

/**
 * closeCardAccount: with confirm and a recent step-up. The issuer's balance
 * is read first (an outage changes nothing); then, under the account's row
 * lock, the cash back is paid out, the account and its card are closed, an
 * SSN follow-up stopped, the closing recorded, the notice and the audit event written and the issuer's
 * close queued, all on one transaction. After the commit the issuer is asked
 * at once; if it cannot be reached the queued job keeps asking. A closed
 * account answers as it is.
 */
export async function closeCardAccount(
  deps: CardsDeps,
  userId: string,
  scope: RequestScope,
  input: { confirm: unknown; cashBackBankAccountId: unknown },
): Promise<CardAccountView> {
  if (input.confirm !== true) throw closingErrors.notConfirmed();
  const bankAccountId = checkedBankAccountId(input.cashBackBankAccountId);
  const mine = await findMyCard(deps.db, userId);
  if (!mine) throw cardErrors.noCard();
  if (mine.account.status === 'closed') return cardAccountWithClosure(deps, deps.db, mine.account, mine.card);
  await deps.stepUp.requireRecent(scope);
  if (bankAccountId !== null && !(await deps.closing.payments.bankAccountOf(deps.db, userId, bankAccountId))) {
    throw closingErrors.badBankAccount();
  }
  const owed = await balanceOwedCents(deps, mine.account);
  const now = deps.now();
  const accountId = mine.account.id;
  const closedNow = await deps.db.transaction(async (tx) => {
    const account = await lockCardAccount(tx, accountId);
    if (!account) throw new Error(`card account ${accountId} vanished`);
    if (account.status === 'closed') return false;
    const requestId = closingRequestIdOf(accountId);
    const payout = await deps.closing.rewards.payOutOnClosing(tx, accountId, {
      balanceOwedCents: owed,
      bankAccountId,
      requestId,
    });
    const payoutCents = payout.statementCreditCents + payout.depositCents;
    const payoutBy = cashBackPayoutBy(now);
    await markAccountClosed(tx, accountId, now);
    // An account closed while its SSN is owed: the reminders and the deadline's lock go with it.
    await deps.closing.ssnFollowUp.stopForClosedAccount(tx, accountId);
    await insertClosure(tx, {
      accountId,
      userId,
      closedAt: now,
      balanceOwedCents: owed,
      cashBackPayoutCents: payoutCents,
      statementCreditCents: payout.statementCreditCents,
      depositCents: payout.depositCents,
      cashBackForfeitedCents: payout.forfeitedCents,
      cashBackPayoutTo: payoutDestinationOf(payout),
      payoutBankAccountId: payout.depositCents > 0 ? bankAccountId : null,
      cashBackPayoutBy: payoutBy,
    });
    await queueCloseAtIssuer(tx, accountId);
    const holder = await deps.accounts.holderOf(tx, userId);
    if (holder) {
      const notice = {
        firstName: holder.firstName,
        lastFour: mine.card.lastFour,
        balanceOwedCents: owed,
        ...payout,
        payoutBy,
      };
      await enqueueMail(tx, cardAccountClosedMailKind, cardAccountClosedMail(holder.email, notice, deps.publicUrl));
    }
    await appendAuditEvent(tx, {
      occurredAt: now,
      actor: { type: 'system', name: 'cardholder-request' },
      action: 'card_account.close',
      subject: { type: 'card_account', id: String(accountId) },
      ip: scope.request.ip,
      requestId: scope.request.id,
      before: { status: account.status },
      after: {
        status: 'closed',
        userId,
        balanceOwedCents: owed,
        statementCreditCents: payout.statementCreditCents,
        depositCents: payout.depositCents,
        forfeitedCents: payout.forfeitedCents,
        reportedAs: CLOSED_AT_CONSUMER_REQUEST,
      },
    });
    return true;
  });
  if (closedNow) {
    try {
      await closeAtIssuer(deps, accountId);
    } catch (error) {
      // The queued job keeps asking (card-account-closing-job.ts); the cardholder's answer stands.
      scope.request.log.warn({ err: error, accountId }, 'closing at the issuer failed; the job retries');
    }
  }
  const after = await findMyCard(deps.db, userId);
  if (!after) throw cardErrors.noCard();
  return cardAccountWithClosure(deps, deps.db, after.account, after.card);
}
