import type { Mounted } from '../../platform/module-host.js';
import { blogNewPostJobHandler, blogNewPostQueue, queueNextHourlyRun, queueRunNow } from './blog-new-post-job.js';
import type { BlogSubscriptionsDeps } from './blog-subscriptions-deps.js';
import { blogSubscriptionsRoutes } from './blog-subscriptions-routes.js';

/**
 * Blog subscriptions: subscribe, confirm and unsubscribe (plain HTTP, no
 * session), and the sender that mails new posts to confirmed subscribers
 * (decision 095): a run at once on start, then each hour.
 */
export async function registerBlogSubscriptions({ host, ...deps }: Mounted<BlogSubscriptionsDeps>): Promise<void> {
  await host.jobs.handle(blogNewPostQueue, blogNewPostJobHandler(deps));
  await deps.db.transaction(async (tx) => {
    await queueRunNow(tx, 'start');
    await queueNextHourlyRun(tx, deps.now());
  });
  await host.http.register(blogSubscriptionsRoutes, deps);
}
