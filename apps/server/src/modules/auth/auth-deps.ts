import type { FastifyReply, FastifyRequest } from 'fastify';
import { emailField } from '@waypoint/domain/auth/account-fields';
import { recaptchaMismatchMessage } from '@waypoint/domain/auth/account-states';
import type { RecaptchaAction } from '@waypoint/domain/auth/recaptcha-actions';
import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.js';
import type { RecaptchaVerifier } from '../../platform/recaptcha.js';
import type { SessionStore } from './session-store.js';

export interface AuthDeps {
  db: Db;
  sessions: SessionStore;
  limiter: RateLimiter;
  recaptcha: RecaptchaVerifier;
  publicUrl: string;
  /** Multiplies the per-IP limits (config RATE_LIMIT_IP_SCALE); 1 in production. */
  ipLimitScale: number;
  now(): Date;
  /** The wait added per sign-in attempt over an account's soft limit (LOGIN_SLOWDOWN_MS; 500 ms if unset). */
  loginSlowdownStepMs?: number;
  /**
   * Whether a promo code opens the application (a member's code or an active
   * pre-approved one: the rule of validatePreApprovedCode, wired in the composition).
   * `code` is normalized.
   */
  promoCodeAccepted(db: Db, code: string): Promise<boolean>;
  /** Runs inside the registration transaction (referral attribution, wired in the composition). */
  onRegistered?: (tx: Db, member: RegisteredMember) => Promise<void>;
  /**
   * Whether an address is a data centre, cloud or VPN exit (IP insights' user type `hosting`,
   * wired in the composition): registration from one is refused (product-rules#auth-errors block_vpn).
   * Unset, nobody is refused for their address.
   */
  isHostingAddress?: (ip: string) => Promise<boolean>;
  /**
   * Whether an account left this address less than 7 days ago and may still undo back to it (the e-mail
   * change's port, decision 075): registration answers it as taken. Unset, no address is held.
   */
  addressHeldForUndo?: (email: string) => Promise<boolean>;
  /** Account security's say in sign-in (decision 076), wired in the composition; unset, neither applies. */
  signInHooks?: SignInHooks;
  /** Told after each sign-up, so the visit's tracking parameters follow the new account (product-rules#visit-session). */
  registrationTracking?: {
    userRegistered(visit: { userId: string; sessionId: string | null; anonymousId: string | null }): Promise<void>;
  };
}

/** How a session was started, for account security's new-device rule (decision 076). */
export type SessionStartKind = 'registration' | 'password' | 'passkey';

export interface SignInHooks {
  /** Whether the account asks for its passkey after the password (then the password alone starts no session). */
  passkeyAfterPassword(userId: string): Promise<boolean>;
  /** After a session started: remembers the device, and mails the account on a sign-in from a new one. */
  sessionStarted(
    scope: { request: FastifyRequest; reply: FastifyReply },
    started: { userId: string; sessionId: string; kind: SessionStartKind },
  ): Promise<void>;
}

/** What registration tells the rest of the server about a new account. */
export interface RegisteredMember {
  userId: string;
  inviteCode: string;
  promoCode: string | null;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

const minute = 60;
const hour = 60 * minute;

/**
 * Per account and per IP, so neither one address nor one network can grind.
 * Sign-in and reset count an account only once reCAPTCHA has passed; sign-in
 * counts only failures, charged to the failing address, and never refuses a
 * correct password from an address that has not been failing (docs/operations.md
 * "Sign-in and reset limits", decision 058): see account-attempts.ts.
 */
export const authRateRules = {
  loginPerIp: { name: 'login:ip', limit: 100, windowSeconds: 15 * minute },
  /** Failures on this account from this address in the hour: hard, for that address only. */
  loginFailuresPerAccountAndIp: { name: 'login:account-ip-failures', limit: 10, windowSeconds: hour },
  /** Soft: failures on this account from any address; over it, each attempt waits longer. */
  loginFailuresPerAccount: { name: 'login:account-failures', limit: 10, windowSeconds: 15 * minute },
  /** Over it, an address that has failed on the account this hour is refused; a clean one is only slowed. */
  loginFailuresPerAccountHourly: { name: 'login:account-hour-failures', limit: 40, windowSeconds: hour },
  registerPerIp: { name: 'register:ip', limit: 20, windowSeconds: hour },
  registerPerAccount: { name: 'register:account', limit: 5, windowSeconds: hour },
  forgotPerIp: { name: 'forgot:ip', limit: 30, windowSeconds: hour },
  /** Hard, for this account from this address only. */
  forgotPerAccountAndIp: { name: 'forgot:account-ip', limit: 5, windowSeconds: hour },
  /**
   * Mails per account from any address; over it only an address asking for this account for the first
   * time this hour still gets one (the owner's reserve), so a flood cannot use up the owner's reset.
   */
  forgotPerAccount: { name: 'forgot:account', limit: 10, windowSeconds: hour },
  /** Hard, for this account from this address only. */
  resendPerAccountAndIp: { name: 'resend:account-ip', limit: 5, windowSeconds: hour },
  /** Mails per account from any address; over it the newest link already sent stays the live one. */
  resendPerAccount: { name: 'resend:account', limit: 10, windowSeconds: hour },
  resendPerIp: { name: 'resend:ip', limit: 30, windowSeconds: hour },
} satisfies Record<string, RateRule>;

/** A per-IP rule with its limit multiplied, for runs where every request shares one address. */
export function scaledForIp(rule: RateRule, scale: number): RateRule {
  return { ...rule, limit: rule.limit * scale };
}

/** The check for one form: a token Google made for another action fails here (docs/decisions/040-recaptcha-v3-and-vpn-block.md). */
export async function requireRecaptcha(
  recaptcha: RecaptchaVerifier,
  token: string | null | undefined,
  meta: RequestMeta,
  action: RecaptchaAction,
) {
  if (!(await recaptcha.verify(token, meta.ip, action))) {
    // product-rules#auth-errors: the web recognises this exact text and asks for the check again.
    throw new AppError('RECAPTCHA_MISMATCH', recaptchaMismatchMessage);
  }
}

/** Parses an e-mail argument with the shared rule; the message is the product-rules#field-messages text. */
export function parseEmail(value: string): string {
  const parsed = emailField.safeParse(value);
  if (!parsed.success) throw new AppError('BAD_USER_INPUT', parsed.error.issues[0]?.message ?? 'Invalid e-mail');
  return parsed.data;
}
