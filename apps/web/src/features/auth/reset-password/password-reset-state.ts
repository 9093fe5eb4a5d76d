import type { PasswordResetStatus } from '@waypoint/domain/auth/account-states';

/**
 * product-rules#user-status password-reset status: idle, fetching, valid_hash, invalid_hash,
 * reset_success. `linkChecked` tells the two fetching phases apart (checking
 * the link, then setting the password), so the form stays on screen, with
 * what was typed, while the new password is sent.
 */
export interface PasswordResetState {
  status: PasswordResetStatus;
  linkChecked: boolean;
  /** A failure that says nothing about the link (no connection): the form stays, with this message. */
  message: string | null;
}

export type PasswordResetAction =
  | { type: 'checkLink' }
  | { type: 'linkChecked'; valid: boolean }
  | { type: 'submit' }
  | { type: 'resetSucceeded' }
  | { type: 'failed' }
  | { type: 'interrupted'; message: string }
  /** The server refused the password itself (too common): the form stays, the error goes on its field. */
  | { type: 'passwordRefused' };

export const initialPasswordResetState: PasswordResetState = { status: 'idle', linkChecked: false, message: null };

export function passwordResetReducer(state: PasswordResetState, action: PasswordResetAction): PasswordResetState {
  switch (action.type) {
    case 'checkLink':
      return state.status === 'idle' ? { ...state, status: 'fetching' } : state;
    case 'linkChecked':
      if (state.status !== 'fetching' || state.linkChecked) return state;
      return { ...state, status: action.valid ? 'valid_hash' : 'invalid_hash', linkChecked: true };
    case 'submit':
      return state.status === 'valid_hash' ? { ...state, status: 'fetching', message: null } : state;
    case 'resetSucceeded':
      return state.status === 'fetching' && state.linkChecked ? { ...state, status: 'reset_success' } : state;
    case 'failed':
      // product-rules#auth-errors: a password reset failure is status invalid_hash.
      return state.status === 'fetching' ? { ...state, status: 'invalid_hash', linkChecked: true } : state;
    case 'interrupted':
      if (state.status !== 'fetching') return state;
      return state.linkChecked ? { ...state, status: 'valid_hash', message: action.message } : state;
    case 'passwordRefused':
      // Not a failed reset (product-rules#auth-errors): the link was not used, so it is still valid_hash.
      return state.status === 'fetching' && state.linkChecked ? { ...state, status: 'valid_hash' } : state;
  }
}
