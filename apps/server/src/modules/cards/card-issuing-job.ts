import { z } from 'zod';
import { PRODUCT } from '@waypoint/domain/product';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { renderMail } from '../../platform/mail/mail-layout.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { queueAccountReconciliation, reconciliationIntervalMs } from './account-reconciliation.js';
import { cardPhoneNeededMail, cardPhoneNeededMailKind } from './card-phone-mail.js';
import type { CardsDeps } from './cards-deps.js';
import { cardIssuedFor, lockCardAccountAtProvider, recordIssuedCard } from './cards-repository.js';
import { decideRateCapFor } from './scra-rate-cap.js';

/**
 * Issuing (decision 037): one job per approval, queued on its transaction.
 * The issuer's calls are idempotent (by application, then by account) and our
 * rows are unique by application and by card, so a retried or duplicated job
 * issues one card. A failure is retried: 8 tries, waits from 30 s doubling.
 */
export const cardIssueQueue = defineQueue({
  name: 'card-issue',
  data: z.object({
    applicationId: z.number().int().positive(),
    userId: z.string().uuid(),
    creditLimitCents: z.number().int().positive(),
    /** The approval's purchase APR (decision 079); jobs queued before it was passed carry none, and the account keeps null. */
    aprBps: z.number().int().min(0).max(10_000).nullable().optional(),
    /** Set while the job waits for the holder's verified phone (decision 074): when it first found none, and how many waits so far. */
    phoneWait: z.object({ since: z.iso.datetime(), round: z.number().int().positive() }).optional(),
  }),
  retryLimit: 7,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
});

export type CardIssueRequest = z.infer<typeof cardIssueQueue.data>;

/** Queues the issuing in the approval's transaction; queued twice for one application, it runs once. */
export async function queueCardIssue(tx: Db, request: CardIssueRequest): Promise<void> {
  await enqueueJob(tx, cardIssueQueue, request, { id: applicationJobId(request.applicationId) });
}

/**
 * A stable job id per application (pg-boss ids are UUIDs): a second approval's
 * queueing is a no-op. A wait for the phone is round 1, 2, …, each its own id,
 * so a retried run that re-queues the same round queues it once.
 */
function applicationJobId(applicationId: number, round = 0): string {
  const hex = applicationId.toString(16).padStart(12, '0');
  return `${round.toString(16).padStart(8, '0')}-0000-4000-8000-${hex}`;
}

/** How often a waiting job looks again for the verified phone, and for how long (decision 074). */
export const phoneWaitIntervalMs = 15 * 60 * 1000;
export const phoneWaitLimitMs = 30 * 24 * 60 * 60 * 1000;

/**
 * A real issuer enrolls the holder with a verified mobile phone (decision
 * 074): until the account has one, the job queues itself again in 15 minutes
 * instead of failing. After 30 days of waiting it fails, so the job is parked
 * for a person to look at (docs/operations.md "Jobs").
 *
 * The first wait also tells the holder by e-mail (docs/product-rules.md#verified-phone).
 * The mail and round 1 are written on one transaction, and the mail only when
 * round 1's job is new: its id is unique per application, so a retried or
 * duplicated first run, which finds round 1 already queued, sends nothing,
 * and the later rounds never send.
 */
async function waitForVerifiedPhone(
  deps: CardsDeps,
  request: CardIssueRequest,
  holder: { firstName: string; email: string },
): Promise<void> {
  const now = deps.now();
  const since = request.phoneWait ? new Date(request.phoneWait.since) : now;
  if (now.getTime() - since.getTime() >= phoneWaitLimitMs)
    throw new Error(`no verified phone for approved application ${request.applicationId} after 30 days`);
  const round = (request.phoneWait?.round ?? 0) + 1;
  await deps.db.transaction(async (tx) => {
    const queued = await enqueueJob(
      tx,
      cardIssueQueue,
      { ...request, phoneWait: { since: since.toISOString(), round } },
      { id: applicationJobId(request.applicationId, round), startAfter: new Date(now.getTime() + phoneWaitIntervalMs) },
    );
    if (round === 1 && queued !== null) {
      await enqueueMail(
        tx,
        cardPhoneNeededMailKind,
        cardPhoneNeededMail(holder.email, holder.firstName, deps.publicUrl),
      );
    }
  });
}

