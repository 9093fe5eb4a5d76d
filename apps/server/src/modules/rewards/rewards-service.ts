import { cashBackRules } from '@waypoint/domain/constants';
import { cashBackRateBreakdown, checkRedemption, redemptionMessages } from '@waypoint/domain/rewards/rewards-ledger';
import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import type { Rewards } from '../../graphql/generated/resolvers-types.js';
import type { RewardsAccount, RewardsDeps } from './rewards-deps.js';
import { cycleStartOf } from './rewards-posting.js';
import {
  balanceCentsOf,
  cycleEligibleCents,
  insertRedemption,
  onTimePaymentsOf,
  recentLedgerRows,
  redemptionOf,
} from './rewards-repository.js';
import { queueStatementCredit } from './statement-credit-job.js';

/*
 * The cardholder's cash back (docs/product-rules.md#cash-back, decision 037):
 * what the rewards panel shows, and a redemption as a statement credit.
 *
 * The issuer is asked for the credit AFTER the redemption's ledger row is
 * committed, with the request id as its idempotency key. A failed call
 * answers an error and the web retries with the same request id: the row is
 * found and the issuer is asked again under the same key, which it posts once.
 * (Calling it inside the transaction would hold the account's lock across a
 * network call, and a rollback after a successful call would pay without a row.)
 */

const RECENT_ROWS = 20;

export const rewardsErrors = {
  badRequestId: () =>
    new AppError(
      'BAD_USER_INPUT',
      'requestId: use 8 to 100 letters, digits, "-" or "_" (one per redemption attempt).',
      400,
      [{ field: 'requestId', message: 'Use 8 to 100 letters, digits, "-" or "_"' }],
    ),
  badAmount: () =>
    new AppError('BAD_USER_INPUT', 'amountCents: enter a whole number of cents above 0.', 400, [
      { field: 'amountCents', message: 'Enter a whole number of cents above 0' },
    ]),
  noCard: () => new AppError('NOT_FOUND', 'You have no card account yet.', 404),
  notYet: (onTime: number) => new AppError('REDEMPTION_NOT_YET', redemptionMessages.notYet(onTime), 409),
  nothingToRedeem: () => new AppError('NOTHING_TO_REDEEM', redemptionMessages.nothingToRedeem, 409),
  tooMuch: () => new AppError('AMOUNT_TOO_HIGH', redemptionMessages.tooMuch, 409),
};

const requestIdPattern = /^[A-Za-z0-9_-]{8,100}$/;

function describeRow(kind: string, transactionDescription: string | null): string {
  if (kind === 'redemption') return 'Statement credit';
  const what = kind === 'earning' ? 'Purchase' : 'Refund';
  return transactionDescription ? `${what}: ${transactionDescription}` : what;
}

/** The panel's view of the account's cash back, as of now. */
export async function rewardsView(
  deps: Pick<RewardsDeps, 'referrals' | 'now'>,
  db: Db,
  account: RewardsAccount,
): Promise<Rewards> {
  const now = deps.now();
  const breakdown = cashBackRateBreakdown(await deps.referrals.activationsOf(db, account.userId), now);
  const balanceCents = await balanceCentsOf(db, account.id);
  const onTimePayments = await onTimePaymentsOf(db, account.id);
  const recent = await recentLedgerRows(db, account.id, RECENT_ROWS);
  return {
    rateBasisPoints: breakdown.rateBasisPoints,
    baseRateBasisPoints: breakdown.baseRateBasisPoints,
    boosts: breakdown.boosts.map((boost) => ({
      activatedAt: boost.activatedAt.toISOString(),
      endsAt: boost.endsAt.toISOString(),
    })),
    capped: breakdown.capped,
    balanceCents,
    cycleEligibleCents: await cycleEligibleCents(db, account.id, await cycleStartOf(db, account, now)),
    cycleCapCents: account.creditLimitCents,
    onTimePayments,
    onTimePaymentsNeeded: cashBackRules.onTimePaymentsBeforeRedemption,
    canRedeem: checkRedemption({ onTimePayments, balanceCents }).ok,
    recent: recent.map((row) => ({
      id: row.id,
      kind: row.kind,
      amountCents: row.amountCents,
      description: describeRow(row.kind, row.transactionDescription),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** myRewards: null before a card account is opened. */
export async function myRewards(deps: RewardsDeps, userId: string): Promise<Rewards | null> {
  const account = await deps.cards.latestAccountOf(deps.db, userId);
  return account ? rewardsView(deps, deps.db, account) : null;
}

/**
 * redeemCashBack: under the account's row lock, so two tabs redeeming the
 * whole balance at once pay once (the second finds nothing left); a request
 * id already used answers as it is, so a retry pays once.
 */
export async function redeemCashBack(
  deps: RewardsDeps,
  userId: string,
  input: { requestId: string; amountCents?: number | null },
): Promise<Rewards> {
  if (!requestIdPattern.test(input.requestId)) throw rewardsErrors.badRequestId();
  const amountCents = input.amountCents ?? undefined;
  if (amountCents !== undefined && (!Number.isInteger(amountCents) || amountCents <= 0))
    throw rewardsErrors.badAmount();
  const found = await deps.cards.latestAccountOf(deps.db, userId);
  if (!found) throw rewardsErrors.noCard();

  const redemption = await deps.db.transaction(async (tx) => {
    const account = await deps.cards.lockAccount(tx, found.id);
    if (!account) throw rewardsErrors.noCard();
    const existing = await redemptionOf(tx, account.id, input.requestId);
    if (existing !== null) return { account, amountCents: -existing };
    const onTimePayments = await onTimePaymentsOf(tx, account.id);
    const check = checkRedemption({ onTimePayments, balanceCents: await balanceCentsOf(tx, account.id), amountCents });
    if (!check.ok) {
      if (check.reason === 'notYet') throw rewardsErrors.notYet(onTimePayments);
      throw check.reason === 'tooMuch' ? rewardsErrors.tooMuch() : rewardsErrors.nothingToRedeem();
    }
    await insertRedemption(tx, {
      accountId: account.id,
      amountCents: -check.amountCents,
      redemptionRequestId: input.requestId,
    });
    // The credit at the issuer goes with the row: queued here, retried until taken (statement-credit-job.ts).
    await queueStatementCredit(tx, {
      providerAccountId: account.providerAccountId,
      amountCents: check.amountCents,
      requestId: input.requestId,
    });
    return { account, amountCents: check.amountCents };
  });

  return rewardsView(deps, deps.db, redemption.account);
}
