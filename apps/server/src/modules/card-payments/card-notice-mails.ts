import type { CardNoticeKind } from '@waypoint/domain/card-account/card-notices';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/**
 * The card notices' words (docs/product-rules.md#card-notices, decision 081),
 * each kind in one place. Every mail says the amount, the date and links to
 * the account page it is about.
 */

/** The outbox kind of each notice, for the mailbox and the tests. */
export const cardNoticeMailKinds: Record<CardNoticeKind | 'autopayFailed', string> = {
  statementReady: 'card-statement-ready',
  paymentDue: 'card-payment-due',
  paymentReceived: 'card-payment-received',
  paymentReturned: 'card-payment-returned',
  autopayScheduled: 'card-autopay-scheduled',
  autopayFailed: 'card-autopay-failed',
};

const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const calendarDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** $1,234.56 */
export function usd(cents: number): string {
  return dollarsAndCents.format(cents / 100);
}

/** A calendar day (YYYY-MM-DD) in words: December 23, 2026. */
export function dayInWords(day: string): string {
  return calendarDay.format(new Date(`${day}T00:00:00.000Z`));
}

export interface Recipient {
  to: string;
  firstName: string;
  publicUrl: string;
}

const cutOff = '11:59 p.m. Eastern time';

function statementUrl(publicUrl: string, statementId: number | null): string {
  if (statementId === null) return `${publicUrl}${sitePaths.accountStatements}`;
  return `${publicUrl}${sitePaths.accountStatement.replace(':statementId', String(statementId))}`;
}

export interface StatementFigures {
  /** Our statement row's id, for its page; null links the statements list. */
  statementId: number | null;
  /** The day the period ended (YYYY-MM-DD, Eastern). */
  periodEndDay: string;
  balanceCents: number;
  minimumDueCents: number;
  dueDate: string;
}

/** The statement is ready: being delivered electronically, this notice is its delivery (required). */
export function statementReadyMail(recipient: Recipient, statement: StatementFigures): OutgoingMail {
  const due = dayInWords(statement.dueDate);
  const owes = statement.balanceCents > 0;
  return {
    to: recipient.to,
    subject: `Your ${PRODUCT.cardName} statement is ready`,
    ...renderMail({
      preheader: `New balance ${usd(statement.balanceCents)}, minimum payment ${usd(statement.minimumDueCents)} due ${due}.`,
      heading: 'Your statement is ready',
      paragraphs: [
        `Dear ${recipient.firstName},`,
        `Your statement for the period ending ${dayInWords(statement.periodEndDay)} is ready to view in your account.`,
        `New balance: ${usd(statement.balanceCents)}. Minimum payment due: ${usd(statement.minimumDueCents)}. Payment due date: ${due}.`,
        owes
          ? `A payment made in the app by ${cutOff} on ${due} counts as received that day.`
          : 'There is nothing to pay on this statement.',
      ],
      action: { label: 'View your statement', url: statementUrl(recipient.publicUrl, statement.statementId) },
      footnote:
        'This notice is how your statement is delivered, as you agreed when you chose electronic statements, so it cannot be turned off.',
    }),
  };
}

/** The minimum is not yet received 5 days before the due date (optional). */
export function paymentDueMail(
  recipient: Recipient,
  due: { minimumDueCents: number; statementBalanceRemainingCents: number; dueDate: string },
): OutgoingMail {
  const day = dayInWords(due.dueDate);
  return {
    to: recipient.to,
    subject: `Your ${PRODUCT.cardName} payment is due ${day}`,
    ...renderMail({
      preheader: `Pay at least ${usd(due.minimumDueCents)} by ${day}.`,
      heading: `Your payment is due ${day}`,
      paragraphs: [
        `Dear ${recipient.firstName},`,
        `We have not yet received your minimum payment. Pay at least ${usd(due.minimumDueCents)} by ${cutOff} on ${day} for it to count on time.`,
        `What is left of your statement balance: ${usd(due.statementBalanceRemainingCents)}. Paying it in full avoids interest on your purchases.`,
      ],
      action: { label: 'Make a payment', url: `${recipient.publicUrl}${sitePaths.accountPay}` },
      footnote: 'You can turn payment reminders off in your account’s notice settings.',
    }),
  };
}

export interface PaymentFigures {
  amountCents: number;
  /** The day it counts as received (YYYY-MM-DD, Eastern). */
  creditDate: string;
  bankMask: string;
}

