import type { IdentityResponse } from './api/get-identity';

/** product-rules#identity-check-status: idle, fetching, success (storing the response) or error; reset goes back to idle. */
export type IdentityCheckState =
  | { status: 'idle' }
  | { status: 'fetching'; response: IdentityResponse | null }
  | { status: 'success'; response: IdentityResponse }
  | { status: 'error'; error: string; response: IdentityResponse | null };

export type IdentityCheckAction =
  | { type: 'fetch' }
  | { type: 'succeed'; response: IdentityResponse }
  | { type: 'fail'; error: string }
  | { type: 'reset' };

export const idleIdentityCheck: IdentityCheckState = { status: 'idle' };

function lastResponse(state: IdentityCheckState): IdentityResponse | null {
  return state.status === 'idle' ? null : state.response;
}

/** The last response is kept while fetching or after an error, so the screen can still show its questions. */
export function identityCheckReducer(state: IdentityCheckState, action: IdentityCheckAction): IdentityCheckState {
  switch (action.type) {
    case 'fetch':
      return { status: 'fetching', response: lastResponse(state) };
    case 'succeed':
      return { status: 'success', response: action.response };
    case 'fail':
      return { status: 'error', error: action.error, response: lastResponse(state) };
    case 'reset':
      return idleIdentityCheck;
  }
}

/** Results after which nothing more is asked in this transaction. */
export function isFinalResult(result: string): boolean {
  return result === 'passed' || result === 'failed' || result === 'timeout';
}
