import { describe, expect, it } from 'vitest';
import { ApiError, DataError, NetworkError } from '../../lib/api-errors';
import { contactFailure, contactFailureTexts } from './contact-failure';

describe('contactFailure', () => {
  it.each([
    [
      'the network is down',
      new NetworkError('Network error'),
      { kind: 'message', text: contactFailureTexts.connection },
    ],
    ['an unexpected answer', new DataError([]), { kind: 'message', text: contactFailureTexts.server }],
    [
      'the reCAPTCHA failed',
      new ApiError(200, 'reCAPTCHA match', 'RECAPTCHA_MISMATCH'),
      { kind: 'message', text: contactFailureTexts.recaptcha },
    ],
    [
      'too many messages keep the server words',
      new ApiError(429, 'Too many attempts. Please wait a few minutes and try again.', 'TOO_MANY_REQUESTS'),
      { kind: 'message', text: 'Too many attempts. Please wait a few minutes and try again.' },
    ],
    [
      'a server fault',
      new ApiError(500, 'boom', 'INTERNAL_SERVER_ERROR'),
      { kind: 'message', text: contactFailureTexts.server },
    ],
    [
      'a refused field goes beside it',
      new ApiError(400, 'message: Please write at least 10 characters so we can help', 'BAD_USER_INPUT'),
      { kind: 'field', field: 'message', text: 'Please write at least 10 characters so we can help' },
    ],
    [
      'an unknown field is said above the form',
      new ApiError(400, 'phone: Required', 'BAD_USER_INPUT'),
      { kind: 'message', text: 'phone: Required' },
    ],
  ])('%s', (_case, error, expected) => {
    expect(contactFailure(error)).toEqual(expected);
  });
});
