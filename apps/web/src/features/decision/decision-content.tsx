import { PRODUCT } from '@waypoint/domain/product';
import { useMyDecision, type MyDecision } from './api/my-decision';
import './decision-panel.css';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function Approved({ decision }: { decision: MyDecision }) {
  return (
    <>
      <p className="decision-panel__headline decision-panel__headline--approved">
        {`Your ${PRODUCT.cardName} is approved.`}
      </p>
      <dl className="decision-panel__terms">
        {decision.creditLimit !== null ? (
          <div>
            <dt>Credit limit</dt>
            <dd>{dollars.format(decision.creditLimit)}</dd>
          </div>
        ) : null}
        {decision.aprPercent !== null ? (
          <div>
            <dt>Purchase APR</dt>
            <dd>{`${decision.aprPercent.toFixed(2)}%`}</dd>
          </div>
        ) : null}
      </dl>
      <h3>Next steps</h3>
      <p>
        Your card is mailed to the address on your application and arrives in 7 to 10 business days. Activate it when it
        arrives. We also sent these details to your e-mail address.
      </p>
    </>
  );
}

function Declined({ decision }: { decision: MyDecision }) {
  const notice = decision.notices.find((item) => item.downloadUrl !== null);
  return (
    <>
      <p className="decision-panel__headline decision-panel__headline--declined">
        We are unable to approve your application.
      </p>
      {decision.reasons.length > 0 ? (
        <>
          <h3>Why</h3>
          <ul>
            {decision.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        Your notice explains the decision and your rights, including how to get a free copy of your credit report. We
        also sent it to your e-mail address.
      </p>
      {notice?.downloadUrl ? (
        <p>
          <a className="button button--secondary" href={notice.downloadUrl} download>
            Download your notice (PDF)
          </a>
        </p>
      ) : null}
    </>
  );
}

/**
 * The final decision on the account page (decision 033): an approval with
 * its limit and next steps, or a decline with its reasons and the notice to
 * download. Nothing before a final decision's notice is sent: the policy's
 * suggestion alone is for staff.
 */
export function DecisionPanel() {
  const { data: decision } = useMyDecision();
  if (!decision) return null;
  return (
    <section className="account-card decision-panel" aria-labelledby="decision-title">
      <h2 id="decision-title">Your application decision</h2>
      <div role="status">
        {decision.outcome === 'approved' ? <Approved decision={decision} /> : <Declined decision={decision} />}
      </div>
    </section>
  );
}
