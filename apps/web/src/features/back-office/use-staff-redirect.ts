import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { ApiError } from '../../lib/api-errors';

const signedOutCodes: readonly (string | undefined)[] = ['STAFF_SESSION_INVALID', 'UNAUTHENTICATED'];

/** True when a back-office call failed because nobody (or an applicant) is signed in to it. */
export const isSignedOut = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || signedOutCodes.includes(error.code));

/** Sends a page whose call found no staff session to the sign-in. */
export function useStaffRedirect(error: unknown): void {
  const navigate = useNavigate();
  const signedOut = isSignedOut(error);
  useEffect(() => {
    if (signedOut) void navigate(sitePaths.opsSignIn, { replace: true });
  }, [signedOut, navigate]);
}
