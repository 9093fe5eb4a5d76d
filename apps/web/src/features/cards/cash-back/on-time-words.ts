import type { Rewards } from '../api/rewards';

/**
 * On-time payments towards redemption (docs/product-rules.md#cash-back): "1 of 3 on-time payments" until
 * the count is met, then "3 on-time payments made: you can redeem" (never "6 of 3").
 */
export function onTimeWords(rewards: Pick<Rewards, 'onTimePayments' | 'onTimePaymentsNeeded'>): string {
  const { onTimePayments, onTimePaymentsNeeded } = rewards;
  if (onTimePayments >= onTimePaymentsNeeded) return `${onTimePaymentsNeeded} on-time payments made: you can redeem`;
  return `${onTimePayments} of ${onTimePaymentsNeeded} on-time payments`;
}
