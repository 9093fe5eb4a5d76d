import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badUserInput } from '../../graphql/app-error.js';
import { createSandboxDelivery } from './card-webhook-receiver.js';
import type { CardsDeps } from './cards-deps.js';
import { latestCardAccountOf } from './cards-repository.js';
import { sandboxAccountIsClosed } from './sandbox-card-issuer.js';
import { transactionEventOf } from './sandbox-issuer-events.js';
import { insertSandboxTransaction, sandboxTransactionById } from './sandbox-issuer-repository.js';
import { closeSandboxCycle } from './sandbox-statement-cycle.js';

/*
 * The sandbox issuer's control routes (docs/sandbox.md "Cards"; decision 037):
 * what a cardholder does with a real card (buy, get a refund) and the
 * issuer's monthly statement on demand, for the signed-in member's own
 * account. Each posts to the sandbox's ledger (decision 079) and hands the
 * event a real issuer would send to the receiver's sandbox delivery, which
 * signs it and runs the same verify-and-post path.
 * Mounted only when the sandbox is (never in production).
 */
export const sandboxTransactionsPath = '/api/v1/sandbox/card-issuer/transactions';
export const sandboxStatementsPath = '/api/v1/sandbox/card-issuer/statements';
/** Closes the cycle now, as its timer would (the statements route with the usual 25 days to pay). */
export const sandboxCyclesRunPath = '/api/v1/sandbox/card-issuer/cycles/run';

const transactionBody = z.object({
  /*
   * Purchases and refunds; `payment` stays for a payment made outside the
   * app (a cheque): it posts at once, with no payment id, and the card
   * payments module never hears of it. The app's payments go through
   * makeCardPayment and the issuer's payments API (decision 079).
   */
  kind: z.enum(['purchase', 'refund', 'payment']),
  amountCents: z.number().int().positive().max(100_000_000),
  description: z.string().max(200).optional(),
  refundsTransactionId: z.string().min(1).max(100).optional(),
});

const statementBody = z.object({
  /** Days from the statement's close to its due date (0: due today); 25 when not given, as the fee schedule promises. */
  dueInDays: z.number().int().min(0).max(60).optional(),
});

const noAccount = () => new AppError('NOT_FOUND', 'You have no card account yet.', 404);
const closedAccount = () =>
  new AppError('CARD_ACCOUNT_CLOSED', 'This card account is closed, so it takes no new purchases.', 409);

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw badUserInput(parsed.error.issues);
  return parsed.data;
}

export async function sandboxCardIssuerRoutes(app: FastifyInstance, deps: CardsDeps): Promise<void> {
  const deliver = createSandboxDelivery(deps);
  const accountOfCaller = async (request: FastifyRequest, reply: FastifyReply) => {
    const { userId } = await deps.requireUser({ request, reply });
    const account = await latestCardAccountOf(deps.db, userId);
    if (!account) throw noAccount();
    return account;
  };

  app.post(sandboxTransactionsPath, async (request, reply) => {
    const account = await accountOfCaller(request, reply);
    const body = parse(transactionBody, request.body);
    if (body.kind === 'purchase' && (await sandboxAccountIsClosed(deps.db, account.providerAccountId)))
      throw closedAccount();
    // On the sandbox's ledger first, as a real issuer posts before it tells (decision 079).
    const transactionId = `sbx_txn_${randomUUID()}`;
    const eventId = `sbx_evt_${randomUUID()}`;
    await insertSandboxTransaction(deps.db, {
      transactionId,
      accountId: account.providerAccountId,
      kind: body.kind,
      amountCents: body.amountCents,
      description: body.description ?? '',
      refundsTransactionId: body.refundsTransactionId ?? null,
      eventId,
      postedAt: deps.now(),
    });
    const row = await sandboxTransactionById(deps.db, transactionId);
    if (row) await deliver(transactionEventOf(row));
    return reply.status(201).send({ eventId, transactionId });
  });

  const closeNow = async (request: FastifyRequest, reply: FastifyReply, dueInDays: number | undefined) => {
    const account = await accountOfCaller(request, reply);
    const closed = await closeSandboxCycle(deps.db, {
      accountId: account.providerAccountId,
      now: deps.now(),
      dueInDays,
      nextCycleAfterMs: null,
    });
    if (!closed) throw noAccount();
    for (const event of closed.events) await deliver(event);
    const { statementId, balanceCents, minimumDueCents, dueDate } = closed;
    const eventId = closed.events.at(-1)?.id;
    return reply.status(201).send({ eventId, statementId, balanceCents, minimumDueCents, dueDate });
  };

  app.post(sandboxStatementsPath, async (request, reply) =>
    closeNow(request, reply, parse(statementBody, request.body).dueInDays),
  );
  app.post(sandboxCyclesRunPath, async (request, reply) => closeNow(request, reply, undefined));
}
