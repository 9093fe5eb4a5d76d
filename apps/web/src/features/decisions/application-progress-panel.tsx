import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PRODUCT } from '@waypoint/domain/product';
import { formatDay } from '../../lib/dates';
import {
  myApplicationProgressKey,
  useMyApplicationProgress,
  type MyApplicationProgress,
} from './api/my-application-progress';
import { useMyDecision } from './api/my-decision';
import { ApprovedDecision, DeclinedDecision } from './decision-content';
import { ClosedIncomplete, InformationRequest, type RequestedUpload } from './information-request';
import { ProgressSteps } from './progress-steps';
import './application-progress.css';

export type { RequestedUpload } from './information-request';
// The account page mounts the earlier applications' letters beside the panel, from the same lazy part.
export { EarlierLetters } from './earlier-letters';

/** The stage in one line while the application is open; a final decision has its own headline (decision-content.tsx). */
const stageLine: Record<'submitted' | 'inReview' | 'informationRequested', string> = {
  submitted: 'We have your application.',
  inReview: 'We are reviewing your application.',
  informationRequested: 'We need a little more information.',
};

function StageBody({
  progress,
  upload,
  cardIssued,
}: {
  progress: MyApplicationProgress;
  upload: RequestedUpload | null;
  cardIssued: boolean;
}) {
  const queryClient = useQueryClient();
  const { data: decision } = useMyDecision();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: myApplicationProgressKey });
  switch (progress.stage) {
    case 'submitted':
      return (
        <p>
          {progress.submittedAt ? `You sent it on ${formatDay(progress.submittedAt)}. ` : null}
          {/* product-rules#reg-b-clocks: the 30 days staff see on the back office's Reg B clock. */}
          We e-mail you our decision within 30 days of receiving your complete application.
        </p>
      );
    case 'inReview':
      return (
        <p>
          There is nothing you need to do now. We e-mail you our decision within 30 days of receiving your complete
          application.
        </p>
      );
    case 'informationRequested':
      return progress.informationRequest ? (
        <InformationRequest
          applicationId={progress.applicationId}
          request={progress.informationRequest}
          upload={upload}
          onUploaded={refresh}
        />
      ) : null;
    case 'approved':
      return decision?.outcome === 'approved' ? (
        <ApprovedDecision decision={decision} cardIssued={cardIssued} />
      ) : (
        <>
          <p className="decision-panel__headline decision-panel__headline--approved">
            {`Your ${PRODUCT.cardName} is approved.`}
          </p>
          <p>Your letter with your credit limit is on its way by e-mail and appears here shortly.</p>
        </>
      );
    case 'declined':
      // When a new application may start is the account summary's, beside its "Start a new application".
      return decision?.outcome === 'declined' ? (
        <DeclinedDecision decision={decision} />
      ) : (
        <>
          <p className="decision-panel__headline decision-panel__headline--declined">
            We are unable to approve your application.
          </p>
          <p>Your letter explaining why is on its way by e-mail and appears here shortly.</p>
        </>
      );
    case 'closedIncomplete':
      return <ClosedIncomplete request={progress.informationRequest} />;
  }
}

/**
 * The one place an applicant follows their application after submit, on
 * `/account` and the Completed screen (decision 032): the step it is at,
 * then what it means: a request for information with an upload for each
 * item, or the final decision (decision 033). Nothing before submit.
 * `upload`: the wizard's document upload, composed in by the route table.
 * `approvedNotice`: shown under an approval only; on `/account`, the card
 * feature's notice that the card waits for a verified phone (decision 074).
 * `cardIssued`: a card exists, so the approval's "your card is mailed" words
 * are left to the card's own status on the account overview (decision 078).
 */
export function ApplicationProgressPanel({
  upload = null,
  approvedNotice = null,
  cardIssued = false,
}: {
  upload?: RequestedUpload | null;
  approvedNotice?: ReactNode;
  cardIssued?: boolean;
}) {
  const { data: progress } = useMyApplicationProgress();
  if (!progress) return null;
  const { stage } = progress;
  const decided = stage === 'approved' || stage === 'declined' || stage === 'closedIncomplete';
  return (
    <section className="account-card progress-panel" aria-labelledby="progress-panel-title">
      <h2 id="progress-panel-title">Your application</h2>
      <ProgressSteps stage={stage} />
      {decided ? (
        <>
          <div role="status">
            <StageBody progress={progress} upload={upload} cardIssued={cardIssued} />
          </div>
          {stage === 'approved' ? approvedNotice : null}
        </>
      ) : (
        <>
          <p className="progress-panel__stage" role="status">
            {stageLine[stage]}
          </p>
          <StageBody progress={progress} upload={upload} cardIssued={cardIssued} />
        </>
      )}
    </section>
  );
}
