import { describe, expect, it } from 'vitest';
import {
  initialPasswordResetState as idle,
  passwordResetReducer,
  type PasswordResetAction,
  type PasswordResetState,
} from './password-reset-state';

const checking: PasswordResetState = { ...idle, status: 'fetching' };
const validHash: PasswordResetState = { ...idle, status: 'valid_hash', linkChecked: true };
const setting: PasswordResetState = { ...idle, status: 'fetching', linkChecked: true };
const invalidHash: PasswordResetState = { ...idle, status: 'invalid_hash', linkChecked: true };
const done: PasswordResetState = { ...idle, status: 'reset_success', linkChecked: true };

describe('passwordResetReducer (product-rules#user-status: idle, fetching, valid_hash, invalid_hash, reset_success)', () => {
  it.each<[string, PasswordResetState, PasswordResetAction, PasswordResetState]>([
    ['opening the link checks it: idle to fetching', idle, { type: 'checkLink' }, checking],
    ['a good link: fetching to valid_hash', checking, { type: 'linkChecked', valid: true }, validHash],
    ['a used or expired link: fetching to invalid_hash', checking, { type: 'linkChecked', valid: false }, invalidHash],
    ['product-rules#auth-errors the check fails: fetching to invalid_hash', checking, { type: 'failed' }, invalidHash],
    ['sending the new password: valid_hash to fetching', validHash, { type: 'submit' }, setting],
    ['the password is set: fetching to reset_success', setting, { type: 'resetSucceeded' }, done],
    [
      'product-rules#auth-errors the server refuses the reset: fetching to invalid_hash',
      setting,
      { type: 'failed' },
      invalidHash,
    ],
    [
      'no connection while setting: back to valid_hash with a message',
      setting,
      { type: 'interrupted', message: 'offline' },
      { ...validHash, message: 'offline' },
    ],
    ['the server refuses the password itself: back to valid_hash', setting, { type: 'passwordRefused' }, validHash],
    ['a new submit clears the last message', { ...validHash, message: 'offline' }, { type: 'submit' }, setting],
  ])('%s', (_rule, state, action, expected) => {
    expect(passwordResetReducer(state, action)).toEqual(expected);
  });

  it.each<[string, PasswordResetState, PasswordResetAction]>([
    ['a second link check once checking', checking, { type: 'checkLink' }],
    ['a late link answer after the form was sent', setting, { type: 'linkChecked', valid: false }],
    ['submitting from an invalid link', invalidHash, { type: 'submit' }],
    ['submitting twice', setting, { type: 'submit' }],
    ['success before any password was sent', checking, { type: 'resetSucceeded' }],
    ['a failure after success', done, { type: 'failed' }],
    ['a password refusal while checking the link', checking, { type: 'passwordRefused' }],
    [
      'an interruption while checking the link (the page reports that as failed)',
      checking,
      { type: 'interrupted', message: 'x' },
    ],
  ])('ignores %s', (_case, state, action) => {
    expect(passwordResetReducer(state, action)).toBe(state);
  });
});
