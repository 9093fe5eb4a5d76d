import { describe, expect, it } from 'vitest';
import { regBClock } from './back-office-clock.js';

const submitted = new Date('2026-03-01T12:00:00.000Z');

describe('the Reg B clock of a submitted application', () => {
  it.each([
    ['at submission', '2026-03-01T12:00:00.000Z', 0, 30],
    ['one minute short of a day', '2026-03-02T11:59:00.000Z', 0, 29],
    ['after one day', '2026-03-02T12:00:00.000Z', 1, 29],
    ['on the deadline', '2026-03-31T12:00:00.000Z', 30, 0],
    ['one day past it', '2026-04-01T12:00:00.000Z', 31, -1],
  ])('%s', (_label, now, ageDays, daysLeft) => {
    const clock = regBClock(submitted, new Date(now));
    expect(clock).toEqual({ ageDays, daysLeft, regBDeadline: new Date('2026-03-31T12:00:00.000Z') });
  });
});
