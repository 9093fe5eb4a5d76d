import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-errors';
import { partnerFailure, partnerFailureTexts } from './partner-failure';

const fields = ['email', 'emails', 'partnerName'] as const;

describe('partner form failures', () => {
  it.each([
    [
      'a refused field goes beside it',
      new ApiError(400, 'email: Required', 'BAD_USER_INPUT'),
      { kind: 'field', field: 'email', text: 'Required' },
    ],
    [
      'one address of a list goes beside the list',
      new ApiError(400, 'emails.2: Too long', 'BAD_USER_INPUT'),
      { kind: 'field', field: 'emails', text: 'Too long' },
    ],
    [
      'an unknown field is said above the form',
      new ApiError(400, 'body: Required', 'BAD_USER_INPUT'),
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
