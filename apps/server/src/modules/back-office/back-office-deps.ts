import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VerifiedFact } from '@waypoint/domain/application/checks/check-dependencies';
import type { NoticeOfIntentReason } from '@waypoint/domain/application/draft/draft-catalogue';
import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import type { CreditFileSummary, HardInquiryStatus } from '@waypoint/domain/credit-report/credit-report';
import type { DecisionInputs } from '@waypoint/domain/decisions/decision-inputs';
import type { IncompletenessNotice, IncompletenessNoticeKind } from '@waypoint/domain/decisions/incompleteness-notice';
import type { LineAssessment } from '@waypoint/domain/decisions/line-affordability';
import type { NoticeOfIncompletenessCode } from '@waypoint/domain/decisions/notice-of-incompleteness';
import type { Db } from '../../db/database.js';
import type { DeliverRequiredNotice } from '../../platform/post/required-notice.js';
import type { ApplicationTimelineSources } from './application-timeline-sources.js';
import type { CaseSearchPort } from './case-search-port.js';

export type StaffRole = 'reviewer' | 'approver' | 'admin';

/** A request's credentials: a GraphQL context or a route's request and reply. */
export interface RequestScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The staff check (decision 029): the staff member, or the refusal (no staff session, or a role not in `roles`). */
export type RequireStaff = (
  scope: RequestScope,
  roles?: readonly StaffRole[],
) => Promise<{ staffId: string; email: string; role: StaffRole }>;

/** A stored decision as the back office shows it (the decisions module's row, read through its port). */
export interface BackOfficeDecision {
  id: string;
  applicationId: number;
  sequence: number;
  policyVersion: string;
  outcome: string;
  reasons: string[];
  creditLimit: number | null;
  decidedBy: string;
  trigger: string;
  createdAt: Date;
}

export interface BackOfficeFile {
  id: number;
  documentType: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  version: number;
  isRecognized: boolean;
  isValid: boolean;
  isDocumentExpired: boolean;
  isDocumentMismatch: boolean;
  createdAt: Date;
  removedAt: Date | null;
}

/**
 * What the back office needs from the rest of the server (decision 031),
 * wired in composition/underwriting-wiring.ts: modules do not import each
 * other, so every other module's data arrives through these ports.
 */
