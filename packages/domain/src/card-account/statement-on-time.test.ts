import { describe, expect, it } from 'vitest';
import { centsReceivedForStatement, isStatementPaidOnTime, type ReceivedPayment } from './statement-on-time.js';

// A statement closed on Dec 1 and due Monday Dec 14, 2026 (EST, UTC-5): its cut-off is 2026-12-15T05:00:00Z.
const statement = { periodEnd: new Date('2026-12-01T05:00:00.000Z'), dueDate: '2026-12-14', minimumDueCents: 2_500 };
const paid = (paymentId: string, amountCents: number, receivedAt: string): ReceivedPayment => ({
  paymentId,
  amountCents,
  receivedAt: new Date(receivedAt),
});

describe('a statement paid on time (product-rules#statements)', () => {
  it.each([
    ['the minimum at noon on the due date', [paid('p1', 2_500, '2026-12-14T17:00:00.000Z')], [], true],
    [
      'the minimum at 11:30 p.m. Eastern on the due date (already the 15th in UTC)',
      [paid('p1', 2_500, '2026-12-15T04:30:00.000Z')],
      [],
      true,
    ],
    ['the minimum at 11:59:59 p.m. Eastern', [paid('p1', 2_500, '2026-12-15T04:59:59.000Z')], [], true],
    ['the minimum at 12:01 a.m. Eastern the next day', [paid('p1', 2_500, '2026-12-15T05:01:00.000Z')], [], false],
    ['a payment before the period ended does not count', [paid('p1', 2_500, '2026-11-30T12:00:00.000Z')], [], false],
    ['less than the minimum', [paid('p1', 2_499, '2026-12-10T12:00:00.000Z')], [], false],
    [
      'two payments adding up to the minimum',
      [paid('p1', 1_000, '2026-12-05T12:00:00.000Z'), paid('p2', 1_500, '2026-12-10T12:00:00.000Z')],
      [],
      true,
    ],
    [
      'the minimum, then returned',
      [paid('p1', 2_500, '2026-12-10T12:00:00.000Z')],
      [{ paymentId: 'p1', amountCents: 2_500 }],
      false,
    ],
    [
      'two payments, one returned, the other still enough',
      [paid('p1', 3_000, '2026-12-05T12:00:00.000Z'), paid('p2', 2_000, '2026-12-10T12:00:00.000Z')],
      [{ paymentId: 'p2', amountCents: 2_000 }],
      true,
    ],
    [
      'two payments, one returned, the rest below the minimum',
      [paid('p1', 1_000, '2026-12-05T12:00:00.000Z'), paid('p2', 2_000, '2026-12-10T12:00:00.000Z')],
      [{ paymentId: 'p2', amountCents: 2_000 }],
      false,
    ],
    [
      'a return of a payment outside the window takes nothing from this one',
      [paid('p1', 2_500, '2026-12-10T12:00:00.000Z')],
      [{ paymentId: 'p0', amountCents: 2_500 }],
      true,
    ],
  ])('%s: %s', (_case, payments, returns, onTime) => {
    expect(isStatementPaidOnTime(statement, payments, returns)).toBe(onTime);
  });

  it.each([
    ['nothing due and no payment', [], false],
    ['nothing due and a payment', [paid('p1', 100, '2026-12-10T12:00:00.000Z')], true],
  ])('a statement with a 0 minimum: %s → %s', (_case, payments, onTime) => {
    expect(isStatementPaidOnTime({ ...statement, minimumDueCents: 0 }, payments, [])).toBe(onTime);
  });

  it('the summer cut-off is 04:00 UTC (EDT)', () => {
    const summer = { periodEnd: new Date('2026-07-01T04:00:00.000Z'), dueDate: '2026-07-14', minimumDueCents: 100 };
    expect(centsReceivedForStatement(summer, [paid('p', 100, '2026-07-15T03:59:00.000Z')], [])).toBe(100);
    expect(centsReceivedForStatement(summer, [paid('p', 100, '2026-07-15T04:01:00.000Z')], [])).toBe(0);
  });
});
