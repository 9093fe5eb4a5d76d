import { cashBackRules } from '@waypoint/domain/constants';
import { cashBackRateBreakdown, checkRedemption, redemptionMessages } from '@waypoint/domain/rewards/rewards-ledger';
import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import type { Rewards } from '../../graphql/generated/resolvers-types.js';
import { depositsOf } from './cash-back-deposits-repository.js';
import type { RewardsAccount, RewardsDeps } from './rewards-deps.js';
import { cycleStartOf } from './rewards-posting.js';
import { balanceCentsOf, cycleEligibleCents, onTimePaymentsOf, recentLedgerRows } from './rewards-repository.js';
import { daysPastDueOf } from './statements-repository.js';

/*
 * The cardholder's cash back (docs/product-rules.md#cash-back, decision 037):
 * what the rewards panel shows. Redemption is cash-back-redemption.ts.
 */

const RECENT_ROWS = 20;
const RECENT_DEPOSITS = 20;

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
  pastDue: () => new AppError('ACCOUNT_PAST_DUE', redemptionMessages.pastDue, 409),
  badDestination: () =>
    new AppError('BAD_USER_INPUT', 'destination: statementCredit, or bankDeposit with bankAccountId.', 400, [
      { field: 'destination', message: 'Choose a statement credit, or a deposit to one of your linked bank accounts' },
    ]),
  noBankAccount: () =>
    new AppError('BANK_ACCOUNT_NOT_FOUND', 'That bank account is not one of your linked bank accounts.', 404, [
      { field: 'bankAccountId', message: 'Choose one of your linked bank accounts' },
    ]),
  nothingToRedeem: () => new AppError('NOTHING_TO_REDEEM', redemptionMessages.nothingToRedeem, 409),
  tooMuch: () => new AppError('AMOUNT_TOO_HIGH', redemptionMessages.tooMuch, 409),
};

export const requestIdPattern = /^[A-Za-z0-9_-]{8,100}$/;

function describeRow(kind: string, transactionDescription: string | null, depositDestination: string | null): string {
  if (kind === 'redemption') return depositDestination ? `Deposit to ${depositDestination}` : 'Statement credit';
  if (kind === 'deposit_return')
    return depositDestination ? `Returned deposit: ${depositDestination}` : 'Returned deposit';
  if (kind === 'forfeiture') return 'Forfeited when the account closed';
  if (kind === 'adjustment') {
    const what = "Adjusted to the cycle's credit limit";
    return transactionDescription ? `${what}: ${transactionDescription}` : what;
  }
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
  const daysPastDue = await daysPastDueOf(db, account.id, now);
  const recent = await recentLedgerRows(db, account.id, RECENT_ROWS);
  const deposits = await depositsOf(db, account.id, RECENT_DEPOSITS);
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
    daysPastDue,
    canRedeem: checkRedemption({ onTimePayments, balanceCents, daysPastDue }).ok,
    recent: recent.map((row) => ({
      id: row.id,
      kind: row.kind,
      amountCents: row.amountCents,
      description: describeRow(row.kind, row.transactionDescription, row.depositDestination),
      createdAt: row.createdAt.toISOString(),
    })),
    deposits: deposits.map((deposit) => ({
      id: deposit.id,
      amountCents: deposit.amountCents,
      destination: deposit.destination,
      status: deposit.status,
      createdAt: deposit.createdAt.toISOString(),
    })),
  };
}

/** myRewards: null before a card account is opened. */
export async function myRewards(deps: RewardsDeps, userId: string): Promise<Rewards | null> {
  const account = await deps.cards.latestAccountOf(deps.db, userId);
  return account ? rewardsView(deps, deps.db, account) : null;
}
