import { describe, expect, it } from 'vitest';
import { errorSummaryEntries } from './error-summary-entries';

const fields = [
  { name: 'email', id: 'login-email', label: 'Email address' },
  { name: 'password', id: 'login-password', label: 'Password' },
];

describe('errorSummaryEntries', () => {
  it('lists each field error with its label, in page order, linked to the control', () => {
    const errors = {
      password: { type: 'too_small', message: 'Too short' },
      email: { type: 'invalid_format', message: 'Invalid address. Please enter a valid email address' },
    };
    expect(errorSummaryEntries(errors, fields)).toEqual([
      { fieldId: 'login-email', text: 'Email address: Invalid address. Please enter a valid email address' },
      { fieldId: 'login-password', text: 'Password: Too short' },
    ]);
  });

  it('leaves out fields without an error, and errors without a message', () => {
    expect(errorSummaryEntries({ password: { type: 'custom' } }, fields)).toEqual([]);
  });

  it('ignores errors on fields the summary was not told about', () => {
    expect(errorSummaryEntries({ promoCode: { type: 'too_big', message: 'Too long' } }, fields)).toEqual([]);
  });
});
