import { z } from 'zod';
import {
  cardReplacementMessages,
  cardReplacementSchema,
  isCardReplacementReason,
  replacementRefusal,
  replacementWithinLimit,
} from '@waypoint/domain/cards/card-replacement';
import { cardLockReasons } from '@waypoint/domain/cards/card-status';
import { badUserInput, AppError } from '../../graphql/app-error.js';
import { appendAuditEvent } from '../../platform/audit/audit-event.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { myCard } from './card-account-closing.js';
import { cardReplacementMail, cardReplacementMailKind } from './card-replacement-mail.js';
import {
  insertReplacement,
  recordReplacementCard,
  replacementById,
  replacementOfCard,
  replacementTimesOf,
} from './card-replacement-repository.js';
import { askIssuer, cardErrors, lockCardRow, requireMyCard, statusOf, type CardAccountView } from './card-service.js';
import type { CardsDeps, RequestScope } from './cards-deps.js';
import { cardAccountById, cardById, setCardStatus } from './cards-repository.js';

export const cardReplacementErrors = {
  notCurrent: () =>
    new AppError(
      'CARD_NOT_FOUND',
      'This is not the current card on your account. Reload the page to see the card you have now.',
      404,
    ),
  notReplaceable: () => new AppError('CARD_NOT_REPLACEABLE', cardReplacementMessages.notSent, 409),
  closed: () => new AppError('CARD_NOT_REPLACEABLE', 'This card is closed and cannot be replaced.', 409),
  ssnNeeded: () => new AppError('CARD_REPLACEMENT_SSN_NEEDED', cardReplacementMessages.ssnNeeded, 409),
  limit: () => new AppError('CARD_REPLACEMENT_LIMIT', cardReplacementMessages.limit, 429),
};

/**
 * Making the new card (decision 106): one job per replacement, queued on the
 * request's transaction. The issuer's call is idempotent by our reference and
 * the card's row is unique by the issuer's id, so a retried job makes one
 * card. A failure is retried: 8 tries, waits from 30 s doubling.
 */
export const cardReplacementQueue = defineQueue({
  name: 'card-replacement',
  data: z.object({ replacementId: z.number().int().positive() }),
  retryLimit: 7,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
});

/** A stable job id per replacement (pg-boss ids are UUIDs). */
function replacementJobId(replacementId: number): string {
  return `00000000-0000-4000-9000-${replacementId.toString(16).padStart(12, '0')}`;
}

async function currentView(deps: CardsDeps, userId: string): Promise<CardAccountView> {
  const view = await myCard(deps, userId);
  if (!view) throw cardErrors.noCard();
  return view;
}

/**
 * replaceCard (docs/product-rules.md#card-replacement): the account's current
 * card, reported lost, stolen or damaged. The issuer closes it first (a card
 * shown closed must be closed there, as a lock is); then, under the card's
 * row lock, it closes here, the replacement is recorded (one per card: a
 * double submit finds it and answers the account as it is), and the job
 * that makes the new card and the holder's e-mail are queued.
 */
