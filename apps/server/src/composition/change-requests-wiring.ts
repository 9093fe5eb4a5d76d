import { formatUsAddress } from '@waypoint/domain/change-requests/change-request-submission';
import type { Db } from '../db/database.js';
import { createApplicationBackOfficePort } from '../modules/application/application-back-office-port.js';
import { findApplicationById } from '../modules/application/application-repository.js';
import { draftOf } from '../modules/application/draft-codec.js';
import { accountPort } from '../modules/auth/account-port.js';
import type { ChangeRequestsDeps } from '../modules/change-requests/change-requests-deps.js';
import type { DocumentsDeps } from '../modules/documents/documents-deps.js';
import type { RequireStaff } from '../modules/staff/require-staff.js';
import { staffEmailsOf } from '../modules/staff/staff-directory-port.js';
import type { FieldCipher } from '../platform/field-encryption.js';

/**
 * The home address of the account's latest submitted application, on one
 * line: the account's address until an approved change sets one (decision 036).
 */
function createApplicationAddressPort(cipher: FieldCipher) {
  const applications = createApplicationBackOfficePort(cipher);
  return async (db: Db, userId: string): Promise<string | null> => {
    const latest = await applications.latestOf(db, userId);
    if (!latest?.submittedAt) return null;
    const row = await findApplicationById(db, latest.id);
    if (!row) return null;
    const draft = draftOf(row, { cipher });
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    if (!text(draft.street) || !text(draft.city) || !text(draft.state) || !text(draft.zip)) return null;
    return formatUsAddress({
      street: text(draft.street),
      street2: text(draft.street2),
      city: text(draft.city),
      state: text(draft.state),
      zip: text(draft.zip),
    });
  };
}

/** Change requests' ports (decision 036): the account, the application's address, staff, and the documents' upload plumbing. */
export function createChangeRequestsDeps(shared: {
  documents: DocumentsDeps;
  cipher: FieldCipher;
  requireUser: ChangeRequestsDeps['requireUser'];
  requireStaff: RequireStaff;
  publicUrl: string;
}): ChangeRequestsDeps {
  const { documents } = shared;
  return {
    db: documents.db,
    storage: documents.storage,
    limiter: documents.limiter,
    uploadMaxBytes: documents.uploadMaxBytes,
    intake: documents.intake,
    requireUser: shared.requireUser,
    requireStaff: shared.requireStaff,
    accounts: { ...accountPort, accountsOf: accountPort.namesAndEmailsOf },
    applicationAddressOf: createApplicationAddressPort(shared.cipher),
    staffEmails: staffEmailsOf,
    publicUrl: shared.publicUrl,
    now: documents.now,
  };
}
