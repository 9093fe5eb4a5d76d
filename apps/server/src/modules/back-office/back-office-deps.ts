import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import type { CreditFileSummary, HardInquiryStatus } from '@waypoint/domain/credit-report/credit-report';
import type { DecisionInputs } from '@waypoint/domain/decisions/decision-inputs';
import type { Db } from '../../db/database.js';

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
) => Promise<{ staffId: string; email: string; role: string }>;

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
    } | null>;
    ssn(db: Db, applicationId: number): Promise<{ submitted: boolean; ssn: string | null } | null>;
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
    latestPolicyDecisions(db: Db, applicationIds: readonly number[]): Promise<Map<number, BackOfficeDecision>>;
    currentInputs(db: Db, applicationId: number): Promise<DecisionInputs | null>;
  };
  creditCheckOf(
    db: Db,
    applicationId: number,
  ): Promise<{ status: HardInquiryStatus; bureauName: string | null; file: CreditFileSummary | null } | null>;
  now(): Date;
}
