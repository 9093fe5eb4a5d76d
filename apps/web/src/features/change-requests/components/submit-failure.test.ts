import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import { submitFailure, submitFailureTexts, type SubmitFailure } from './submit-failure';

const formFields = ['street', 'street2', 'city', 'state', 'zip'];
const badInput = (fieldErrors: { field: string; message: string }[], message = 'Please correct the fields shown.') =>
  new ApiError(400, message, 'BAD_USER_INPUT', fieldErrors);

describe('a refused submit: each problem beside its place, the rest above the form', () => {
  it.each<[string, unknown, SubmitFailure]>([
    [
      'fields and a document group',
      badInput([
        { field: 'zip', message: 'Invalid ZIP' },
        { field: 'proofOfAddress', message: 'Add a file' },
      ]),
      {
        fieldErrors: [{ field: 'zip', message: 'Invalid ZIP' }],
        proofErrors: { proofOfAddress: 'Add a file' },
        message: null,
      },
    ],
    [
      'a field outside the form is said as the whole message',
      badInput(
        [{ field: 'firstName', message: 'firstName is not a field of this change request' }],
        'firstName is not a field of this change request',
      ),
      { fieldErrors: [], proofErrors: {}, message: 'firstName is not a field of this change request' },
    ],
    [
      'a request no longer pending',
      new ApiError(
        409,
        'This change request is cancelled and can no longer be changed.',
        'CHANGE_REQUEST_NOT_EDITABLE',
      ),
      { fieldErrors: [], proofErrors: {}, message: 'This change request is cancelled and can no longer be changed.' },
    ],
    [
      'no answer',
      new NetworkError('Network error'),
      { fieldErrors: [], proofErrors: {}, message: submitFailureTexts.connection },
    ],
    [
      'our fault',
      new ApiError(500, 'boom', 'INTERNAL_SERVER_ERROR'),
      { fieldErrors: [], proofErrors: {}, message: submitFailureTexts.server },
    ],
  ])('%s', (_case, error, expected) => {
    expect(submitFailure(error, formFields)).toEqual(expected);
  });
});
