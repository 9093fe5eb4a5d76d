import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { printedExpiry } from '@waypoint/domain/cards/card-activation';
import { cardAccounts, sandboxIssuerAccounts } from '../modules/cards/cards-tables.js';
import { creditLimitIncreaseRequests } from '../modules/credit-line-increases/credit-line-increases-tables.js';
import { sandboxCountryHeader } from '../modules/ip-insights/sandbox-ip-insights.js';
import { auditEvents } from '../platform/audit/audit-tables.js';
import { outboxMessages } from '../platform/mail/mail-tables.js';
import { approvedWithCard, deliverWebhook, type Cardholder } from './cards-test-kit.js';
import type { GraphqlResponse } from './graphql-client.js';
import { onTimeStatement } from './rewards-test-kit.js';
import { signedInStaff, type StaffMember } from './staff-actions-test-kit.js';
import type { TestApp } from './test-app.js';

/*
 * What the credit limit increase tests share (decision 084): the operations, and the cardholders
 * and reads each test file binds to its own app.
 */

export const requestMutation = `mutation ($income: Int!, $housing: Int!, $limit: Int) {
  requestCreditLimitIncrease(annualIncome: $income, monthlyHousingCost: $housing, requestedLimit: $limit) {
    id status currentLimitCents requestedLimitCents approvedLimitCents declineReasons decidedAt } }`;
export const viewFields = `id status version holderName annualIncome currentLimitCents proposedLimitCents approvedLimitCents
  maxSupportedLimitCents declineReasons canDecide issuerAppliedAt`;
export const decideMutation = `mutation ($id: Int!, $version: Int!, $outcome: String!, $limit: Int, $reasons: [String!]) {
  opsDecideCreditLimitRequest(id: $id, version: $version, outcome: $outcome, approvedLimit: $limit, reasons: $reasons) {
    ${viewFields} } }`;

export interface RequestAnswer {
  id: number;
  status: string;
  currentLimitCents: number;
  requestedLimitCents: number | null;
  approvedLimitCents: number | null;
  declineReasons: string[];
  decidedAt: string | null;
}

export const codeOf = (answer: GraphqlResponse) => answer.errors?.[0]?.extensions.code;

/** The helpers bound to a test file's app (made in its beforeAll). */
export function limitIncreaseKit(appOf: () => TestApp) {
  let staffMade = 0;
  /** A staff member signed in now: the test clock moves on with each cardholder, and idle staff sessions end. */
  async function staffMember(role: 'approver' | 'reviewer'): Promise<StaffMember> {
    staffMade += 1;
    return signedInStaff(appOf(), `limit-${role}-${staffMade}@staff.example`, role);
  }

  /** The account as if opened `months` ago (the Cardholder Agreement's six months before asking). */
  async function openedMonthsAgo(holder: Cardholder, months: number) {
    const openedAt = new Date(appOf().clock.now().getTime() - months * 31 * 24 * 3_600_000);
    await appOf()
      .database.db.update(cardAccounts)
      .set({ createdAt: openedAt })
      .where(eq(cardAccounts.id, holder.account.id));
  }

  /** An approved applicant ($2,500 line, no other commitments, opened 7 months ago) whose card is active. */
  async function activeCardholder(lastName: string, { onTime = true } = {}): Promise<Cardholder> {
    const holder = await approvedWithCard(appOf(), lastName);
    await openedMonthsAgo(holder, 7);
    await appOf().database.sql.executeSql(
      `update applications set draft = jsonb_set(draft, '{financialCommitments}', '0'::jsonb) where id = $1`,
      [holder.applicationId],
    );
    for (const type of ['card.shipped', 'card.delivered'] as const) {
      await deliverWebhook(appOf(), {
        id: `evt_limit_${type}_${holder.card.providerCardId}`,
        type,
        cardId: holder.card.providerCardId,
        createdAt: appOf().clock.now().toISOString(),
      });
    }
    const activated = await holder.applicant.send({
      method: 'POST',
      url: '/api/v1/graphql',
      headers: { 'content-type': 'application/json', [sandboxCountryHeader]: 'US' },
      payload: JSON.stringify({
        query: `mutation ($l: String!, $e: String!) { activateCard(lastFour: $l, expiry: $e) { card { status } } }`,
        variables: { l: holder.card.lastFour, e: printedExpiry(holder.card.expMonth, holder.card.expYear) },
      }),
    });
    expect(activated.statusCode).toBe(200);
    if (onTime) await onTimeStatement(appOf(), holder);
    return holder;
  }

  const ask = (holder: Cardholder, income: number, housing: number, limit: number | null) =>
    holder.applicant.query<{ requestCreditLimitIncrease: RequestAnswer }>(requestMutation, { income, housing, limit });

  async function asked(holder: Cardholder, income: number, housing: number, limit: number | null) {
    const answer = await ask(holder, income, housing, limit);
    if (!answer.data) throw new Error(`request refused: ${JSON.stringify(answer.errors)}`);
    return answer.data.requestCreditLimitIncrease;
  }

  const requestRows = (holder: Cardholder) =>
    appOf()
      .database.db.select()
      .from(creditLimitIncreaseRequests)
      .where(eq(creditLimitIncreaseRequests.accountId, holder.account.id));
  const accountLimit = async (holder: Cardholder) =>
    (await appOf().database.db.select().from(cardAccounts).where(eq(cardAccounts.id, holder.account.id)))[0]
      ?.creditLimitCents;
  const issuerLimit = async (holder: Cardholder) =>
    (
      await appOf()
        .database.db.select({ limit: sandboxIssuerAccounts.creditLimitCents })
        .from(sandboxIssuerAccounts)
        .where(eq(sandboxIssuerAccounts.accountId, holder.account.providerAccountId))
    )[0]?.limit;
  const mailsTo = async (holder: Cardholder, kind: string) => {
    const email = (await appOf().database.sql.executeSql('select email from users where id = $1', [holder.userId]))
      .rows as {
      email: string;
    }[];
    return appOf()
      .database.db.select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, kind))
      .then((rows) => rows.filter((row) => row.toAddress === email[0]?.email));
  };
  const auditsOf = (requestId: number) =>
    appOf()
      .database.db.select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, String(requestId)))
      .then((rows) =>
        // The decisions' events; the staff views' reads are their own (decision 069).
        rows.filter((row) => row.subjectType === 'credit_limit_request' && !row.action.endsWith('.personal_data_read')),
      );
  return {
    staffMember,
    openedMonthsAgo,
    activeCardholder,
    ask,
    asked,
    requestRows,
    accountLimit,
    issuerLimit,
    mailsTo,
    auditsOf,
  };
}
