import { PRODUCT } from '@waypoint/domain/product';
import type { MyDecision } from './api/my-decision';
import { NoticeDownload } from './notice-download';
import './decision-content.css';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * An approval (decision 033): the limit, the APR, the next steps, and the approval letter to keep (decision 054).
 * Once a card is issued (`cardIssued`) the mailing words go: the card's status tells where it is (decision 078).
 */
export function ApprovedDecision({ decision, cardIssued = false }: { decision: MyDecision; cardIssued?: boolean }) {
  const letter = decision.notices.find((item) => item.downloadUrl !== null);
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
      {cardIssued ? null : (
        <>
          <h3>Next steps</h3>
          <p>
            Your card is mailed to the address on your application; we e-mail you when it is on its way. Activate it
            when it arrives. We also sent these details to your e-mail address.
          </p>
        </>
      )}
      {letter?.downloadUrl ? (
        <NoticeDownload url={letter.downloadUrl} label="Download your approval letter (PDF)" />
      ) : null}
    </>
  );
}

/** A decline (decision 033): the principal reasons in plain words and the adverse action notice to download. */
export function DeclinedDecision({ decision }: { decision: MyDecision }) {
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
      {/* Not every decline used a credit report, so the page promises only what every notice holds (decision 054). */}
      <p>
        Your notice explains the decision and your rights under federal law. We also sent it to your e-mail address.
      </p>
      {notice?.downloadUrl ? <NoticeDownload url={notice.downloadUrl} /> : null}
    </>
  );
}
