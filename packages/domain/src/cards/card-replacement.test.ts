import { describe, expect, it } from 'vitest';
import {
  CARD_REPLACEMENT_LIMIT,
  cardReplacementSchema,
  replacementGetsNewNumber,
  replacementRefusal,
  replacementWithinLimit,
} from './card-replacement.js';
import type { CardLockReason, CardStatus } from './card-status.js';

describe('which cards may be replaced (docs/product-rules.md#card-replacement)', () => {
  it.each<[CardStatus, CardLockReason | null, boolean, ReturnType<typeof replacementRefusal>]>([
    ['issued', null, false, 'notSent'],
    ['shipped', null, false, null],
    ['delivered', null, false, null],
    ['active', null, false, null],
    ['locked', 'cardholder', false, null],
    ['closed', null, false, 'closed'],
    ['issued', null, true, 'ssnNeeded'],
    ['shipped', null, true, 'ssnNeeded'],
    ['active', null, true, 'ssnNeeded'],
    ['locked', 'cardholder', true, 'ssnNeeded'],
    ['locked', 'ssnMissing', true, 'ssnNeeded'],
    ['closed', null, true, 'closed'],
  ])('%s (lock: %s, SSN follow-up running: %s) → %s', (status, lockReason, running, refusal) => {
    expect(replacementRefusal(status, lockReason, running)).toBe(refusal);
  });
});

describe('the new number', () => {
  it.each([
    ['lost', true],
    ['stolen', true],
    ['damaged', false],
  ] as const)('%s → new number: %s', (reason, expected) => {
    expect(replacementGetsNewNumber(reason)).toBe(expected);
  });
});

describe('the limit: 3 in 365 days', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  it.each([
    ['none before', [], true],
    ['two in the window', [daysAgo(1), daysAgo(200)], true],
    ['three in the window', [daysAgo(1), daysAgo(100), daysAgo(364)], false],
    ['three, one just outside', [daysAgo(1), daysAgo(100), daysAgo(365)], true],
    ['three, all long ago', [daysAgo(400), daysAgo(500), daysAgo(600)], true],
  ])('%s → allowed: %s', (_label, earlier, expected) => {
    expect(replacementWithinLimit(earlier, now)).toBe(expected);
  });
  it('is three', () => expect(CARD_REPLACEMENT_LIMIT.count).toBe(3));
});

describe('the input', () => {
  it.each([
    [{ cardId: 7, reason: 'lost' }, true],
    [{ cardId: 7, reason: 'stolen' }, true],
    [{ cardId: 7, reason: 'damaged' }, true],
    [{ cardId: 7, reason: 'expired' }, false],
    [{ cardId: 7, reason: '' }, false],
    [{ cardId: 0, reason: 'lost' }, false],
    [{ cardId: 1.5, reason: 'lost' }, false],
    [{ reason: 'lost' }, false],
  ])('%j → valid: %s', (input, valid) => {
    expect(cardReplacementSchema.safeParse(input).success).toBe(valid);
  });
  it('names the reason in its message', () => {
    const parsed = cardReplacementSchema.safeParse({ cardId: 7, reason: 'expired' });
    expect(parsed.error?.issues[0]?.message).toBe('Choose why you need a new card');
  });
});
