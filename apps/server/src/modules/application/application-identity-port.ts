import type { Db } from '../../db/database.js';
import type { FieldCipherPort } from './application-deps.js';
import { findApplicationOfUser } from './application-repository.js';
import { draftOf } from './draft-codec.js';

/**
 * What the identity questions may know of an application, handed to them in
 * app.ts (modules do not import each other): the caller's own answers the
 * questions are made of. The SSN leaves as its last four digits only.
 */
export function createApplicationIdentityPort(db: Db, cipher: FieldCipherPort) {
  return {
    async findForIdentityQuestions(userId: string) {
      const row = await findApplicationOfUser(db, userId);
      if (!row) return null;
      const draft = draftOf(row, { cipher });
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
      const ssnDigits = draft.ssn?.replace(/\D/g, '') ?? '';
      return {
        applicationId: row.id,
        status: row.status,
        street: text(draft.street),
        city: text(draft.city),
        zip: text(draft.zip),
        employerName: text(draft.employerName),
        dob: text(draft.dob),
        ssnLastFour: ssnDigits.length >= 4 ? ssnDigits.slice(-4) : null,
      };
    },
  };
}
