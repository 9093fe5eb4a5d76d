import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCalendarDays, creditDateOf } from '@waypoint/domain/card-account/payment-timing';
import { cardStatements } from '../modules/rewards/rewards-tables.js';
import { approvedWithCard } from './cards-test-kit.js';
import { closeStatement, codeOf, ledgerOf, onTimeStatement, post, redeem, rewardsOf } from './rewards-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

// The Rewards Terms' "If your account is more than 60 days past due, you cannot redeem until it
// is up to date" (docs/product-rules.md#cash-back, decision 102), through the sandbox issuer.

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await app?.close();
});

describe('redemption while the account is past due', () => {
  it('is refused more than 60 days past the due date of an unpaid minimum, and open again once it is paid', async () => {
    const holder = await approvedWithCard(app, 'Pastdue', 2500);
    for (let paid = 0; paid < 3; paid += 1) await onTimeStatement(app, holder);
    await post(holder, { kind: 'purchase', amountCents: 4_000, description: 'Furniture' });
    const unpaid = await closeStatement(holder);
    expect((await rewardsOf(holder)).daysPastDue).toBe(0);

    // The statement as if its due date had been `days` days before today (Eastern): sessions do not
    // last for the clock to be moved instead. Its close stays after the earlier statements' payments.
    const dueDaysAgo = async (days: number) => {
      await app.database.db
        .update(cardStatements)
        .set({ dueDate: addCalendarDays(creditDateOf(app.clock.now()), -days) })
        .where(eq(cardStatements.providerStatementId, unpaid.statementId));
    };
    await dueDaysAgo(1);
    expect(await rewardsOf(holder)).toMatchObject({ daysPastDue: 1, canRedeem: true });
    await dueDaysAgo(60);
    expect(await rewardsOf(holder)).toMatchObject({ daysPastDue: 60, canRedeem: true });
    await dueDaysAgo(61);
    expect(await rewardsOf(holder)).toMatchObject({ daysPastDue: 61, canRedeem: false, onTimePayments: 3 });
    const refused = await redeem(holder, `late-${randomUUID()}`);
    expect(codeOf(refused)).toBe('ACCOUNT_PAST_DUE');
    expect(refused.errors?.[0]?.message).toBe(
      'Your account is more than 60 days past due. You can redeem cash back once it is up to date.',
    );
    expect((await ledgerOf(app, holder)).filter((row) => row.kind === 'redemption')).toEqual([]);

    // Paying the minimum brings it up to date: the cash back earned is redeemable again.
    await post(holder, { kind: 'payment', amountCents: unpaid.minimumDueCents });
    expect(await rewardsOf(holder)).toMatchObject({ daysPastDue: 0, canRedeem: true });
    const paid = await redeem(holder, `after-${randomUUID()}`);
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.redeemCashBack.balanceCents).toBe(0);
  });
});
