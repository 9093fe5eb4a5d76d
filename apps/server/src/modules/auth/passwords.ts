import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';
import type { dictionary } from '@zxcvbn-ts/language-common';
import { fieldMessages } from '@waypoint/domain/notifications/field-messages';
import { AppError } from '../../graphql/app-error.js';

// OWASP Password Storage Cheat Sheet, argon2id: m=19 MiB, t=2, p=1 is the floor; we go a step above.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const argonOptions = { algorithm: 2, memoryCost: 19_456, timeCost: 3, parallelism: 1 } as const;

// The list (49,000 words, decompressed when its module loads) is loaded with the first
// password checked rather than at start (docs/decisions/048-embedded-default-memory.md);
// synchronously, so the check stays a plain function. It takes tens of milliseconds, once.
const requireList = createRequire(import.meta.url);
let commonPasswords: Set<string> | undefined;
function commonPasswordSet(): Set<string> {
  if (!commonPasswords) {
    const list = requireList('@zxcvbn-ts/language-common') as { dictionary: typeof dictionary };
    commonPasswords = new Set((list.dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
  }
  return commonPasswords;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash of a random password, so an unknown e-mail costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}

/**
 * NIST SP 800-63B: refuse passwords from a list of common ones; no composition rules.
 * `field` names the form field in `fieldErrors` (`password` at sign-up, `newPassword` on reset),
 * so the web puts the words beside what the person typed rather than on the whole form.
 */
export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (commonPasswordSet().has(password.toLowerCase())) {
    const message = `${fieldMessages.invalidPassword}: this password is too common. Try a longer phrase only you would think of.`;
    throw new AppError('BAD_USER_INPUT', message, 400, [{ field, message }]);
  }
}
