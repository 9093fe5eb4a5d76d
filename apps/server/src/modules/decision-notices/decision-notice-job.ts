import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { buildAdverseActionNotice } from '@waypoint/domain/decisions/adverse-action-notice';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import type { DecisionNoticesDeps } from './decision-notices-deps.js';
import { claimPendingNotice, insertNotice, markNotice } from './decision-notices-repository.js';
import { adverseActionMail, approvalMail } from './notice-mail.js';
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

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export async function sendDecisionNotice(deps: DecisionNoticesDeps, noticeId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await claimPendingNotice(tx, noticeId);
    if (!row) return;
    const decision = await deps.decisionOf(tx, row.decisionId);
    const recipient = await deps.recipientOf(tx, row.applicationId);
    const final = decision?.outcome === 'approve' || decision?.outcome === 'decline';
    if (!decision || !final || decision.applicationId !== row.applicationId || !recipient) {
      await markNotice(tx, row.id, { status: 'skipped' });
      return;
    }
    const now = deps.now();
    const accountUrl = new URL('/account', deps.publicUrl).toString();
    if (decision.outcome === 'approve') {
      const mail = approvalMail(recipient.email, `Dear ${recipient.fullName},`, decision, accountUrl);
      const outboxMessageId = await enqueueMail(tx, 'decision-approved', mail);
      await markNotice(tx, row.id, {
        status: 'sent',
        kind: 'approval',
        userId: recipient.userId,
        outboxMessageId,
        sentAt: now,
      });
      return;
    }
    const consumerReport = decision.consumerReportUsed ? await deps.consumerReportOf(tx, row.applicationId) : null;
    // A notice that used a report must name its bureau (FCRA 615(a)): fail and retry rather than send one without.
    if (decision.consumerReportUsed && !consumerReport)
      throw new Error(`notice ${row.id}: the consumer report is missing`);
    const notice = buildAdverseActionNotice({
      creditor: deps.creditor,
      applicant: { fullName: recipient.fullName, address: recipient.address },
      noticeDate: isoDate(now),
      reasons: decision.reasons,
      consumerReport,
    });
    const pdf = await renderNoticePdf(notice, now);
    const mail = adverseActionMail(recipient.email, notice, decision.reasons, accountUrl);
    const outboxMessageId = await enqueueMail(tx, 'decision-adverse-action', mail);
    await markNotice(tx, row.id, {
      status: 'sent',
      kind: 'adverseAction',
      userId: recipient.userId,
      noticeVersion: notice.version,
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
