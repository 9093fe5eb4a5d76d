import { readPublishedPosts } from '../modules/blog/blog-published-posts.js';
import { registerBlogSubscriptions } from '../modules/blog/blog-subscriptions-module.js';
import { registerCrm } from '../modules/crm/crm-module.js';
import { registerPartners } from '../modules/partners/partners-module.js';
import type { CompositionContext } from './composition-context.js';

/**
 * The site's plain HTTP forms (product-rules#plain-http): partners, leads and
 * the blog. No session; each limits per IP. One set of settings for all three.
 */
export async function registerSiteForms(context: CompositionContext): Promise<void> {
  const { host, config } = context;
  const siteForms = {
    host,
    db: context.database.db,
    limiter: context.auth.limiter,
    ipLimitScale: config.rateLimitIpScale,
    publicUrl: config.publicUrl,
    now: context.now,
  };
  await registerPartners({ ...siteForms, seedSandboxProgrammes: config.appEnv !== 'production' });
  await registerCrm(siteForms);
  // The posts are the built site's, the one this server serves (decision 095).
  await registerBlogSubscriptions({ ...siteForms, publishedPosts: () => readPublishedPosts(config.webDistDir) });
}
