import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-errors';
import { partnerFailure, partnerFailureTexts } from './partner-failure';

const fields = ['email', 'emails', 'partnerName'] as const;

/** A refusal as the server sends it: the first problem in the words, every problem in fieldErrors. */
const refused = (field: string, text: string) =>
  new ApiError(400, `${field}: ${text}`, 'BAD_USER_INPUT', [{ field, message: text }]);

describe('partner form failures', () => {
  it.each([
    [
      'a refused field goes beside it',
      refused('email', 'Required'),
      { kind: 'field', field: 'email', text: 'Required' },
    ],
    [
      'one address of a list goes beside the list',
      refused('emails.2', 'Too long'),
      { kind: 'field', field: 'emails', text: 'Too long' },
    ],
    [
      'an unknown field is said above the form',
      refused('body', 'Required'),
      { kind: 'message', text: 'body: Required' },
    ],
    [
      'a deeper path than a list item is said above the form',
      refused('emails.2.domain', 'Too long'),
      { kind: 'message', text: 'emails.2.domain: Too long' },
    ],
    [
      'a field named only in the words, not in fieldErrors, is said above the form',
      new ApiError(400, 'email: Required', 'BAD_USER_INPUT'),
      { kind: 'message', text: 'email: Required' },
    ],
    [
      'the first refused field decides, as the words do',
      new ApiError(400, 'body: Required', 'BAD_USER_INPUT', [
        { field: 'body', message: 'Required' },
        { field: 'email', message: 'Required' },
      ]),
      { kind: 'message', text: 'body: Required' },
    ],
    [
      'a rate limit is said as it is',
      new ApiError(429, 'Too many attempts.', 'TOO_MANY_REQUESTS'),
      { kind: 'message', text: 'Too many attempts.' },
    ],
    [
      'a server fault',
      new ApiError(500, 'boom', 'INTERNAL_SERVER_ERROR'),
      { kind: 'message', text: partnerFailureTexts.server },
    ],
    ['no connection', new NetworkError('Network error'), { kind: 'message', text: partnerFailureTexts.connection }],
  ])('%s', (_case, error, expected) => {
    expect(partnerFailure(error, fields)).toEqual(expected);
  });
});
