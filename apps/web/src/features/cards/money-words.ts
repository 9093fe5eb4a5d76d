const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$12.34" from integer cents. */
export function formatCents(cents: number): string {
  return dollarsAndCents.format(cents / 100);
}

/** Basis points as a percentage: 300 -> "3%", 150 -> "1.5%", 2499 -> "24.99%". */
export function formatRate(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}
