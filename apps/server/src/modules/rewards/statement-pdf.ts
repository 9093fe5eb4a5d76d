import type { PDFFont, PDFPage } from 'pdf-lib';
import { formatCents } from '@waypoint/domain/card-account/payment-amount';
import { creditDateOf } from '@waypoint/domain/card-account/payment-timing';
import { billingRightsSummary } from '@waypoint/domain/card-account/statement-billing-rights';
import {
  balanceSubjectToInterestRateTerm,
  interestBalanceExplanation,
  type InterestBalanceMethod,
} from '@waypoint/domain/card-account/statement-interest-balance';
import {
  latePaymentWarning,
  minimumPaymentWarning,
  repaymentDisclosure,
} from '@waypoint/domain/card-account/statement-repayment';
import type { YearToDateTotals } from '@waypoint/domain/card-account/statement-year-to-date';
import { PRODUCT } from '@waypoint/domain/product';

/*
 * A statement as a PDF (docs/product-rules.md#statements, decision 082), drawn
 * with pdf-lib as the decision notices' letters are (decision 033): real text in
 * a standard font, so it can be selected, searched and read aloud. It prints
 * what Reg Z 1026.7(b) asks of a periodic statement for an open-end account:
 * the period, previous balance, payments, credits, purchases, fees, interest,
 * new balance, the APR with the balance subject to interest rate (b)(4)-(5), the due date and minimum payment with the late payment
 * warning (b)(11), the minimum payment warning and repayment estimate (b)(12),
 * and the transactions; the cycle's cash back; and the billing rights summary
 * with the address for notice of billing errors (1026.7(b)(9), 1026.9(a)(2)(ii)).
 */

/** Card services' number (the Cardholder Agreement's), which also gives credit-counseling information. */
export const cardServicesPhone = '1-800-555-0142';

export interface StatementLine {
  postedAt: Date;
  kind: string;
  description: string;
  amountCents: number;
}

export interface StatementDocument {
  creditor: { name: string; address: string };
  lastFour: string;
  periodStart: Date;
  periodEnd: Date;
  dueDate: string;
  previousBalanceCents: number;
  paymentsCents: number;
  creditsCents: number;
  purchasesCents: number;
  feesCents: number;
  interestCents: number;
  newBalanceCents: number;
  minimumDueCents: number;
  aprBps: number | null;
  /** Reg Z 1026.7(b)(5): null where the issuer did not say. */
  balanceSubjectToInterestCents: number | null;
  interestBalanceMethod: InterestBalanceMethod | null;
  cashBackEarnedCents: number;
  lines: StatementLine[];
  /** Reg Z 1026.7(b)(6)(iii): the calendar year's fees and interest through this statement. */
  yearToDate: YearToDateTotals;
}

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** A YYYY-MM-DD day as "December 14, 2026". */
export const dayText = (day: string) => longDate.format(new Date(`${day}T12:00:00.000Z`));
/** An instant as the Eastern calendar day it falls on (the days payments count on). */
const easternDayText = (at: Date) => dayText(creditDateOf(at));
const aprText = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/** Lowering kinds print with a minus: the line says which way it moved the balance. */
const lowering = new Set(['refund', 'payment', 'credit']);
const kindNames: Record<string, string> = {
  purchase: 'Purchase',
  refund: 'Refund',
  payment: 'Payment',
  payment_return: 'Returned payment',
  credit: 'Credit',
  fee: 'Fee',
  interest: 'Interest charge',
};

/** The charges Reg Z 1026.7(b)(6) groups under their own headings, each with its period total. */
const chargeGroups = new Map([
  ['fee', { heading: 'Fees', unnamed: 'Fee', total: 'Total fees for this period' }],
  [
    'interest',
    { heading: 'Interest charged', unnamed: 'Interest charge on purchases', total: 'Total interest for this period' },
  ],
]);

