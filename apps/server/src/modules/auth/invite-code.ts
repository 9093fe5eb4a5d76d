import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: codes are read aloud and typed from phones.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const length = 8;

/** 31^8 ≈ 8.5e11 codes; the unique index catches the rare clash and the caller retries. */
export function newInviteCode(): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}
