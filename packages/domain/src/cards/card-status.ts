/**
 * The card's life (docs/product-rules.md#cards): issued by the card-issuing
 * provider on approval, shipped, delivered, activated by the cardholder from
 * within the US, and locked or unlocked; closed for good when the cardholder
 * closes the account (docs/product-rules.md#closing-the-account). Who moves it
 * is part of the rule.
 */
export const cardStatuses = ['issued', 'shipped', 'delivered', 'active', 'locked', 'closed'] as const;
export type CardStatus = (typeof cardStatuses)[number];

export function isCardStatus(value: unknown): value is CardStatus {
  return typeof value === 'string' && (cardStatuses as readonly string[]).includes(value);
}

/** Why a card is locked: the cardholder locked it, or the SSN deadline passed (product-rules#ssn-follow-up). */
export const cardLockReasons = ['cardholder', 'ssnMissing'] as const;
export type CardLockReason = (typeof cardLockReasons)[number];

export type CardActor = 'provider' | 'cardholder' | 'ssnDeadline' | 'ssnAdded' | 'accountClosing' | 'replacement';

/**
 * Every allowed move and who makes it. The provider ships and delivers. The
 * cardholder activates a card they hold (shipped or delivered: a card can
 * arrive before the carrier reports it), and locks and unlocks an active
 * one. The SSN deadline locks an active card, and adding the SSN unlocks only
 * that lock: a cardholder's own lock stays theirs to lift. Closing the
 * account closes its card from any status. A replacement closes a card that
 * has left the issuer, unless the SSN deadline locked it
 * (docs/product-rules.md#card-replacement). Nothing moves a closed card.
 */
export const cardTransitions: readonly {
  from: CardStatus;
  to: CardStatus;
  by: CardActor;
  lockReason?: CardLockReason;
}[] = [
  { from: 'issued', to: 'shipped', by: 'provider' },
  { from: 'shipped', to: 'delivered', by: 'provider' },
  { from: 'shipped', to: 'active', by: 'cardholder' },
  { from: 'delivered', to: 'active', by: 'cardholder' },
  { from: 'active', to: 'locked', by: 'cardholder' },
  { from: 'locked', to: 'active', by: 'cardholder', lockReason: 'cardholder' },
  { from: 'active', to: 'locked', by: 'ssnDeadline' },
  { from: 'locked', to: 'active', by: 'ssnAdded', lockReason: 'ssnMissing' },
  ...(['issued', 'shipped', 'delivered', 'active', 'locked'] as const).map((from) => ({
    from,
    to: 'closed' as const,
    by: 'accountClosing' as const,
  })),
  ...(['shipped', 'delivered', 'active'] as const).map((from) => ({
    from,
    to: 'closed' as const,
    by: 'replacement' as const,
  })),
  { from: 'locked', to: 'closed', by: 'replacement', lockReason: 'cardholder' },
];

/** Whether `by` may move a card from `from` to `to`; for an unlock, `lockReason` is the current lock's. */
export function canMoveCard(
  from: CardStatus,
  to: CardStatus,
  by: CardActor,
  lockReason?: CardLockReason | null,
): boolean {
  return cardTransitions.some(
    (move) =>
      move.from === from &&
      move.to === to &&
      move.by === by &&
      (move.lockReason === undefined || move.lockReason === lockReason),
  );
}
