import { Link } from 'react-router';
import { cashBackRules } from '@waypoint/domain/constants';
import type { CashBackEstimate, CashBackEstimateInput } from '@waypoint/domain/rewards/cash-back-estimate';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { formatRateBasisPoints, formatUsdCents } from './usd-format';

export interface CashBackEstimateSummaryProps {
  input: CashBackEstimateInput;
  estimate: CashBackEstimate;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function referralNote({ activatedReferrals }: CashBackEstimateInput, { referralsAboveCap }: CashBackEstimate): string {
  const toMax = cashBackRules.referralsToReachMax - activatedReferrals;
  const maxRate = formatRateBasisPoints(cashBackRules.maxRateBasisPoints);
  if (toMax > 0)
    return `${plural(toMax, 'more activated referral', 'more activated referrals')} would reach ${maxRate}.`;
  if (referralsAboveCap > 0) {
    return `You’ve reached the ${maxRate} cap: ${plural(referralsAboveCap, 'referral beyond', 'referrals beyond')} the fifth add nothing more.`;
  }
  return `You’ve reached the ${maxRate} cap.`;
}

function redemptionNote({ canRedeem, paymentsUntilRedemption }: CashBackEstimate): string {
  const needed = cashBackRules.onTimePaymentsBeforeRedemption;
  if (canRedeem) return `You can redeem your cash back: you’ve made at least ${needed} on-time payments.`;
  return `You can redeem cash back after ${needed} on-time payments; ${paymentsUntilRedemption} to go.`;
}

/** The calculator's answer, for valid input: the three figures, then what limits them. */
export function CashBackEstimateSummary({ input, estimate }: CashBackEstimateSummaryProps) {
  const creditLimit = formatUsdCents(input.creditLimitDollars * 100);
  return (
    <>
      <dl className="cash-back-estimate__figures">
        <div className="cash-back-estimate__figure">
          <dt>Your cash-back rate</dt>
          <dd>{formatRateBasisPoints(estimate.rateBasisPoints)}</dd>
        </div>
        <div className="cash-back-estimate__figure">
          <dt>Cash back per billing cycle</dt>
          <dd>{formatUsdCents(estimate.cycleCashBackCents)}</dd>
        </div>
        <div className="cash-back-estimate__figure">
          <dt>Over 12 months</dt>
          <dd>{formatUsdCents(estimate.yearCashBackCents)}</dd>
        </div>
      </dl>
      <ul className="cash-back-estimate__notes">
        <li>{referralNote(input, estimate)}</li>
        {estimate.spendAboveLimitCents > 0 ? (
          <li className="cash-back-estimate__note--warning">
            Spending above your {creditLimit} credit limit doesn’t earn cash back:{' '}
            {formatUsdCents(estimate.spendAboveLimitCents)} earns nothing this cycle.
          </li>
        ) : null}
        <li className={estimate.canRedeem ? 'cash-back-estimate__note--ready' : undefined}>
          {redemptionNote(estimate)}
        </li>
      </ul>
      <p className="cash-back-estimate__fine-print">
        The 12-month figure assumes the same spending every month and that your referral boosts last the whole year. An
        estimate, not an offer: see the <Link to={sitePaths.rewardsTerms}>Rewards Terms and Conditions</Link>.
      </p>
    </>
  );
}
