import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { closureOf, markIssuerClosed } from './card-account-closing-repository.js';
import type { CardsDeps } from './cards-deps.js';
import { cardAccountById } from './cards-repository.js';

/**
 * The close at the issuer (decision 083): queued on the closing's
 * transaction, so a closing recorded here is closed there too however a call
 * fails; the closing also asks at once after its commit, so the card stops
 * straight away when the issuer answers. closeAccount is idempotent, so the
 * job and the immediate call may both reach it. 10 tries, waits from 30 s
 * doubling (about 8 hours in all).
 */
export const cardAccountCloseQueue = defineQueue({
  name: 'card-account-close',
  data: z.object({ accountId: z.number().int().positive() }),
  retryLimit: 9,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
});

/** A stable job id per account (pg-boss ids are UUIDs): queued once however often asked. */
export function cardAccountCloseJobId(accountId: number): string {
  const hex = createHash('sha256').update(`card-account-close:${accountId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function queueCloseAtIssuer(tx: Db, accountId: number): Promise<void> {
  await enqueueJob(tx, cardAccountCloseQueue, { accountId }, { id: cardAccountCloseJobId(accountId) });
}

/** Closes the account at the issuer unless it is recorded closed there already. */
export async function closeAtIssuer(deps: Pick<CardsDeps, 'db' | 'issuer' | 'now'>, accountId: number): Promise<void> {
  const closure = await closureOf(deps.db, accountId);
  if (!closure || closure.issuerClosedAt) return;
  const account = await cardAccountById(deps.db, accountId);
  if (!account) throw new Error(`card account ${accountId} vanished`);
  await deps.issuer.closeAccount(account.providerAccountId);
  await markIssuerClosed(deps.db, accountId, deps.now());
}

export function cardAccountCloseJobHandler(
  deps: Pick<CardsDeps, 'db' | 'issuer' | 'now'>,
): JobHandler<{ accountId: number }> {
  return async (job) => {
    await closeAtIssuer(deps, job.data.accountId);
  };
}
