import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import {
  depositById,
  insertDepositReturnRow,
  moveDeposit,
  storeProviderDepositId,
} from './cash-back-deposits-repository.js';
import type { RewardsDeps } from './rewards-deps.js';

/**
 * Cash back sent to a bank account (decision 082), like the statement credit
 * (statement-credit-job.ts): queued on the transaction that writes the
 * ledger's redemption row and the deposit's row, so the issuer is asked
 * exactly when both exist, and retried until it takes the transfer. Its
 * idempotency key is the redemption's request id, so a retry never pays twice.
 * 10 tries, waits from 30 s doubling (about 8 hours in all).
 */
export const cashBackDepositQueue = defineQueue({
  name: 'card-cash-back-deposit',
  data: z.object({ depositId: z.number().int().positive() }),
  retryLimit: 9,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
});

type DepositJob = z.infer<typeof cashBackDepositQueue.data>;

/** A stable job id per deposit row (pg-boss ids are UUIDs): queued once however often asked. */
function depositJobId(job: DepositJob): string {
  const hex = createHash('sha256').update(`cash-back-deposit:${job.depositId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function queueCashBackDeposit(tx: Db, job: DepositJob): Promise<void> {
  await enqueueJob(tx, cashBackDepositQueue, job, { id: depositJobId(job) });
}

export function cashBackDepositJobHandler(
  deps: Pick<RewardsDeps, 'db' | 'issuer' | 'cards' | 'payments' | 'now'>,
): JobHandler<DepositJob> {
  return async (job) => {
    const deposit = await depositById(deps.db, job.data.depositId);
    if (!deposit || deposit.providerDepositId !== null || deposit.status !== 'pending') return;
    const account = await deps.cards.accountById(deps.db, deposit.accountId);
    if (!account) return;
    const bank = await deps.payments.bankAccountOf(deps.db, account.userId, deposit.bankAccountId);
    if (!bank) {
      // The bank account was removed before the transfer went out: nothing was sent, so the cash back goes back.
      await deps.db.transaction(async (tx) => {
        if (await moveDeposit(tx, deposit.id, { status: 'returned', returnCode: null, at: deps.now() })) {
          await insertDepositReturnRow(tx, {
            accountId: deposit.accountId,
            depositId: deposit.id,
            amountCents: deposit.amountCents,
          });
        }
      });
      return;
    }
    const { depositId } = await deps.issuer.depositToBank({
      accountId: account.providerAccountId,
      bank: bank.numbers,
      amountCents: deposit.amountCents,
      idempotencyKey: deposit.redemptionRequestId,
      description: 'Cash-back redemption',
    });
    await storeProviderDepositId(deps.db, deposit.id, depositId, deps.now());
  };
}
