import type { Db } from '../../db/database.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.js';

/**
 * What the e-mail change (decision 075) needs of the accounts, which the auth
 * module owns: handed over in composition/account-security-wiring.ts through
 * auth's account port (modules do not import each other).
 */
export interface EmailChangePorts {
  publicUrl: string;
  limiter: RateLimiter;
  /** The account that signs in with this lower-cased address, if any. */
  accountWithEmail(db: Db, email: string): Promise<string | null>;
  /** The account's first name and current sign-in address. */
  accountOf(db: Db, userId: string): Promise<{ firstName: string; email: string } | null>;
  /** Sets the sign-in address, verified (its link was opened from that mailbox). */
  changeEmail(tx: Db, userId: string, email: string, now: Date): Promise<void>;
  /** Makes the password unusable and answers a password-reset link's token. */
  requirePasswordReset(tx: Db, userId: string, now: Date): Promise<string>;
  /** Ends every session of the account. */
  endAllSessions(userId: string): Promise<void>;
}

const hour = 60 * 60;

/** How long each link lives, and how often a change may be asked (docs/product-rules.md#email-change). */
export const emailChangeWindows = {
  /** The link to the new address: a day, as the asking session's step-up is short and the change waits for it. */
  confirmSeconds: 24 * hour,
  /** The undo link to the old address: a week, so an owner away for days can still take the account back. */
  undoSeconds: 7 * 24 * hour,
};

export const emailChangeRateRules = {
  /** Each request mails a stranger's address; a few an hour is plenty for typos. */
  requestsPerAccount: { name: 'email-change:account', limit: 5, windowSeconds: hour },
  /** The links are long random tokens; this only stops grinding. */
  linksPerIp: { name: 'email-change-link:ip', limit: 60, windowSeconds: hour },
} satisfies Record<string, RateRule>;
