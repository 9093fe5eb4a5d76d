import { describe, expect, it } from 'vitest';
import { daysPastDue } from './days-past-due.js';
import type { OnTimeStatement, ReceivedPayment, ReturnedPayment } from './statement-on-time.js';

// Two statements: January's closed Jan 31, due Feb 25 (min $25); February's closed Feb 28, due Mar 27 (min $50).
// Eastern is UTC-5 in winter, UTC-4 from March 8, 2026.
const january: OnTimeStatement = {
  periodEnd: new Date('2026-01-31T05:00:00Z'),
  dueDate: '2026-02-25',
  minimumDueCents: 2_500,
};
const february: OnTimeStatement = {
  periodEnd: new Date('2026-02-28T05:00:00Z'),
  dueDate: '2026-03-27',
  minimumDueCents: 5_000,
};
const paid = (amountCents: number, at: string, paymentId: string | null = null): ReceivedPayment => ({
  paymentId,
  amountCents,
  receivedAt: new Date(at),
});

describe('days past due (Rewards Terms: no redemption over 60)', () => {
  it.each<[string, OnTimeStatement[], ReceivedPayment[], ReturnedPayment[], string, number]>([
    ['no statements', [], [], [], '2026-06-01T16:00:00Z', 0],
    ['the due date has not ended: not yet past due', [january], [], [], '2026-02-26T04:30:00Z', 0],
    ['unpaid, a minute into the day after the due date (Eastern)', [january], [], [], '2026-02-26T05:01:00Z', 1],
    ['unpaid for 60 days: not more than 60', [january], [], [], '2026-04-26T16:00:00Z', 60],
    ['unpaid for 61 days', [january], [], [], '2026-04-27T16:00:00Z', 61],
    [
      'the minimum paid late: up to date again',
      [january],
      [paid(2_500, '2026-03-20T16:00:00Z')],
      [],
      '2026-05-01T16:00:00Z',
      0,
    ],
    [
      'paid short of the minimum: still past due',
      [january],
      [paid(2_400, '2026-03-20T16:00:00Z')],
      [],
      '2026-04-27T16:00:00Z',
      61,
    ],
    [
      'a payment before the statement closed does not meet it',
      [january],
      [paid(9_000, '2026-01-20T16:00:00Z')],
      [],
      '2026-03-01T16:00:00Z',
      4,
    ],
    [
      'the minimum paid, then the payment came back: past due from the due date',
      [january],
      [paid(2_500, '2026-02-20T16:00:00Z', 'p1')],
      [{ paymentId: 'p1', amountCents: 2_500 }],
      '2026-04-27T16:00:00Z',
      61,
    ],
    ['two statements unpaid: counted from the older due date', [january, february], [], [], '2026-04-27T16:00:00Z', 61],
    [
      'the newer minimum paid after both closed: up to date',
      [january, february],
      [paid(5_000, '2026-03-10T16:00:00Z')],
      [],
      '2026-04-27T16:00:00Z',
      0,
    ],
    [
      'the older minimum paid before the newer closed, the newer not: past due from the newer',
      [january, february],
      [paid(2_500, '2026-02-20T16:00:00Z')],
      [],
      '2026-04-27T16:00:00Z',
      31,
    ],
    [
      'nothing due on a statement: never past due',
      [{ ...january, minimumDueCents: 0 }],
      [],
      [],
      '2026-06-01T16:00:00Z',
      0,
    ],
  ])('%s', (_case, statements, payments, returns, now, days) => {
    expect(daysPastDue(statements, payments, returns, new Date(now))).toBe(days);
  });
});
