import { cashBackRules } from '@waypoint/domain/constants';
import type { Db } from '../../db/database.js';
import { queueCashBackDeposit } from './cash-back-deposit-job.js';
import {
  depositAtProvider,
  depositsOfRequest,
  insertDeposit,
  insertDepositReturnRow,
  moveDeposit,
} from './cash-back-deposits-repository.js';
import type { RewardsDeps } from './rewards-deps.js';
import {
  balanceCentsOf,
  insertRedemption,
  onTimePaymentsOf,
  redemptionOf,
  statementCreditWaiting,
} from './rewards-repository.js';
import { queueStatementCredit } from './statement-credit-job.js';

/*
 * What the rewards offer the cards module beyond the mirror (decision 082):
 * a deposit's outcome from the issuer's webhook, and the cash back's payout
 * when the account closes.
 */

/** A deposit's outcome as the issuer's `deposit.updated` event tells it. */
export interface DepositUpdate {
  providerDepositId: string;
  status: 'settled' | 'returned';
  returnCode: string | null;
  at: Date;
}

/**
 * A deposit settled (done) or came back returned: then its cash back goes back
 * into the balance, as one positive `deposit_return` row. On the webhook's
 * transaction under the account's row lock; a repeated or late event finds the
 * deposit already moved and changes nothing (and the ledger's unique key on
 * the deposit guards the row again).
 */
export async function recordDepositUpdate(tx: Db, accountId: number, update: DepositUpdate): Promise<void> {
  const deposit = await depositAtProvider(tx, accountId, update.providerDepositId);
  if (!deposit) return;
  const moved = await moveDeposit(tx, deposit.id, {
    status: update.status,
    returnCode: update.returnCode,
    at: update.at,
  });
  if (moved && update.status === 'returned') {
    await insertDepositReturnRow(tx, { accountId, depositId: deposit.id, amountCents: deposit.amountCents });
  }
}

/** The cash back balance, and what closing would pay out of it (all once redeemable, else 0: Rewards Terms). */
export async function cashBackBalanceOf(
  db: Db,
  accountId: number,
): Promise<{ balanceCents: number; payableCents: number }> {
  const balanceCents = Math.max(0, await balanceCentsOf(db, accountId));
  const redeemable = (await onTimePaymentsOf(db, accountId)) >= cashBackRules.onTimePaymentsBeforeRedemption;
  return { balanceCents, payableCents: redeemable ? balanceCents : 0 };
}

export interface ClosingPayoutRequest {
  balanceOwedCents: number;
  bankAccountId: number | null;
  requestId: string;
}

export interface ClosingPayout {
  statementCreditCents: number;
  depositCents: number;
  forfeitedCents: number;
}

/** The ledger's request ids of one closing's parts: each pays once, however often the closing is retried. */
const closingPart = (requestId: string, part: 'credit' | 'deposit' | 'forfeit') => `${requestId}-${part}`;

/**
 * The cash back when the cardholder closes the account, as the Rewards Terms
 * "Closing your account" say (content/disclosures/rewards-terms.md): cash back
 * available to redeem is applied to the balance owed first (a statement
 * credit), and what is left is deposited into the linked US bank account
 * given (a statement credit when none is given: the issuer refunds a credit
 * balance); cash back that could not yet be redeemed (fewer than three on-time
 * payments) is forfeited. On the closing's transaction, under the account's
 * row lock the caller holds. A retried closing finds its rows and answers them.
 */
export async function payOutOnClosing(
  tx: Db,
  deps: Pick<RewardsDeps, 'cards' | 'payments'>,
  accountId: number,
  request: ClosingPayoutRequest,
): Promise<ClosingPayout> {
  const account = await deps.cards.lockAccount(tx, accountId);
  if (!account) return { statementCreditCents: 0, depositCents: 0, forfeitedCents: 0 };
  // What a part already took (its row is negative); 0 when it has none.
  const taken = async (part: 'credit' | 'deposit' | 'forfeit') =>
    Math.abs((await redemptionOf(tx, accountId, closingPart(request.requestId, part))) ?? 0);
  const earlier = {
    statementCreditCents: await taken('credit'),
    depositCents: await taken('deposit'),
    forfeitedCents: await taken('forfeit'),
  };
  const { balanceCents, payableCents } = await cashBackBalanceOf(tx, accountId);
  const paidBefore = earlier.statementCreditCents + earlier.depositCents + earlier.forfeitedCents > 0;
  if (paidBefore || balanceCents === 0) return earlier;
  if (payableCents === 0) {
    await insertRedemption(tx, {
      accountId,
      amountCents: -balanceCents,
      redemptionRequestId: closingPart(request.requestId, 'forfeit'),
      kind: 'forfeiture',
    });
    return { ...earlier, forfeitedCents: earlier.forfeitedCents + balanceCents };
  }
  const bank =
    request.bankAccountId === null
      ? null
      : await deps.payments.bankAccountOf(tx, account.userId, request.bankAccountId);
  const creditCents = bank ? Math.min(payableCents, Math.max(0, request.balanceOwedCents)) : payableCents;
  const depositCents = payableCents - creditCents;
  if (creditCents > 0) {
    const requestId = closingPart(request.requestId, 'credit');
    await insertRedemption(tx, { accountId, amountCents: -creditCents, redemptionRequestId: requestId });
    await queueStatementCredit(tx, {
      accountId,
      providerAccountId: account.providerAccountId,
      amountCents: creditCents,
      requestId,
    });
  }
  if (depositCents > 0 && bank && request.bankAccountId !== null) {
    const requestId = closingPart(request.requestId, 'deposit');
    await insertRedemption(tx, { accountId, amountCents: -depositCents, redemptionRequestId: requestId });
    const deposit = await insertDeposit(tx, {
      accountId,
      redemptionRequestId: requestId,
      amountCents: depositCents,
      bankAccountId: request.bankAccountId,
      destination: bank.label,
    });
    await queueCashBackDeposit(tx, { depositId: deposit.id });
  }
  return {
    statementCreditCents: earlier.statementCreditCents + creditCents,
    depositCents: earlier.depositCents + depositCents,
    forfeitedCents: earlier.forfeitedCents,
  };
}

/**
 * Whether the closing's payout has reached the cardholder (decision 083):
 * its statement credit, if any, accepted by the issuer (the credit's job
 * records it), and its deposit, if any, settled (the issuer's
 * `deposit.updated`). Until both, it is pending; a returned deposit is not
 * paid.
 */
export async function closingPayoutPaid(db: Db, accountId: number, requestId: string): Promise<boolean> {
  if (await statementCreditWaiting(db, accountId, closingPart(requestId, 'credit'))) return false;
  const deposits = await depositsOfRequest(db, accountId, closingPart(requestId, 'deposit'));
  return deposits.every((deposit) => deposit.status === 'settled');
}
