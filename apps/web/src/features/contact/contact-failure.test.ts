import { describe, expect, it } from 'vitest';
import { ApiError, DataError, NetworkError } from '../../lib/api-errors';
import { contactFailure, contactFailureTexts } from './contact-failure';

/** A refusal as the server sends it: the first problem in the words, every problem in fieldErrors. */
const refused = (field: string, text: string) =>
  new ApiError(400, `${field}: ${text}`, 'BAD_USER_INPUT', [{ field, message: text }]);

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
      refused('message', 'Please write at least 10 characters so we can help'),
      { kind: 'field', field: 'message', text: 'Please write at least 10 characters so we can help' },
    ],
    [
      'an unknown field is said above the form',
      refused('phone', 'Required'),
      { kind: 'message', text: 'phone: Required' },
    ],
    [
      'a field named only in the words, not in fieldErrors, is said above the form',
      new ApiError(400, 'email: Required', 'BAD_USER_INPUT'),
      { kind: 'message', text: 'email: Required' },
    ],
    [
      "'reCAPTCHA match' without its code is said as it is",
      new ApiError(400, 'reCAPTCHA match', 'BAD_REQUEST'),
      { kind: 'message', text: 'reCAPTCHA match' },
    ],
  ])('%s', (_case, error, expected) => {
    expect(contactFailure(error)).toEqual(expected);
  });
});
