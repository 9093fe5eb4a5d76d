import { describe, expect, it } from 'vitest';
import { cardActivationSchema, printedExpiry } from './card-activation.js';
import { canMoveCard, cardStatuses, type CardActor, type CardLockReason, type CardStatus } from './card-status.js';
import { daysUntilSsnDeadline, ssnFollowUpDates } from './ssn-follow-up.js';

const allowed: [CardStatus, CardStatus, CardActor, CardLockReason | null][] = [
  ['issued', 'shipped', 'provider', null],
  ['shipped', 'delivered', 'provider', null],
  ['shipped', 'active', 'cardholder', null],
  ['delivered', 'active', 'cardholder', null],
  ['active', 'locked', 'cardholder', null],
  ['locked', 'active', 'cardholder', 'cardholder'],
  ['active', 'locked', 'ssnDeadline', null],
  ['locked', 'active', 'ssnAdded', 'ssnMissing'],
  ['issued', 'closed', 'accountClosing', null],
  ['shipped', 'closed', 'accountClosing', null],
  ['delivered', 'closed', 'accountClosing', null],
  ['active', 'closed', 'accountClosing', null],
  ['locked', 'closed', 'accountClosing', null],
  ['shipped', 'closed', 'replacement', null],
  ['delivered', 'closed', 'replacement', null],
  ['active', 'closed', 'replacement', null],
  ['locked', 'closed', 'replacement', 'cardholder'],
];
const actors: CardActor[] = ['provider', 'cardholder', 'ssnDeadline', 'ssnAdded', 'accountClosing', 'replacement'];
const reasons: (CardLockReason | null)[] = [null, 'cardholder', 'ssnMissing'];
const everyMove = cardStatuses.flatMap((from) =>
  cardStatuses.flatMap((to) => actors.flatMap((by) => reasons.map((reason) => [from, to, by, reason] as const))),
);

describe('card transitions (docs/product-rules.md#cards)', () => {
  it.each(everyMove)('%s → %s by %s (lock: %s)', (from, to, by, reason) => {
    const expected = allowed.some(
      (move) => move[0] === from && move[1] === to && move[2] === by && (move[3] === null || move[3] === reason),
    );
    expect(canMoveCard(from, to, by, reason)).toBe(expected);
  });
});

describe('activation input', () => {
  it.each([
    [{ lastFour: '4242', expiry: '09/29' }, true],
    [{ lastFour: ' 4242 ', expiry: '09 / 29' }, true],
    [{ lastFour: '424', expiry: '09/29' }, false],
    [{ lastFour: '42a2', expiry: '09/29' }, false],
    [{ lastFour: '4242', expiry: '13/29' }, false],
    [{ lastFour: '4242', expiry: '9/29' }, false],
    [{ lastFour: '4242', expiry: '' }, false],
  ])('%o valid: %s', (input, valid) => {
    expect(cardActivationSchema.safeParse(input).success).toBe(valid);
  });

  it('prints the expiry as on the card', () => {
    expect(printedExpiry(9, 2029)).toBe('09/29');
  });
});

describe('the SSN follow-up dates', () => {
  const activatedAt = new Date('2026-01-01T10:00:00Z');
  it('reminds on days 30, 50 and 58 and locks on day 60', () => {
    const dates = ssnFollowUpDates(activatedAt);
    expect(dates.reminders.map((reminder) => reminder.at.toISOString())).toEqual([
      '2026-01-31T10:00:00.000Z',
      '2026-02-20T10:00:00.000Z',
      '2026-02-28T10:00:00.000Z',
    ]);
    expect(dates.deadline.toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });

  it.each([
    ['2026-01-01T10:00:00Z', 60],
    ['2026-03-01T10:00:00Z', 1],
    ['2026-03-02T10:00:00Z', 0],
    ['2026-04-01T00:00:00Z', 0],
  ])('at %s, %i days left', (now, days) => {
    expect(daysUntilSsnDeadline(activatedAt, new Date(now))).toBe(days);
  });
});
