import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../components/form/form-alert';
import { ApiError } from '../../lib/api-errors';
import { staffSignOut } from './api/staff-api';
import { OpsNav } from './back-office-nav';
import { OpsQueuePage } from './back-office-queue-page';
import { currentStaffKey, useCurrentStaff } from './use-current-staff';

/** The signed-in back office's home: who is signed in, with which role, the way out, and the queue. */
export function OpsHomePage() {
  const staff = useCurrentStaff();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (staff.isPending) return <p className="ops-card">Checking your back-office session…</p>;
  if (staff.isError) return <Navigate to={sitePaths.opsSignIn} replace />;

  const signOut = async () => {
    if (signingOut) return;
    setSigningOut(true);
    setFailure(null);
    try {
      await staffSignOut();
    } catch (error) {
      // A session that already ended is signed out all the same; any other failure leaves it open on the server.
      if (!(error instanceof ApiError && error.code === 'STAFF_SESSION_INVALID')) {
        setFailure('Signing out did not reach the server. Try again.');
        setSigningOut(false);
        return;
      }
    }
    queryClient.removeQueries({ queryKey: currentStaffKey });
    setSigningOut(false);
    await navigate(sitePaths.opsSignIn, { replace: true });
  };

  return (
    <div className="ops-page">
      <title>Back office</title>
      <OpsNav />
      <div className="ops-page__head">
        <div>
          <h1>Back office</h1>
          <p>
            Signed in as <strong>{staff.data.email}</strong>, role <strong>{staff.data.role}</strong>.
          </p>
          <p className="ops-muted">
            The session ends after 10 minutes without activity, and after 8 hours in any case.
          </p>
        </div>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={signingOut || undefined}
          onClick={() => void signOut()}
        >
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <OpsQueuePage />
    </div>
  );
}
