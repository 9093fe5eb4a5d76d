import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cardPayments } from '../modules/card-payments/card-payments-tables.js';
import { jobSchema } from '../platform/jobs/enqueue-job.js';
import type { Cardholder } from './cards-test-kit.js';
import type { GraphqlResponse } from './graphql-client.js';
import { stepUpAs } from './step-up-test-kit.js';
import type { TestApp } from './test-app.js';

/**
 * Card-payment test helpers (docs/product-rules.md#card-payments, decision
 * 080): a bank account linked through the sandbox Plaid's Auth, payments as
 * the web's Pay form sends them, and the rows they leave.
 */

export const bankAccountFields = 'id institutionName subtype mask linkedAt';
export const paymentFields = `id amountCents amountChoice status creditDate autopay createdAt postedAt returnedAt
  returnCode returnReason bankAccount { ${bankAccountFields} }`;

export interface BankAccountAnswer {
  id: number;
  institutionName: string;
  subtype: string;
  mask: string;
  linkedAt: string;
}

export interface PaymentAnswer {
  id: number;
  amountCents: number;
  amountChoice: string;
  status: string;
  creditDate: string;
  autopay: boolean;
  postedAt: string | null;
  returnedAt: string | null;
  returnCode: string | null;
  returnReason: string | null;
  bankAccount: BankAccountAnswer;
}

export interface PaymentArgs {
  idempotencyKey?: string;
  bankAccountId: number;
  amountChoice: string;
  amountCents?: number | null;
  scheduledFor?: string | null;
}

const linkMutation = `mutation Link($publicToken: String!, $plaidAccountId: String) {
  linkPaymentBankAccount(publicToken: $publicToken, plaidAccountId: $plaidAccountId) { ${bankAccountFields} }
}`;
const payMutation = `mutation Pay($idempotencyKey: String!, $bankAccountId: Int!, $amountChoice: String!,
  $amountCents: Int, $scheduledFor: String) {
  makeCardPayment(idempotencyKey: $idempotencyKey, bankAccountId: $bankAccountId, amountChoice: $amountChoice,
    amountCents: $amountCents, scheduledFor: $scheduledFor) { ${paymentFields} }
}`;
export const optionsQuery = `query { myPaymentOptions { currentBalanceCents currentBalanceRemainingCents
  statementBalanceCents minimumDueCents statementBalanceRemainingCents dueDate creditDateIfPaidNow latestScheduleDate } }`;

export const codeOf = (answer: GraphqlResponse) => answer.errors?.[0]?.extensions?.code;
export const fieldErrorsOf = (answer: GraphqlResponse) =>
  (answer.errors?.[0]?.extensions as { fieldErrors?: { field: string; message: string }[] } | undefined)?.fieldErrors ??
  [];

/** A public token from the sandbox Plaid without its dialog (Plaid's own sandbox call): every account of the bank. */
export async function sandboxPublicToken(holder: Cardholder, institutionId = 'ins_harbor'): Promise<string> {
  const response = await holder.applicant.send({
    method: 'POST',
    url: '/sandbox/plaid/sandbox/public_token/create',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ institution_id: institutionId, initial_products: ['auth'] }),
  });
  if (response.statusCode !== 200) throw new Error(`public token: ${response.statusCode} ${response.body}`);
  return (response.json() as { public_token: string }).public_token;
}

export function linkAnswer(holder: Cardholder, publicToken: string, plaidAccountId: string | null) {
  return holder.applicant.query<{ linkPaymentBankAccount: BankAccountAnswer }>(linkMutation, {
    publicToken,
    plaidAccountId,
  });
}

/** Steps up and links the sandbox's checking account (mask 0000) or another of its accounts. */
export async function linkedBank(app: TestApp, holder: Cardholder, plaidAccountId = 'acc_checking') {
  await stepUpAs(app, holder.applicant, holder.userId);
  const answer = await linkAnswer(holder, await sandboxPublicToken(holder), plaidAccountId);
  if (!answer.data?.linkPaymentBankAccount) throw new Error(`link refused: ${JSON.stringify(answer.errors)}`);
  return answer.data.linkPaymentBankAccount;
}

export function payAnswer(holder: Cardholder, args: PaymentArgs) {
  return holder.applicant.query<{ makeCardPayment: PaymentAnswer }>(payMutation, {
    idempotencyKey: randomUUID(),
    ...args,
  });
}

export async function pay(holder: Cardholder, args: PaymentArgs): Promise<PaymentAnswer> {
  const answer = await payAnswer(holder, args);
  if (!answer.data?.makeCardPayment) throw new Error(`payment refused: ${JSON.stringify(answer.errors)}`);
  return answer.data.makeCardPayment;
}

export async function paymentRows(app: TestApp, holder: Cardholder) {
  return app.database.db
    .select()
    .from(cardPayments)
    .where(eq(cardPayments.accountId, holder.account.id))
    .orderBy(cardPayments.id);
}

/**
 * Every waiting job of the queues comes due now (pg-boss compares with the
 * database's clock, not the test clock): the sandbox's settling and returns,
 * a scheduled payment's day, a retry's backoff.
 */
export async function makeQueuesDue(app: TestApp, ...queues: string[]) {
  await app.database.sql.executeSql(
    `UPDATE ${jobSchema}.job SET start_after = now() - interval '1 second'
     WHERE name = ANY($1::text[]) AND state IN ('created', 'retry')`,
    [queues],
  );
}

/**
 * Runs due jobs until none is left: the runner drains queue by queue, and a
 * payment's submission queues the sandbox issuer's posting, whose delivery
 * queues its return, each on a queue drained before the one that made it.
 */
export async function drainAll(app: TestApp): Promise<void> {
  for (let round = 0; round < 10; round += 1) {
    if ((await app.jobs.drain()) === 0) return;
  }
}
