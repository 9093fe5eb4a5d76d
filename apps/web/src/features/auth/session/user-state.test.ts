import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../lib/session/session-context';
import { initialUserState, isSessionPending, userReducer, type UserAction, type UserState } from './user-state';

const ada: SessionUser = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'applicant',
  inviteCode: 'ADA123',
  isCardHolder: false,
};

const fetching: UserState = { ...initialUserState, status: 'fetching' };
const loggedIn: UserState = { ...initialUserState, status: 'loggedIn', user: ada };
const recaptchaFailed: UserState = { ...initialUserState, recaptcha: 'fail' };
const failed: UserState = { ...initialUserState, status: 'error', error: 'Incorrect user name or password' };

describe('userReducer (product-rules#user-status: idle, fetching, loggedIn, error, loggedOut)', () => {
  it.each<[string, UserState, UserAction, Partial<UserState>]>([
    ['the start-up check begins: idle to fetching', initialUserState, { type: 'requested' }, { status: 'fetching' }],
    [
      'a sign-in is sent after a failed one: error to fetching',
      failed,
      { type: 'requested' },
      { status: 'fetching', error: null },
    ],
    ['a new attempt clears a refused reCAPTCHA', recaptchaFailed, { type: 'requested' }, { recaptcha: 'idle' }],
    [
      'the session is valid: fetching to loggedIn',
      fetching,
      { type: 'signedIn', user: ada },
      { status: 'loggedIn', user: ada },
    ],
    [
      'sign-in refused: fetching to error, with the message',
      fetching,
      { type: 'failed', message: 'No' },
      { status: 'error', error: 'No', user: null },
    ],
    [
      'product-rules#auth-errors reCAPTCHA match: recaptcha fail, status back to idle',
      fetching,
      { type: 'recaptchaFailed' },
      { status: 'idle', recaptcha: 'fail' },
    ],
    [
      'no session cookie: fetching to loggedOut, silently',
      fetching,
      { type: 'signedOut', reason: 'noSession' },
      { status: 'loggedOut', signOutReason: 'noSession' },
    ],
    [
      'product-rules#session-errors: loggedIn to loggedOut, expired',
      loggedIn,
      { type: 'signedOut', reason: 'expired' },
      { status: 'loggedOut', user: null, signOutReason: 'expired' },
    ],
    [
      'sign out: loggedIn to loggedOut, by the person',
      loggedIn,
      { type: 'signedOut', reason: 'logout' },
      { status: 'loggedOut', user: null, signOutReason: 'logout' },
    ],
    [
      'signing in again forgets why the last session ended',
      { ...initialUserState, status: 'loggedOut', signOutReason: 'expired' },
      { type: 'signedIn', user: ada },
      { status: 'loggedIn', signOutReason: null },
    ],
  ])('%s', (_rule, state, action, expected) => {
    expect(userReducer(state, action)).toMatchObject(expected);
  });

  it('does not change the state it is given', () => {
    const before = structuredClone(loggedIn);
    userReducer(loggedIn, { type: 'signedOut', reason: 'logout' });
    expect(loggedIn).toEqual(before);
  });
});

describe('isSessionPending', () => {
  it.each([
    ['idle', true],
    ['fetching', true],
    ['loggedIn', false],
    ['error', false],
    ['loggedOut', false],
  ] as const)('%s: %s', (status, pending) => {
    expect(isSessionPending({ ...initialUserState, status })).toBe(pending);
  });
});
