import type { Db } from '../../db/database.js';
import {
  cashBackBalanceOf,
  closingPayoutPaid,
  payOutOnClosing,
  recordDepositUpdate,
  type ClosingPayoutRequest,
  type DepositUpdate,
} from './cash-back-payout.js';
import type { RewardsDeps } from './rewards-deps.js';
import {
  recordStatement,
  recordTransaction,
  type ClosedStatementInput,
  type RewardsPostingDeps,
} from './rewards-posting.js';
import { lastStatementEnd, type NewTransaction } from './rewards-repository.js';
import { recentStatementsOf } from './statement-history-repository.js';
import {
  daysPastDueOf,
  latestStatementOf,
  paymentReturnDatesOf,
  periodBalanceCents,
  statementById,
  unpaidStatementsDueOn,
} from './statements-repository.js';

/**
 * What the rewards offer the others (decisions 061 and 082): the cards
 * module's webhook hands over each transaction, statement and deposit outcome
 * the issuer posted, on its transaction, and the sandbox issuer reads a
 * statement's figures from them; card payments read the latest statement and
 * the statements due on a day (autopay, the due-soon notice); closing the
 * account reads and pays out the cash back; a friend's card activation weighs
 * the referrer's days past due and returned payments.
 */
export function createRewardsPort(deps: RewardsPostingDeps & Pick<RewardsDeps, 'payments'>) {
  return {
    recordTransaction: (tx: Db, accountId: number, transaction: Omit<NewTransaction, 'accountId'>, now: Date) =>
      recordTransaction(tx, deps, accountId, transaction, now),
    recordStatement: (tx: Db, accountId: number, statement: ClosedStatementInput, now: Date) =>
      recordStatement(tx, deps, accountId, statement, now),
    /** A cash-back deposit settled or came back returned (then its cash back is restored, once). */
    recordDepositUpdate: (tx: Db, accountId: number, deposit: DepositUpdate, _now: Date) =>
      recordDepositUpdate(tx, accountId, deposit),
    lastStatementEnd,
    /** Every kind with its sign, posted in (start, end]; a credit balance shows as 0. */
    periodBalanceCents,
    /** The account's latest statement (balance, minimum, due date, period end); null before one closed. */
    latestStatementOf,
    statementById,
    /** Statements due on an Eastern day whose minimum has not been received (not paid on time). */
    unpaidStatementsDueOn,
    /** The cash back balance and what closing would pay of it (Rewards Terms "Closing your account"). */
    cashBackBalanceOf,
    /** Pays out (or forfeits) the whole balance on the closing's transaction, once per request id. */
    payOutOnClosing: (tx: Db, accountId: number, request: ClosingPayoutRequest) =>
      payOutOnClosing(tx, deps, accountId, request),
    closingPayoutPaid,
    /** The latest statements, newest first, paid on time or not: a limit increase's eligibility (decision 084). */
    recentStatementsOf,
    /** Days past due on a day (decision 102); a referrer's standing weighs it when a friend activates (decision 103). */
    daysPastDueOf,
    /** When each returned payment posted; a referrer's standing counts those of the last 12 months (decision 103). */
    paymentReturnDatesOf,
  };
}
