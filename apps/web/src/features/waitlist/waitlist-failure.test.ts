import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-errors';
import { waitlistFailure, waitlistFailureTexts } from './waitlist-failure';

describe('waitlistFailure', () => {
  it.each([
    [
      'a refused address goes beside the e-mail field',
      new ApiError(400, 'email: Required', 'BAD_USER_INPUT', [{ field: 'email', message: 'Required' }]),
      { kind: 'field', field: 'email', text: 'Required' },
    ],
    [
      'a missing consent goes beside the box',
      new ApiError(400, 'consent: Tick', 'BAD_USER_INPUT', [{ field: 'consent', message: 'Tick' }]),
      { kind: 'field', field: 'consent', text: 'Tick' },
    ],
    [
      'a refusal of another field is said above the form in its words',
      new ApiError(400, 'body: Too big', 'BAD_USER_INPUT', [{ field: 'body', message: 'Too big' }]),
      { kind: 'message', text: 'body: Too big' },
    ],
    ['a failed security check asks for it again', new ApiError(400, 'x', 'RECAPTCHA_MISMATCH'), { kind: 'recaptcha' }],
    [
      'too many tries says to wait',
      new ApiError(429, 'x', 'TOO_MANY_REQUESTS'),
      { kind: 'message', text: waitlistFailureTexts.tooMany },
    ],
    [
      'our fault says so',
      new ApiError(500, 'x', 'INTERNAL_SERVER_ERROR'),
      { kind: 'message', text: waitlistFailureTexts.server },
    ],
    [
      'no connection says so',
      new NetworkError('Network error'),
      { kind: 'message', text: waitlistFailureTexts.connection },
    ],
    ['anything else is our fault', new Error('boom'), { kind: 'message', text: waitlistFailureTexts.server }],
  ])('%s', (_rule, error, expected) => {
    expect(waitlistFailure(error)).toEqual(expected);
  });
});
