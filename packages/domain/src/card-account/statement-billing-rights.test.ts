import { describe, expect, it } from 'vitest';
import { billingRightsHeadings, billingRightsSummary, type BillingRightsBlock } from './statement-billing-rights.js';

const creditor = { name: 'Example Bank, N.A.', address: 'Card Services, PO Box 1, Wilmington, DE 19850' };
const blocks = billingRightsSummary(creditor);
const textOf = (block: BillingRightsBlock) => (block.kind === 'address' ? block.lines.join('\n') : block.text);
const printed = blocks.map(textOf).join('\n');

/** Where a block with these words is, failing when there is none. */
function positionOf(words: string): number {
  const index = blocks.findIndex((block) => textOf(block).includes(words));
  expect(index, words).toBeGreaterThanOrEqual(0);
  return index;
}

describe('the billing rights summary on each statement (Reg Z 1026.9(a)(2)(ii), model form G-4(A))', () => {
  // Each part the model form has, in its words; the summary may say no more than the Cardholder Agreement.
  it.each([
    ['its heading', billingRightsHeadings.mistake],
    [
      '1026.7(b)(9): where to write about an error',
      'If you think there is an error on your statement, write to us at:',
    ],
    ['what the letter gives: the account', 'Account information: Your name and account number.'],
    ['what the letter gives: the amount', 'Dollar amount: The dollar amount of the suspected error.'],
    ['what the letter gives: the problem', 'describe what you believe is wrong and why you believe it is a mistake'],
    ['the 60 days', 'You must contact us within 60 days after the error appeared on your statement.'],
    ['notice in writing; a call does not oblige', 'You must notify us of any potential errors in writing.'],
    ['a call does not oblige an investigation', 'if you do we are not required to investigate any potential errors'],
    [
      'no collection or delinquency meanwhile',
      'We cannot try to collect the amount in question, or report you as delinquent',
    ],
    [
      'the charge may stay; no interest on a mistake',
      'you will not have to pay the amount in question or any interest',
    ],
    ['the rest of the balance is owed', 'you are responsible for the remainder of your balance'],
    ['the credit limit', 'We can apply any unpaid amount against your credit limit.'],
    ['the purchase rights heading', billingRightsHeadings.purchases],
    ['the good-faith try with the merchant', 'you have tried in good faith to correct the problem with the merchant'],
    ['condition 1: home state or 100 miles, over $50', 'within 100 miles of your current mailing address'],
    ['condition 1: the price', 'the purchase price must have been more than $50'],
    ['condition 2: the card was used', '2. You must have used your credit card for the purchase.'],
    ['condition 3: not fully paid', '3. You must not yet have fully paid for the purchase.'],
    ['where to write about a purchase', 'contact us in writing at:'],
    ['the decision afterwards', 'After we finish our investigation, we will tell you our decision.'],
  ])('has %s', (_part, words) => {
    expect(printed).toContain(words);
  });

  it('gives the creditor’s name and address right after each "write to us" line', () => {
    for (const lead of ['write to us at:', 'contact us in writing at:']) {
      const next = blocks[positionOf(lead) + 1];
      expect(next).toEqual({ kind: 'address', lines: [creditor.name, creditor.address] });
    }
  });

  it('puts the error rights before the purchase rights', () => {
    expect(positionOf(billingRightsHeadings.mistake)).toBeLessThan(positionOf(billingRightsHeadings.purchases));
  });

  it('offers no way to write that the product does not have (no electronic notice, no web form)', () => {
    expect(printed).not.toMatch(/electronic|online|on the web|e-mail|in the app/i);
  });
});
