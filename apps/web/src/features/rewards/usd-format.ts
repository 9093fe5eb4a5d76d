const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$3,000" for whole dollars, "$12.34" otherwise: cents are shown only when there are some. */
export function formatUsdCents(cents: number): string {
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : dollarsAndCents.format(cents / 100);
}

/** Basis points as a percentage: 600 -> "6%". */
export function formatRateBasisPoints(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}
