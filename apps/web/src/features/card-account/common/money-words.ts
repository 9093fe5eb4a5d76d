/*
 * Money as the card account's pages say it (docs/product-rules.md#statements):
 * integer cents in, dollars out. A credit to the account (a payment, a refund,
 * a cash back credit) lowers what is owed and is shown with a minus sign on
 * screen and said as "credit" to a screen reader, which would otherwise read
 * the sign as a dash or not at all.
 */

const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.56" from integer cents; a negative figure keeps its sign ("-$5.00"). */
export function formatCents(cents: number): string {
  return dollarsAndCents.format(cents / 100);
}

/** "$25.00" shown as "−$25.00" for a credit; `spoken` is what a screen reader says instead. */
export interface SignedAmount {
  shown: string;
  spoken: string;
}

/** A line's amount: what it added to the balance plainly, what it took off as a credit. */
export function signedAmount(cents: number, isCredit: boolean): SignedAmount {
  const figure = formatCents(Math.abs(cents));
  return isCredit ? { shown: `−${figure}`, spoken: `${figure} credit` } : { shown: figure, spoken: figure };
}

/** A balance: what is owed, or a credit balance when the issuer owes the cardholder (negative). */
export function balanceWords(cents: number): string {
  return cents < 0 ? `${formatCents(-cents)} credit` : formatCents(cents);
}

/** Basis points as an APR: 2499 -> "24.99%". */
export function formatApr(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2)}%`;
}
