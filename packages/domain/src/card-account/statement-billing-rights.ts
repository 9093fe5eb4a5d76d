/**
 * The billing rights summary each periodic statement carries
 * (docs/product-rules.md#statements): Reg Z 1026.9(a)(2)(ii) lets a creditor
 * send this short statement with every periodic statement instead of the full
 * one each year, and 1026.7(b)(9) asks the statement for the address for
 * notice of billing errors, which this summary gives by name (commentary
 * 7(b)(9)-1: its purpose must be clear). The words follow Appendix G's model
 * form G-4(A) and say no more than the Cardholder Agreement's "Your billing
 * rights": notices in writing to the creditor's address, no electronic way.
 */

export interface BillingRightsCreditor {
  name: string;
  address: string;
}

/** One printed block: a heading, a paragraph (a numbered condition is one), a bulleted item, or the creditor's address lines. */
export type BillingRightsBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'item'; text: string }
  | { kind: 'address'; lines: [string, string] };

export const billingRightsHeadings = {
  mistake: 'What To Do If You Think You Find A Mistake On Your Statement',
  purchases: 'Your Rights If You Are Dissatisfied With Your Credit Card Purchases',
} as const;

/** The summary for one creditor, in the order the model form prints it. */
export function billingRightsSummary(creditor: BillingRightsCreditor): BillingRightsBlock[] {
  const address: BillingRightsBlock = { kind: 'address', lines: [creditor.name, creditor.address] };
  return [
    { kind: 'heading', text: billingRightsHeadings.mistake },
    { kind: 'paragraph', text: 'If you think there is an error on your statement, write to us at:' },
    address,
    { kind: 'paragraph', text: 'In your letter, give us the following information:' },
    { kind: 'item', text: 'Account information: Your name and account number.' },
    { kind: 'item', text: 'Dollar amount: The dollar amount of the suspected error.' },
    {
      kind: 'item',
      text: 'Description of problem: If you think there is an error on your bill, describe what you believe is wrong and why you believe it is a mistake.',
    },
    { kind: 'paragraph', text: 'You must contact us within 60 days after the error appeared on your statement.' },
    {
      kind: 'paragraph',
      text: 'You must notify us of any potential errors in writing. You may call us, but if you do we are not required to investigate any potential errors and you may have to pay the amount in question.',
    },
    { kind: 'paragraph', text: 'While we investigate whether or not there has been an error, the following are true:' },
    {
      kind: 'item',
      text: 'We cannot try to collect the amount in question, or report you as delinquent on that amount.',
    },
    {
      kind: 'item',
      text: 'The charge in question may remain on your statement, and we may continue to charge you interest on that amount. But, if we determine that we made a mistake, you will not have to pay the amount in question or any interest or other fees related to that amount.',
    },
    {
      kind: 'item',
      text: 'While you do not have to pay the amount in question, you are responsible for the remainder of your balance.',
    },
    { kind: 'item', text: 'We can apply any unpaid amount against your credit limit.' },
    { kind: 'heading', text: billingRightsHeadings.purchases },
    {
      kind: 'paragraph',
      text: 'If you are dissatisfied with the goods or services that you have purchased with your credit card, and you have tried in good faith to correct the problem with the merchant, you may have the right not to pay the remaining amount due on the purchase.',
    },
    { kind: 'paragraph', text: 'To use this right, all of the following must be true:' },
    {
      kind: 'paragraph',
      text: '1. The purchase must have been made in your home state or within 100 miles of your current mailing address, and the purchase price must have been more than $50. (Note: Neither of these is necessary if your purchase was based on an advertisement we mailed to you, or if we own the company that sold you the goods or services.)',
    },
    { kind: 'paragraph', text: '2. You must have used your credit card for the purchase.' },
    { kind: 'paragraph', text: '3. You must not yet have fully paid for the purchase.' },
    {
      kind: 'paragraph',
      text: 'If all of the criteria above are met and you are still dissatisfied with the purchase, contact us in writing at:',
    },
    address,
    {
      kind: 'paragraph',
      text: 'While we investigate, the same rules apply to the disputed amount as discussed above. After we finish our investigation, we will tell you our decision. At that point, if we think you owe an amount and you do not pay, we may report you as delinquent.',
    },
  ];
}
