import { describe, expect, it } from 'vitest';
import { ApiError, DataError, NetworkError } from '../../../lib/api-errors';
import { SaveCanceledError, SaveWaitTimeoutError } from './save-queue';
import { loadFailureAction, saveFailureAction } from './wizard-failures';

const sessionInvalid = new ApiError(
  401,
  'APPLICATION_SESSION_INVALID: please sign in again.',
  'APPLICATION_SESSION_INVALID',
);

describe('save failures (product-rules#save-errors)', () => {
  it.each([
    ['APPLICATION_SESSION_INVALID re-checks the session', sessionInvalid, 'recheckSession'],
    [
      'the code in the text alone is enough',
      new ApiError(400, 'APPLICATION_SESSION_INVALID', undefined),
      'recheckSession',
    ],
    ['a conflict reverts and notifies', new ApiError(409, 'changed', 'APPLICATION_CONFLICT'), 'revertAndNotify'],
    ['a refused step reverts and notifies', new ApiError(400, 'no', 'STEP_NOT_ALLOWED'), 'revertAndNotify'],
    ['a server fault reverts and notifies', new ApiError(500, 'Internal', 'INTERNAL_SERVER_ERROR'), 'revertAndNotify'],
    ['a network failure reverts and notifies', new NetworkError('Network error'), 'revertAndNotify'],
    ['an unexpected answer reverts and notifies', new DataError([]), 'revertAndNotify'],
    ['a save that waited too long reverts and notifies', new SaveWaitTimeoutError(), 'revertAndNotify'],
    ['a save dropped behind a failure does nothing more', new SaveCanceledError(), 'none'],
  ])('%s', (_rule, error, action) => {
    expect(saveFailureAction(error)).toBe(action);
  });
});

describe('load failures (product-rules#application-load-errors)', () => {
  it.each([
    ['401 expires the session', new ApiError(401, 'x', undefined), false, 'expireSession'],
    ['APPLICATION_SESSION_INVALID expires the session', sessionInvalid, true, 'expireSession'],
    ['a first failure retries', new NetworkError('Network error'), false, 'retry'],
    ['a server fault retries', new ApiError(500, 'x', undefined), false, 'retry'],
    [
      'a failure while already in error resets and goes to sign-in',
      new NetworkError('Network error'),
      true,
      'resetToSignIn',
    ],
  ])('%s', (_rule, error, alreadyInError, action) => {
    expect(loadFailureAction(error, alreadyInError)).toBe(action);
  });
});
