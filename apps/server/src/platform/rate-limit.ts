import type { Db } from '../db/database.js';
import { AppError } from '../graphql/app-error.js';
import { systemClock, type Clock } from './clock.js';
import { addHit, deleteKey, deleteWindowsBefore, hitsIn } from './rate-limit-repository.js';

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
    const hits = await addHit(this.db, key, windowStart);
    if (hits === 1) await deleteWindowsBefore(this.db, key, windowStart);
    return hits ?? 0;
  }

  /** How many attempts the current window holds, counting none (for limits counted only on failure). */
  async peek(rule: RateRule, subject: string, now = this.clock.now()): Promise<number> {
    return hitsIn(this.db, keyOf(rule, subject), windowOf(rule, now));
  }

  /** Forgets a subject's attempts under a rule (a proof such as a reset link outranks the count). */
  async clear(rule: RateRule, subject: string): Promise<void> {
    await deleteKey(this.db, keyOf(rule, subject));
  }
}

function windowOf(rule: RateRule, now: Date): string {
  const windowMs = rule.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
}

// A subject is typed as a string, but Fastify's request.ip is undefined at run time once the
// client's socket is gone (it reads socket.remoteAddress): such a request counts under an empty subject.
const keyOf = (rule: RateRule, subject: string | undefined) => `${rule.name}:${(subject ?? '').slice(0, 300)}`;
