import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { formatDay } from '../../../lib/dates';
import { formatCents } from '../money-words';
import type { CardClosure } from './closing-api';
import { closedPayoutWords, creditReportingWords, forfeitWords } from './closing-words';

/** The closed account (docs/product-rules.md#closing-the-account): when, what is still owed, the cash back. */
export function ClosedAccount({ closure, lastFour }: { closure: CardClosure | null; lastFour: string }) {
  const owed = closure?.balanceOwedCents ?? 0;
  const forfeit = closure ? forfeitWords(closure.cashBackForfeitedCents) : null;
  return (
    <section className="account-card closing-page__closed" aria-labelledby="closing-closed-title">
      <h2 id="closing-closed-title">Your account is closed</h2>
      <p>
        {closure
          ? `You closed it on ${formatDay(closure.closedAt)}. The card ending ${lastFour} no longer works.`
          : `The card ending ${lastFour} no longer works.`}
      </p>
      {owed > 0 ? (
        <p>
          {`You owed ${formatCents(owed)} when it closed. It stays payable on the same terms, and your autopay and scheduled payments stay on until it is paid. `}
          <Link to={sitePaths.accountPay}>Pay your balance</Link>
        </p>
      ) : (
        <p>You owed nothing when it closed.</p>
      )}
      {closure ? <p>{closedPayoutWords(closure)}</p> : null}
      {forfeit ? <p>{forfeit}</p> : null}
      <p className="account-part__note">{creditReportingWords}</p>
      <p>
        <Link to={sitePaths.accountStatements}>See your statements and payments</Link>
      </p>
    </section>
  );
}
