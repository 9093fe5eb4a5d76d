import { accountPort } from '../modules/auth/account-port.js';
import { findOwnedPdf, sentNoticesOf } from '../modules/decision-notices/decision-notices-repository.js';
import {
  incompletenessNoticesOfUser,
  incompletenessPdf,
} from '../modules/decision-notices/incompleteness-notices-repository.js';
import type { MailableDocument, PaperDocumentsDeps } from '../modules/paper-documents/paper-documents-deps.js';
import { registerPaperDocuments } from '../modules/paper-documents/paper-documents-module.js';
import { createRequiredNoticeDelivery } from '../modules/paper-documents/required-notice-delivery.js';
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

/** The notices (and requests for information) the person was sent, with a PDF to mail again. */
const mailableDocumentsOf: PaperDocumentsDeps['mailableDocumentsOf'] = async (db, userId) => {
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
  return [...notices, ...requests].sort((a, b) => b.date.localeCompare(a.date));
};

/**
 * E-sign withdrawal, paper copies and the letters (decision 089): the print
 * and mail provider composition/providers.ts chose, the account's contact,
 * the notices' PDFs from decision-notices' repository.
 */
export async function registerPaperDocumentsArea(
  context: CompositionContext,
  from: { requireStaff: RequireStaff },
): Promise<void> {
  const { config, sessions, providers } = context;
  const contactOf = accountContactOf(context);
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
      if (document.kind !== 'notice') return null;
      const listed = (await mailableDocumentsOf(db, userId)).find((item) => item.id === document.id);
      const found = listed
        ? ((await findOwnedPdf(db, userId, document.id)) ?? (await incompletenessPdf(db, document.id, { userId })))
        : undefined;
      return listed && found ? { title: listed.title, pdf: found.pdf } : null;
    },
    sandboxInbox: providers.post.mode === 'sandbox' && !production,
    // Outside production a secret derived from the session secret guards the bounce webhook, as the card issuer's.
    bounceWebhookSecret:
      config.post.bounceWebhookSecret ??
      (production ? null : hmac(context.secrets.sessionSecret, 'mail-bounce-webhook')),
    now: context.now,
  });
}
