import { describe, expect, it } from 'vitest';
import { ApiError, DataError, NetworkError } from '../../../lib/api-errors';
import {
  connectionProblemText,
  isSessionRefusal,
  loginFailure,
  registerFailure,
  requestFailure,
  resetFailure,
  serverProblemText,
  transientFailureText,
} from './auth-failure';

const recaptcha = new ApiError(400, 'reCAPTCHA match failed, please try again', 'RECAPTCHA_MISMATCH');
const wrongPassword = new ApiError(401, 'Incorrect user name or password', 'INVALID_LOGIN');
const emailTaken = new ApiError(409, 'Email already used', 'EMAIL_TAKEN');
const vpn = new ApiError(403, 'Something went wrong with connection', 'CONNECTION_BLOCKED');
const tooMany = new ApiError(429, 'Too many attempts. Try again in 15 minutes.', 'TOO_MANY_REQUESTS');
const crashed = new ApiError(200, 'Something went wrong on our side. Please try again.', 'INTERNAL_SERVER_ERROR');
const commonPasswordText =
  'Please enter a valid password: this password is too common. Try a longer phrase only you would think of.';
// As the server sends them: the refused field in fieldErrors (sign-up names 'password', a reset 'newPassword').
const commonPassword = new ApiError(400, commonPasswordText, 'BAD_USER_INPUT', [
  { field: 'password', message: commonPasswordText },
]);
const badEmail = new ApiError(400, 'email: Invalid address. Please enter a valid email address', 'BAD_USER_INPUT', [
  { field: 'email', message: 'Invalid address. Please enter a valid email address' },
]);
const oldConsent = new ApiError(400, 'Please accept the current E-sign consent Agreement (v1).', 'BAD_USER_INPUT');
const formFields = ['firstName', 'email', 'password'];
const offline = new NetworkError('Network error');
const oddShape = new DataError([]);

describe('loginFailure (product-rules#auth-errors)', () => {
  it.each([
    ["'reCAPTCHA match': recaptcha fail", recaptcha, { kind: 'recaptcha' }],
    ['a refused sign-in: invalid_login', wrongPassword, { kind: 'notice', key: 'invalid_login' }],
    ['a rate limit: its own message, not "incorrect password"', tooMany, { kind: 'message', text: tooMany.message }],
    ['a server fault: a server message', crashed, { kind: 'message', text: serverProblemText }],
    ['no connection: a connection message', offline, { kind: 'message', text: connectionProblemText }],
    ['an unexpected answer: a server message', oddShape, { kind: 'message', text: serverProblemText }],
  ])('%s', (_rule, error, expected) => {
    expect(loginFailure(error)).toEqual(expected);
  });
});

