import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AccountAction } from '@waypoint/domain/decisions/account-action-notice';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import type { DecisionNoticesDeps } from './decision-notices-deps.js';
import {
  claimPendingNotice,
  insertAccountActionNotice,
  insertNotice,
  markNotice,
} from './decision-notices-repository.js';
import { drawNotice } from './notice-letters.js';
import { renderNoticePdf } from './notice-pdf.js';

/**
 * One job per notice, its id the notice's (decision 033). A failure is
 * retried: 6 tries, the waits from 15–30 s doubling, then parked as failed
 * (docs/operations.md "Jobs"). The row decides, not the job: it is claimed
 * under a row lock and marked sent in the same transaction as the e-mail's
 * outbox row, so a job run twice sends once.
 */
export const decisionNoticeQueue = defineQueue({
  name: 'decision-notice',
  data: z.object({ noticeId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 15,
  expireInSeconds: 120,
});

/**
 * Called in the transaction that stores a FINAL decision (approve or
 * decline): records the notice and queues its job, both only if that
 * decision commits. A second call for the same decision records nothing and
 * returns null.
 */
export async function queueDecisionNotice(
  tx: Db,
  input: { applicationId: number; decisionId: string },
): Promise<string | null> {
  const id = await insertNotice(tx, { id: randomUUID(), ...input });
  if (id) await enqueueJob(tx, decisionNoticeQueue, { noticeId: id }, { id });
  return id;
}

/**
 * Called in the transaction of an action on an open account (the SSN
 * deadline's lock, decision 054): records its notice and queues its job, both
 * only if that action commits. The caller's own lock makes it once per action.
 */
export async function queueAccountActionNotice(
  tx: Db,
  input: { applicationId: number; action: AccountAction },
): Promise<string> {
  const id = randomUUID();
  await insertAccountActionNotice(tx, { id, applicationId: input.applicationId, accountAction: input.action });
  await enqueueJob(tx, decisionNoticeQueue, { noticeId: id }, { id });
  return id;
}

export async function sendDecisionNotice(deps: DecisionNoticesDeps, noticeId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await claimPendingNotice(tx, noticeId);
    if (!row) return;
    const recipient = await deps.recipientOf(tx, row.applicationId);
    const now = deps.now();
    const drawn = recipient ? await drawNotice(deps, tx, row, recipient, now) : null;
    if (!recipient || !drawn) {
      await markNotice(tx, row.id, { status: 'skipped' });
      return;
    }
    // Every notice is kept as sent, its PDF beside its hash (Reg B 1002.12, decision 033).
    const pdf = await renderNoticePdf(drawn.letter, now);
    // By e-mail, or by post after an e-sign withdrawal or a bounce (decision 089): the same letter either way.
    const { outboxMessageId } = await deps.deliverRequiredNotice(tx, {
      userId: recipient.userId,
      key: row.id,
      kind: drawn.mailKind,
      mail: drawn.mail,
      recipientName: recipient.fullName,
      postalAddress: recipient.address,
      letter: async () => ({ title: drawn.letter.title, pdf }),
    });
    await markNotice(tx, row.id, {
      status: 'sent',
      kind: drawn.kind,
      userId: recipient.userId,
      noticeVersion: drawn.letter.version,
      pdf,
      pdfSha256: createHash('sha256').update(pdf).digest('hex'),
      outboxMessageId,
      sentAt: now,
    });
  });
}

export function decisionNoticeJobHandler(deps: DecisionNoticesDeps): JobHandler<{ noticeId: string }> {
  return async (job) => {
    await sendDecisionNotice(deps, job.data.noticeId);
  };
}
