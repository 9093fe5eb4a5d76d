import { accountStandingProblem, type AccountStandingProblem } from '@waypoint/domain/card-account/account-standing';
import type { Db } from '../../db/database.js';
import type { CardsDeps } from './cards-deps.js';
import { latestCardAccountOf, latestCardOfAccount } from './cards-repository.js';

/**
 * Why the member's card account is not in good standing on the day of `on`,
 * or null when it is (packages/domain/src/card-account/account-standing.ts):
 * a referrer's, when a friend they invited activates (Rewards Terms "Referral
 * rules", docs/product-rules.md#cash-back, decision 103). The member's account
 * is their latest, as everywhere else; its days past due and returned
 * payments are the rewards module's mirror of what the issuer posted. Read on
 * the caller's transaction without locking the referrer's rows: their own
 * postings need not wait for someone else's activation.
 */
export async function accountStandingOf(
  deps: Pick<CardsDeps, 'rewards'>,
  tx: Db,
  userId: string,
  on: Date,
): Promise<AccountStandingProblem | null> {
  const account = await latestCardAccountOf(tx, userId);
  if (!account) return accountStandingProblem(null, on);
  const card = await latestCardOfAccount(tx, account.id);
  return accountStandingProblem(
    {
      // Only 'open' is open: a status this code does not know gives no boost rather than one.
      status: account.status === 'open' ? 'open' : 'closed',
      cardLockReason: card?.status === 'locked' ? card.lockReason : null,
      daysPastDue: await deps.rewards.daysPastDueOf(tx, account.id, on),
      paymentReturnsPostedAt: await deps.rewards.paymentReturnDatesOf(tx, account.id),
    },
    on,
  );
}
