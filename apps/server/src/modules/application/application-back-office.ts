import type { NoticeOfIntentReason } from '@waypoint/domain/application/draft/draft-catalogue';
import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import type { Db } from '../../db/database.js';
import type { FieldCipherPort } from './application-deps.js';
import { findApplicationById, findApplicationOfUser } from './application-repository.js';
import {
  lockApplicationForStaffAction,
  recordStaffActionOn,
  submittedApplicationRows,
} from './application-staff-repository.js';
import { staleFactsOf } from './stale-facts-repository.js';

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

export { markChangedForStaff } from './application-staff-repository.js';

/**
 * What the back office may read of applications (decision 031), handed to it
 * in the composition: the submitted ones for the queue, one application with
 * its SSN and identification number reduced to their last four, and the full
 * SSN for the logged reveal only.
 */
export function createApplicationBackOffice(cipher: FieldCipherPort) {
  return {
    /** Every submitted application, oldest submission first (ties by id, so paging is stable). */
    async submittedApplications(db: Db) {
      const rows = await submittedApplicationRows(db);
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
        // Checks asked again after an answer changed (product-rules#check-dependencies): staff never read an old pass.
        staleFacts: await staleFactsOf(db, row.id),
      };
    },

    /**
     * The application a staff action works on, locked until the transaction
     * ends (decision 032): two approvers at once take turns here, and the
     * second reads the first one's version and status.
     */
    async lockForStaffAction(tx: Db, applicationId: number) {
      return lockApplicationForStaffAction(tx, applicationId);
    },

    /**
     * Records a staff action on the application: a new version, and for a
     * request for information its notices of intent (noiCodes, noiReasons;
     * product-rules#draft-fields), for a final decision (or a request's
     * deadline, product-rules#reg-b-clocks) its closing status.
     */
    async recordStaffAction(
      tx: Db,
      applicationId: number,
      change: {
        noticesOfIntent?: NoticeOfIntentReason[];
        close?: 'approved' | 'declined' | 'closedIncomplete';
        now: Date;
      },
    ): Promise<{ version: number; status: string }> {
      return recordStaffActionOn(tx, applicationId, change);
    },

    /** A person's latest application (open, or the last closed one), for their progress page. */
    async latestOf(db: Db, userId: string) {
      const row = await findApplicationOfUser(db, userId);
      if (!row) return null;
      return { id: row.id, status: row.status, submittedAt: row.submissionDate, closedAt: row.closedAt };
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
