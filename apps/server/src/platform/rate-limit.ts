import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { AppError } from '../graphql/app-error.js';
import { systemClock, type Clock } from './clock.js';
import { rateLimitCounters } from './rate-limit-tables.js';

export interface RateRule {
  /** What is limited, e.g. 'login:account'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL, so every server instance shares them
 * (architecture: no state in memory that a second instance would need). One
 * atomic upsert per hit; a key's old windows are deleted when a new one opens.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Counts one attempt; over the rule's limit it is refused with 429. */
  async hit(rule: RateRule, subject: string, now = this.clock.now()): Promise<void> {
    if ((await this.count(rule, subject, now)) > rule.limit) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many attempts. Please wait a few minutes and try again.', 429);
    }
  }

  /** Counts one attempt and says how many the window holds, refusing nothing (for soft limits). */
  async count(rule: RateRule, subject: string, now = this.clock.now()): Promise<number> {
    const windowStart = windowOf(rule, now);
    const key = keyOf(rule, subject);
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { hits: sql`${rateLimitCounters.hits} + 1` },
      })
      .returning({ hits: rateLimitCounters.hits });
    if (row?.hits === 1) {
      await this.db
        .delete(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), lt(rateLimitCounters.windowStart, windowStart)));
    }
    return row?.hits ?? 0;
  }

  /** How many attempts the current window holds, counting none (for limits counted only on failure). */
  async peek(rule: RateRule, subject: string, now = this.clock.now()): Promise<number> {
    const [row] = await this.db
      .select({ hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(
        and(eq(rateLimitCounters.key, keyOf(rule, subject)), eq(rateLimitCounters.windowStart, windowOf(rule, now))),
      );
    return row?.hits ?? 0;
  }

  /** Forgets a subject's attempts under a rule (a proof such as a reset link outranks the count). */
  async clear(rule: RateRule, subject: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, keyOf(rule, subject)));
  }
}

function windowOf(rule: RateRule, now: Date): string {
  const windowMs = rule.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
}

const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject.slice(0, 300)}`;
