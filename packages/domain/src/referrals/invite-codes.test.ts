import { describe, expect, it } from 'vitest';
import { inviteCodeFormSchema, inviteCodeMessages } from './invite-codes.js';

describe('the invitation code a person types', () => {
  it.each([
    ['a member code', 'K7M2QX9P', 'K7M2QX9P'],
    ['lower case and spaces around it', '  k7m2qx9p ', 'K7M2QX9P'],
    ['a pre-approved code with a dash', 'waypoint-preapproved', 'WAYPOINT-PREAPPROVED'],
  ])('accepts %s', (_case, typed, stored) => {
    expect(inviteCodeFormSchema.parse({ inviteCode: typed })).toEqual({ inviteCode: stored });
  });

  it.each([
    ['nothing', '   ', inviteCodeMessages.required],
    ['other characters', 'K7M2 QX9P', inviteCodeMessages.format],
    ['a script', '<b>hi</b>', inviteCodeMessages.format],
    ['more than 32 characters', 'A'.repeat(33), 'Too long'],
  ])('refuses %s', (_case, typed, message) => {
    const parsed = inviteCodeFormSchema.safeParse({ inviteCode: typed });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});
