import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { referrals } from '../modules/referrals/referrals-tables.js';
import { rewardsLedger } from '../modules/rewards/rewards-tables.js';
import type { Cardholder } from './cards-test-kit.js';
import type { GraphqlResponse } from './graphql-client.js';
import type { TestApp } from './test-app.js';

/**
 * Cash-back test helpers (docs/product-rules.md#cash-back, decision 037): the
 * cardholder's own sandbox postings and statements (docs/sandbox.md "Cards"),
 * myRewards and redeemCashBack as the web asks them, and the ledger's rows.
 */

const DAY = 86_400_000;

export const rewardsFields = `rateBasisPoints baseRateBasisPoints boosts { activatedAt endsAt } capped balanceCents
  cycleEligibleCents cycleCapCents onTimePayments onTimePaymentsNeeded daysPastDue canRedeem
  recent { id kind amountCents description createdAt }`;
export const myRewardsQuery = `query { myRewards { ${rewardsFields} } }`;
const redeemMutation = `mutation R($requestId: String!, $amountCents: Int) {
  redeemCashBack(requestId: $requestId, amountCents: $amountCents) { ${rewardsFields} }
}`;

export interface Rewards {
  rateBasisPoints: number;
  boosts: { activatedAt: string; endsAt: string }[];
  capped: boolean;
  balanceCents: number;
  cycleEligibleCents: number;
  cycleCapCents: number;
  onTimePayments: number;
  onTimePaymentsNeeded: number;
  daysPastDue: number;
  canRedeem: boolean;
  recent: { kind: string; amountCents: number; description: string }[];
}

async function sandboxPost(holder: Cardholder, route: 'transactions' | 'statements', body: unknown) {
  const response = await holder.applicant.send({
    method: 'POST',
    url: `/api/v1/sandbox/card-issuer/${route}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  if (response.statusCode !== 201) throw new Error(`sandbox ${route}: ${response.statusCode} ${response.body}`);
  return response.json() as unknown;
}

/** A purchase, refund or payment posted now through the sandbox issuer. */
export async function post(
  holder: Cardholder,
  body: { kind: string; amountCents: number; description?: string; refundsTransactionId?: string },
) {
  return (await sandboxPost(holder, 'transactions', body)) as { transactionId: string };
}

/** The sandbox issuer closes a statement now, due in `dueInDays`. */
export async function closeStatement(holder: Cardholder, dueInDays = 21) {
  return (await sandboxPost(holder, 'statements', { dueInDays })) as {
    statementId: string;
    balanceCents: number;
    minimumDueCents: number;
    dueDate: string;
  };
}

export async function rewardsOf(holder: Cardholder): Promise<Rewards> {
  const answer = await holder.applicant.query<{ myRewards: Rewards }>(myRewardsQuery);
  if (!answer.data?.myRewards) throw new Error(`myRewards: ${JSON.stringify(answer.errors)}`);
  return answer.data.myRewards;
}

export function redeem(holder: Cardholder, requestId: string, amountCents?: number) {
  return holder.applicant.query<{ redeemCashBack: Rewards }>(redeemMutation, { requestId, amountCents });
}

export const codeOf = (answer: GraphqlResponse) => answer.errors?.[0]?.extensions?.code;

export async function ledgerOf(app: TestApp, holder: Cardholder) {
  return app.database.db
    .select()
    .from(rewardsLedger)
    .where(eq(rewardsLedger.accountId, holder.account.id))
    .orderBy(rewardsLedger.id);
}

/** `count` invited cardholders of the holder who activated `daysAgo` days ago. */
export async function activatedReferrals(app: TestApp, holder: Cardholder, count: number, daysAgo = 1) {
  for (let index = 0; index < count; index += 1) {
    await app.database.db.insert(referrals).values({
      referrerUserId: holder.userId,
      referredUserId: randomUUID(),
      code: 'TESTCODE',
      activatedAt: new Date(app.clock.now().getTime() - daysAgo * DAY),
    });
  }
}

/** A $50 purchase and its statement paid on time: closed, then paid its minimum inside the due date. */
export async function onTimeStatement(app: TestApp, holder: Cardholder) {
  await post(holder, { kind: 'purchase', amountCents: 5_000, description: 'Groceries' });
  const statement = await closeStatement(holder);
  app.clock.advance(60_000);
  await post(holder, { kind: 'payment', amountCents: statement.minimumDueCents });
  app.clock.advance(60_000);
}
