import type { Db } from '../../db/database.js';

/*
 * What other modules recorded about one application, handed to the case's
 * timeline (decision 068) through one port wired in
 * composition/application-timeline-wiring.ts: modules do not import each
 * other, so each source is the owning module's own read of its own rows.
 * Every source answers newest first and at most `limit` rows: the timeline is
 * bounded (decision 068), and no source may flood it.
 */

export interface TimelineApplicantSteps {
  startedAt: Date;
  /** The review disclosures accepted with the application (product-rules#review-disclosures). */
  disclosures: { documentType: string; version: string; acceptedAt: Date }[];
  /** Each ability-to-pay assessment (Regulation Z 1026.51). */
  abilityToPay: { isApproved: boolean; reasons: string[]; ruleVersion: string; decidedAt: Date }[];
  /** Set when the applicant canceled the application. */
  canceledAt: Date | null;
}

export interface TimelineIdentityQuestions {
  /** questions, challenge, passed, failed or timeout. */
  result: string;
  startedAt: Date;
  updatedAt: Date;
}

export interface TimelineBankLink {
  linkedAt: Date;
  employerVerified: boolean;
}

export interface TimelineWorkEmail {
  sentAt: Date;
  confirmedAt: Date | null;
}

export interface TimelineCreditInquiry {
  /** hard (the application's) or soft (a prequalification carried into it). */
  kind: string;
  status: string;
  bureauName: string | null;
  requestedAt: Date;
  completedAt: Date | null;
}

export interface TimelineDecisionNotice {
  id: string;
  /** adverseAction, approval or accountAction; null while the job has not built it. */
  kind: string | null;
  accountAction: string | null;
  /** pending, sent or skipped. */
  status: string;
  createdAt: Date;
  sentAt: Date | null;
  /** Whether the letter's PDF is kept (a decline's adverse action notice, an account action's letter). */
  hasPdf: boolean;
}

export interface TimelineCards {
  /** The cardholder's closing of the account (decision 083); null while open. */
  closure: {
    closedAt: Date;
    balanceOwedCents: number;
    statementCreditCents: number;
    depositCents: number;
    forfeitedCents: number;
    /** YYYY-MM-DD. */
    payoutBy: string;
    /** When the issuer confirmed it; null while its job still asks. */
    issuerClosedAt: Date | null;
  } | null;
  accountOpenedAt: Date;
  creditLimitCents: number;
  ssnAddedAt: Date | null;
  cards: {
    lastFour: string;
    status: string;
    lockReason: string | null;
    issuedAt: Date;
    activatedAt: Date | null;
    updatedAt: Date;
    /** Why the cardholder had it replaced (lost, stolen or damaged) and when; null when it was not (decision 106). */
    replacedFor: string | null;
    replacedAt: Date | null;
  }[];
}

export interface TimelineChangeRequest {
  id: number;
  codes: string[];
  /** pending, submitted, approved, declined or canceled. */
  status: string;
  declineReason: string | null;
  decidedBy: string | null;
  openedAt: Date;
  submittedAt: Date | null;
  closedAt: Date | null;
}

/** A limit increase request (decision 084); `decidedBy` is `policy` or a staff id. */
export interface TimelineCreditLimitRequest {
  id: number;
  /** submitted, approved, declined or referred. */
  status: string;
  currentLimitCents: number;
  requestedLimitCents: number | null;
  approvedLimitCents: number | null;
  declineReasons: string[];
  decidedBy: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  issuerAppliedAt: Date | null;
}

export interface ApplicationTimelineSources {
  applicantSteps(db: Db, applicationId: number, limit: number): Promise<TimelineApplicantSteps | null>;
  identityQuestions(db: Db, applicationId: number, limit: number): Promise<TimelineIdentityQuestions[]>;
  bankLinks(db: Db, applicationId: number, limit: number): Promise<TimelineBankLink[]>;
  workEmails(db: Db, applicationId: number, limit: number): Promise<TimelineWorkEmail[]>;
  creditInquiries(db: Db, applicationId: number, limit: number): Promise<TimelineCreditInquiry[]>;
  decisionNotices(db: Db, applicationId: number, limit: number): Promise<TimelineDecisionNotice[]>;
  /** A kept notice's PDF, found only within the application named. */
  decisionNoticePdf(db: Db, applicationId: number, noticeId: string): Promise<Uint8Array | undefined>;
  cards(db: Db, applicationId: number, limit: number): Promise<TimelineCards | null>;
  /** The applicant's change requests opened since `since` (they belong to the account, not one application). */
  changeRequests(db: Db, userId: string, since: Date, limit: number): Promise<TimelineChangeRequest[]>;
  /** The cardholder's limit increase requests since the account opened (decision 084). */
  creditLimitRequests(db: Db, userId: string, since: Date, limit: number): Promise<TimelineCreditLimitRequest[]>;
}
