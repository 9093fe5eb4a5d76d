import { useState } from 'react';
import { FormAlert } from '../../components/form/form-alert';
import { formatDay } from '../../lib/dates';
import { fetchOpsFile, type OpsInformationRequest, type OpsRecommendation } from './api/back-office-applications-api';
import { money } from './back-office-decisions';

function recommendationText(recommendation: OpsRecommendation): string {
  if (recommendation.outcome === 'approve') {
    return recommendation.creditLimit === null
      ? 'Approve'
      : `Approve, limit ${money.format(recommendation.creditLimit)}`;
  }
  return recommendation.outcome === 'decline' ? 'Decline' : recommendation.outcome;
}

/** The reviewers' recommendations (decision 032), oldest first: who, when, what and their note. */
export function OpsRecommendations({ recommendations }: { recommendations: OpsRecommendation[] }) {
  if (recommendations.length === 0) return <p>No one has recommended an outcome yet.</p>;
  return (
    <ul className="ops-staff-work" aria-label="Recommendations">
      {recommendations.map((recommendation) => (
        <li key={recommendation.id} className="ops-panel">
          <p>
            <strong>{recommendationText(recommendation)}</strong>
          </p>
          <p className="ops-muted">
            By {recommendation.staffEmail} on {formatDay(recommendation.createdAt)}
          </p>
          {recommendation.reasonDetails.length > 0 ? (
            <ol aria-label="Reasons, principal first">
              {recommendation.reasonDetails.map((reason) => (
                <li key={reason.code}>{reason.text}</li>
              ))}
            </ol>
          ) : null}
          {recommendation.note ? <p className="ops-note">Note: {recommendation.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}

const letterTitles: Readonly<Record<string, string>> = {
  informationRequest: 'Notice of incompleteness',
  closedIncomplete: 'Letter closing the application',
};

// Long enough for the browser to save the file; the page keeps no copy of it after.
const keepDownloadUrlMs = 60_000;

type Letter = OpsInformationRequest['letters'][number];

/** A kept letter (product-rules#reg-b-clocks), fetched with the staff session header and saved. */
function LetterDownload({ letter }: { letter: Letter }) {
  const [failed, setFailed] = useState(false);
  const title = letterTitles[letter.kind] ?? letter.kind;
  const save = async () => {
    setFailed(false);
    try {
      const url = URL.createObjectURL(await fetchOpsFile(letter.downloadUrl));
      const link = window.document.createElement('a');
      link.href = url;
      link.download = `${letter.kind}-${letter.id}.pdf`;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), keepDownloadUrlMs);
    } catch {
      setFailed(true);
    }
  };
  return (
    <li>
      <button type="button" className="button button--secondary" onClick={() => void save()}>
        {`Download the ${title.toLowerCase()} of ${formatDay(letter.sentAt)} (PDF)`}
      </button>
      {failed ? <FormAlert>The letter could not be downloaded. Try again.</FormAlert> : null}
    </li>
  );
}

/**
 * The latest notice of incompleteness (Reg B 1002.9(c)): what was asked for,
 * by when, what is still missing, the reminders sent, whether the deadline
 * closed the application, and the letters kept (product-rules#reg-b-clocks).
 */
export function OpsInformationRequestSummary({ request }: { request: OpsInformationRequest | null }) {
  if (!request) return <p>No information has been requested.</p>;
  const outstanding = new Set(request.outstandingCodes);
  return (
    <div className="ops-panel" role="region" aria-label="Latest request for information">
      <p>
        Requested by {request.staffEmail} on {formatDay(request.requestedAt)}; the applicant has until{' '}
        <strong>{formatDay(request.deadline)}</strong>.
      </p>
      <ul className="ops-flags ops-flags--stacked" aria-label="Requested items">
        {request.items.map((item) => {
          const missing = outstanding.has(item.code);
          return (
            <li key={item.code} className={missing ? 'ops-flag ops-flag--problem' : 'ops-flag ops-flag--fine'}>
              {missing ? 'Outstanding' : 'Received'}: {item.text}
            </li>
          );
        })}
      </ul>
      {request.note ? <p className="ops-note">Note: {request.note}</p> : null}
      <p>
        {request.remindersSent.length > 0
          ? `Reminders sent: ${request.remindersSent.map((days) => `${days} days before the deadline`).join(', ')}.`
          : 'No reminder sent yet.'}
      </p>
      {request.closedIncompleteAt ? (
        <p>
          <strong>Closed as incomplete</strong> on {formatDay(request.closedIncompleteAt)}: the deadline passed with
          items missing.
        </p>
      ) : null}
      {request.letters.length > 0 ? (
        <ul className="ops-letters" aria-label="Letters kept">
          {request.letters.map((letter) => (
            <LetterDownload key={letter.id} letter={letter} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
