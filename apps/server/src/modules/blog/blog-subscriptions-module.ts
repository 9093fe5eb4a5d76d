import type { Mounted } from '../../platform/module-host.js';
import { blogNewPostJobHandler, blogNewPostQueue, queueNextHourlyRun, queueRunNow } from './blog-new-post-job.js';
import type { BlogSubscriptionsDeps } from './blog-subscriptions-deps.js';
import { blogSubscriptionsRoutes } from './blog-subscriptions-routes.js';

/**
 * Blog subscriptions: subscribe, confirm and unsubscribe (plain HTTP, no
 * session), and the sender that mails new posts to confirmed subscribers
 * (decision 095): a run at once on start, then each hour, when the build
 * this server serves lists posts.
 */
export async function registerBlogSubscriptions({ host, ...deps }: Mounted<BlogSubscriptionsDeps>): Promise<void> {
  await host.jobs.handle(blogNewPostQueue, blogNewPostJobHandler(deps));
  // A server with no posts to send (no web build: an API-only run, a test) starts no series.
  // A list that cannot be read does start one, whose runs fail where an operator looks.
  const hasPosts = await deps.publishedPosts().then(
    (posts) => posts.length > 0,
    () => true,
  );
  if (hasPosts) {
    await deps.db.transaction(async (tx) => {
      await queueRunNow(tx, 'start');
      await queueNextHourlyRun(tx, deps.now());
    });
  }
  await host.http.register(blogSubscriptionsRoutes, deps);
}
