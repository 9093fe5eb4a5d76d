import { describe, expect, it } from 'vitest';
import { byUrgency, regBClock, type ClockRequest } from './back-office-clock.js';

// product-rules#reg-b-clocks: calendar days in UTC, 30 left on the day of submission, due soon at 5 or fewer.
const submitted = new Date('2026-03-01T12:00:00.000Z');

describe('the Reg B clock of a submitted application, in calendar days (UTC)', () => {
  it.each([
    ['at submission: 30 days left, not 29', '2026-03-01T12:00:00.000Z', 0, 30, 'onTime'],
    ['late on the day of submission: still 30', '2026-03-01T23:59:59.999Z', 0, 30, 'onTime'],
    ['the next day, just after midnight UTC: 29', '2026-03-02T00:00:00.000Z', 1, 29, 'onTime'],
    ['6 days left: on time', '2026-03-25T08:00:00.000Z', 24, 6, 'onTime'],
    ['5 days left: due soon', '2026-03-26T00:00:00.000Z', 25, 5, 'dueSoon'],
    ['the last day (0 left): due soon', '2026-03-31T23:59:59.999Z', 30, 0, 'dueSoon'],
    ['the day after the last: overdue by 1', '2026-04-01T00:00:00.000Z', 31, -1, 'overdue'],
  ])('%s', (_rule, now, ageDays, daysLeft, state) => {
    expect(regBClock(submitted, new Date(now))).toEqual({
      kind: 'decision',
      ageDays,
      deadline: '2026-03-31',
      daysLeft,
      state,
    });
  });

  it.each([
    [
      'submitted just before midnight UTC: the deadline is 30 days after that day',
      '2026-02-28T23:59:00.000Z',
      '2026-03-30',
    ],
    ['submitted just after midnight UTC: one day later', '2026-03-01T00:01:00.000Z', '2026-03-31'],
    ['across a leap day', '2028-02-15T10:00:00.000Z', '2028-03-16'],
  ])('%s', (_rule, at, deadline) => {
    const submittedAt = new Date(at);
    expect(regBClock(submittedAt, submittedAt)).toMatchObject({ deadline, daysLeft: 30 });
  });
});

describe('a request for information on the clock (1002.9(a)(1)(i): 30 days from a completed application)', () => {
  const open: ClockRequest = { deadline: '2026-04-04', open: true, answeredAt: null };
  it.each([
    [
      'an open request shows its own deadline',
      open,
      '2026-03-10T09:00:00.000Z',
      'incompleteness',
      '2026-04-04',
      25,
      'onTime',
    ],
    [
      "an open request's last days are due soon",
      open,
      '2026-04-01T09:00:00.000Z',
      'incompleteness',
      '2026-04-04',
      3,
      'dueSoon',
    ],
    [
      'once answered, 30 days run again from the answer',
      { deadline: '2026-04-04', open: false, answeredAt: new Date('2026-03-12T16:00:00.000Z') },
      '2026-03-12T18:00:00.000Z',
      'decision',
      '2026-04-11',
      30,
      'onTime',
    ],
    [
      'an answer dated before submission counts from submission',
      { deadline: '2026-04-04', open: false, answeredAt: new Date('2026-02-01T00:00:00.000Z') },
      '2026-03-01T18:00:00.000Z',
      'decision',
      '2026-03-31',
      30,
      'onTime',
    ],
  ] as const)('%s', (_rule, request, now, kind, deadline, daysLeft, state) => {
    expect(regBClock(submitted, new Date(now), request)).toMatchObject({ kind, deadline, daysLeft, state });
  });
});

describe('the queue order', () => {
  const at = (daysLeft: number) =>
    regBClock(submitted, new Date(Date.parse('2026-03-31T12:00:00Z') - daysLeft * 864e5));
  it('puts overdue first, then due soon by days left, then the rest in their order', () => {
    const clocks = [at(20), at(3), at(-2), at(10), at(0), at(-5)];
    expect([...clocks].sort(byUrgency).map((clock) => clock.daysLeft)).toEqual([-5, -2, 0, 3, 20, 10]);
  });
});
