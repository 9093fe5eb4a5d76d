import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingRightsHeadings } from '@waypoint/domain/card-account/statement-billing-rights';
import { latePaymentWarning } from '@waypoint/domain/card-account/statement-repayment';
import { sandboxCreditor } from '../config/notice-settings.js';
import { cards } from '../modules/cards/cards-tables.js';
import { pdfText } from '../modules/decision-notices/decision-notices-test-kit.js';
import { repaymentSentences } from '../modules/rewards/statement-pdf.js';
import { activateFromUs, approvedWithCard, cardRow, shipAndDeliver, type Cardholder } from './cards-test-kit.js';
import { TestBrowser } from './graphql-client.js';
import { closed, posted, statementsOf } from './statements-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

// The statement's PDF (docs/product-rules.md#statements, decision 082): every part Reg Z asks of a
// periodic statement, checked against the rendered text; its owner's alone, never cached.

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

let made = 0;
async function cardholder(): Promise<Cardholder> {
  made += 1;
  return approvedWithCard(app, `Statementpdf${'abcdefghijklmnopqrstuvwxyz'[made % 26]}`, 2500);
}

// A cycle in September 2026, due Monday October 26.
const cycle = { periodStart: '2026-09-01T04:00:00.000Z', periodEnd: '2026-10-01T04:00:00.000Z', dueDate: '2026-10-26' };
const inCycle = (day: number) => `2026-09-${String(day).padStart(2, '0')}T16:00:00.000Z`;

