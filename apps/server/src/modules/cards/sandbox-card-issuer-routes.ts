import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, badUserInput } from '../../graphql/app-error.js';
import { createSandboxDelivery } from './card-webhook-receiver.js';
import type { CardsDeps } from './cards-deps.js';
import { latestCardAccountOf } from './cards-repository.js';

/*
 * The sandbox issuer's control routes (docs/sandbox.md "Cards"; decision 037):
 * what a cardholder does with a real card (buy, get a refund, pay) and the
 * issuer's monthly statement, for the signed-in member's own account. Each
 * builds the event a real issuer would send and hands it to the receiver's
 * sandbox delivery, which signs it and runs the same verify-and-post path.
 * Mounted only when the sandbox is (never in production).
 */
export const sandboxTransactionsPath = '/api/v1/sandbox/card-issuer/transactions';
export const sandboxStatementsPath = '/api/v1/sandbox/card-issuer/statements';

const transactionBody = z.object({
  kind: z.enum(['purchase', 'refund', 'payment']),
  amountCents: z.number().int().positive().max(100_000_000),
  description: z.string().max(200).optional(),
  refundsTransactionId: z.string().min(1).max(100).optional(),
});

const statementBody = z.object({
  /** Days from the statement's close to its due date; 21 when not given, as card statements commonly are. */
  dueInDays: z.number().int().min(0).max(60).optional(),
});

const DEFAULT_DUE_IN_DAYS = 21;
const MINIMUM_DUE_FLOOR_CENTS = 2_500;

const noAccount = () => new AppError('NOT_FOUND', 'You have no card account yet.', 404);

/** The larger of $25 and 1% of the balance (rounded up), never more than the balance. */
export function sandboxMinimumDueCents(balanceCents: number): number {
  return Math.min(balanceCents, Math.max(MINIMUM_DUE_FLOOR_CENTS, Math.ceil(balanceCents / 100)));
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw badUserInput(parsed.error.issues);
  return parsed.data;
}

export async function sandboxCardIssuerRoutes(app: FastifyInstance, deps: CardsDeps): Promise<void> {
  const deliver = createSandboxDelivery(deps);

  app.post(sandboxTransactionsPath, async (request, reply) => {
    const { userId } = await deps.requireUser({ request, reply });
    const body = parse(transactionBody, request.body);
    const account = await latestCardAccountOf(deps.db, userId);
    if (!account) throw noAccount();
    const now = deps.now();
    const transactionId = `sbx_txn_${randomUUID()}`;
    const eventId = `sbx_evt_${randomUUID()}`;
    await deliver({
      id: eventId,
      type: 'transaction.posted',
      createdAt: now.toISOString(),
      accountId: account.providerAccountId,
      transaction: {
        id: transactionId,
        kind: body.kind,
        amountCents: body.amountCents,
        description: body.description ?? '',
        refundsTransactionId: body.refundsTransactionId,
        postedAt: now.toISOString(),
      },
    });
    return reply.status(201).send({ eventId, transactionId });
  });

  app.post(sandboxStatementsPath, async (request, reply) => {
    const { userId } = await deps.requireUser({ request, reply });
    const body = parse(statementBody, request.body);
    const account = await latestCardAccountOf(deps.db, userId);
    if (!account) throw noAccount();
    const periodEnd = deps.now();
    // The statement's period: since the last statement's end, or the account's opening.
    const periodStart = (await deps.rewards.lastStatementEnd(deps.db, account.id)) ?? account.createdAt;
    const balanceCents = await deps.rewards.periodBalanceCents(deps.db, account.id, periodStart, periodEnd);
    const minimumDueCents = sandboxMinimumDueCents(balanceCents);
    const dueInDays = body.dueInDays ?? DEFAULT_DUE_IN_DAYS;
    const dueDate = new Date(periodEnd.getTime() + dueInDays * 86_400_000).toISOString().slice(0, 10);
    const statementId = `sbx_stmt_${randomUUID()}`;
    const eventId = `sbx_evt_${randomUUID()}`;
    await deliver({
      id: eventId,
      type: 'statement.closed',
      createdAt: periodEnd.toISOString(),
      accountId: account.providerAccountId,
      statement: {
        id: statementId,
        periodStart: periodStart.toISOString(),
        periodEnd: periodEnd.toISOString(),
        dueDate,
        balanceCents,
        minimumDueCents,
      },
    });
    return reply.status(201).send({ eventId, statementId, balanceCents, minimumDueCents, dueDate });
  });
}
