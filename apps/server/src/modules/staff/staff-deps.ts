import type { Db } from '../../db/database.js';
import type { FieldCipher } from '../../platform/field-encryption.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.js';

export interface StaffDeps {
  db: Db;
  /** Encrypts each TOTP secret at rest (platform/field-encryption.ts). */
  cipher: FieldCipher;
  limiter: RateLimiter;
  /** Multiplies the per-IP limits (config RATE_LIMIT_IP_SCALE); 1 in production. */
  ipLimitScale: number;
  /** Keys the per-session hash a staff page echoes in its header. */
  sessionSecret: Buffer;
  /** Where enrolment links point (PUBLIC_URL). */
  publicUrl: string;
  now(): Date;
  /** The wait added per sign-in attempt over an account's soft failure limit (LOGIN_SLOWDOWN_MS; 500 ms if unset). */
  loginSlowdownStepMs?: number;
  /** The accounts' password rules and hashing (auth's passwords.ts), wired in the composition. */
  passwords: StaffPasswordPort;
}

export interface StaffPasswordPort {
  hash(password: string): Promise<string>;
  matches(passwordHash: string, password: string): Promise<boolean>;
  /** A hash to compare with when there is no account, so an unknown e-mail costs the same time. */
  decoyHash(): Promise<string>;
  /** Refuses a common password (AppError BAD_USER_INPUT naming `field`). */
  assertNotCommon(password: string, field: string): void;
}

export interface StaffRequestMeta {
  ip: string;
  userAgent: string | undefined;
  /** For the audit events of sign-in and enrolment (decision 069). */
  requestId?: string;
}

const minute = 60;
const hour = 60 * minute;

/**
 * Staff session limits (decision 029): far shorter than an
 * applicant's, since a back-office session reads every applicant's data. Ten idle minutes end it;
 * no session lives past a working day.
 */
export const staffSessionIdleSeconds = 10 * minute;
export const staffSessionMaxSeconds = 8 * hour;

/** How long an enrolment link works (decision 029). */
export const enrolmentLinkHours = 24;

/**
 * Sign-in limits, as for applicants (platform/sign-in-brakes.ts, decision 058): every attempt per
 * address; only failures (a wrong password or code) per account, charged to the failing address.
 * A failing address is refused; the account as a whole is only slowed, so the right password and
 * code from an address that has not been failing always get in.
 */
export const staffRateRules = {
  signInPerIp: { name: 'staff-login:ip', limit: 30, windowSeconds: 15 * minute },
  signInFailuresPerAccountAndIp: { name: 'staff-login:account-ip-failures', limit: 10, windowSeconds: hour },
  signInFailuresPerAccount: { name: 'staff-login:account-failures', limit: 10, windowSeconds: 15 * minute },
  signInFailuresPerAccountHourly: { name: 'staff-login:account-hour-failures', limit: 30, windowSeconds: hour },
  enrolPerIp: { name: 'staff-enrol:ip', limit: 30, windowSeconds: 15 * minute },
} satisfies Record<string, RateRule>;
