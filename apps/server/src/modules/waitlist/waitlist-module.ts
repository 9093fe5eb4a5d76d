import type { Mounted } from '../../platform/module-host.js';
import type { WaitlistDeps } from './waitlist-deps.js';
import { createWaitlistResolvers } from './waitlist-resolvers.js';
import { waitlistRoutes } from './waitlist-routes.js';
import { pendingPurgeJobHandler, pendingPurgeQueue } from './waitlist-service.js';
import { waitlistStaffRoutes } from './waitlist-staff-routes.js';

/** The invitation waitlist (decision 087): join, confirm, unsubscribe, the purge of unconfirmed entries, and the staff list and CSV. */
export async function registerWaitlist({ host, ...deps }: Mounted<WaitlistDeps>): Promise<void> {
  await host.http.register(waitlistRoutes, deps);
  await host.http.register(waitlistStaffRoutes, deps);
  await host.jobs.handle(pendingPurgeQueue, pendingPurgeJobHandler(deps));
  host.addResolvers(createWaitlistResolvers(deps));
}
