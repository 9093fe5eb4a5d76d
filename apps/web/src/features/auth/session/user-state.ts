import type { UserStatus } from '@waypoint/domain/auth/account-states';
import type { SessionUser } from '../../../lib/session/session-context';

/** product-rules#auth-errors: a refused reCAPTCHA sets this to fail; the next attempt starts clean. */
export type RecaptchaStatus = 'idle' | 'fail';

/** Why the person is signed out: it decides where a protected page sends them. */
export type SignOutReason = 'noSession' | 'logout' | 'expired' | 'signInAgain';

/** product-rules#user-status, with what each status carries. */
export interface UserState {
  status: UserStatus;
  user: SessionUser | null;
  recaptcha: RecaptchaStatus;
  error: string | null;
  signOutReason: SignOutReason | null;
}

export type UserAction =
  | { type: 'requested' }
  | { type: 'signedIn'; user: SessionUser }
  | { type: 'failed'; message: string }
  | { type: 'recaptchaFailed' }
  | { type: 'signedOut'; reason: SignOutReason };

export const initialUserState: UserState = {
  status: 'idle',
  user: null,
  recaptcha: 'idle',
  error: null,
  signOutReason: null,
};

export function userReducer(state: UserState, action: UserAction): UserState {
  switch (action.type) {
    case 'requested':
      return { ...state, status: 'fetching', recaptcha: 'idle', error: null };
    case 'signedIn':
      return { status: 'loggedIn', user: action.user, recaptcha: 'idle', error: null, signOutReason: null };
    case 'failed':
      return { ...state, status: 'error', user: null, error: action.message };
    case 'recaptchaFailed':
      // product-rules#auth-errors: recaptcha status fail, and the user status returns to idle.
      return { ...state, status: 'idle', recaptcha: 'fail', error: null };
    case 'signedOut':
      return { status: 'loggedOut', user: null, recaptcha: 'idle', error: null, signOutReason: action.reason };
  }
}

/** The first check has not answered yet: a protected page must wait, not redirect. */
export function isSessionPending(state: UserState): boolean {
  return state.status === 'idle' || state.status === 'fetching';
}
