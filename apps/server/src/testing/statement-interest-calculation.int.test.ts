import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  interestBalanceExplanation,
  type InterestBalanceMethod,
} from '@waypoint/domain/card-account/statement-interest-balance';
import { pdfText } from '../modules/decision-notices/decision-notices-test-kit.js';
import { approvedWithCard } from './cards-test-kit.js';
import { closed, statementsOf } from './statements-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

// The statement PDF's interest charge calculation (docs/product-rules.md#statements, decision 101):
// Reg Z 1026.7(b)(4) the type of balance and its APR, (b)(5) the balance subject to interest rate and
// how the issuer determined it, each checked against the rendered text.

let app: TestApp;
let made = 0;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const cycle = {
  periodStart: '2026-09-01T04:00:00.000Z',
  periodEnd: '2026-10-01T04:00:00.000Z',
  dueDate: '2026-10-26',
  balanceCents: 512_600,
  minimumDueCents: 15_000,
  previousBalanceCents: 500_000,
  interestCents: 10_412,
  aprBps: 2_499,
};

async function statementPdfText(figures: {
  balanceSubjectToInterestCents?: number;
  interestBalanceMethod?: InterestBalanceMethod;
}): Promise<string> {
  made += 1;
  const holder = await approvedWithCard(app, `Interest${'abcdefghijklmnopqrstuvwxyz'[made % 26]}`, 2500);
  await closed(app, holder, { ...cycle, ...figures });
  const [statement] = await statementsOf(holder);
  const response = await holder.applicant.send({ method: 'GET', url: statement?.pdfPath ?? '' });
  expect(response.statusCode).toBe(200);
  return pdfText(new Uint8Array(response.rawPayload));
}

describe('the interest charge calculation on the statement PDF', () => {
  it.each<[InterestBalanceMethod, number, string]>([
    ['unpaid_statement_balance', 500_000, 'Balance subject to interest rate $5,000.00'],
    ['average_daily_balance', 498_210, 'Balance subject to interest rate $4,982.10'],
    ['daily_balance', 0, 'Balance subject to interest rate $0.00'],
  ])('as the issuer determined it (%s)', async (method, cents, balanceLine) => {
    const text = await statementPdfText({ balanceSubjectToInterestCents: cents, interestBalanceMethod: method });
    const parts: [string, string][] = [
      ['the heading', 'Interest charge calculation'],
      ['Appendix G-18(A)’s sentence', 'Your annual percentage rate (APR) is the annual interest rate on your account.'],
      ['Reg Z 1026.7(b)(4): the type of balance', 'Type of balance: Purchases'],
      ['Reg Z 1026.7(b)(4): its APR', 'Annual percentage rate (APR) 24.99% (v)'],
      ['Reg Z 1026.7(b)(5): the balance, by its term', balanceLine],
      ['the interest charged on it', 'Interest charge $104.12'],
      ['Reg Z 1026.7(b)(5): how the balance was determined', interestBalanceExplanation(method)],
    ];
    for (const [what, words] of parts) expect(text, what).toContain(words);
    // In the sample form's order: APR, balance, interest.
    const order = ['Type of balance', 'Annual percentage rate (APR) 24.99%', balanceLine, 'Interest charge $104.12'];
    const at = order.map((words) => text.indexOf(words));
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('says the issuer did not state the balance, never a figure of ours, when its statement gave none', async () => {
    const text = await statementPdfText({});
    expect(text).toContain('Balance subject to interest rate Not stated');
    expect(text).toContain(interestBalanceExplanation(null));
    expect(text).not.toContain('Balance subject to interest rate $');
  });
});
