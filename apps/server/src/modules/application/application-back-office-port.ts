import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import type { Db } from '../../db/database.js';
import type { FieldCipherPort } from './application-deps.js';
import { findApplicationById } from './application-repository.js';
import { applications } from './application-tables.js';

const digitsOf = (value: string | null) => value?.replace(/\D/g, '') ?? '';
const lastFourOf = (value: string | null) => {
  const digits = digitsOf(value);
  return digits.length >= 4 ? digits.slice(-4) : null;
};

/** The answers as stored, which hold neither the SSN nor the identification number (their own columns). */
function answersOf(row: { draft: Record<string, unknown> }): Readonly<Draft> {
  const { ssn: _ssn, identificationNo: _identificationNo, ...draft } = row.draft as Draft;
  return draft as Readonly<Draft>;
}

/**
 * What the back office may read of applications (decision 031), handed to it
 * in the composition: the submitted ones for the queue, one application with
 * its SSN and identification number reduced to their last four, and the full
 * SSN for the logged reveal only.
 */
export function createApplicationBackOfficePort(cipher: FieldCipherPort) {
  return {
    /** Every submitted application, oldest submission first (ties by id, so paging is stable). */
    async submittedApplications(db: Db) {
      const rows = await db
        .select()
        .from(applications)
        .where(and(eq(applications.status, 'submitted'), isNotNull(applications.submissionDate)))
        .orderBy(asc(applications.submissionDate), asc(applications.id));
      return rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        submittedAt: row.submissionDate ?? row.createdAt,
        draft: answersOf(row),
      }));
    },

    async application(db: Db, applicationId: number) {
      const row = await findApplicationById(db, applicationId);
      if (!row) return null;
      return {
        id: row.id,
        userId: row.userId,
        status: row.status,
        version: row.version,
        submittedAt: row.submissionDate,
        draft: answersOf(row),
        ssnLastFour: lastFourOf(row.ssnCipher ? cipher.decrypt(row.ssnCipher) : null),
        identificationNoLastFour: lastFourOf(
          row.identificationNoCipher ? cipher.decrypt(row.identificationNoCipher) : null,
        ),
      };
    },

    /** The full SSN, for the reveal the caller logs; null when the application has none. */
    async ssn(db: Db, applicationId: number): Promise<{ submitted: boolean; ssn: string | null } | null> {
      const row = await findApplicationById(db, applicationId);
      if (!row) return null;
      return {
        submitted: row.submissionDate !== null,
        ssn: row.ssnCipher ? cipher.decrypt(row.ssnCipher) : null,
      };
    },
  };
}

export type ApplicationBackOfficePort = ReturnType<typeof createApplicationBackOfficePort>;
