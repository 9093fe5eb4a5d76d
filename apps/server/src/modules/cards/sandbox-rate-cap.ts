import { interestAboveCapCents } from '@waypoint/domain/card-account/scra-rate-cap';
import type { Db } from '../../db/database.js';
import { CardIssuerRefusedError, type RateCapRequest } from './card-issuing-provider.js';
import { SANDBOX_DEFAULT_APR_BPS } from './sandbox-cycle-figures.js';
import { queueSandboxDelivery } from './sandbox-issuer-jobs.js';
import {
  insertSandboxTransaction,
  sandboxAccountById,
  sandboxStatementsAfter,
  sandboxTransactionById,
  sandboxTransactionsBetween,
  updateSandboxAccount,
} from './sandbox-issuer-repository.js';
import { startOfEasternDay } from './sandbox-rate-window.js';

/*
 * The sandbox issuer's rate cap (decision 088; docs/sandbox.md "Cards"): the
 * cap is kept on its account row, the statement cycle charges at most the
 * capped APR and no fees once it runs (sandbox-statement-cycle.ts), and what
 * was charged since the cap's first day above it is credited back once.
 */

const creditIdOf = (accountId: string) => `sbx_txn_rate_cap_${accountId}`;

/**
 * Applies the cap, once: the account row keeps the first cap asked for (a
 * retry finds it), and the credit back posts under one transaction id per
 * account, so a repeated call credits nothing more and answers the same
 * figure. The account's row lock keeps a statement's close from running half
 * way through it.
 */
export async function capSandboxInterestRate(
  db: Db,
  request: RateCapRequest,
  now: Date,
): Promise<{ creditedCents: number }> {
  return db.transaction(async (tx) => {
    const account = await sandboxAccountById(tx, request.accountId, { lock: true });
    if (!account) throw new CardIssuerRefusedError(`no sandbox account ${request.accountId}`, 404);
    const creditId = creditIdOf(account.accountId);
    const credited = await sandboxTransactionById(tx, creditId);
    if (credited) return { creditedCents: credited.amountCents };
    if (account.rateCapBps === null)
      await updateSandboxAccount(tx, account.accountId, {
        rateCapBps: request.aprBasisPoints,
        rateCapFrom: request.effectiveFrom,
        rateCapReason: request.reason,
      });
    const from = startOfEasternDay(account.rateCapFrom ?? request.effectiveFrom);
    const capBps = account.rateCapBps ?? request.aprBasisPoints;
    const creditedCents = await chargesAboveCap(tx, account.accountId, from, capBps);
    if (creditedCents === 0) return { creditedCents };
    await insertSandboxTransaction(tx, {
      transactionId: creditId,
      accountId: account.accountId,
      kind: 'credit',
      amountCents: creditedCents,
      description: 'Servicemembers Civil Relief Act: interest and fees above 6% since service began',
      eventId: `sbx_evt_${creditId}`,
      postedAt: now,
    });
    await queueSandboxDelivery(tx, creditId);
    return { creditedCents };
  });
}

/**
 * What the statements closed since `from` charged above the cap: each
 * interest charge re-counted at the capped APR from the APR its statement
 * printed, and every fee (fees are interest for the Act, 50 U.S.C. §3937(d)(1)).
 */
async function chargesAboveCap(tx: Db, accountId: string, from: Date, capBps: number): Promise<number> {
  const statements = await sandboxStatementsAfter(tx, accountId, new Date(from.getTime() - 1));
  const aprOfStatement = new Map(statements.map((statement) => [statement.statementId, statement.aprBps]));
  const charges = await sandboxTransactionsBetween(tx, accountId, new Date(from.getTime() - 1), null);
  let total = 0;
  for (const charge of charges) {
    if (charge.kind === 'fee') total += charge.amountCents;
    if (charge.kind !== 'interest') continue;
    const statementId = charge.transactionId.replace(/^sbx_txn_/, '').replace(/_interest$/, '');
    const chargedAprBps = aprOfStatement.get(statementId) ?? SANDBOX_DEFAULT_APR_BPS;
    total += interestAboveCapCents(charge.amountCents, chargedAprBps, capBps);
  }
  return total;
}
