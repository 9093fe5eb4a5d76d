import { formatUsAddress } from '@waypoint/domain/change-requests/change-request-submission';
import type { Db } from '../../db/database.js';
import type { FieldCipherPort } from './application-deps.js';
import { findApplicationById, findApplicationOfUser } from './application-repository.js';
import { draftOf } from './draft-codec.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The home address the applicant gave on an application, on one line as the
 * account shows it (formatUsAddress, packages/domain), handed to other
 * modules in the composition: the notices' recipient (decision 033) and the
 * address a change request starts from (decision 036).
 */
export function createApplicationAddress(cipher: FieldCipherPort) {
  return {
    /** The application's owner and home address, as much of it as was given; null when the application is gone. */
    async recipientOf(db: Db, applicationId: number): Promise<{ userId: string; address: string } | null> {
      const row = await findApplicationById(db, applicationId);
      if (!row) return null;
      const draft = draftOf(row, { cipher });
      const address = formatUsAddress({
        street: text(draft.street),
        street2: text(draft.street2),
        city: text(draft.city),
        state: text(draft.state),
        zip: text(draft.zip),
      });
      return { userId: row.userId, address };
    },
    /**
     * The home address of the account's latest submitted application, when it
     * is complete: the account's address until an approved change sets one (decision 036).
     */
    async submittedAddressOf(db: Db, userId: string): Promise<string | null> {
      const latest = await findApplicationOfUser(db, userId);
      if (!latest?.submissionDate) return null;
      const draft = draftOf(latest, { cipher });
      if (!text(draft.street) || !text(draft.city) || !text(draft.state) || !text(draft.zip)) return null;
      return formatUsAddress({
        street: text(draft.street),
        street2: text(draft.street2),
        city: text(draft.city),
        state: text(draft.state),
        zip: text(draft.zip),
      });
    },
  };
}
