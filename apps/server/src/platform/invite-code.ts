import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: codes are read aloud and typed from phones.
export const inviteCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const inviteCodeLength = 8;

/**
 * A member's invite code (one per account, shared by sign-up and referrals): 31^8 ≈ 8.5e11 possibilities from a cryptographic source,
 * so with the per-IP lookup limit nobody can find codes by guessing. The
 * unique index catches the rare clash and the caller draws again.
 */
export function newInviteCode(): string {
  return Array.from({ length: inviteCodeLength }, () => inviteCodeAlphabet[randomInt(inviteCodeAlphabet.length)]).join(
    '',
  );
}
