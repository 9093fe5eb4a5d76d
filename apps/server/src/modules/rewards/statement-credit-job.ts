import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import type { RewardsDeps } from './rewards-deps.js';
import { recordStatementCreditAccepted } from './rewards-repository.js';

/**
 * A redemption's statement credit at the issuer (decision 037): queued in the
 * transaction that writes the ledger's redemption row, so a credit is asked for
 * exactly when the row exists, and retried until the issuer takes it. The
 * issuer's call is idempotent by the redemption's request id, so a retry never
 * credits twice. When the issuer has taken it, that is recorded
 * (statement_credit_acceptances): only then is a closing's cash back paid (decision
 * 083). 10 tries, waits from 30 s doubling (about 8 hours in all).
 */
export const statementCreditQueue = defineQueue({
  name: 'card-statement-credit',
  data: z.object({
    /** Our account's id, to record the issuer's acceptance; absent in jobs queued before it was carried. */
    accountId: z.number().int().positive().optional(),
    providerAccountId: z.string().min(1),
    amountCents: z.number().int().positive(),
    requestId: z.string().min(1),
  }),
  retryLimit: 9,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
});

type StatementCredit = z.infer<typeof statementCreditQueue.data>;

/** A stable job id per account and request id (pg-boss ids are UUIDs): queued once however often asked. */
function creditJobId(credit: StatementCredit): string {
  const hex = createHash('sha256').update(`${credit.providerAccountId}:${credit.requestId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function queueStatementCredit(tx: Db, credit: StatementCredit): Promise<void> {
  await enqueueJob(tx, statementCreditQueue, credit, { id: creditJobId(credit) });
}

export function statementCreditJobHandler(
  deps: Pick<RewardsDeps, 'db' | 'issuer' | 'now'>,
): JobHandler<StatementCredit> {
  return async (job) => {
    await deps.issuer.creditAccount({
      accountId: job.data.providerAccountId,
      amountCents: job.data.amountCents,
      idempotencyKey: job.data.requestId,
      description: 'Cash-back redemption',
    });
    // Rows from before the account id was carried were counted credited by migration 0039.
    if (job.data.accountId !== undefined) {
      await recordStatementCreditAccepted(deps.db, job.data.accountId, job.data.requestId, deps.now());
    }
  };
}
