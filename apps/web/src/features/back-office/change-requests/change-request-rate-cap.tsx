import { formatCents } from '@waypoint/domain/card-account/payment-amount';
import { formatDay } from '../../../lib/dates';
import type { OpsChangeRequest } from './api/back-office-change-requests-api';

const rate = (basisPoints: number | null) => (basisPoints === null ? '—' : `${(basisPoints / 100).toFixed(2)}%`);

/** Whether the cap was applied at the issuer, in words. */
function capWords(cap: NonNullable<OpsChangeRequest['scraRateCap']>): string {
  if (!cap.debtPredatesService)
    return 'No cap: the account was opened during service (the SCRA covers only older debts)';
  if (!cap.capApplied)
    return `Asked of the card issuer; not yet confirmed (${rate(cap.cappedAprBps)} from ${formatDay(cap.effectiveFrom ?? '')})`;
  const credited = cap.creditedCents === null ? '' : `, ${formatCents(cap.creditedCents)} credited back`;
  return `Applied: ${rate(cap.cappedAprBps)} from ${formatDay(cap.effectiveFrom ?? '')}${credited}`;
}

/**
 * The SCRA rate cap beside an SCRA request (docs/product-rules.md#scra-rate-cap,
 * decision 088): whether the card account's debt predates service (its
 * opening against the first day of active duty) and whether the cap was
 * applied. Nothing before a card or an approval decided it.
 */
export function ChangeRequestRateCap({ view }: { view: OpsChangeRequest }) {
  const cap = view.scraRateCap;
  if (!cap) {
    return (
      <div className="ops-compare__rate-cap">
        <h4>Rate cap on the card</h4>
        <p className="ops-muted">
          {view.request.status === 'approved'
            ? 'No card account yet: the 6% cap is decided when the card is issued.'
            : 'The 6% rate cap is decided on approval, from the card account’s opening date.'}
        </p>
      </div>
    );
  }
  return (
    <div className="ops-compare__rate-cap">
      <h4>Rate cap on the card</h4>
      <dl className="ops-answers" aria-label="SCRA rate cap">
        <div>
          <dt>Card account opened</dt>
          <dd>{formatDay(cap.accountOpenedOn)}</dd>
        </div>
        <div>
          <dt>Active duty from</dt>
          <dd>{formatDay(cap.activeDutyStartDate)}</dd>
        </div>
        <div>
          <dt>Debt predates service</dt>
          <dd>{cap.debtPredatesService ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>APR before the cap</dt>
          <dd>{rate(cap.aprBeforeBps)}</dd>
        </div>
        <div>
          <dt>6% rate cap</dt>
          <dd>{capWords(cap)}</dd>
        </div>
      </dl>
    </div>
  );
}
