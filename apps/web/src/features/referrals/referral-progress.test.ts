import { describe, expect, it } from 'vitest';
import { referralProgress } from './invite-friends-panel';

describe('referralProgress', () => {
  it.each([
    [1, 0, '1 friend has joined with your link so far. Your boost starts when they activate their card.'],
    [3, 0, '3 friends have joined with your link so far. Your boost starts when they activate their card.'],
    [
      1,
      1,
      '1 friend has joined with your link so far, and activated their card: it adds 1% to your cash back for 12 months from that day.',
    ],
    [
      3,
      2,
      '3 friends have joined with your link so far, and 2 of them activated a card: each adds 1% to your cash back for 12 months from that day.',
    ],
  ])('%i joined, %i activated', (joined, activated, text) => {
    expect(referralProgress(joined, activated)).toBe(text);
  });
});
