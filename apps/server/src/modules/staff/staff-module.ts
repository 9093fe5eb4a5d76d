import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import type { Mounted } from '../../platform/module-host.js';
import { createRequireStaff, type RequireStaff } from './require-staff.js';
import type { StaffDeps } from './staff-deps.js';
import { createStaffResolvers } from './staff-resolvers.js';
import { StaffSessionStore } from './staff-session-store.js';

/**
 * Staff accounts (decision 029): enrolment, sign-in with password and TOTP,
 * staff sessions. Returns `requireStaff`, the gate the composition hands to every
 * module that serves the back office.
 */
export function registerStaff({ host, ...deps }: Mounted<StaffDeps>): { requireStaff: RequireStaff } {
  const sessions = new StaffSessionStore(deps.db, deps.sessionSecret, deps.now);
  const requireStaff = createRequireStaff(sessions);
  host.addResolvers(createStaffResolvers(deps, sessions, requireStaff));
  // The back office's pages are never indexed, whatever a crawler makes of the page itself.
  host.http.addHook('onSend', async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://local');
    if (pathname === sitePaths.opsHome || pathname.startsWith(`${sitePaths.opsHome}/`)) {
      reply.header('x-robots-tag', 'noindex, nofollow');
    }
  });
  return { requireStaff };
}