function cardOnItsWayMail(to: string, firstName: string, accountUrl: string) {
  const content = renderMail({
    preheader: `Your ${PRODUCT.cardName} is on its way.`,
    heading: 'Your card is on its way',
    paragraphs: [
      `Dear ${firstName},`,
      `Your ${PRODUCT.cardName} has been issued and will be sent to you shortly. We will let you know in your account when it ships and when it is delivered.`,
      'When it arrives, activate it from your account while you are in the US, with the last 4 digits of the card number and its expiry date.',
    ],
    action: { label: 'Go to your account', url: accountUrl },
  });
  return { to, subject: `Your ${PRODUCT.cardName} is on its way`, ...content };
}

export async function issueCard(deps: CardsDeps, request: CardIssueRequest): Promise<void> {
  if (await cardIssuedFor(deps.db, request.applicationId)) return;
  const holder = await deps.accounts.holderOf(deps.db, request.userId);
  if (!holder) throw new Error(`no account for approved application ${request.applicationId}`);
  const applicationIdentity = await deps.accounts.identityOf(deps.db, request.applicationId);
  // Only a real issuer is given the identity; its enrollment needs the verified phone (decision 074).
  const identity = applicationIdentity && {
    ...applicationIdentity,
    phone: await deps.accounts.verifiedPhoneOf(deps.db, request.userId),
  };
  if (identity && !identity.phone) return waitForVerifiedPhone(deps, request, holder);
  const { accountId } = await deps.issuer.openAccount({
    reference: String(request.applicationId),
    creditLimitCents: request.creditLimitCents,
    aprBps: request.aprBps ?? null,
    holder: { ...holder, ...(identity ? { identity } : {}) },
  });
  const issued = await deps.issuer.issueCard({ accountId });
  const ssnRequired = await deps.admittedWithoutSsn(deps.db, request.applicationId);
  await deps.db.transaction(async (tx) => {
    const isNew = await recordIssuedCard(
      tx,
      {
        userId: request.userId,
        applicationId: request.applicationId,
        provider: deps.issuer.name,
        providerAccountId: accountId,
        creditLimitCents: request.creditLimitCents,
        aprBps: request.aprBps ?? null,
        ssnRequired,
        createdAt: deps.now(),
      },
      {
        providerCardId: issued.cardId,
        lastFour: issued.lastFour,
        expMonth: issued.expMonth,
        expYear: issued.expYear,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      },
    );
    // A real issuer's account is read back every 6 hours for what a lost webhook did not bring (decision 079).
    if (isNew && deps.sandbox === null) {
      const opened = await lockCardAccountAtProvider(tx, accountId);
      if (opened)
        await queueAccountReconciliation(tx, opened.id, 1, new Date(deps.now().getTime() + reconciliationIntervalMs));
    }
    // A servicemember's request approved before the card: its rate cap is decided now (decision 088).
    const benefit = isNew ? await deps.scraBenefitOf(tx, request.userId) : null;
    const issuedAccount = benefit ? await lockCardAccountAtProvider(tx, accountId) : null;
    if (benefit && issuedAccount) await decideRateCapFor(tx, deps, issuedAccount, benefit, deps.now());
    // The e-mail goes with the first insert only: a job racing its retry sends one.
    if (isNew) {
      await enqueueMail(
        tx,
        'card-issued',
        cardOnItsWayMail(holder.email, holder.firstName, `${deps.publicUrl}/account`),
      );
    }
  });
}

export function cardIssueJobHandler(deps: CardsDeps): JobHandler<CardIssueRequest> {
  return async (job) => issueCard(deps, job.data);
}
