import { accountPort } from '../modules/auth/account-port.js';
import type { ChangeRequestsDeps } from '../modules/change-requests/change-requests-deps.js';
import type { DocumentsDeps } from '../modules/documents/documents-deps.js';
import type { RequireStaff } from '../modules/staff/require-staff.js';
import { staffEmailsOf } from '../modules/staff/staff-directory-port.js';
import type { CompositionContext } from './composition-context.js';

/** Change requests' ports (decision 036): the account, the application's address, staff, and the documents' upload plumbing. */
export function createChangeRequestsDeps(
  context: CompositionContext,
  documents: DocumentsDeps,
  requireStaff: RequireStaff,
  stepUp: ChangeRequestsDeps['stepUp'],
): ChangeRequestsDeps {
  return {
    db: documents.db,
    storage: documents.storage,
    limiter: documents.limiter,
    uploadMaxBytes: documents.uploadMaxBytes,
    intake: documents.intake,
    requireUser: context.sessions.user,
    stepUp,
    requireStaff,
    accounts: { ...accountPort, accountsOf: accountPort.namesAndEmailsOf },
    applicationAddressOf: context.applications.submittedAddressOf,
    staffEmails: staffEmailsOf,
    publicUrl: context.config.publicUrl,
    now: documents.now,
  };
}
