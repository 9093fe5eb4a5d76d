import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import type { FileIntake } from '../../platform/uploads/file-intake.js';

/** A request's credentials: a GraphQL context or a route's request and reply. */
export interface RequestScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

export type StaffRole = 'reviewer' | 'approver' | 'admin';

/** The account as a change request reads and changes it; the auth module owns the row. */
export interface ChangeRequestAccount {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  /** The address an approved change set; null until one did. */
  currentAddress: string | null;
}

/** The SCRA rate cap the cards module decided for the account (docs/product-rules.md#scra-rate-cap, decision 088). */
export interface ChangeRequestRateCap {
  /** YYYY-MM-DD: the card account's opening (the debt's origin) and the first day of service. */
  accountOpenedOn: string;
  activeDutyStartDate: string;
  /** Whether the debt predates service, so the cap applies. */
  applies: boolean;
  /** openedDuringService when it does not. */
  notAppliedReason: string | null;
  aprBeforeBps: number | null;
  cappedAprBps: number | null;
  effectiveFrom: string | null;
  /** When the issuer confirmed the cap; null while the job has not got it through. */
  issuerAppliedAt: Date | null;
  creditedCents: number | null;
}

/**
 * What the change-requests module needs from the rest of the server
 * (decision 036), wired in app.ts: modules do not import each other.
 */
export interface ChangeRequestsDeps {
  db: Db;
  storage: ObjectStorage;
  limiter: RateLimiter;
  /** The largest upload accepted (UPLOAD_MAX_BYTES), the same as for application documents. */
  uploadMaxBytes: number;
  /** The one way an uploaded file is stored (decision 057): the same intake as application documents. */
  intake: FileIntake;
  /** The signed-in applicant, or an APPLICATION_SESSION_INVALID error (401). */
  requireUser(scope: RequestScope): Promise<{ userId: string }>;
  /** The step-up (decision 073): a name or address change needs a recent proof, or STEP_UP_REQUIRED. */
  stepUp: { requireRecent(scope: RequestScope): Promise<void> };
  /** The staff check (decision 029): the staff member, or the refusal. */
  requireStaff(
    scope: RequestScope,
    roles?: readonly StaffRole[],
  ): Promise<{ staffId: string; email: string; role: StaffRole }>;
  accounts: {
    /** Null when there is no such account. */
    accountOf(db: Db, userId: string): Promise<ChangeRequestAccount | null>;
    /** Names and e-mails of many accounts, for the staff queue. */
    accountsOf(
      db: Db,
      userIds: readonly string[],
    ): Promise<Map<string, { firstName: string; lastName: string; email: string }>>;
    /** Applies an approved name change, on the approval's transaction. */
    applyName(tx: Db, userId: string, name: { firstName: string; middleName: string; lastName: string }): Promise<void>;
    /** Applies an approved address change (one line), on the approval's transaction. */
    applyAddress(tx: Db, userId: string, address: string): Promise<void>;
  };
  /** The home address of the account's latest submitted application on one line, before any change was approved; null when none. */
  applicationAddressOf(db: Db, userId: string): Promise<string | null>;
  /** The cards module's port (decision 088): an approved servicemember request's rate cap, and what was decided. */
  cards: {
    /** On the approval's transaction: decides the cap for the member's card account and queues it at the issuer. */
    scraBenefitApproved(
      tx: Db,
      userId: string,
      benefit: { activeDutyStartDate: string; changeRequestId: number },
    ): Promise<void>;
    /** The cap decided for the member's latest card account; null before a card or an SCRA approval. */
    scraRateCapOf(db: Db, userId: string): Promise<ChangeRequestRateCap | null>;
  };
  /** Staff members' e-mails by id. */
  staffEmails(db: Db, staffIds: readonly string[]): Promise<Map<string, string>>;
  /** The site's address, for the links in e-mails. */
  publicUrl: string;
  now(): Date;
}
