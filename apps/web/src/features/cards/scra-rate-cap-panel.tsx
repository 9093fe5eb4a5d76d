import { formatCents } from '@waypoint/domain/card-account/payment-amount';
import { longDayOf, scraCapSentence, scraNoCapSentence } from '@waypoint/domain/card-account/scra-rate-cap';
import { AccountPart, partLoadOf } from '../../components/account/account-part';
import { useScraRateCap, type ScraRateCap } from './api/scra-rate-cap';

/** What the cap means for the cardholder, by its status (docs/product-rules.md#scra-rate-cap). */
function CapWords({ cap }: { cap: ScraRateCap }) {
  if (cap.status === 'notEligible') return <p>{scraNoCapSentence(cap)}</p>;
  if (cap.cappedAprBps === null || cap.effectiveFrom === null) return null;
  const capped = { cappedAprBps: cap.cappedAprBps, effectiveFrom: cap.effectiveFrom };
  if (cap.status !== 'applied') {
    return (
      <p>
        {`We have recorded your active duty from ${longDayOf(cap.activeDutyStartDate)}. Your APR is being capped at 6% from that day under the Servicemembers Civil Relief Act; we e-mail you when our card partner has applied it.`}
      </p>
    );
  }
  return (
    <>
      <p className="scra-rate-cap__headline">
        <strong>{scraCapSentence(capped)}</strong>
      </p>
      <p>
        {cap.creditedCents !== null && cap.creditedCents > 0
          ? `Interest and fees above 6% charged since ${longDayOf(cap.effectiveFrom)} are forgiven: we credited ${formatCents(cap.creditedCents)} to your account.`
          : `Nothing above 6% was charged since ${longDayOf(cap.effectiveFrom)}.`}{' '}
        No fees are charged while the cap applies. It lasts for your period of military service.
      </p>
    </>
  );
}

/**
 * The SCRA's 6% cap on `/account/card` (decision 088), once a servicemember
 * request was approved: applied, on its way, or why the account has none.
 * Nothing for anyone else; it loads and fails on its own (AccountPart).
 */
export function ScraRateCapPanel() {
  const query = useScraRateCap();
  // Nothing while the first answer is on its way: most members have no cap, so nothing flashes for them.
  if (query.data === null || query.status === 'pending') return null;
  return (
    <AccountPart
      id="account-scra"
      title="Servicemembers Civil Relief Act"
      load={partLoadOf([query])}
      failureText="We could not load your SCRA rate cap."
    >
      {() => (query.data ? <CapWords cap={query.data} /> : null)}
    </AccountPart>
  );
}