/** The disclosure's sentences, in the order the statement prints them (tested against the rendered text). */
export function repaymentSentences(newBalanceCents: number, aprBps: number | null): string[] {
  const disclosure = repaymentDisclosure(newBalanceCents, aprBps ?? 0);
  if (!disclosure) return [];
  const sentences = [
    minimumPaymentWarning,
    `If you make no additional charges and each month you pay only the minimum payment, you will pay off the balance shown on this statement in about ${disclosure.minimumPeriodText} and you will end up paying an estimated total of ${formatCents(disclosure.minimumTotalCents)}.`,
  ];
  if (disclosure.thirtySixMonths) {
    const { monthlyPaymentCents, totalCents, savingsCents } = disclosure.thirtySixMonths;
    sentences.push(
      `If you pay ${formatCents(monthlyPaymentCents)} each month, you will pay off the balance shown on this statement in about 3 years and you will end up paying an estimated total of ${formatCents(totalCents)} (savings of ${formatCents(savingsCents)}).`,
    );
  }
  sentences.push(`If you would like information about credit counseling services, call ${cardServicesPhone}.`);
  return sentences;
}

export async function renderStatementPdf(statement: StatementDocument): Promise<Uint8Array> {
  // Loaded here, not at start: only this route draws statements (decision 048's reason).
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const title = `${PRODUCT.cardName} statement`;
  document.setTitle(title, { showInWindowTitleBar: true });
  document.setAuthor(statement.creditor.name);
  document.setLanguage('en-US');
  document.setProducer('pdf-lib');
  document.setCreator(statement.creditor.name);
  // The statement's own close as its date, so the same statement always renders the same bytes.
  document.setCreationDate(statement.periodEnd);
  document.setModificationDate(statement.periodEnd);

  const width = 612;
  const height = 792;
  const margin = 54;
  let page: PDFPage = document.addPage([width, height]);
  let y = height - margin;
  const printable = (font: PDFFont, text: string) => {
    const supported = new Set(font.getCharacterSet());
    return [...text.normalize('NFC')].map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
  };
  const wrap = (font: PDFFont, size: number, text: string, room: number) => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > room) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
    return lines;
  };
  const ensureRoom = (size: number) => {
    if (y - size < margin) {
      page = document.addPage([width, height]);
      y = height - margin;
    }
  };
  const write = (text: string, options: { font?: PDFFont; size?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    for (const line of wrap(font, size, printable(font, text), width - 2 * margin)) {
      ensureRoom(size);
      page.drawText(line, { x: margin, y: y - size, size, font });
      y -= size + 4;
    }
  };
  /** A label and its amount on one line, the amount right-aligned. */
  const row = (label: string, value: string, font: PDFFont = regular) => {
    const size = 10;
    ensureRoom(size);
    const valueWidth = font.widthOfTextAtSize(value, size);
    // A long description is cut short of the amount rather than written over it.
    const room = width - 2 * margin - valueWidth - 12;
    let text = printable(font, label);
    if (font.widthOfTextAtSize(text, size) > room) {
      while (text.length > 1 && font.widthOfTextAtSize(`${text}...`, size) > room) text = text.slice(0, -1);
      text = `${text}...`;
    }
    page.drawText(text, { x: margin, y: y - size, size, font });
    page.drawText(value, { x: width - margin - valueWidth, y: y - size, size, font });
    y -= size + 4;
  };
  const gap = () => {
    y -= 8;
  };

  write(statement.creditor.name, { font: bold });
  write(statement.creditor.address);
  gap();
  write(title, { font: bold, size: 14 });
  write(`Account ending in ${statement.lastFour}`);
  write(`Statement period: ${easternDayText(statement.periodStart)} to ${easternDayText(statement.periodEnd)}`);
  gap();

  write('Payment information', { font: bold, size: 12 });
  row('New balance', formatCents(statement.newBalanceCents), bold);
  row('Minimum payment due', formatCents(statement.minimumDueCents), bold);
  row('Payment due date', dayText(statement.dueDate), bold);
  write(latePaymentWarning);
  gap();
  for (const sentence of repaymentSentences(statement.newBalanceCents, statement.aprBps)) write(sentence);
  gap();

  write('Account summary', { font: bold, size: 12 });
  row('Previous balance', formatCents(statement.previousBalanceCents));
  row('Payments', `-${formatCents(statement.paymentsCents)}`);
  row('Other credits', `-${formatCents(statement.creditsCents)}`);
  row('Purchases', `+${formatCents(statement.purchasesCents)}`);
  row('Fees charged', `+${formatCents(statement.feesCents)}`);
  row('Interest charged', `+${formatCents(statement.interestCents)}`);
  row('New balance', formatCents(statement.newBalanceCents), bold);
  gap();

  // Reg Z 1026.7(b)(4) and (b)(5), in the order of Appendix G's sample G-18(A): the type of
  // balance, its APR, the balance subject to interest rate and the interest charged on it.
  write('Interest charge calculation', { font: bold, size: 12 });
  write('Your annual percentage rate (APR) is the annual interest rate on your account.');
  write('Type of balance: Purchases');
  row('Annual percentage rate (APR)', statement.aprBps === null ? 'Not stated' : `${aprText(statement.aprBps)} (v)`);
  row(
    balanceSubjectToInterestRateTerm,
    statement.balanceSubjectToInterestCents === null
      ? 'Not stated'
      : formatCents(statement.balanceSubjectToInterestCents),
  );
  row('Interest charge', formatCents(statement.interestCents));
  write(interestBalanceExplanation(statement.interestBalanceMethod));
  write('(v) = variable rate. Interest is charged as the Cardholder Agreement describes.');
  gap();

  // Reg Z 1026.7(b)(6): fees and interest charges grouped apart from the other transactions, each
  // itemized with its total for the period, then the calendar year's totals.
  write('Transactions', { font: bold, size: 12 });
  const activity = statement.lines.filter((line) => !chargeGroups.has(line.kind));
  if (activity.length === 0) write('No transactions this period.');
  for (const line of activity) {
    const sign = lowering.has(line.kind) ? '-' : '';
    const what = line.description
      ? `${kindNames[line.kind] ?? line.kind}: ${line.description}`
      : (kindNames[line.kind] ?? line.kind);
    row(`${easternDayText(line.postedAt)}  ${what}`, `${sign}${formatCents(line.amountCents)}`);
  }
  gap();
  for (const [kind, group] of chargeGroups) {
    write(group.heading, { font: bold, size: 12 });
    for (const line of statement.lines.filter((candidate) => candidate.kind === kind)) {
      row(`${easternDayText(line.postedAt)}  ${line.description || group.unnamed}`, formatCents(line.amountCents));
    }
    row(group.total, formatCents(kind === 'fee' ? statement.feesCents : statement.interestCents), bold);
    gap();
  }
  const { year, feesCents, interestCents } = statement.yearToDate;
  write(`${year} totals year-to-date`, { font: bold, size: 12 });
  row(`Total fees charged in ${year}`, formatCents(feesCents));
  row(`Total interest charged in ${year}`, formatCents(interestCents));
  gap();

  write('Cash back', { font: bold, size: 12 });
  row('Cash back earned this period', formatCents(statement.cashBackEarnedCents));
  gap();

  // Reg Z 1026.9(a)(2)(ii) and 1026.7(b)(9): the billing rights summary, with the address for billing errors.
  for (const block of billingRightsSummary(statement.creditor)) {
    if (block.kind === 'heading') write(block.text, { font: bold, size: 11 });
    else if (block.kind === 'item') write(`• ${block.text}`);
    else if (block.kind === 'paragraph') write(block.text);
    else for (const line of block.lines) write(line, { font: bold });
  }
  return document.save({ useObjectStreams: false });
}
