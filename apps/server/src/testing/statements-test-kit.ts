import { randomUUID } from 'node:crypto';
import type { CardWebhookEvent } from '../modules/cards/card-webhook-events.js';
import { deliverWebhook, type Cardholder } from './cards-test-kit.js';
import type { TestApp } from './test-app.js';

/**
 * Statement and transaction test helpers (docs/product-rules.md#statements,
 * decision 082): the issuer's events delivered as its signed webhook would,
 * at any instant a rule needs, and the queries as the web asks them.
 */

type PostedTransaction = Extract<CardWebhookEvent, { type: 'transaction.posted' }>['transaction'];
type ClosedStatement = Extract<CardWebhookEvent, { type: 'statement.closed' }>['statement'];

async function deliver(app: TestApp, event: Record<string, unknown>): Promise<void> {
  const response = await deliverWebhook(app, {
    id: `evt_${randomUUID()}`,
    createdAt: app.clock.now().toISOString(),
    ...event,
  });
  if (response.statusCode !== 200) throw new Error(`webhook: ${response.statusCode} ${response.body}`);
}

/** A transaction the issuer posted; answers its id. */
export async function posted(
  app: TestApp,
  holder: Cardholder,
  transaction: Partial<PostedTransaction> & Pick<PostedTransaction, 'kind' | 'amountCents' | 'postedAt'>,
): Promise<string> {
  const id = transaction.id ?? `txn_${randomUUID()}`;
  await deliver(app, {
    type: 'transaction.posted',
    accountId: holder.account.providerAccountId,
    transaction: { description: '', ...transaction, id },
  });
  return id;
}

/** A statement the issuer closed; answers its provider id. */
export async function closed(
  app: TestApp,
  holder: Cardholder,
  statement: Partial<ClosedStatement> & Pick<ClosedStatement, 'periodStart' | 'periodEnd' | 'dueDate'>,
): Promise<string> {
  const id = statement.id ?? `stmt_${randomUUID()}`;
  await deliver(app, {
    type: 'statement.closed',
    accountId: holder.account.providerAccountId,
    statement: { balanceCents: 0, minimumDueCents: 0, ...statement, id },
  });
  return id;
}

/** A deposit's outcome at the issuer. */
export async function depositUpdated(
  app: TestApp,
  holder: Cardholder,
  deposit: { id: string; status: 'settled' | 'returned'; returnCode?: string },
): Promise<void> {
  await deliver(app, {
    type: 'deposit.updated',
    accountId: holder.account.providerAccountId,
    deposit: { ...deposit, at: app.clock.now().toISOString() },
  });
}

export const statementFields = `id periodStart periodEnd dueDate previousBalanceCents paymentsCents creditsCents
  purchasesCents feesCents interestCents balanceCents minimumDueCents aprBps cashBackEarnedCents paidOnTime pdfPath`;

export interface StatementAnswer {
  id: number;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  previousBalanceCents: number;
  paymentsCents: number;
  creditsCents: number;
  purchasesCents: number;
  feesCents: number;
  interestCents: number;
  balanceCents: number;
  minimumDueCents: number;
  aprBps: number | null;
  cashBackEarnedCents: number;
  paidOnTime: boolean;
  pdfPath: string;
}

export async function statementsOf(holder: Cardholder): Promise<StatementAnswer[]> {
  const answer = await holder.applicant.query<{ myStatements: StatementAnswer[] }>(
    `query { myStatements { ${statementFields} } }`,
  );
  if (!answer.data) throw new Error(`myStatements: ${JSON.stringify(answer.errors)}`);
  return answer.data.myStatements;
}

export interface TransactionAnswer {
  id: string;
  kind: string;
  status: string;
  amountCents: number;
  description: string;
  postedAt: string;
  cashBackCents: number | null;
}

export function transactionsAnswer(
  holder: Cardholder,
  args: { search?: string; statementId?: number; after?: string | null; first?: number },
) {
  return holder.applicant.query<{
    myTransactions: { items: TransactionAnswer[]; nextCursor: string | null };
  }>(
    `query T($search: String, $statementId: Int, $after: String, $first: Int) {
      myTransactions(search: $search, statementId: $statementId, after: $after, first: $first) {
        items { id kind status amountCents description postedAt cashBackCents } nextCursor
      }
    }`,
    args,
  );
}