describe('the statement PDF', () => {
  it('has every part a periodic statement needs, for its owner only, never cached', async () => {
    const holder = await cardholder();
    await posted(app, holder, {
      kind: 'purchase',
      amountCents: 10_000,
      postedAt: inCycle(3),
      description: 'Corner Grocer',
    });
    await posted(app, holder, {
      kind: 'fee',
      amountCents: 2_500,
      postedAt: inCycle(20),
      description: 'Late payment fee',
    });
    // Earlier statements: one this year, whose fees and interest count toward the year's totals, and one last year.
    await closed(app, holder, {
      periodStart: '2025-11-01T04:00:00.000Z',
      periodEnd: '2025-12-01T05:00:00.000Z',
      dueDate: '2025-12-26',
      feesCents: 9_900,
      interestCents: 990,
    });
    await closed(app, holder, {
      periodStart: '2026-08-01T04:00:00.000Z',
      periodEnd: '2026-09-01T04:00:00.000Z',
      dueDate: '2026-09-26',
      feesCents: 1_000,
      interestCents: 50,
    });
    await closed(app, holder, {
      ...cycle,
      balanceCents: 512_600,
      minimumDueCents: 15_000,
      previousBalanceCents: 500_000,
      paymentsCents: 0,
      creditsCents: 0,
      purchasesCents: 10_000,
      feesCents: 2_500,
      interestCents: 100,
      aprBps: 2_499,
    });
    const [statement] = await statementsOf(holder);
    const response = await holder.applicant.send({ method: 'GET', url: statement?.pdfPath ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(new Uint8Array(response.rawPayload));
    const parts: [string, string][] = [
      ['the account’s last four digits', `Account ending in ${holder.card.lastFour}`],
      ['the period', 'Statement period: September 1, 2026 to October 1, 2026'],
      ['the due date', 'Payment due date October 26, 2026'],
      ['the minimum payment', 'Minimum payment due $150.00'],
      ['the new balance', 'New balance $5,126.00'],
      ['the previous balance', 'Previous balance $5,000.00'],
      ['payments', 'Payments -$0.00'],
      ['credits', 'Other credits -$0.00'],
      ['purchases', 'Purchases +$100.00'],
      ['fees', 'Fees charged +$25.00'],
      ['interest', 'Interest charged +$1.00'],
      [
        'the APR (its calculation: statement-interest-calculation.int.test.ts)',
        'Annual percentage rate (APR) 24.99% (v)',
      ],
      ['Reg Z 1026.7(b)(11): the late payment warning', latePaymentWarning],
      ['the transaction list: a purchase', 'September 3, 2026 Purchase: Corner Grocer $100.00'],
      ['Reg Z 1026.7(b)(6)(i): the fee, itemized under Fees', 'September 20, 2026 Late payment fee $25.00'],
      ['Reg Z 1026.7(b)(6)(i): the fees’ total for the period', 'Total fees for this period $25.00'],
      ['Reg Z 1026.7(b)(6)(ii): the interest’s total for the period', 'Total interest for this period $1.00'],
      ['Reg Z 1026.7(b)(6)(iii): the year-to-date heading', '2026 totals year-to-date'],
      ['Reg Z 1026.7(b)(6)(iii): fees this year, last year’s left out', 'Total fees charged in 2026 $35.00'],
      ['Reg Z 1026.7(b)(6)(iii): interest this year', 'Total interest charged in 2026 $1.50'],
      ['the cash back earned', 'Cash back earned this period $1.00'],
      ['Reg Z 1026.9(a)(2)(ii): the billing rights summary', billingRightsHeadings.mistake],
      [
        'Reg Z 1026.7(b)(9): the address for notice of billing errors, named as such',
        `If you think there is an error on your statement, write to us at: ${sandboxCreditor.name} ${sandboxCreditor.address}`,
      ],
      ['the 60 days to write', 'You must contact us within 60 days after the error appeared on your statement.'],
      ['the purchase rights', billingRightsHeadings.purchases],
      [
        'where to write about a purchase',
        `contact us in writing at: ${sandboxCreditor.name} ${sandboxCreditor.address}`,
      ],
    ];
    const disclosure = repaymentSentences(512_600, 2_499);
    expect(disclosure).toHaveLength(4); // the warning, the minimum-payment estimate, the 36-month row, counseling
    for (const [index, sentence] of disclosure.entries())
      parts.push([`Reg Z 1026.7(b)(12) sentence ${index + 1}`, sentence]);
    for (const [what, words] of parts) expect(text, what).toContain(words);
    // The fee is grouped with the charges, not listed among the transactions.
    expect(text).not.toContain('Fee: Late payment fee');
    expect(text.indexOf('Late payment fee')).toBeGreaterThan(text.indexOf('Transactions'));
    expect(disclosure[2]).toMatch(/in about 3 years/);

    const other = await cardholder();
    expect((await other.applicant.send({ method: 'GET', url: statement?.pdfPath ?? '' })).statusCode).toBe(404);
    expect((await holder.applicant.send({ method: 'GET', url: '/api/v1/card/statements/abc.pdf' })).statusCode).toBe(
      404,
    );
    expect((await holder.applicant.send({ method: 'GET', url: '/api/v1/card/statements/999999.pdf' })).statusCode).toBe(
      404,
    );
    const anonymous = await new TestBrowser(app.app).send({ method: 'GET', url: statement?.pdfPath ?? '' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('names the card of its cycle: a statement from before a replacement keeps the replaced card’s number', async () => {
    const holder = await cardholder();
    await shipAndDeliver(app, holder);
    await activateFromUs(holder);
    // The first card was issued in August; in November the cardholder reports it lost and gets a new number.
    await app.database.db
      .update(cards)
      .set({ createdAt: new Date('2026-08-15T16:00:00.000Z') })
      .where(eq(cards.id, holder.card.id));
    const replaced = await holder.applicant.query(
      'mutation ($cardId: Int!) { replaceCard(cardId: $cardId, reason: "lost") { status } }',
      { cardId: holder.card.id },
    );
    expect(replaced.errors).toBeUndefined();
    await app.jobs.drain();
    const [newCard] = await app.database.db
      .select()
      .from(cards)
      .where(eq(cards.accountId, holder.account.id))
      .orderBy(cards.id)
      .offset(1);
    expect(newCard?.lastFour).toBeDefined();
    expect(newCard?.lastFour).not.toBe(holder.card.lastFour);
    const afterReplacement = new Date((newCard?.createdAt ?? new Date()).getTime() + 86_400_000);

    await closed(app, holder, {
      periodStart: '2026-07-01T04:00:00.000Z',
      periodEnd: '2026-08-01T04:00:00.000Z',
      dueDate: '2026-08-26',
    });
    await closed(app, holder, cycle);
    await closed(app, holder, {
      periodStart: cycle.periodEnd,
      periodEnd: afterReplacement.toISOString(),
      dueDate: new Date(afterReplacement.getTime() + 25 * 86_400_000).toISOString().slice(0, 10),
    });
    const byEnd = new Map((await statementsOf(holder)).map((statement) => [statement.periodEnd, statement.pdfPath]));
    const rows: [string, string, string][] = [
      ['a cycle before any card was issued names the first card', '2026-08-01T04:00:00.000Z', holder.card.lastFour],
      ['a cycle that ended before the replacement names the replaced card', cycle.periodEnd, holder.card.lastFour],
      ['a cycle that ends after it names the new card', afterReplacement.toISOString(), newCard?.lastFour ?? ''],
    ];
    for (const [rule, periodEnd, lastFour] of rows) {
      const response = await holder.applicant.send({ method: 'GET', url: byEnd.get(periodEnd) ?? '' });
      expect(response.statusCode, rule).toBe(200);
      expect(await pdfText(new Uint8Array(response.rawPayload)), rule).toContain(`Account ending in ${lastFour}`);
    }
    expect((await cardRow(app, holder.card.id)).status).toBe('closed');
  });
});
