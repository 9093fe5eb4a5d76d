import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '@waypoint/domain/staff/staff-access';
import type { Db } from '../../db/database.js';
import type { LetterSender } from '../../platform/post/letter-sender.js';

export interface RequestScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A document the person can ask to have mailed: its kind and id, and how the account page names it. */
export interface MailableDocument {
  kind: 'notice' | 'statement';
  id: string;
  title: string;
  /** When it was given (ISO timestamp). */
  date: string;
}

/** The account's contact: the e-mail, the name and the one-line home address on file ('' when none). */
export interface AccountContact {
  email: string;
  fullName: string;
  address: string;
}

/**
 * What e-sign withdrawal, paper copies and the required notices' channel need
 * from the rest of the server, wired in composition/paper-documents-wiring.ts
 * (modules do not import each other).
 */
export interface PaperDocumentsDeps {
  db: Db;
  /** The print-and-mail provider composition/providers.ts chose (decision 089). */
  letters: LetterSender;
  /** The signed-in member and the session they act from (recorded with each change). */
  requireMember(scope: RequestScope): Promise<{ userId: string; sessionId: string }>;
  /** The back office's gate (decision 029): any staff role reads the case view. */
  requireStaff(scope: RequestScope): Promise<{ staffId: string; email: string; role: StaffRole }>;
  accountContactOf(db: Db, userId: string): Promise<AccountContact | null>;
  /** The applicant of an application, for the case view. */
  userOfApplication(db: Db, applicationId: number): Promise<string | null>;
  /** The documents the person was given that can be mailed again, newest first. */
  mailableDocumentsOf(db: Db, userId: string): Promise<MailableDocument[]>;
  /** One of those documents' PDF as it was given; null when it is not theirs or does not exist. */
  documentPdfOf(
    db: Db,
    userId: string,
    document: { kind: string; id: string },
  ): Promise<{ title: string; pdf: Uint8Array } | null>;
  /** The sandbox's /dev/letters page is mounted (the sandbox provider, outside production). */
  sandboxInbox: boolean;
  /** The mail bounce webhook's bearer secret; null: the webhook is not mounted. */
  bounceWebhookSecret: string | null;
  now(): Date;
}
