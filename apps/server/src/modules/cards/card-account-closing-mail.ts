import { CLOSED_AT_CONSUMER_REQUEST } from '@waypoint/domain/card-account/account-closing';
import { formatCents } from '@waypoint/domain/card-account/payment-amount';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/** The outbox kind of the closing notice, for the mailbox and the tests. */
export const cardAccountClosedMailKind = 'card-account-closed';

export interface ClosingNotice {
  firstName: string;
  lastFour: string;
  balanceOwedCents: number;
  statementCreditCents: number;
  depositCents: number;
  forfeitedCents: number;
  /** YYYY-MM-DD. */
  payoutBy: string;
}

function longDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** What happens to the cash back, in the notice's words (Rewards Terms, "Closing your account"). */
export function payoutWords(notice: Omit<ClosingNotice, 'firstName' | 'lastFour'>): string[] {
  const by = longDate(notice.payoutBy);
  const words: string[] = [];
  if (notice.statementCreditCents > 0) {
    words.push(
      `Your cash back of ${formatCents(notice.statementCreditCents)} will be applied to your balance as a statement credit by ${by}.`,
    );
  }
  if (notice.depositCents > 0) {
    words.push(
      `${notice.statementCreditCents > 0 ? 'The rest of your cash back' : 'Your cash back'}, ${formatCents(notice.depositCents)}, will be deposited to the linked bank account you chose by ${by}.`,
    );
  }
  if (notice.forfeitedCents > 0) {
    words.push(
      `Cash back of ${formatCents(notice.forfeitedCents)} could not yet be redeemed, because three on-time payments had not been made, and is forfeited under the Rewards Terms.`,
    );
  }
  if (words.length === 0) words.push('There was no cash back left to pay out.');
  return words;
}

/**
 * The closing notice (docs/product-rules.md#closing-the-account, decision
 * 083): sent on the closing's transaction, always (a notice the Cardholder
 * Agreement promises, not a preference). It says what happened, what is
 * still owed and how to pay it, where the cash back goes, and how the account
 * is reported (FCRA 623(a)(4)).
 */
export function cardAccountClosedMail(to: string, notice: ClosingNotice, publicUrl: string): OutgoingMail {
  const owes = notice.balanceOwedCents > 0;
  return {
    to,
    subject: `Your ${PRODUCT.cardName} account is closed`,
    ...renderMail({
      preheader: `You closed your account. The card ending ${notice.lastFour} no longer works.`,
      heading: 'Your card account is closed',
      paragraphs: [
        `Dear ${notice.firstName},`,
        `As you asked, we have closed your ${PRODUCT.cardName} account. The card ending ${notice.lastFour} no longer works for purchases, and it cannot be unlocked or replaced. You can cut it up.`,
        owes
          ? `You still owe ${formatCents(notice.balanceOwedCents)}. It stays payable on the terms of your Cardholder Agreement: keep making at least the minimum payment by each due date. Your autopay and any payments you scheduled stay on until the balance is paid, and you can pay in your account at any time.`
          : 'Your account had no balance owed when it closed.',
        ...payoutWords(notice),
        `Closing a credit card account may affect your credit scores, for example by lowering the total credit available to you. We report the account to the credit bureaus as “${CLOSED_AT_CONSUMER_REQUEST}”, as the Fair Credit Reporting Act requires.`,
        'You can still sign in to see your statements and payments.',
      ],
      action: owes
        ? { label: 'Pay your balance', url: `${publicUrl}${sitePaths.accountPay}` }
        : { label: 'See your account', url: `${publicUrl}${sitePaths.account}` },
      footnote: 'If you did not ask to close your account, contact us straight away.',
    }),
  };
}