describe('registerFailure (product-rules#auth-errors)', () => {
  it.each([
    ["'reCAPTCHA match': recaptcha fail", recaptcha, { kind: 'recaptcha' }],
    ["'Something went wrong with connection': block_vpn", vpn, { kind: 'notice', key: 'block_vpn' }],
    [
      'CONNECTION_BLOCKED with a longer message: block_vpn',
      new ApiError(400, 'Sorry. Something went wrong with connection (proxy)', 'CONNECTION_BLOCKED'),
      { kind: 'notice', key: 'block_vpn' },
    ],
    [
      'the words without the code: invalid_signup (the code decides, not the text)',
      new ApiError(400, 'Something went wrong with connection', undefined),
      { kind: 'notice', key: 'invalid_signup' },
    ],
    [
      "'reCAPTCHA match' in the words without the code: invalid_signup",
      new ApiError(400, 'reCAPTCHA match', 'EMAIL_TAKEN'),
      { kind: 'notice', key: 'invalid_signup' },
    ],
    ['any other refusal: invalid_signup', emailTaken, { kind: 'notice', key: 'invalid_signup' }],
    [
      'a common password: on the password field',
      commonPassword,
      { kind: 'field', field: 'password', text: commonPassword.message },
    ],
    [
      'a field the server names: on that field',
      badEmail,
      { kind: 'field', field: 'email', text: 'Invalid address. Please enter a valid email address' },
    ],
    ['a refusal of no field: its own message', oldConsent, { kind: 'message', text: oldConsent.message }],
    [
      'a field named only in the words, not in fieldErrors: the message as a whole',
      new ApiError(400, 'email: Invalid address', 'BAD_USER_INPUT'),
      { kind: 'message', text: 'email: Invalid address' },
    ],
    [
      'fieldErrors of another code: not put on a field',
      new ApiError(409, 'Email already used', 'EMAIL_TAKEN', [{ field: 'email', message: 'Taken' }]),
      { kind: 'notice', key: 'invalid_signup' },
    ],
    ['a rate limit: its own message', tooMany, { kind: 'message', text: tooMany.message }],
    ['no connection: a connection message', offline, { kind: 'message', text: connectionProblemText }],
  ])('%s', (_rule, error, expected) => {
    expect(registerFailure(error, formFields)).toEqual(expected);
  });

  it('names no field the form does not have', () => {
    const unknown = new ApiError(400, 'tokenId: Too long', 'BAD_USER_INPUT', [
      { field: 'tokenId', message: 'Too long' },
    ]);
    expect(registerFailure(unknown, formFields)).toEqual({ kind: 'message', text: unknown.message });
  });
});

describe('requestFailure', () => {
  it.each([
    ['reCAPTCHA', recaptcha, { kind: 'recaptcha' }],
    ['a refusal keeps its words', tooMany, { kind: 'message', text: tooMany.message }],
    [
      'a bad link keeps its words',
      new ApiError(400, 'This link has expired', 'BAD_USER_INPUT'),
      { kind: 'message', text: 'This link has expired' },
    ],
    ['no connection', offline, { kind: 'message', text: connectionProblemText }],
  ])('%s', (_rule, error, expected) => {
    expect(requestFailure(error)).toEqual(expected);
  });
});

describe('isSessionRefusal (product-rules#session-errors)', () => {
  it.each([
    ['HTTP 401', new ApiError(401, 'Your session has expired', 'UNAUTHENTICATED'), true],
    ['UNAUTHENTICATED inside a 200 GraphQL answer', new ApiError(200, 'Not signed in', 'UNAUTHENTICATED'), true],
    ['a server fault', crashed, false],
    ['no connection', offline, false],
    ['something that is not an API error', new Error('x'), false],
  ])('%s: %s', (_case, error, expected) => {
    expect(isSessionRefusal(error)).toBe(expected);
  });
});

describe('transientFailureText (worth another try, says nothing about the input)', () => {
  it.each([
    ['no connection', offline, connectionProblemText],
    ['a rate limit', tooMany, tooMany.message],
    ['a server fault', crashed, serverProblemText],
    ['an unexpected answer', oddShape, serverProblemText],
    ['a refusal of the input', wrongPassword, null],
    ['a refused reCAPTCHA', recaptcha, null],
  ])('%s', (_case, error, expected) => {
    expect(transientFailureText(error)).toBe(expected);
  });
});

describe('resetFailure (a new password on a reset link)', () => {
  it.each([
    [
      'a common password: on the field, the link stays',
      commonPassword,
      { kind: 'field', field: 'newPassword', text: commonPassword.message },
    ],
    ['a rate limit: its own message', tooMany, { kind: 'message', text: tooMany.message }],
    ['no connection: a connection message', offline, { kind: 'message', text: connectionProblemText }],
    ['a server fault: a server message', crashed, { kind: 'message', text: serverProblemText }],
    ['anything else: product-rules#auth-errors reset failure (invalid_hash)', wrongPassword, null],
  ])('%s', (_rule, error, expected) => {
    expect(resetFailure(error)).toEqual(expected);
  });
});
