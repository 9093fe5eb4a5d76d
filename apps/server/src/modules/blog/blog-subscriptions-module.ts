import type { Mounted } from '../../platform/module-host.js';
import type { BlogSubscriptionsDeps } from './blog-subscriptions-deps.js';
import { blogSubscriptionsRoutes } from './blog-subscriptions-routes.js';

/** Blog subscriptions: subscribe, confirm and unsubscribe (plain HTTP, no session). */
export async function registerBlogSubscriptions({ host, ...deps }: Mounted<BlogSubscriptionsDeps>): Promise<void> {
  await host.http.register(blogSubscriptionsRoutes, deps);
}
