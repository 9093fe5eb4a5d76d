import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BureauContact, CreditScore } from '@waypoint/domain/credit-report/credit-report';
import type { NoticeParty } from '@waypoint/domain/decisions/adverse-action-notice';
import type { EcoaAgency } from '@waypoint/domain/decisions/ecoa-agencies';
import type { Db } from '../../db/database.js';
import type { DeliverRequiredNotice } from '../../platform/post/required-notice.js';

export interface RequestScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A stored decision as a notice needs it (decision 030's row, read through a port). */
export interface NoticeDecision {
  id: string;
  applicationId: number;
  outcome: string;
  reasons: string[];
  creditLimit: number | null;
  aprBps: number | null;
  /** The approval's pricing band; with the inputs it says whether the price came from a report (decision 054). */
  band: string | null;
  /** The decision's stored snapshot (DecisionInputs), read with parseDecisionInputs. */
  inputs: unknown;
  consumerReportUsed: boolean;
}

/** Whom the notice goes to, from the application and the account. */
export interface NoticeRecipient {
  userId: string;
  email: string;
  fullName: string;
  /** One line, or '' when the application holds no address. */
  address: string;
}

/**
 * What the notices need from the rest of the server, wired in
 * composition/underwriting-wiring.ts (modules do not import each other).
 */
export interface DecisionNoticesDeps {
  db: Db;
  /** The creditor every notice names (config/notice-settings.ts, decision 054). */
  creditor: NoticeParty;
  /** The ECOA agency for this creditor's size and charter (Reg B Appendix A). */
  agency: EcoaAgency;
  decisionOf(db: Db, decisionId: string): Promise<NoticeDecision | null>;
  recipientOf(db: Db, applicationId: number): Promise<NoticeRecipient | null>;
  /** The bureau whose report the decision used and the score it gave; null when there is no stored answer. */
  consumerReportOf(db: Db, applicationId: number): Promise<{ bureau: BureauContact; score: CreditScore | null } | null>;
  requireUser(scope: RequestScope): Promise<{ userId: string }>;
  /** The applicant's current application, or null before they start one. */
  currentApplicationIdOf(userId: string): Promise<number | null>;
  /** E-mail or post, decided in one place (decision 089): every notice here is a required one. */
  deliverRequiredNotice: DeliverRequiredNotice;
  publicUrl: string;
  now(): Date;
}
