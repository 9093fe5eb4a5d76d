import { desc, eq } from 'drizzle-orm';
import { ssnField } from '@waypoint/domain/application/schemas/field-schemas';
import { canMoveCard } from '@waypoint/domain/cards/card-status';
import { SSN_DEADLINE_DAYS, ssnFollowUpDates } from '@waypoint/domain/cards/ssn-follow-up';
import type { Db } from '../../db/database.js';
import { AppError, badUserInput } from '../../graphql/app-error.js';
import { cancelJob } from '../../platform/jobs/enqueue-job.js';
import { cancelPendingMail, enqueueMail } from '../../platform/mail/outbox.js';
import { CardIssuerUnavailableError } from './card-issuing-provider.js';
import type { CardsDeps } from './cards-deps.js';
import { cardAccounts, cards } from './cards-tables.js';
import { lockCardOfAccount, queueSsnDeadline, ssnDeadlineJobId, ssnDeadlineQueue } from './ssn-follow-up-job.js';
import { ssnReminderMail } from './ssn-follow-up-mail.js';
import { cardSsnFollowUps } from './ssn-follow-up-tables.js';

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
  deps: Pick<CardsDeps, 'publicUrl'>,
  start: SsnFollowUpStart,
): Promise<boolean> {
  const [account] = await tx
    .select({ ssnRequired: cardAccounts.ssnRequired, ssnCipher: cardAccounts.ssnCipher })
    .from(cardAccounts)
    .where(eq(cardAccounts.id, start.accountId));
  if (!account?.ssnRequired || account.ssnCipher) return false;
  const dates = ssnFollowUpDates(start.activatedAt);
  const [created] = await tx
    .insert(cardSsnFollowUps)
    .values({ accountId: start.accountId, activatedAt: start.activatedAt, deadlineAt: dates.deadline })
    .onConflictDoNothing()
    .returning({ accountId: cardSsnFollowUps.accountId });
  if (!created) return false;
  const recipient = { to: start.email, firstName: start.firstName, publicUrl: deps.publicUrl };
  const reminderMessageIds: string[] = [];
  for (const reminder of dates.reminders) {
    const mail = ssnReminderMail(recipient, SSN_DEADLINE_DAYS - reminder.day, dates.deadline);
    reminderMessageIds.push(await enqueueMail(tx, 'card-ssn-reminder', mail, { notBefore: reminder.at }));
  }
  await tx.update(cardSsnFollowUps).set({ reminderMessageIds }).where(eq(cardSsnFollowUps.accountId, start.accountId));
  await queueSsnDeadline(tx, start.accountId, dates.deadline);
  return true;
}

/** The last four digits of the SSN given after activation, or null: never the SSN itself. */
export function ssnLastFourOf(deps: Pick<CardsDeps, 'cipher'>, ssnCipher: string | null): string | null {
  return ssnCipher ? deps.cipher.decrypt(ssnCipher).slice(-4) : null;
}

/**
 * addCardholderSsn (product-rules#ssn-follow-up): checked as the
 * application's SSN field, encrypted as the application's is, under the
 * account's row lock, so a double submit gives SSN_ALREADY_GIVEN rather than
 * a second write. The reminders not sent yet and the deadline's job are
 * canceled; the deadline's lock lifts (the cardholder's own lock, if the
 * deadline replaced one, comes back instead). Answers the account's id.
 */
export async function addCardholderSsn(deps: CardsDeps, userId: string, input: string): Promise<number> {
  const parsed = ssnField.safeParse(input);
  if (!parsed.success) throw badUserInput(parsed.error.issues.map((issue) => ({ ...issue, path: ['ssn'] })));
  try {
    return await deps.db.transaction(async (tx) => {
      const [account] = await tx
        .select()
        .from(cardAccounts)
        .where(eq(cardAccounts.userId, userId))
        .orderBy(desc(cardAccounts.id))
        .limit(1)
        .for('update');
      if (!account?.ssnRequired) {
        throw new AppError('SSN_NOT_NEEDED', 'Your card account does not need an SSN from you.', 409);
      }
      if (account.ssnCipher) throw new AppError('SSN_ALREADY_GIVEN', 'You have already added your SSN.', 409);
      const now = deps.now();
      await tx
        .update(cardAccounts)
        .set({ ssnCipher: deps.cipher.encrypt(parsed.data), ssnAddedAt: now })
        .where(eq(cardAccounts.id, account.id));
      await closeFollowUp(tx, deps, account.id, now);
      return account.id;
    });
  } catch (error) {
    if (error instanceof CardIssuerUnavailableError) {
      throw new AppError(
        'CARD_ISSUER_UNAVAILABLE',
        'We could not reach the card issuer. Please try again in a minute.',
        503,
      );
    }
    throw error;
  }
}

async function closeFollowUp(tx: Db, deps: CardsDeps, accountId: number, now: Date): Promise<void> {
  const [followUp] = await tx
    .select()
    .from(cardSsnFollowUps)
    .where(eq(cardSsnFollowUps.accountId, accountId))
    .for('update');
  if (followUp) {
    for (const id of followUp.reminderMessageIds) await cancelPendingMail(tx, id);
    await cancelJob(tx, ssnDeadlineQueue, ssnDeadlineJobId(accountId));
    await tx.update(cardSsnFollowUps).set({ closedAt: now }).where(eq(cardSsnFollowUps.accountId, accountId));
  }
  const card = await lockCardOfAccount(tx, accountId);
  if (card?.status !== 'locked' || card.lockReason !== 'ssnMissing') return;
  if (followUp?.lockReasonBefore === 'cardholder') {
    await tx.update(cards).set({ lockReason: 'cardholder', updatedAt: now }).where(eq(cards.id, card.id));
    return;
  }
  if (!canMoveCard('locked', 'active', 'ssnAdded', 'ssnMissing')) return;
  await tx.update(cards).set({ status: 'active', lockReason: null, updatedAt: now }).where(eq(cards.id, card.id));
  // Last, once our rows are written: the issuer failing rolls them back, SSN included, to try again.
  await deps.issuer.setCardLocked(card.providerCardId, false);
}
