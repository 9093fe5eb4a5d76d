import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../notifications/field-messages.js';
import { inviteCodeMessages } from '../referrals/invite-codes.js';
import { registerFormSchema } from './account-fields.js';

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
