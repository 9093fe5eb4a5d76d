import { describe, expect, it } from 'vitest';
import { inviteCodeFormSchema } from '@waypoint/domain/referrals/invite-codes';
import { inviteCodeAlphabet, inviteCodeLength, newInviteCode } from './invite-code.js';

describe('member invitation codes', () => {
  const codes = Array.from({ length: 2000 }, newInviteCode);

  it('are 8 characters with no look-alikes (0, O, 1, I, L)', () => {
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(inviteCodeAlphabet).not.toMatch(/[0O1IL]/);
    expect(inviteCodeLength).toBe(8);
  });

  it('do not repeat in a few thousand draws', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('use the whole alphabet', () => {
    expect(new Set(codes.join('')).size).toBe(inviteCodeAlphabet.length);
  });

  it('are what the code form accepts, unchanged', () => {
    for (const code of codes.slice(0, 50))
      expect(inviteCodeFormSchema.parse({ inviteCode: code }).inviteCode).toBe(code);
  });
});