export interface BackOfficeDeps {
  db: Db;
  requireStaff: RequireStaff;
  applications: {
    submittedApplications(db: Db): Promise<{ id: number; userId: string; submittedAt: Date; draft: Readonly<Draft> }[]>;
    application(
      db: Db,
      applicationId: number,
    ): Promise<{
      id: number;
      userId: string;
      status: string;
      version: number;
      submittedAt: Date | null;
      draft: Readonly<Draft>;
      ssnLastFour: string | null;
      identificationNoLastFour: string | null;
      /** Facts made stale by a changed answer, since when (product-rules#check-dependencies). */
      staleFacts: { fact: VerifiedFact; staleSince: Date; answers: string[] }[];
    } | null>;
    ssn(db: Db, applicationId: number): Promise<{ submitted: boolean; ssn: string | null } | null>;
    /** Locks the application for a staff action (decision 032); null when there is none. */
    lockForStaffAction(
      tx: Db,
      applicationId: number,
    ): Promise<{ id: number; userId: string; status: string; version: number; submittedAt: Date | null } | null>;
    /** A new version; a request's notices of intent, a final decision's (or the deadline's) closing status. */
    recordStaffAction(
      tx: Db,
      applicationId: number,
      change: {
        noticesOfIntent?: NoticeOfIntentReason[];
        close?: 'approved' | 'declined' | 'closedIncomplete';
        now: Date;
      },
    ): Promise<{ version: number; status: string }>;
    /** The signed-in applicant's latest application (open or last closed), for myApplicationProgress. */
    latestOf(
      db: Db,
      userId: string,
    ): Promise<{ id: number; status: string; submittedAt: Date | null; closedAt: Date | null } | null>;
  };
  accounts(
    db: Db,
    userIds: readonly string[],
  ): Promise<Map<string, { firstName: string; lastName: string; email: string }>>;
  documents: {
    filesOf(db: Db, applicationId: number): Promise<BackOfficeFile[]>;
    open(
      db: Db,
      applicationId: number,
      fileId: number,
    ): Promise<{ row: BackOfficeFile; body: Readable } | { missing: 'record' | 'object' }>;
  };
  decisions: {
    decisionsOf(db: Db, applicationId: number): Promise<BackOfficeDecision[]>;
    /** The policy's latest suggestion for the application (decisions-repository.ts, decision 066). */
    latestPolicyDecision(db: Db, applicationId: number): Promise<BackOfficeDecision | undefined>;
    latestPolicyDecisions(db: Db, applicationIds: readonly number[]): Promise<Map<number, BackOfficeDecision>>;
    currentInputs(db: Db, applicationId: number): Promise<DecisionInputs | null>;
    /** Appends a staff member's final decision with the inputs as they stand (decision 032). */
    recordStaffDecision(
      tx: Db,
      decision: {
        applicationId: number;
        staffId: string;
        outcome: 'approve' | 'decline';
        reasons: string[];
        creditLimit: number | null;
        now: Date;
      },
    ): Promise<BackOfficeDecision & { aprBps: number | null; lineAssessment: LineAssessment | null }>;
  };
  /** Records the final decision's notice and queues its job, in the decision's transaction (decision 033). */
  queueDecisionNotice(tx: Db, notice: { applicationId: number; decisionId: string }): Promise<string | null>;
  /** Queues the card's issuing on an approval's transaction (decision 037). */
  queueCardIssue(
    tx: Db,
    approval: { applicationId: number; userId: string; creditLimitCents: number; aprBps: number | null },
  ): Promise<void>;
  /** A request for information's letters (product-rules#reg-b-clocks), kept by the decision notices' module. */
  letters: IncompletenessLetters;
  /** Who a notice about the application goes to: the applicant's full name and the application's one-line address. */
  noticeRecipientOf(db: Db, applicationId: number): Promise<{ fullName: string; address: string } | null>;
  /** A notice the law requires in writing: e-mail, or post after an e-sign withdrawal or a bounce (decision 089). */
  deliverRequiredNotice: DeliverRequiredNotice;
  /** The case search's reads of applications, accounts and change requests (decision 067). */
  caseSearch: CaseSearchPort;
  /** Staff members' e-mails by id, for the recommendations and requests shown. */
  staffEmails(db: Db, staffIds: readonly string[]): Promise<Map<string, string>>;
  /** What other modules recorded about an application, for its timeline (decision 068). */
  timeline: ApplicationTimelineSources;
  /** The signed-in applicant, or UNAUTHENTICATED (the applicant's own session, never a staff one). */
  requireApplicant(scope: RequestScope): Promise<{ userId: string }>;
  /** The site's address, for the links in e-mails. */
  publicUrl: string;
  creditCheckOf(
    db: Db,
    applicationId: number,
  ): Promise<{ status: HardInquiryStatus; bureauName: string | null; file: CreditFileSummary | null } | null>;
  now(): Date;
}

/** A kept letter of a request for information, as listed. */
export interface KeptLetter {
  id: string;
  kind: string;
  sentAt: Date;
}

export interface IncompletenessLetters {
  /**
   * Draws and keeps a letter on the caller's transaction (the one that queues
   * its e-mail); null when the applicant is gone or the request has one of this kind.
   */
  issue(
    tx: Db,
    letter: {
      kind: IncompletenessNoticeKind;
      applicationId: number;
      informationRequestId: string;
      requestedOn: string;
      deadline: string;
      codes: readonly NoticeOfIncompletenessCode[];
      now: Date;
    },
  ): Promise<{ id: string; notice: IncompletenessNotice } | null>;
  ofRequest(db: Db, informationRequestId: string): Promise<KeptLetter[]>;
  /** A letter's bytes, found only within the application named. */
  pdf(db: Db, applicationId: number, letterId: string): Promise<{ pdf: Uint8Array; sha256: string } | undefined>;
}
