import { accountPort } from '../modules/auth/account-port.js';
import { findOwnedPdf, sentNoticesOf } from '../modules/decision-notices/decision-notices-repository.js';
import {
  incompletenessNoticesOfUser,
  incompletenessPdf,
} from '../modules/decision-notices/incompleteness-notices-repository.js';
import type { MailableDocument, PaperDocumentsDeps } from '../modules/paper-documents/paper-documents-deps.js';
import { registerPaperDocuments } from '../modules/paper-documents/paper-documents-module.js';
import { createRequiredNoticeDelivery } from '../modules/paper-documents/required-notice-delivery.js';
import type { RewardsDeps } from '../modules/rewards/rewards-deps.js';
import { ownedStatementPdf } from '../modules/rewards/statement-pdf-route.js';
import { myStatements } from '../modules/rewards/statements-service.js';
import type { RequireStaff } from '../modules/staff/require-staff.js';
import type { DeliverRequiredNotice } from '../platform/post/required-notice.js';
import { hmac } from '../platform/secure-token.js';
import type { CompositionContext } from './composition-context.js';

/** How the account page names a notice it can mail again (decision-notices' kinds). */
const noticeTitles: Readonly<Record<string, string>> = {
  adverseAction: 'Notice of action taken on your application',
  approval: 'Approval letter',
  accountAction: 'Notice of action on your account',
};

/**
 * The account's contact (decision 089): the e-mail and name from auth, the
 * home address an approved change set (decision 036), else the latest
 * submitted application's.
 */
function accountContactOf(context: CompositionContext): PaperDocumentsDeps['accountContactOf'] {
  return async (db, userId) => {
    const account = await accountPort.accountOf(db, userId);
    if (!account) return null;
    const address = account.currentAddress ?? (await context.applications.submittedAddressOf(db, userId)) ?? '';
    return { email: account.email, fullName: `${account.firstName} ${account.lastName}`, address };
  };
}

/** The one channel decision for required notices (decision 089), for the modules that send them. */
export function createNoticeDelivery(context: CompositionContext): DeliverRequiredNotice {
  return createRequiredNoticeDelivery({ accountContactOf: accountContactOf(context) });
}

const dueDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The notices (and requests for information) the person was sent, and their card statements, with a PDF each. */
function mailableDocuments(rewards: RewardsDeps): PaperDocumentsDeps['mailableDocumentsOf'] {
  return async (db, userId) => {
    const notices: MailableDocument[] = (await sentNoticesOf(db, userId))
      .filter((notice) => notice.hasPdf)
      .map((notice) => ({
        kind: 'notice',
        id: notice.id,
        title: noticeTitles[notice.kind ?? ''] ?? 'Notice',
        date: (notice.sentAt ?? new Date(0)).toISOString(),
      }));
    const requests: MailableDocument[] = (await incompletenessNoticesOfUser(db, userId)).map((letter) => ({
      kind: 'notice',
      id: letter.id,
      title: 'Request for information about your application',
      date: letter.sentAt.toISOString(),
    }));
    const statements: MailableDocument[] = (await myStatements({ ...rewards, db }, userId)).map((statement) => ({
      kind: 'statement',
      id: String(statement.id),
      title: `Card statement, payment due ${dueDay.format(new Date(`${statement.dueDate}T00:00:00Z`))}`,
      date: statement.periodEnd,
    }));
    return [...notices, ...requests, ...statements].sort((a, b) => b.date.localeCompare(a.date));
  };
}

/**
 * E-sign withdrawal, paper copies and the letters (decision 089): the print
 * and mail provider composition/providers.ts chose, the account's contact,
 * the notices' PDFs from decision-notices' repository.
 */
export async function registerPaperDocumentsArea(
  context: CompositionContext,
  from: { requireStaff: RequireStaff; rewards: RewardsDeps },
): Promise<void> {
  const { config, sessions, providers } = context;
  const contactOf = accountContactOf(context);
  const mailableDocumentsOf = mailableDocuments(from.rewards);
  const production = config.appEnv === 'production';
  await registerPaperDocuments({
    host: context.host,
    db: context.database.db,
    letters: providers.post,
    requireMember: sessions.requireAs(({ sessionId, user }) => ({ userId: user.id, sessionId })),
    requireStaff: from.requireStaff,
    accountContactOf: contactOf,
    userOfApplication: async (db, applicationId) =>
      (await context.applications.recipientOf(db, applicationId))?.userId ?? null,
    mailableDocumentsOf,
    documentPdfOf: async (db, userId, document) => {
      const listed = (await mailableDocumentsOf(db, userId)).find(
        (item) => item.kind === document.kind && item.id === document.id,
      );
      if (!listed) return null;
      if (document.kind === 'statement')
        return { title: listed.title, pdf: (await ownedStatementPdf(from.rewards, userId, Number(document.id))).pdf };
      const found =
        (await findOwnedPdf(db, userId, document.id)) ?? (await incompletenessPdf(db, document.id, { userId }));
      return found ? { title: listed.title, pdf: found.pdf } : null;
    },
    sandboxInbox: providers.post.mode === 'sandbox' && !production,
    // Outside production a secret derived from the session secret guards the bounce webhook, as the card issuer's.
    bounceWebhookSecret:
      config.post.bounceWebhookSecret ??
      (production ? null : hmac(context.secrets.sessionSecret, 'mail-bounce-webhook')),
    now: context.now,
  });
}
