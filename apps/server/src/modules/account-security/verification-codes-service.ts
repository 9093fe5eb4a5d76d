import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.js';
import { hashToken, safeEqual } from '../../platform/secure-token.js';
import { SmsDeliveryError, type SmsSender } from '../../platform/sms/sms-sender.js';
import {
  addFailedAttempt,
  closeOpenCodes,
  insertCode,
  latestOpenCode,
  useCode,
} from './verification-codes-repository.js';

/*
 * One-time codes (decision 074, docs/product-rules.md#verification-codes): six
 * digits, ten minutes, one use, five wrong tries, and a send limit per account
 * and per destination so nobody can make the product spam a number.
 */
export type VerificationPurpose = 'phoneVerify' | 'stepUp';
export type VerificationChannel = 'sms' | 'email';

export const codeLifetimeMs = 10 * 60 * 1000;
export const maxFailedAttempts = 5;
/** Per account and purpose: a few resends are normal, a stream of them is not. */
export const sendsPerAccount: RateRule = { name: 'verification-code:send:account', limit: 5, windowSeconds: 60 * 60 };
/** Per destination across accounts: one number or address cannot be flooded from many accounts. */
export const sendsPerDestination: RateRule = {
  name: 'verification-code:send:destination',
  limit: 5,
  windowSeconds: 60 * 60,
};

export interface VerificationCodesDeps {
  db: Db;
  now(): Date;
  rateLimiter: RateLimiter;
  sms: SmsSender;
}

export type CodeCheck =
  { ok: true; destination: string } | { ok: false; reason: 'no_code' | 'expired' | 'wrong_code' | 'too_many_attempts' };

const purposeWording: Record<VerificationPurpose, string> = {
  phoneVerify: 'to verify your phone',
  stepUp: 'to confirm it is you',
};

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A salted hash: the salt is kept beside it, so a leaked row does not name the code at a glance. */
function hashCode(code: string, salt = randomBytes(12).toString('base64url')): string {
  return `${salt}$${hashToken(`${salt}:${code}`)}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt] = stored.split('$');
  return salt !== undefined && safeEqual(hashCode(code, salt), stored);
}

/**
 * Sends a fresh code and closes every earlier one for the purpose. Over a send
 * limit it answers TOO_MANY_REQUESTS; an SMS the provider refuses answers
 * SMS_NOT_DELIVERED and leaves no live code behind.
 */
export async function issueVerificationCode(
  deps: VerificationCodesDeps,
  input: { userId: string; channel: VerificationChannel; destination: string; purpose: VerificationPurpose },
): Promise<void> {
  const now = deps.now();
  await deps.rateLimiter.hit(sendsPerAccount, `${input.userId}:${input.purpose}`, now);
  await deps.rateLimiter.hit(sendsPerDestination, input.destination.toLowerCase(), now);
  const code = newCode();
  await closeOpenCodes(deps.db, input.userId, input.purpose, now);
  const text = `Your Waypoint code ${purposeWording[input.purpose]} is ${code}. It expires in 10 minutes. Never share it.`;
  if (input.channel === 'sms') {
    try {
      await deps.sms.send({ to: input.destination, body: text });
    } catch (error) {
      if (error instanceof SmsDeliveryError)
        throw new AppError(
          'SMS_NOT_DELIVERED',
          'We could not send a text to that number. Check it and try again.',
          502,
        );
      throw error;
    }
  }
  await deps.db.transaction(async (tx) => {
    await insertCode(tx, {
      userId: input.userId,
      purpose: input.purpose,
      channel: input.channel,
      destination: input.destination,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + codeLifetimeMs),
      createdAt: now,
    });
    if (input.channel === 'email')
      await enqueueMail(tx, `verification-code-${input.purpose}`, {
        to: input.destination,
        subject: 'Your Waypoint code',
        text,
        html: `<!doctype html><html><head><meta charset="utf-8"></head><body><p>Your Waypoint code ${purposeWording[input.purpose]} is <strong>${code}</strong>.</p><p>It expires in 10 minutes. Never share it.</p></body></html>`,
      });
  });
}

/**
 * Checks a code against the newest open one for the purpose; a match uses it
 * up. A wrong code counts a try; the fifth wrong try closes the code, so a
 * new one must be sent.
 */
export async function checkVerificationCode(
  deps: Pick<VerificationCodesDeps, 'db' | 'now'>,
  input: { userId: string; purpose: VerificationPurpose; code: string },
): Promise<CodeCheck> {
  const now = deps.now();
  const row = await latestOpenCode(deps.db, input.userId, input.purpose);
  if (!row) return { ok: false, reason: 'no_code' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (row.failedAttempts >= maxFailedAttempts) return { ok: false, reason: 'too_many_attempts' };
  const code = input.code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(code) || !codeMatches(code, row.codeHash)) {
    const failed = await addFailedAttempt(deps.db, row.id);
    if (failed >= maxFailedAttempts) {
      await useCode(deps.db, row.id, now);
      return { ok: false, reason: 'too_many_attempts' };
    }
    return { ok: false, reason: 'wrong_code' };
  }
  if (!(await useCode(deps.db, row.id, now))) return { ok: false, reason: 'no_code' };
  return { ok: true, destination: row.destination };
}

/** The words a person reads for each refusal, with its GraphQL code. */
export function codeRefusal(reason: Exclude<CodeCheck, { ok: true }>['reason']): AppError {
  const messages = {
    no_code: 'There is no code waiting. Send a new one.',
    expired: 'That code has expired. Send a new one.',
    wrong_code: 'That code is not right. Check it and try again.',
    too_many_attempts: 'Too many wrong codes. Send a new one.',
  } as const;
  const codes = {
    no_code: 'CODE_NOT_FOUND',
    expired: 'CODE_EXPIRED',
    wrong_code: 'CODE_INVALID',
    too_many_attempts: 'CODE_ATTEMPTS_EXCEEDED',
  } as const;
  return new AppError(codes[reason], messages[reason], 400, [{ field: 'code', message: messages[reason] }]);
}
