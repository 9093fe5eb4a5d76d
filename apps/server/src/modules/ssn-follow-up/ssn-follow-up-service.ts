import { ssnField } from '@waypoint/domain/application/schemas/field-schemas';
import { canMoveCard } from '@waypoint/domain/cards/card-status';
import { SSN_DEADLINE_DAYS, ssnFollowUpDates } from '@waypoint/domain/cards/ssn-follow-up';
import type { Db } from '../../db/database.js';
import { AppError, badUserInput } from '../../graphql/app-error.js';
import { cancelJob } from '../../platform/jobs/enqueue-job.js';
import { cancelPendingMail, enqueueMail } from '../../platform/mail/outbox.js';
import type { SsnFollowUpDeps } from './ssn-follow-up-deps.js';
import { queueSsnDeadline, ssnDeadlineJobId, ssnDeadlineQueue } from './ssn-follow-up-job.js';
import { ssnReminderMail } from './ssn-follow-up-mail.js';
import {
  closeFollowUpRow,
  insertFollowUp,
  lockFollowUp,
  lockReasonBeforeOf,
  recordReminders,
} from './ssn-follow-up-repository.js';

export interface SsnFollowUpStart {
  accountId: number;
  userId: string;
  email: string;
  firstName: string;
  activatedAt: Date;
}

/**
 * Starts the SSN follow-up (product-rules#ssn-follow-up) on the activation's
 * transaction, for an account admitted without an SSN that has not given it
 * yet: the reminders of days 30, 50 and 58 go to the outbox scheduled for
 * their day, and the deadline's job for day 60. The follow-up's row is keyed
 * by the account, so a second call finds it and queues nothing again.
 * Answers whether it started now.
 */
export async function scheduleSsnFollowUp(
  tx: Db,
  deps: Pick<SsnFollowUpDeps, 'publicUrl' | 'cards'>,
  start: SsnFollowUpStart,
): Promise<boolean> {
  const account = await deps.cards.ssnStateOf(tx, start.accountId);
  if (!account?.ssnRequired || account.ssnCipher) return false;
  const dates = ssnFollowUpDates(start.activatedAt);
  const created = await insertFollowUp(tx, {
    accountId: start.accountId,
    activatedAt: start.activatedAt,
    deadlineAt: dates.deadline,
  });
  if (!created) return false;
  const recipient = { to: start.email, firstName: start.firstName, publicUrl: deps.publicUrl };
  const reminderMessageIds: string[] = [];
  for (const reminder of dates.reminders) {
    const mail = ssnReminderMail(recipient, SSN_DEADLINE_DAYS - reminder.day, dates.deadline);
    reminderMessageIds.push(await enqueueMail(tx, 'card-ssn-reminder', mail, { notBefore: reminder.at }));
  }
  await recordReminders(tx, start.accountId, reminderMessageIds);
  await queueSsnDeadline(tx, start.accountId, dates.deadline);
  return true;
}

/** The last four digits of the SSN given after activation, or null: never the SSN itself. */
export function ssnLastFourOf(deps: Pick<SsnFollowUpDeps, 'cipher'>, ssnCipher: string | null): string | null {
  return ssnCipher ? deps.cipher.decrypt(ssnCipher).slice(-4) : null;
}

export const ssnErrors = {
  // As the card's own operations answer it (card-service.ts cardErrors.noCard).
  noCard: () => new AppError('CARD_NOT_FOUND', 'You do not have a card yet.', 404),
  notNeeded: () => new AppError('SSN_NOT_NEEDED', 'Your card account does not need an SSN from you.', 409),
  alreadyGiven: () => new AppError('SSN_ALREADY_GIVEN', 'You have already added your SSN.', 409),
  issuerUnavailable: () =>
    new AppError(
      'CARD_ISSUER_UNAVAILABLE',
      'We could not reach our card partner. Nothing has changed; please try again in a few minutes.',
      503,
    ),
};

/** The member's latest card account, checked to be owed an SSN; locked for the transaction when given one. */
async function accountOwingSsn(deps: Pick<SsnFollowUpDeps, 'cards'>, db: Db, userId: string, lock: boolean) {
  const account = await deps.cards.latestAccountOf(db, userId, { lock });
  if (!account?.ssnRequired) throw ssnErrors.notNeeded();
  if (account.ssnCipher) throw ssnErrors.alreadyGiven();
  return account;
}

