import { describe, expect, it } from 'vitest';
import { referralProgress } from './invite-friends-panel';

describe('referralProgress (product-rules#cash-back)', () => {
  it.each([
    [1, 0, 0, 0, '1 friend has joined with your link so far. Your boost starts when they activate their card.'],
    [3, 0, 0, 0, '3 friends have joined with your link so far. Your boost starts when they activate their card.'],
    [
      1,
      1,
      0,
      0,
      '1 friend has joined with your link so far, and activated their card: it adds 1% to your cash back for 12 months from that day.',
    ],
    [
      3,
      2,
      0,
      0,
      '3 friends have joined with your link so far, and 2 of them activated a card: each adds 1% to your cash back for 12 months from that day.',
    ],
    [
      1,
      0,
      1,
      0,
      '1 friend has joined with your link so far. They activated their card more than 90 days after approval, which adds no boost.',
    ],
    [
      1,
      0,
      0,
      1,
      '1 friend has joined with your link so far. They activated their card on a day your account was not open and in good standing, which adds no boost.',
    ],
    [
      6,
      1,
      2,
      2,
      '6 friends have joined with your link so far, and 1 of them activated a card: each adds 1% to your cash back for 12 months from that day. 2 friends activated their cards more than 90 days after approval, which adds no boost. 2 friends activated their cards on a day your account was not open and in good standing, which adds no boost.',
    ],
    [
      3,
      0,
      1,
      0,
      '3 friends have joined with your link so far. Your boost starts when they activate their card. 1 friend activated their card more than 90 days after approval, which adds no boost.',
    ],
  ])(
    '%i joined, %i activated, %i too late, %i while not in good standing',
    (joined, activated, late, standing, text) => {
      expect(
        referralProgress({ joined, activated, activatedTooLate: late, activatedWhileNotInGoodStanding: standing }),
      ).toBe(text);
    },
  );
});
