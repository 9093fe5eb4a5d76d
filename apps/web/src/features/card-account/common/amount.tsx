import { signedAmount } from './money-words';

/** A line's amount, a credit shown "−$25.00" and read "$25.00 credit" (money-words.ts). */
export function Amount({ cents, credit }: { cents: number; credit: boolean }) {
  // Nothing credited is "$0.00", not "−$0.00".
  const amount = signedAmount(cents, credit && cents !== 0);
  if (!credit || cents === 0) return <span className="card-amount">{amount.shown}</span>;
  return (
    <span className="card-amount card-amount--credit">
      <span aria-hidden="true">{amount.shown}</span>
      <span className="visually-hidden">{amount.spoken}</span>
    </span>
  );
}
