import { z } from 'zod';
import type { EsignConsentState } from '@waypoint/domain/paper-documents/notice-channel';
import { AppError } from '../../graphql/app-error.js';
import { mailBounceOf } from '../../platform/mail/mail-bounce-repository.js';
import { enqueueLetter } from '../../platform/post/letter-outbox.js';
import { lettersOfUser } from '../../platform/post/letter-repository.js';
import { postalAddressOf } from '../../platform/post/postal-address.js';
import type { PaperDocumentsDeps } from './paper-documents-deps.js';
import {
  insertConsentChange,
  insertPaperCopyRequest,
  latestConsentChange,
  lockConsentOf,
  paperCopyRequestByKey,
  setPaperCopyLetter,
} from './paper-documents-repository.js';
import { consentStateOf } from './required-notice-delivery.js';

export const paperDocumentErrors = {
  noSuchDocument: () => new AppError('DOCUMENT_NOT_FOUND', 'We could not find that document in your account.', 404),
  noAddress: () =>
    new AppError(
      'NO_MAILING_ADDRESS',
      'We do not have a complete mailing address for you yet. Contact us and we will mail it.',
      409,
    ),
};

const letterView = (letter: Awaited<ReturnType<typeof lettersOfUser>>[number]) => ({
  id: letter.id,
  title: letter.title,
  status: letter.status,
  expectedDelivery: letter.expectedDelivery,
  createdAt: letter.createdAt.toISOString(),
});

/** The account page's view: the consent, where letters go, what can be mailed, what was. */
export async function myPaperDocuments(deps: PaperDocumentsDeps, userId: string) {
  const consent = await consentStateOf(deps.db, userId);
  const contact = await deps.accountContactOf(deps.db, userId);
  return {
    consent: { state: consent.state, changedAt: consent.changedAt?.toISOString() ?? null },
    mailingAddress: contact?.address ?? '',
    emailBounced: contact ? (await mailBounceOf(deps.db, contact.email)) !== null : false,
    documents: await deps.mailableDocumentsOf(deps.db, userId),
    letters: (await lettersOfUser(deps.db, userId)).map(letterView),
  };
}

/**
 * Withdraws or gives consent (E-SIGN §7001(c)(1)(B)–(D), decision 089): a
 * change is recorded only when the state changes, under the person's lock, so
 * a retried or doubled click records one row. No step-up: withdrawing must be
 * as easy as consenting was.
 */
export async function changeEsignConsent(
  deps: PaperDocumentsDeps,
  member: { userId: string; sessionId: string },
  action: EsignConsentState,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockConsentOf(tx, member.userId);
    const latest = await latestConsentChange(tx, member.userId);
    if ((latest?.action ?? 'given') === action) return;
    await insertConsentChange(tx, { ...member, action, at: deps.now() });
  });
}

const paperCopyInput = z.object({
  kind: z.enum(['notice', 'statement']),
  id: z.string().min(1).max(64),
  requestKey: z.uuid(),
});

/**
 * Mails a paper copy of one of the member's documents, free (E-sign consent
 * Agreement, "Paper copies"): the request and its letter are recorded on one
 * transaction, the letter keyed by the request, so the same requestKey sent
 * again answers the same letter and posts nothing more.
 */
export async function requestPaperCopy(
  deps: PaperDocumentsDeps,
  member: { userId: string; sessionId: string },
  input: { kind: string; id: string; requestKey: string },
) {
  const checked = paperCopyInput.safeParse(input);
  if (!checked.success) throw paperDocumentErrors.noSuchDocument();
  const { kind, id, requestKey } = checked.data;
  const known = await paperCopyRequestByKey(deps.db, member.userId, requestKey);
  // Drawn before the transaction: a statement's PDF reads the card's figures on the pool.
  const document = known?.letterId ? null : await deps.documentPdfOf(deps.db, member.userId, { kind, id });
  if (!known?.letterId && !document) throw paperDocumentErrors.noSuchDocument();
  const contact = await deps.accountContactOf(deps.db, member.userId);
  const postal = contact ? postalAddressOf(contact.fullName, contact.address) : null;
  const letterId = await deps.db.transaction(async (tx) => {
    if (known?.letterId) return known.letterId;
    if (!document) throw paperDocumentErrors.noSuchDocument();
    if (!postal) throw paperDocumentErrors.noAddress();
    const requestId = await insertPaperCopyRequest(tx, {
      userId: member.userId,
      requestKey,
      documentKind: kind,
      documentId: id,
      sessionId: member.sessionId,
    });
    const letter = await enqueueLetter(tx, {
      idempotencyKey: `paper-copy:${member.userId}:${requestKey}`,
      kind: 'paperCopy',
      userId: member.userId,
      toName: postal.name,
      toAddress: postal,
      title: `Paper copy: ${document.title}`,
      pdf: document.pdf,
    });
    if (requestId) await setPaperCopyLetter(tx, requestId, letter);
    return letter;
  });
  const letter = (await lettersOfUser(deps.db, member.userId)).find((row) => row.id === letterId);
  if (!letter) throw paperDocumentErrors.noSuchDocument();
  return letterView(letter);
}
