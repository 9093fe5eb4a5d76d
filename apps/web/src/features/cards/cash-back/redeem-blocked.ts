import { cashBackRules } from '@waypoint/domain/constants';
import { redemptionMessages } from '@waypoint/domain/rewards/rewards-ledger';
import type { Rewards } from '../api/rewards';

/** Why the redeem button is off, in the rules' own words (docs/product-rules.md#cash-back); null when it is on. */
export function redeemBlockedReason(rewards: Rewards): string | null {
  if (rewards.canRedeem) return null;
  if (rewards.daysPastDue > cashBackRules.maxDaysPastDueToRedeem) return redemptionMessages.pastDue;
  if (rewards.onTimePayments < rewards.onTimePaymentsNeeded) return redemptionMessages.notYet(rewards.onTimePayments);
  return redemptionMessages.nothingToRedeem;
}
