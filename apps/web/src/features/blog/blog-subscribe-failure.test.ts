import { describe, expect, it } from 'vitest';
import { ApiError, DataError, NetworkError } from '../../lib/api-errors';
import { blogSubscribeFailure, blogSubscribeFailureTexts } from './blog-subscribe-failure';

/** A refusal as the server sends it: the first problem in the words, every problem in fieldErrors. */
const refused = (field: string, text: string) =>
  new ApiError(400, `${field}: ${text}`, 'BAD_USER_INPUT', [{ field, message: text }]);

describe('blogSubscribeFailure', () => {
  it.each([
    [
      'a refused address goes beside the field',
      refused('email', 'Please enter a valid email address'),
      { kind: 'field', field: 'email', text: 'Please enter a valid email address' },
    ],
    [
      'another refused field is said above the form',
      refused('body', 'Required'),
      { kind: 'message', text: 'body: Required' },
    ],
    [
      'the address named only in the words, not in fieldErrors, is said above the form',
      new ApiError(400, 'email: Required', 'BAD_USER_INPUT'),
      { kind: 'message', text: 'email: Required' },
    ],
    [
      'a rate limit keeps its words',
      new ApiError(429, 'Too many attempts.', 'TOO_MANY_REQUESTS'),
      { kind: 'message', text: 'Too many attempts.' },
    ],
    [
      'a server fault',
      new ApiError(500, 'boom', 'INTERNAL_SERVER_ERROR'),
      { kind: 'message', text: blogSubscribeFailureTexts.server },
    ],
    ['an unexpected answer', new DataError([]), { kind: 'message', text: blogSubscribeFailureTexts.server }],
    [
      'no connection',
      new NetworkError('Network error'),
      { kind: 'message', text: blogSubscribeFailureTexts.connection },
    ],
  ])('%s', (_case, error, expected) => {
    expect(blogSubscribeFailure(error)).toEqual(expected);
  });
});
