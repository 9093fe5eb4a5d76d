import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.js';

/** A request's session credentials: a GraphQL context. */
export interface RequestScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The signed-in member as the session knows them. */
export interface Member {
  userId: string;
  /** The code registration gave the account (User.inviteCode); kept as the member's invitation code. */
  inviteCode: string;
  /** The promo code registration accepted and recorded on the account (users.promo_code), or null. */
  promoCode: string | null;
}

/** What the referrals module needs from the rest of the server, wired in the composition. */
export interface ReferralsDeps {
  db: Db;
  limiter: RateLimiter;
  /** The signed-in member; throws the session error when there is none. */
  requireMember(scope: RequestScope): Promise<Member>;
  /** A member's first name, and nothing else about them, for the invitation greeting. */
  memberFirstName(userId: string): Promise<string | null>;
  publicUrl: string;
  /** Multiplies the per-IP limits (config RATE_LIMIT_IP_SCALE); 1 in production. */
  ipLimitScale: number;
  now(): Date;
}

const minute = 60;
const hour = 60 * minute;

export const referralRateRules = {
  /**
   * getReferrerUser and validatePreApprovedCode both tell whether a code
   * exists, so they share one budget: 30 looks in 15 minutes is plenty for a
   * person with typos and nothing against 8.5e11 possible codes.
   */
  codeLookupPerIp: { name: 'invite-code:ip', limit: 30, windowSeconds: 15 * minute },
  remindPerIp: { name: 'invite-remind:ip', limit: 10, windowSeconds: hour },
  /** Nobody may use the form to fill someone's inbox. */
  remindPerAddress: { name: 'invite-remind:email', limit: 3, windowSeconds: 24 * hour },
} satisfies Record<string, RateRule>;

export function scaledForIp(rule: RateRule, scale: number): RateRule {
  return { ...rule, limit: rule.limit * scale };
}
