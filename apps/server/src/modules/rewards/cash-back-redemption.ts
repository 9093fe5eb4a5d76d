import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkRedemption } from '@waypoint/domain/rewards/rewards-ledger';
import type { Rewards } from '../../graphql/generated/resolvers-types.js';
import { queueCashBackDeposit } from './cash-back-deposit-job.js';
import { hasSettledDepositTo, insertDeposit } from './cash-back-deposits-repository.js';
import type { RewardsDeps } from './rewards-deps.js';
import { balanceCentsOf, insertRedemption, onTimePaymentsOf, redemptionOf } from './rewards-repository.js';
import { requestIdPattern, rewardsErrors, rewardsView } from './rewards-service.js';
import { queueStatementCredit } from './statement-credit-job.js';
import { daysPastDueOf } from './statements-repository.js';

/*
 * Redeeming cash back (docs/product-rules.md#cash-back, decisions 037 and 082):
 * as a statement credit, or as a deposit to one of the member's linked bank
 * accounts (the card-payments module's, through its port).
 *
 * The issuer is asked AFTER the redemption's ledger row is committed, by a job
 * queued on the same transaction, with the request id as its idempotency key:
 * a crash between the commit and the call is retried, and the issuer posts one
 * credit or one transfer per key. (Calling it inside the transaction would hold
 * the account's lock across a network call, and a rollback after a successful
 * call would pay without a row.) A bank account never paid into before needs a
 * recent step-up (decision 073): a stolen session could otherwise send the cash
 * back to an account it just linked.
 */

type Scope = { request: FastifyRequest; reply: FastifyReply };

export interface RedemptionInput {
  requestId: string;
  amountCents?: number | null;
  destination?: string | null;
  bankAccountId?: number | null;
}

type Destination = { kind: 'statementCredit' } | { kind: 'bankDeposit'; bankAccountId: number };

function destinationOf(input: RedemptionInput): Destination {
  const destination = input.destination ?? 'statementCredit';
  if (destination === 'statementCredit' && (input.bankAccountId === null || input.bankAccountId === undefined)) {
    return { kind: 'statementCredit' };
  }
  const id = input.bankAccountId;
  if (destination === 'bankDeposit' && typeof id === 'number' && Number.isInteger(id) && id > 0) {
    return { kind: 'bankDeposit', bankAccountId: id };
  }
  throw rewardsErrors.badDestination();
}

/**
 * redeemCashBack: under the account's row lock, so two tabs redeeming the
 * whole balance at once pay once (the second finds nothing left); a request
 * id already used answers as it is, so a retry pays once.
 */
export async function redeemCashBack(
  deps: RewardsDeps,
  scope: Scope,
  userId: string,
  input: RedemptionInput,
): Promise<Rewards> {
  if (!requestIdPattern.test(input.requestId)) throw rewardsErrors.badRequestId();
  const amountCents = input.amountCents ?? undefined;
  if (amountCents !== undefined && (!Number.isInteger(amountCents) || amountCents <= 0))
    throw rewardsErrors.badAmount();
  const destination = destinationOf(input);
  const found = await deps.cards.latestAccountOf(deps.db, userId);
  if (!found) throw rewardsErrors.noCard();

  let bank: { label: string } | null = null;
  if (destination.kind === 'bankDeposit') {
    bank = await deps.payments.bankAccountOf(deps.db, userId, destination.bankAccountId);
    if (!bank) throw rewardsErrors.noBankAccount();
    const retry = (await redemptionOf(deps.db, found.id, input.requestId)) !== null;
    if (!retry && !(await hasSettledDepositTo(deps.db, found.id, destination.bankAccountId))) {
      await deps.stepUp.requireRecent(scope);
    }
  }

  const account = await deps.db.transaction(async (tx) => {
    const locked = await deps.cards.lockAccount(tx, found.id);
    if (!locked) throw rewardsErrors.noCard();
    if ((await redemptionOf(tx, locked.id, input.requestId)) !== null) return locked;
    const onTimePayments = await onTimePaymentsOf(tx, locked.id);
    const check = checkRedemption({
      onTimePayments,
      balanceCents: await balanceCentsOf(tx, locked.id),
      amountCents,
      daysPastDue: await daysPastDueOf(tx, locked.id, deps.now()),
    });
    if (!check.ok) {
      if (check.reason === 'pastDue') throw rewardsErrors.pastDue();
      if (check.reason === 'notYet') throw rewardsErrors.notYet(onTimePayments);
      throw check.reason === 'tooMuch' ? rewardsErrors.tooMuch() : rewardsErrors.nothingToRedeem();
    }
    await insertRedemption(tx, {
      accountId: locked.id,
      amountCents: -check.amountCents,
      redemptionRequestId: input.requestId,
    });
    if (destination.kind === 'bankDeposit' && bank) {
      // The transfer goes with the rows: queued here, retried until the issuer takes it (cash-back-deposit-job.ts).
      const deposit = await insertDeposit(tx, {
        accountId: locked.id,
        redemptionRequestId: input.requestId,
        amountCents: check.amountCents,
        bankAccountId: destination.bankAccountId,
        destination: bank.label,
      });
      await queueCashBackDeposit(tx, { depositId: deposit.id });
    } else {
      // The credit at the issuer goes with the row: queued here, retried until taken (statement-credit-job.ts).
      await queueStatementCredit(tx, {
        accountId: locked.id,
        providerAccountId: locked.providerAccountId,
        amountCents: check.amountCents,
        requestId: input.requestId,
      });
    }
    return locked;
  });

  return rewardsView(deps, deps.db, account);
}
