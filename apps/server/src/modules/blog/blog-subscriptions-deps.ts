import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { PublishedPost } from './blog-published-posts.js';

/** What the blog module needs from the rest of the server. */
export interface BlogSubscriptionsDeps {
  db: Db;
  limiter: RateLimiter;
  /** Multiplies the per-IP limits (config RATE_LIMIT_IP_SCALE); 1 in production. */
  ipLimitScale: number;
  /** The site's address, for the links in the mails. */
  publicUrl: string;
  /** The posts of the built site this server serves (blog-published-posts.ts). */
  publishedPosts(): Promise<PublishedPost[]>;
  now(): Date;
}
