import { describe, expect, it } from 'vitest';
import { emailExampleMessage, fieldMessages } from '../notifications/field-messages.js';
import { inviteCodeMessages } from '../referrals/invite-codes.js';
import { emailField, registerFormSchema } from './account-fields.js';

const form = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  password: 'a calm walk by the river',
  acceptESign: true,
};

describe('registerFormSchema promoCode (optional; a code by the invitation-code rule)', () => {
  it.each<[string, string | undefined, string | null]>([
    ['absent', undefined, null],
    ['empty', '', null],
    ['only spaces', '   ', null],
    ['a partner code', 'WAYPOINT-PREAPPROVED', null],
    ["a member's code in lower case", 'k7m2qx9p', null],
    ['spaces or symbols inside', 'FREE MONEY!', inviteCodeMessages.format],
    ['33 characters', 'A'.repeat(33), fieldMessages.tooLong],
  ])('%s', (_case, promoCode, error) => {
    const result = registerFormSchema.safeParse({ ...form, promoCode });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(error);
  });
});

// product-rules#field-messages: both e-mail texts, verbatim; the example only when there is no "@" at all.
describe('emailField', () => {
  it.each<[string, string, string | null]>([
    ['an address, lower-cased and trimmed', '  Ana@Example.COM ', null],
    ['empty', '', fieldMessages.required],
    ['no @ at all', 'ana.example.com', emailExampleMessage],
    ['a name alone', 'ana', emailExampleMessage],
    ['nothing after the @', 'ana@', fieldMessages.invalidEmail],
    ['nothing before the @', '@example.com', fieldMessages.invalidEmail],
    ['two @', 'ana@@example.com', fieldMessages.invalidEmail],
    ['255 characters', `${'a'.repeat(243)}@example.com`, fieldMessages.tooLong],
  ])('%s', (_case, value, error) => {
    const result = emailField.safeParse(value);
    expect(result.success ? null : result.error.issues.map((issue) => issue.message)).toEqual(
      error === null ? null : [error],
    );
  });

  it('says what an address looks like', () => {
    expect(emailExampleMessage).toBe('Please enter a valid email address. For example, name@example.com');
  });
});
