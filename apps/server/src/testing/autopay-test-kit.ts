import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { cardNoticeMailKinds } from '../modules/card-payments/card-notice-mails.js';
import {
  cardPaymentSubmitQueue,
  startOfEasternDay,
  submitJobId,
} from '../modules/card-payments/card-payment-submit-job.js';
import { cardStatements } from '../modules/rewards/rewards-tables.js';
import { makeJobDue } from '../platform/jobs/jobs-test-kit.js';
import { linkedBank } from './card-payments-test-kit.js';
import { approvedWithCard, deliverWebhook, type Cardholder } from './cards-test-kit.js';
import type { GraphqlResponse } from './graphql-client.js';
import { closeStatement, post } from './rewards-test-kit.js';
import { mailsOf } from './staff-actions-test-kit.js';
import type { TestApp } from './test-app.js';

/**
 * Autopay and card-notice test helpers (docs/product-rules.md#autopay and
 * #card-notices, decision 081): a cardholder who owes and has a linked bank
 * account, autopay and notice choices as the web sends them, statements
 * closed by the sandbox issuer (and delivered again), and the mails queued.
 */

export const autopayFields = 'amountChoice fixedAmountCents nextPaymentDate bankAccount { id mask }';
const setAutopayMutation = `mutation S($bankAccountId: Int!, $amountChoice: String!, $fixedAmountCents: Int) {
  setAutopay(bankAccountId: $bankAccountId, amountChoice: $amountChoice, fixedAmountCents: $fixedAmountCents) {
    ${autopayFields}
  }
}`;
const preferenceMutation = `mutation P($kind: String!, $enabled: Boolean!) {
  setCardNoticePreference(kind: $kind, enabled: $enabled) { kind enabled required }
}`;

export interface AutopayAnswer {
  amountChoice: string;
  fixedAmountCents: number | null;
  nextPaymentDate: string | null;
  bankAccount: { id: number; mask: string };
}

export interface NoticePreference {
  kind: string;
  enabled: boolean;
  required: boolean;
}

export interface Payer {
  holder: Cardholder;
  bankAccountId: number;
  email: string;
}

let made = 0;

/** A cardholder who owes `owesCents` (one purchase at the sandbox issuer), with a linked checking account. */
export async function payer(app: TestApp, owesCents = 20_000): Promise<Payer> {
  made += 1;
  // Names are letters only: the count goes in as letters.
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const holder = await approvedWithCard(app, `Autopay${letters[made % 26]}${letters[Math.floor(made / 26) % 26]}`);
  const bank = await linkedBank(app, holder);
  if (owesCents > 0) await post(holder, { kind: 'purchase', amountCents: owesCents, description: 'Furniture' });
  const { rows } = await app.database.sql.executeSql('select email from users where id = $1', [holder.userId]);
  const email = (rows as { email: string }[])[0]?.email;
  if (!email) throw new Error('no e-mail for the cardholder');
  return { holder, bankAccountId: bank.id, email };
}

export function setAutopayAnswer(
  holder: Cardholder,
  args: { bankAccountId: number; amountChoice: string; fixedAmountCents?: number | null },
) {
  return holder.applicant.query<{ setAutopay: AutopayAnswer }>(setAutopayMutation, args);
}

export async function setAutopay(
  holder: Cardholder,
  args: { bankAccountId: number; amountChoice: string; fixedAmountCents?: number | null },
): Promise<AutopayAnswer> {
  const answer = await setAutopayAnswer(holder, args);
  if (!answer.data?.setAutopay) throw new Error(`setAutopay refused: ${JSON.stringify(answer.errors)}`);
  return answer.data.setAutopay;
}

export async function myAutopay(holder: Cardholder): Promise<AutopayAnswer | null> {
  const answer = await holder.applicant.query<{ myAutopay: AutopayAnswer | null }>(
    `query { myAutopay { ${autopayFields} } }`,
  );
  if (!answer.data) throw new Error(`myAutopay: ${JSON.stringify(answer.errors)}`);
  return answer.data.myAutopay;
}

export function setPreference(holder: Cardholder, kind: string, enabled: boolean) {
  return holder.applicant.query<{ setCardNoticePreference: NoticePreference[] }>(preferenceMutation, {
    kind,
    enabled,
  });
}

export async function preferencesOf(holder: Cardholder): Promise<NoticePreference[]> {
  const answer = await holder.applicant.query<{ myCardNoticePreferences: NoticePreference[] }>(
    'query { myCardNoticePreferences { kind enabled required } }',
  );
  if (!answer.data) throw new Error(`myCardNoticePreferences: ${JSON.stringify(answer.errors)}`);
  return answer.data.myCardNoticePreferences;
}

export const codeOf = (answer: GraphqlResponse) => answer.errors?.[0]?.extensions?.code;

/** The notices of one kind queued to the cardholder. */
export function noticesOf(app: TestApp, payer: Payer, kind: keyof typeof cardNoticeMailKinds) {
  return mailsOf(app, cardNoticeMailKinds[kind], payer.email);
}

/** The sandbox issuer closes a statement now, due in 25 days (the fee schedule's). */
export async function closedStatement(payer: Payer, dueInDays = 25) {
  return closeStatement(payer.holder, dueInDays);
}

/** The same statement's event delivered again, as a new event (a reconciliation replay), through the webhook. */
export async function deliverStatementAgain(app: TestApp, payer: Payer, providerStatementId: string) {
  const [row] = await app.database.db
    .select()
    .from(cardStatements)
    .where(
      and(
        eq(cardStatements.accountId, payer.holder.account.id),
        eq(cardStatements.providerStatementId, providerStatementId),
      ),
    );
  if (!row) throw new Error(`no statement ${providerStatementId}`);
  const response = await deliverWebhook(app, {
    id: `evt_again_${randomUUID()}`,
    type: 'statement.closed',
    createdAt: app.clock.now().toISOString(),
    accountId: payer.holder.account.providerAccountId,
    statement: {
      id: row.providerStatementId,
      periodStart: row.periodStart.toISOString(),
      periodEnd: row.periodEnd.toISOString(),
      dueDate: row.dueDate,
      balanceCents: row.balanceCents,
      minimumDueCents: row.minimumDueCents,
    },
  });
  if (response.statusCode >= 300) throw new Error(`webhook: ${response.statusCode} ${response.body}`);
}

/**
 * The app's clock on `day` (YYYY-MM-DD), an hour into it Eastern, and the
 * payment's submit job due now (pg-boss compares with the database's clock).
 */
export async function onTheDay(app: TestApp, day: string, paymentId: number) {
  app.clock.pin(new Date(startOfEasternDay(day).getTime() + 3_600_000));
  await makeJobDue(app.database, cardPaymentSubmitQueue, submitJobId(paymentId));
}
