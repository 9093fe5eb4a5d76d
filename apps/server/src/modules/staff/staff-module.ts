import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import type { Mounted } from '../../platform/module-host.js';
import { recordStaffRefusal } from '../../platform/staff-actions/staff-action-refusals.js';
import { relyingPartyFor } from '../../platform/webauthn/relying-party.js';
import { attemptedOperation } from './attempted-operation.js';
import { createRequireStaff, type RequireStaff } from './require-staff.js';
import type { StaffDeps } from './staff-deps.js';
import { createStaffPasskeysResolvers } from './staff-passkeys-resolvers.js';
import { createStaffResolvers } from './staff-resolvers.js';
import { StaffSessionStore } from './staff-session-store.js';

/**
 * Staff accounts (decision 029): enrolment, sign-in with password and TOTP
 * or a passkey (decision 072), staff sessions. Returns `requireStaff`, the gate the composition hands to every
 * module that serves the back office.
 */
export function registerStaff({ host, ...deps }: Mounted<StaffDeps>): { requireStaff: RequireStaff } {
  const sessions = new StaffSessionStore(deps.db, deps.sessionSecret, deps.now);
  // A role refusal is on record, outside whatever the refused operation would have done (decision 069).
  const requireStaff = createRequireStaff(sessions, (scope, caller, roles) =>
    recordStaffRefusal(deps.db, deps.now(), {
      caller,
      origin: { ip: scope.request.ip, requestId: scope.request.id },
      subject: { type: 'staff', id: caller.staffId },
      code: 'STAFF_FORBIDDEN',
      attempted: { attempted: attemptedOperation(scope.request), allowedRoles: [...roles] },
    }),
  );
  host.addResolvers(createStaffResolvers(deps, sessions, requireStaff));
  // Passkeys belong to the public URL's host (decision 072).
  const relyingParty = relyingPartyFor(deps.publicUrl, `${PRODUCT.name} back office`);
  const webauthn = { db: deps.db, relyingParty, now: deps.now };
  host.addResolvers(createStaffPasskeysResolvers({ ...deps, webauthn }, sessions, requireStaff));
  // The back office's pages are never indexed, whatever a crawler makes of the page itself.
  host.http.addHook('onSend', (request, reply, payload, done) => {
    // Most answers are not the back office's: they skip parsing their URL.
    const maybeOps = !request.url.startsWith('/') || request.url.startsWith(sitePaths.opsHome);
    const { pathname } = maybeOps ? new URL(request.url, 'http://local') : { pathname: '' };
    if (pathname === sitePaths.opsHome || pathname.startsWith(`${sitePaths.opsHome}/`)) {
      reply.header('x-robots-tag', 'noindex, nofollow');
    }
    done(null, payload);
  });
  return { requireStaff };
}
