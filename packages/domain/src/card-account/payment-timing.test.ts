import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  creditDateOf,
  endOfEasternDay,
  isReceivedByDueDate,
  latestScheduleDate,
  scheduleDateProblem,
} from './payment-timing.js';

describe('the payment cut-off, 11:59 p.m. Eastern (Reg Z 1026.10)', () => {
  it.each([
    // [received at (UTC), credit date] — winter (EST, UTC-5) and summer (EDT, UTC-4)
    ['2026-12-15T04:59:59.000Z', '2026-12-14'],
    ['2026-12-15T05:00:00.000Z', '2026-12-15'],
    ['2026-07-15T03:59:59.000Z', '2026-07-14'],
    ['2026-07-15T04:00:00.000Z', '2026-07-15'],
    ['2026-12-14T17:00:00.000Z', '2026-12-14'],
  ])('a payment received at %s is credited on %s', (receivedAt, creditDate) => {
    expect(creditDateOf(new Date(receivedAt))).toBe(creditDate);
  });

  it.each([
    ['2026-12-15T04:30:00.000Z', '2026-12-14', true], // 11:30 p.m. Eastern on the due date, already the 15th in UTC
    ['2026-12-15T05:00:01.000Z', '2026-12-14', false], // 12:00 a.m. Eastern the next day
    ['2026-12-10T12:00:00.000Z', '2026-12-14', true],
  ])('received %s for a statement due %s: on time %s', (receivedAt, dueDate, onTime) => {
    expect(isReceivedByDueDate(new Date(receivedAt), dueDate)).toBe(onTime);
  });

  it.each([
    ['2026-12-14', '2026-12-15T05:00:00.000Z'], // EST
    ['2026-07-14', '2026-07-15T04:00:00.000Z'], // EDT
    ['2026-03-07', '2026-03-08T05:00:00.000Z'], // the night before EDT starts (March 8, 2026)
    ['2026-03-08', '2026-03-09T04:00:00.000Z'], // the day EDT starts
    ['2026-10-31', '2026-11-01T04:00:00.000Z'], // the night before EST returns (November 1, 2026)
    ['2026-11-01', '2026-11-02T05:00:00.000Z'],
  ])('the day %s ends at %s', (day, end) => {
    expect(endOfEasternDay(day).toISOString()).toBe(end);
    expect(creditDateOf(new Date(endOfEasternDay(day).getTime() - 1))).toBe(day);
    expect(creditDateOf(endOfEasternDay(day))).toBe(addCalendarDays(day, 1));
  });
});

describe('scheduling a payment', () => {
  const now = new Date('2026-12-15T04:30:00.000Z'); // December 14, 11:30 p.m. Eastern
  it.each([
    ['2026-12-14', null],
    ['2026-12-13', 'past'],
    ['2027-02-12', null],
    ['2027-02-13', 'tooFar'],
    ['2026-02-30', 'invalid'],
    ['14/12/2026', 'invalid'],
  ])('%s → %s', (day, problem) => {
    expect(scheduleDateProblem(day, now)).toBe(problem);
  });
  it('allows 60 days ahead of today in Eastern time', () => {
    expect(latestScheduleDate(now)).toBe('2027-02-12');
  });
});
