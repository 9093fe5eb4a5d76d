import { describe, expect, it } from 'vitest';
import {
  accountStandingProblem,
  returnsInTwelveMonths,
  type AccountStandingFacts,
  type AccountStandingProblem,
} from './account-standing.js';

// The friend activates on Sunday, November 29, 2026 at 11 a.m. Eastern (EST, UTC-5).
const activation = new Date('2026-11-29T16:00:00Z');
const recentReturn = new Date('2026-10-15T16:00:00Z');

const good: AccountStandingFacts = { status: 'open', cardLockReason: null, daysPastDue: 0, paymentReturnsPostedAt: [] };
const returns = (...postedAt: string[]) => [recentReturn, ...postedAt.map((at) => new Date(at))];

describe("an account's standing (Rewards Terms' referral rule; Cardholder Agreement's default)", () => {
  it.each<[string, AccountStandingFacts | null, AccountStandingProblem | null]>([
    ['open, up to date, nothing returned', good, null],
    ['no card account (a member who never got a card)', null, 'noAccount'],
    ['closed', { ...good, status: 'closed' }, 'closed'],
    ['locked by the cardholder: not a suspension', { ...good, cardLockReason: 'cardholder' }, null],
    ['locked at the SSN deadline: suspended, in default', { ...good, cardLockReason: 'ssnMissing' }, 'ssnMissing'],
    ['1 day past due', { ...good, daysPastDue: 1 }, null],
    ['60 days past due: within 60 days of the due date', { ...good, daysPastDue: 60 }, null],
    ['61 days past due: in default', { ...good, daysPastDue: 61 }, 'pastDue'],
    ['one payment returned in 12 months', { ...good, paymentReturnsPostedAt: returns() }, null],
    [
      'two payments returned in 12 months',
      { ...good, paymentReturnsPostedAt: returns('2026-03-02T16:00:00Z') },
      'paymentsReturned',
    ],
    [
      'the other return on November 30, 2025 (Eastern): just inside 12 months',
      { ...good, paymentReturnsPostedAt: returns('2025-11-30T05:30:00Z') },
      'paymentsReturned',
    ],
    [
      'the other return at 11:30 p.m. Eastern on November 29, 2025: just outside 12 months',
      { ...good, paymentReturnsPostedAt: returns('2025-11-30T04:30:00Z') },
      null,
    ],
    [
      'two returns, both more than 12 months before',
      { ...good, paymentReturnsPostedAt: [new Date('2025-06-01T16:00:00Z'), new Date('2025-11-01T16:00:00Z')] },
      null,
    ],
    [
      'closed and locked at the SSN deadline: closed comes first',
      { ...good, status: 'closed', cardLockReason: 'ssnMissing' },
      'closed',
    ],
    [
      'locked at the SSN deadline and 90 days past due: the lock comes first',
      { ...good, cardLockReason: 'ssnMissing', daysPastDue: 90 },
      'ssnMissing',
    ],
    [
      '61 days past due with two returns: past due comes first',
      { ...good, daysPastDue: 61, paymentReturnsPostedAt: returns('2026-03-02T16:00:00Z') },
      'pastDue',
    ],
  ])('%s → %s', (_case, account, problem) => {
    expect(accountStandingProblem(account, activation)).toBe(problem);
  });
});

describe('returns in the 12 months up to the day (Eastern calendar days)', () => {
  it.each<[string, string, string[], number]>([
    ['none', '2026-11-29T16:00:00Z', [], 0],
    ['on the same day, earlier', '2026-11-29T16:00:00Z', ['2026-11-29T14:00:00Z'], 1],
    // 12:30 a.m. Eastern on November 30: after the activation's day, not yet posted when it was weighed.
    ['after the day', '2026-11-29T16:00:00Z', ['2026-11-30T05:30:00Z'], 0],
    ['the day after the date a year before', '2026-11-29T16:00:00Z', ['2025-11-30T16:00:00Z'], 1],
    ['the date a year before', '2026-11-29T16:00:00Z', ['2025-11-29T16:00:00Z'], 0],
    // 11:30 p.m. Eastern on November 29, 2026 is November 30 in UTC: the window is the Eastern day's.
    ['weighed late in the Eastern evening', '2026-11-30T04:30:00Z', ['2025-11-29T16:00:00Z'], 0],
    ['weighed late in the Eastern evening, the day after', '2026-11-30T04:30:00Z', ['2025-11-30T16:00:00Z'], 1],
    // A year before February 29, 2028 is February 28, 2027: March 1 is the window's first day.
    ['leap day: February 28 a year before', '2028-02-29T17:00:00Z', ['2027-02-28T17:00:00Z'], 0],
    ['leap day: March 1 a year before', '2028-02-29T17:00:00Z', ['2027-03-01T17:00:00Z'], 1],
    // Summer (EDT, UTC-4): 11:30 p.m. Eastern on July 14, 2025 is July 15 in UTC.
    ['summer: 11:30 p.m. Eastern a year before', '2026-07-14T16:00:00Z', ['2025-07-15T03:30:00Z'], 0],
    ['summer: 12:30 a.m. Eastern the day after', '2026-07-14T16:00:00Z', ['2025-07-15T04:30:00Z'], 1],
  ])('%s (on %s): %o counts %i', (_case, on, postedAt, count) => {
    expect(
      returnsInTwelveMonths(
        postedAt.map((at) => new Date(at)),
        new Date(on),
      ),
    ).toBe(count);
  });
});