/** A payment posted (optional). */
export function paymentReceivedMail(recipient: Recipient, payment: PaymentFigures): OutgoingMail {
  return {
    to: recipient.to,
    subject: `We received your ${usd(payment.amountCents)} payment`,
    ...renderMail({
      preheader: `Your payment of ${usd(payment.amountCents)} was credited on ${dayInWords(payment.creditDate)}.`,
      heading: 'We received your payment',
      paragraphs: [
        `Dear ${recipient.firstName},`,
        `Your payment of ${usd(payment.amountCents)} from the account ending ${payment.bankMask} was credited to your card on ${dayInWords(payment.creditDate)}.`,
        'Thank you.',
      ],
      action: { label: 'See your payments', url: `${recipient.publicUrl}${sitePaths.accountPayments}` },
      footnote: 'You can turn payment receipts off in your account’s notice settings.',
    }),
  };
}

/** A payment came back from the bank (required by the Cardholder Agreement). */
export function paymentReturnedMail(
  recipient: Recipient,
  payment: PaymentFigures & { returnedDay: string; reason: string },
): OutgoingMail {
  return {
    to: recipient.to,
    subject: `Your ${usd(payment.amountCents)} payment was returned`,
    ...renderMail({
      preheader: `Your bank returned your payment of ${usd(payment.amountCents)}: ${payment.reason}`,
      heading: 'Your payment was returned',
      paragraphs: [
        `Dear ${recipient.firstName},`,
        `Your bank returned your payment of ${usd(payment.amountCents)} from the account ending ${payment.bankMask}, made for ${dayInWords(payment.creditDate)}. We were told on ${dayInWords(payment.returnedDay)}.`,
        `The bank’s reason: ${payment.reason}`,
        'The payment no longer counts toward your balance, so the amount is owed again and a returned-payment fee may apply under your Cardholder Agreement. Please make the payment again from an account that can pay it.',
      ],
      action: { label: 'Make a payment', url: `${recipient.publicUrl}${sitePaths.accountPay}` },
      footnote: 'We always send this notice: your Cardholder Agreement requires it.',
    }),
  };
}

export interface AutopayFigures {
  amountCents: number;
  /** The day autopay pays (the due date, YYYY-MM-DD). */
  payDay: string;
  bankMask: string;
  /** minimum, statementBalance or fixed. */
  choice: string;
}

const choiceInWords: Record<string, string> = {
  minimum: 'your minimum payment',
  statementBalance: 'your statement balance',
  fixed: 'your fixed amount',
};

/** Autopay scheduled a statement's payment; required when the amount varies (Reg E 1005.10(d)). */
export function autopayScheduledMail(recipient: Recipient, autopay: AutopayFigures): OutgoingMail {
  const day = dayInWords(autopay.payDay);
  return {
    to: recipient.to,
    subject: `Autopay will pay ${usd(autopay.amountCents)} on ${day}`,
    ...renderMail({
      preheader: `Autopay will pay ${usd(autopay.amountCents)} from the account ending ${autopay.bankMask} on ${day}.`,
      heading: `Autopay will pay ${usd(autopay.amountCents)} on ${day}`,
      paragraphs: [
        `Dear ${recipient.firstName},`,
        `Your new statement is ready. Autopay is set to pay ${choiceInWords[autopay.choice] ?? 'your payment'}, so on ${day} we will take ${usd(autopay.amountCents)} from your bank account ending ${autopay.bankMask}.`,
        'If you pay some of it yourself before then, autopay pays only what is still due, and nothing if nothing is.',
        `To stop this payment, turn autopay off or cancel the payment on your Payments page before ${day}. A change to autopay applies from your next statement.`,
      ],
      action: { label: 'See your payments', url: `${recipient.publicUrl}${sitePaths.accountPayments}` },
      footnote:
        autopay.choice === 'fixed'
          ? 'You can turn autopay notices off in your account’s notice settings.'
          : 'We always send this notice when the amount changes from statement to statement.',
    }),
  };
}

/** Autopay could not reach the card's issuer after its tries: the cardholder must pay (required). */
export function autopayFailedMail(recipient: Recipient, autopay: AutopayFigures): OutgoingMail {
  const day = dayInWords(autopay.payDay);
  return {
    to: recipient.to,
    subject: `Autopay could not make your ${usd(autopay.amountCents)} payment`,
    ...renderMail({
      preheader: `Please pay ${usd(autopay.amountCents)} yourself by ${day}.`,
      heading: 'Autopay could not make your payment',
      paragraphs: [
        `Dear ${recipient.firstName},`,
        `Autopay was to pay ${usd(autopay.amountCents)} from your bank account ending ${autopay.bankMask} on ${day}, but the payment could not be sent. Nothing was taken from your bank account.`,
        `Please make the payment yourself in the app by ${cutOff} on ${day} so that it counts on time.`,
      ],
      action: { label: 'Make a payment', url: `${recipient.publicUrl}${sitePaths.accountPay}` },
      footnote: 'Autopay stays on for your next statement.',
    }),
  };
}
