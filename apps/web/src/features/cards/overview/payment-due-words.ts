import { formatDay } from '../../../lib/dates';
import type { CardOverviewDue } from '../api/card-overview';
import { formatCents } from '../money-words';

type PaymentOptions = NonNullable<CardOverviewDue['myPaymentOptions']>;
type Autopay = NonNullable<CardOverviewDue['myAutopay']>;

/** The minimum payment in words (docs/product-rules.md#card-payments): due, paid, or no statement yet. */
export function minimumDueWords(options: PaymentOptions): { figure: string; note: string } {
  if (options.dueDate === null) {
    return { figure: 'No statement yet', note: 'Your first statement comes at the end of your first billing cycle.' };
  }
  if (options.minimumDueCents <= 0) {
    return { figure: 'Paid', note: `Nothing more is due for the statement due ${formatDay(options.dueDate)}.` };
  }
  return {
    figure: formatCents(options.minimumDueCents),
    note: `Due ${formatDay(options.dueDate)}, by 11:59 p.m. Eastern.`,
  };
}

const autopayAmounts: Record<string, string> = {
  minimum: 'the minimum payment',
  statementBalance: 'the statement balance',
};

/** Autopay in one line (docs/product-rules.md#autopay): off, or what it pays and when next. */
export function autopayWords(autopay: Autopay | null): string {
  if (!autopay) return 'Autopay is off.';
  const amount =
    autopay.amountChoice === 'fixed' && autopay.fixedAmountCents !== null && autopay.fixedAmountCents !== undefined
      ? formatCents(autopay.fixedAmountCents)
      : (autopayAmounts[autopay.amountChoice] ?? 'a payment');
  const when = autopay.nextPaymentDate ? `, next on ${formatDay(autopay.nextPaymentDate)}` : ' on each due date';
  return `Autopay is on: it pays ${amount}${when}.`;
}