/** Whether the account's card is locked by the deadline, with no lock of its holder's underneath. */
async function lockedForSsnOnly(
  deps: Pick<SsnFollowUpDeps, 'cards'>,
  db: Db,
  accountId: number,
): Promise<string | null> {
  const card = await deps.cards.latestCardOfAccount(db, accountId);
  if (card?.status !== 'locked' || card.lockReason !== 'ssnMissing') return null;
  const lockReasonBefore = await lockReasonBeforeOf(db, accountId);
  return lockReasonBefore === 'cardholder' ? null : card.providerCardId;
}

async function unlockAtIssuer(deps: SsnFollowUpDeps, providerCardId: string): Promise<void> {
  try {
    await deps.issuer.setCardLocked(providerCardId, false);
  } catch (error) {
    if (deps.isIssuerUnavailable(error)) throw ssnErrors.issuerUnavailable();
    throw error;
  }
}

/**
 * addCardholderSsn (product-rules#ssn-follow-up): checked as the
 * application's SSN field, encrypted as the application's is. A card the
 * deadline locked is unlocked at the issuer first, outside any transaction
 * (an unreachable issuer changes nothing here); then, under the account's row
 * lock, so a double submit answers SSN_ALREADY_GIVEN rather than writing
 * twice, the SSN is stored, the reminders not sent yet and the deadline's
 * job are canceled, and the card is active again (or back under its holder's
 * own lock, if the deadline replaced one).
 */
export async function addCardholderSsn(deps: SsnFollowUpDeps, userId: string, input: string): Promise<void> {
  const parsed = ssnField.safeParse(input);
  // One message for the one field: an empty answer is "Required", not also "not a valid SSN".
  if (!parsed.success)
    throw badUserInput(parsed.error.issues.slice(0, 1).map((issue) => ({ ...issue, path: ['ssn'] })));
  const owing = await accountOwingSsn(deps, deps.db, userId, false);
  const lockedCard = await lockedForSsnOnly(deps, deps.db, owing.id);
  if (lockedCard) await unlockAtIssuer(deps, lockedCard);
  const unlockedNow = await deps.db.transaction(async (tx) => {
    const account = await accountOwingSsn(deps, tx, userId, true);
    const now = deps.now();
    await deps.cards.storeSsn(tx, account.id, deps.cipher.encrypt(parsed.data), now);
    return closeFollowUp(deps, tx, account.id, now);
  });
  // The deadline's lock landed between the first look and the transaction: the issuer follows now.
  if (unlockedNow && unlockedNow !== lockedCard) await unlockAtIssuer(deps, unlockedNow);
}

/**
 * The account closed (decision 083): the follow-up ends without the SSN, on
 * the closing's transaction. The reminders not sent yet and the deadline's job
 * are canceled, so a closed account gets no reminder and no lock
 * (product-rules#ssn-follow-up); the deadline's job also skips a closed
 * account, should one be run anyway. Nothing when there is no open follow-up.
 */
export async function stopFollowUpForClosedAccount(tx: Db, accountId: number, at: Date): Promise<void> {
  const followUp = await lockFollowUp(tx, accountId);
  if (!followUp || followUp.closedAt) return;
  for (const id of followUp.reminderMessageIds) await cancelPendingMail(tx, id);
  await cancelJob(tx, ssnDeadlineQueue, ssnDeadlineJobId(accountId));
  await closeFollowUpRow(tx, accountId, at);
}

/** Ends the follow-up; answers the issuer's card id when the card went from the deadline's lock to active. */
async function closeFollowUp(
  deps: Pick<SsnFollowUpDeps, 'cards'>,
  tx: Db,
  accountId: number,
  now: Date,
): Promise<string | null> {
  const followUp = await lockFollowUp(tx, accountId);
  if (followUp) {
    for (const id of followUp.reminderMessageIds) await cancelPendingMail(tx, id);
    await cancelJob(tx, ssnDeadlineQueue, ssnDeadlineJobId(accountId));
    await closeFollowUpRow(tx, accountId, now);
  }
  const card = await deps.cards.lockCardOfAccount(tx, accountId);
  if (card?.status !== 'locked' || card.lockReason !== 'ssnMissing') return null;
  if (followUp?.lockReasonBefore === 'cardholder') {
    await deps.cards.moveCard(tx, card.id, { lockReason: 'cardholder' }, now);
    return null;
  }
  if (!canMoveCard('locked', 'active', 'ssnAdded', 'ssnMissing')) return null;
  await deps.cards.moveCard(tx, card.id, { status: 'active', lockReason: null }, now);
  return card.providerCardId;
}
