import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiError } from '../../../lib/api-errors';
import { formatDay } from '../../../lib/dates';
import type { OpsApplication } from '../api/back-office-applications-api';
import { claimOpsCase, releaseOpsCase } from '../api/back-office-cases-api';

/** The server's refusal in its own words (it names who has the case); anything else asks to try again. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.code) return error.message;
  return 'That did not reach the server. Try again.';
}

/**
 * Who is working the case, with Claim and Release (decision 067). A claim
 * stays on a decided case as who worked it; nothing claims or releases it then.
 */
export function CaseClaim({ application, onChanged }: { application: OpsApplication; onChanged: () => unknown }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { assignee, applicationId } = application;
  const open = application.status === 'submitted';
  const action = useMutation({
    mutationFn: (kind: 'claim' | 'release') =>
      kind === 'claim' ? claimOpsCase(applicationId) : releaseOpsCase(applicationId),
    onMutate: () => setFailure(null),
    onError: (error) => {
      setFailure(failureText(error));
      // Someone else's claim or a decision may have landed meanwhile: show the case as it is now.
      void onChanged();
    },
    onSuccess: () => onChanged(),
  });

  const who = assignee ? (assignee.isMe ? 'You are' : `${assignee.email} is`) : null;
  return (
    <div className="ops-case-claim">
      <p className="ops-case-claim__holder" aria-live="polite">
        {assignee
          ? open
            ? `${who} working on this case (since ${formatDay(assignee.claimedAt)}).`
            : `Worked by ${assignee.isMe ? 'you' : assignee.email}.`
          : open
            ? 'Nobody is working on this case.'
            : 'Nobody claimed this case.'}
      </p>
      {open && !assignee ? (
        <button
          type="button"
          className="button button--primary"
          disabled={action.isPending}
          onClick={() => action.mutate('claim')}
        >
          Claim
        </button>
      ) : null}
      {open && assignee?.canRelease ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={action.isPending}
          onClick={() => action.mutate('release')}
        >
          {assignee.isMe ? 'Release' : `Release ${assignee.email}’s claim`}
        </button>
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </div>
  );
}
