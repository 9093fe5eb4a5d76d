import type { Db } from '../../db/database.js';
import type { FieldCipherPort } from './application-deps.js';
import { findApplicationById, findApplicationOfUser } from './application-repository.js';
import { draftOf } from './draft-codec.js';
import { staleFactsOf } from './stale-facts-repository.js';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const digitsOf = (ssn: string | null | undefined) => ssn?.replace(/\D/g, '') ?? '';

/**
 * What the identity questions may know of an application, handed to them in
 * the composition (modules do not import each other): the caller's own answers the
 * questions are made of, where the SSN leaves as its last four digits only;
 * and what a credit bureau inquiry is made of (decision 026), the one place
 * the whole SSN leaves this module.
 */
export function createApplicationIdentity(db: Db, cipher: FieldCipherPort) {
  return {
    async findForIdentityQuestions(userId: string) {
      const row = await findApplicationOfUser(db, userId);
      if (!row) return null;
      const draft = draftOf(row, { cipher });
      const ssnDigits = digitsOf(draft.ssn);
      return {
        applicationId: row.id,
        status: row.status,
        street: text(draft.street),
        city: text(draft.city),
        zip: text(draft.zip),
        state: text(draft.state),
        employerName: text(draft.employerName),
        dob: text(draft.dob),
        ssnLastFour: ssnDigits.length >= 4 ? ssnDigits.slice(-4) : null,
        identityAnswersChangedAt:
          (await staleFactsOf(db, row.id)).find((fact) => fact.fact === 'identityQuestions')?.staleSince ?? null,
      };
    },

    async applicationOf(userId: string) {
      const row = await findApplicationOfUser(db, userId);
      return row ? { id: row.id, status: row.status, userId: row.userId } : null;
    },

    async creditSubjectOf(applicationId: number) {
      const row = await findApplicationById(db, applicationId);
      if (!row) return null;
      const draft = draftOf(row, { cipher });
      const ssnDigits = digitsOf(draft.ssn);
      return {
        userId: row.userId,
        dob: text(draft.dob),
        street: text(draft.street),
        city: text(draft.city),
        state: text(draft.state),
        zip: text(draft.zip),
        ssn: ssnDigits.length === 9 ? ssnDigits : null,
      };
    },
  };
}
