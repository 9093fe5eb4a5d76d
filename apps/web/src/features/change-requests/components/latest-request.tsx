import { useEffect, useRef } from 'react';
import { isOpenChangeRequest } from '@waypoint/domain/change-requests/change-request-status';
import type { ChangeRequest } from '../api/change-requests-api';
import { CancelRequest } from './cancel-request';
import { changeRequestStatusWords, kindsInSentence } from './change-request-words';

/** The latest request: what it changes and where it stands; an open one can be cancelled. */
export function LatestRequest({ request }: { request: ChangeRequest }) {
  const status = useRef<HTMLParagraphElement>(null);
  const open = isOpenChangeRequest(request.status);
  const wasOpen = useRef(open);
  // Once the request is cancelled its Cancel button is gone, and focus with it: it lands on the new status.
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (wasOpen.current && !open && focusLost) status.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <div className={`change-requests__latest change-requests__latest--${request.status}`}>
      <h3 className="change-requests__subtitle">Your request to change your {kindsInSentence(request.codes)}</h3>
      <p ref={status} role="status" tabIndex={-1} className="change-requests__status">
        {changeRequestStatusWords(request)}
      </p>
      {open ? <CancelRequest key={request.id} request={request} /> : null}
    </div>
  );
}