export async function replaceCard(
  deps: CardsDeps,
  userId: string,
  scope: RequestScope,
  input: { cardId: unknown; reason: unknown },
): Promise<CardAccountView> {
  const parsed = cardReplacementSchema.safeParse(input);
  if (!parsed.success) throw badUserInput(parsed.error.issues);
  const { cardId, reason } = parsed.data;
  const { account, card } = await requireMyCard(deps, userId);
  if (card.id !== cardId || card.status === 'closed') {
    // A retried request names the card it already replaced.
    if (await replacementOfCard(deps.db, cardId, userId)) return currentView(deps, userId);
    if (card.id !== cardId) throw cardReplacementErrors.notCurrent();
  }
  const lockReason = cardLockReasons.find((known) => known === card.lockReason) ?? null;
  // The SSN's 60 days run from the card's activation (docs/product-rules.md#ssn-follow-up).
  const ssnFollowUpRunning = account.ssnRequired && !account.ssnCipher && card.activatedAt !== null;
  const refusal = replacementRefusal(statusOf(card), lockReason, ssnFollowUpRunning);
  if (refusal === 'ssnNeeded') throw cardReplacementErrors.ssnNeeded();
  if (refusal === 'notSent') throw cardReplacementErrors.notReplaceable();
  if (refusal === 'closed') throw cardReplacementErrors.closed();
  if (!replacementWithinLimit(await replacementTimesOf(deps.db, account.id), deps.now()))
    throw cardReplacementErrors.limit();
  await askIssuer(() => deps.issuer.closeCard(card.providerCardId));
  const holder = await deps.accounts.holderOf(deps.db, userId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // The checks above are not made again here: the issuer has closed the card, and our record follows it.
    // Nothing that lands in between stops a closing: the holder's own lock is closed over, a closed account's
    // job makes no card, and the SSN deadline's lock cannot come (its follow-up refused the replacement).
    await lockCardRow(tx, card.id);
    if (await replacementOfCard(tx, card.id, userId)) return;
    await setCardStatus(tx, card.id, { status: 'closed', lockReason: null }, now);
    const replacement = await insertReplacement(tx, {
      accountId: account.id,
      userId,
      replacedCardId: card.id,
      reason,
      requestedAt: now,
    });
    await enqueueJob(
      tx,
      cardReplacementQueue,
      { replacementId: replacement.id },
      { id: replacementJobId(replacement.id) },
    );
    if (holder) {
      const notice = { firstName: holder.firstName, lastFour: card.lastFour, reason };
      await enqueueMail(tx, cardReplacementMailKind, cardReplacementMail(holder.email, notice, deps.publicUrl));
    }
    // Who closed a card and from where, for the staff's view of the account (as the account's closing is kept).
    await appendAuditEvent(tx, {
      occurredAt: now,
      actor: { type: 'system', name: 'cardholder-request' },
      action: 'card.replace',
      subject: { type: 'card', id: String(card.id) },
      ip: scope.request.ip,
      requestId: scope.request.id,
      before: { status: card.status },
      after: { status: 'closed', reason, replacementId: replacement.id, userId },
    });
  });
  return currentView(deps, userId);
}

/**
 * The job: asks the issuer for the new card and records it. An account closed
 * meanwhile gets no card (its closing closed every card at the issuer).
 */
export async function makeReplacementCard(deps: CardsDeps, replacementId: number): Promise<void> {
  const replacement = await replacementById(deps.db, replacementId);
  if (!replacement || replacement.cardId !== null) return;
  const account = await cardAccountById(deps.db, replacement.accountId);
  const replaced = await cardById(deps.db, replacement.replacedCardId);
  if (!account || !replaced) throw new Error(`replacement ${replacementId} lost its account or card`);
  if (account.status === 'closed') return;
  if (!isCardReplacementReason(replacement.reason))
    throw new Error(`replacement ${replacementId} has an unknown reason ${replacement.reason}`);
  const issued = await deps.issuer.issueReplacementCard({
    accountId: account.providerAccountId,
    replacesCardId: replaced.providerCardId,
    reason: replacement.reason,
    reference: `replacement-${replacement.id}`,
  });
  const now = deps.now();
  await deps.db.transaction((tx) =>
    recordReplacementCard(tx, replacement.id, {
      accountId: account.id,
      userId: replacement.userId,
      providerCardId: issued.cardId,
      lastFour: issued.lastFour,
      expMonth: issued.expMonth,
      expYear: issued.expYear,
      createdAt: now,
      updatedAt: now,
    }),
  );
}

export function cardReplacementJobHandler(deps: CardsDeps): JobHandler<{ replacementId: number }> {
  return async (job) => makeReplacementCard(deps, job.data.replacementId);
}
