import type { Db } from '../../db/database.js';
import { recordStatement, recordTransaction, type RewardsPostingDeps } from './rewards-posting.js';
import { lastStatementEnd, periodBalanceCents, type NewStatement, type NewTransaction } from './rewards-repository.js';

/**
 * What the rewards offer the card (decision 061): the cards module's webhook
 * hands over each transaction and statement the issuer posted, on its
 * transaction, and the sandbox issuer reads a statement's figures from them.
 */
export function createRewardsPort(deps: RewardsPostingDeps) {
  return {
    recordTransaction: (tx: Db, accountId: number, transaction: Omit<NewTransaction, 'accountId'>, now: Date) =>
      recordTransaction(tx, deps, accountId, transaction, now),
    recordStatement: (tx: Db, accountId: number, statement: Omit<NewStatement, 'accountId'>, now: Date) =>
      recordStatement(tx, deps, accountId, statement, now),
    lastStatementEnd,
    periodBalanceCents,
  };
}
