import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../notifications/field-messages.js';
import { newLeadSchema } from './new-lead.js';

const valid = { email: 'lead@example.com', firstName: 'Ana' };

describe('new lead', () => {
  it('accepts an address and a first name, trimmed, the address lower-cased', () => {
    expect(newLeadSchema.parse({ email: ' Lead@Example.com ', firstName: ' Ana ' })).toEqual(valid);
  });

  it.each([
    ['e-mail is required', { email: '' }, 'email', fieldMessages.required],
    ['e-mail must be an address', { email: 'lead@' }, 'email', fieldMessages.invalidEmail],
    ['first name is required', { firstName: '  ' }, 'firstName', fieldMessages.required],
    ['first name must be a name', { firstName: '<script>' }, 'firstName', fieldMessages.invalidName],
    ['first name over 60 characters', { firstName: 'a'.repeat(61) }, 'firstName', fieldMessages.tooLong],
  ])('refuses: %s', (_rule, input, field, message) => {
    const result = newLeadSchema.safeParse({ ...valid, ...input });
    const issue = result.success ? undefined : result.error.issues[0];
    expect({ field: issue?.path.join('.'), message: issue?.message }).toEqual({ field, message });
  });
});

it('a field not sent at all reads "Required"', () => {
  const result = newLeadSchema.safeParse({ email: 'lead@example.com' });
  expect(result.success ? null : result.error.issues[0]?.message).toBe(fieldMessages.required);
});
