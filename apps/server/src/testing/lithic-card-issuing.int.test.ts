import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedExpiry } from '@waypoint/domain/cards/card-activation';
import { cardIssueQueue, issueCard, phoneWaitIntervalMs, phoneWaitLimitMs } from '../modules/cards/card-issuing-job.js';
import { cardAccounts, cards, cardWebhookEvents } from '../modules/cards/cards-tables.js';
import { sandboxCountryHeader } from '../modules/ip-insights/sandbox-ip-insights.js';
import { latestSandboxMessages } from '../platform/sms/sandbox-sms-repository.js';
import { approver, cardRow } from './cards-test-kit.js';
import type { TestBrowser } from './graphql-client.js';
import { act, freshApplication } from './staff-actions-test-kit.js';
import {
  lithicStandInApiKey,
  lithicStandInWebhookSecret,
  startLithicStandIn,
  type LithicStandIn,
} from './stand-ins/lithic-stand-in.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The card issued through Lithic (decision 045), end to end against the
 * stand-in: approval queues the card-issue job, the job enrolls the holder
 * and issues the card through the adapter, the stand-in's signed card.shipped
 * webhook reaches our HTTP route and ships the card, and the cardholder's
 * activation and lock reach Lithic as OPEN and PAUSED.
 */
let standIn: LithicStandIn;
let testApp: TestApp;
let webhookUrl: string;

beforeAll(async () => {
  // The stand-in signs with the app's clock, which a test may move.
  let now = () => new Date();
  standIn = await startLithicStandIn({ now: () => now() });
  testApp = await createTestApp({
    CARD_ISSUER_API_KEY: lithicStandInApiKey,
    CARD_ISSUER_URL: standIn.url,
    CARD_ISSUER_WEBHOOK_SECRET: lithicStandInWebhookSecret,
    CARD_ISSUER_TIMEOUT_MS: '2000',
  });
  now = () => testApp.clock.now();
  const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  webhookUrl = `${address}/api/v1/card-issuer/webhooks`;
});
afterAll(async () => {
  await testApp.close();
  await standIn.close();
});

let phones = 0;
/**
 * The applicant verifies a mobile phone in their account, as the account area
 * asks after approval (decision 074): the code texted by the sandbox SMS
 * provider comes back. Answers the number, E.164.
 */
async function verifyPhone(applicant: TestBrowser): Promise<string> {
  phones += 1;
  const phoneNumber = `+1312555${String(1000 + phones).slice(-4)}`;
  const started = await applicant.query(
    `mutation S($phoneNumber: String!) { startPhoneVerification(phoneNumber: $phoneNumber) { phoneNumber } }`,
    { phoneNumber },
  );
  expect(started.errors).toBeUndefined();
  const [message] = await latestSandboxMessages(testApp.database.db, phoneNumber, 1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  const confirmed = await applicant.query(
    `mutation C($code: String!) { confirmPhoneVerification(code: $code) { phoneNumber } }`,
    {
      code,
    },
  );
  expect(confirmed.errors).toBeUndefined();
  return phoneNumber;
}

const holderPosts = () =>
  standIn.requests.filter((request) => request.path === '/v1/account_holders' && request.method === 'POST');

/** The card-issue jobs still queued for an application: the one waiting for the phone. */
async function waitingJobs(applicationId: number) {
  const { rows } = await testApp.database.sql.executeSql(
    `select data, start_after as "startAfter" from pgboss.job where name = 'card-issue' and state = 'created' and (data->>'applicationId')::int = $1`,
    [applicationId],
  );
  return rows as { data: { phoneWait?: { round: number } }; startAfter: Date }[];
}

async function approved(lastName: string, creditLimit = 2800) {
  const submitted = await freshApplication(testApp, lastName);
  const staff = await approver(testApp);
  const answer = await act(staff.browser, 'approve', submitted, { creditLimit });
  if (answer.errors) throw new Error(`approve refused: ${JSON.stringify(answer.errors)}`);
  const [user] = (
    await testApp.database.sql.executeSql('select user_id as "userId" from applications where id = $1', [
      submitted.applicationId,
    ])
  ).rows as { userId: string }[];
  return { ...submitted, userId: user?.userId ?? '', creditLimitCents: creditLimit * 100 };
}

describe('issuing through Lithic', () => {
  it('runs the real issuer with its webhook scheme, and no sandbox routes', () => {
    expect(testApp.cards.issuer.name).toBe('lithic');
    expect(testApp.cards.webhookReader).not.toBeNull();
    expect(testApp.cards.sandbox).toBeNull();
  });

  it('waits for a verified phone: nothing enrolled, the job queued again in 15 minutes, then enrolled with that phone', async () => {
    const application = await approved('Nophone');
    const postsBefore = holderPosts().length;
    await testApp.jobs.drain();
    expect(holderPosts()).toHaveLength(postsBefore);
    expect(
      await testApp.database.db
        .select()
        .from(cardAccounts)
        .where(eq(cardAccounts.applicationId, application.applicationId)),
    ).toEqual([]);
    const [waiting] = await waitingJobs(application.applicationId);
    expect(waiting?.data.phoneWait?.round).toBe(1);
    expect(waiting?.startAfter.getTime()).toBeGreaterThan(testApp.clock.now().getTime() + phoneWaitIntervalMs - 60_000);

    // The applicant verifies their phone; the waiting job's next run enrolls them with it.
    const phoneNumber = await verifyPhone(application.applicant);
    await issueCard(testApp.cards, cardIssueQueue.data.parse(waiting?.data));
    const enrolled = holderPosts().at(-1)?.body as { individual?: { phone_number?: string } } | undefined;
    expect(enrolled?.individual?.phone_number).toBe(phoneNumber);
    const [holder] = [...standIn.holders.values()].filter(
      (candidate) => candidate.external_id === String(application.applicationId),
    );
    expect(holder?.individual.phone_number).toBe(phoneNumber);
  });

  it('gives up waiting after 30 days: the job fails, to be parked for a person', async () => {
    const application = await approved('Neverphone');
    const since = testApp.clock.now();
    const request = {
      applicationId: application.applicationId,
      userId: application.userId,
      creditLimitCents: 280_000,
      phoneWait: { since: new Date(since.getTime() - phoneWaitLimitMs).toISOString(), round: 2880 },
    };
    await expect(issueCard(testApp.cards, request)).rejects.toThrow(/no verified phone .* after 30 days/);
  });

  it('approve → card-issue job through the adapter → signed card.shipped → activate and lock at Lithic', async () => {
    const application = await approved('Lithic', 3100);
    const request = {
      applicationId: application.applicationId,
      userId: application.userId,
      creditLimitCents: application.creditLimitCents,
    };
    expect(cardIssueQueue.data.parse(request)).toEqual(request);
    // The job's own work, with the applicant's verified phone; run twice, as a retried job would.
    await verifyPhone(application.applicant);
    await issueCard(testApp.cards, request);
    await issueCard(testApp.cards, request);

    const [account] = await testApp.database.db
      .select()
      .from(cardAccounts)
      .where(eq(cardAccounts.applicationId, application.applicationId));
    expect(account).toMatchObject({ provider: 'lithic', creditLimitCents: 310_000 });
    const holders = [...standIn.holders.values()].filter(
      (holder) => holder.external_id === String(request.applicationId),
    );
    expect(holders).toHaveLength(1);
    // The applicant's own answers reached the enrollment (application-identity.ts creditSubjectOf).
    expect(holders[0]?.individual).toMatchObject({ dob: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(holders[0]?.individual.address).toMatchObject({ country: 'USA', postal_code: expect.any(String) });
    expect([...standIn.creditLimits.values()]).toContain(310_000);
    const stored = await testApp.database.db
      .select()
      .from(cards)
      .where(eq(cards.accountId, account?.id ?? -1));
    expect(stored).toHaveLength(1);
    const card = stored[0];
    if (!card) throw new Error('no card stored');
    expect(standIn.cards.get(card.providerCardId)).toMatchObject({
      type: 'PHYSICAL',
      state: 'PAUSED',
      last_four: card.lastFour,
    });

    // Lithic's shipping news, signed Svix-style, over HTTP to our route.
    const messageId = `msg_ship_${card.id}`;
    const shipped = { event_type: 'card.shipped', card_token: card.providerCardId, tracking_number: null };
    expect(await standIn.sendWebhook(webhookUrl, shipped, { id: messageId })).toBe(200);
    expect((await cardRow(testApp, card.id)).status).toBe('shipped');
    // Lithic's retry of the same message posts nothing new; one signed with another secret is refused.
    expect(await standIn.sendWebhook(webhookUrl, shipped, { id: messageId })).toBe(200);
    const forged = `whsec_${Buffer.from('not-the-subscription-secret-at-all').toString('base64')}`;
    expect(await standIn.sendWebhook(webhookUrl, shipped, { id: 'msg_forged', secret: forged })).toBe(400);
    const recorded = await testApp.database.db.select().from(cardWebhookEvents);
    expect(recorded.filter((event) => event.eventId === messageId)).toHaveLength(1);
    expect(recorded.filter((event) => event.eventId === 'msg_forged')).toEqual([]);

    // The cardholder activates from the US, then locks: Lithic's card opens, then pauses.
    const activation = await application.applicant.send({
      method: 'POST',
      url: '/api/v1/graphql',
      headers: { 'content-type': 'application/json', [sandboxCountryHeader]: 'US' },
      payload: JSON.stringify({
        query: `mutation ($lastFour: String!, $expiry: String!) { activateCard(lastFour: $lastFour, expiry: $expiry) { card { status } } }`,
        variables: { lastFour: card.lastFour, expiry: printedExpiry(card.expMonth, card.expYear) },
      }),
    });
    expect(activation.json()).toEqual({ data: { activateCard: { card: { status: 'active' } } } });
    expect(standIn.cards.get(card.providerCardId)?.state).toBe('OPEN');
    const locked = await application.applicant.query<{ lockCard: { card: { status: string } } }>(
      `mutation { lockCard { card { status } } }`,
    );
    expect(locked.data?.lockCard.card.status).toBe('locked');
    expect(standIn.cards.get(card.providerCardId)?.state).toBe('PAUSED');
  });

  it('posts a settled Lithic purchase to the account once', async () => {
    const application = await approved('Purchase');
    const request = { applicationId: application.applicationId, userId: application.userId, creditLimitCents: 280_000 };
    await verifyPhone(application.applicant);
    await issueCard(testApp.cards, request);
    const [account] = await testApp.database.db
      .select()
      .from(cardAccounts)
      .where(eq(cardAccounts.applicationId, application.applicationId));
    if (!account) throw new Error('no Lithic account issued');
    const purchase = {
      event_type: 'card_transaction.updated',
      token: 'txn-lithic-1',
      account_token: account.providerAccountId,
      status: 'SETTLED',
      settled_amount: 4_250,
      merchant: { descriptor: 'BOOKSHOP' },
      events: [{ type: 'AUTHORIZATION' }, { type: 'CLEARING' }],
      created: testApp.clock.now().toISOString(),
    };
    expect(await standIn.sendWebhook(webhookUrl, purchase)).toBe(200);
    expect(await standIn.sendWebhook(webhookUrl, purchase)).toBe(200);
    const { rows } = await testApp.database.sql.executeSql(
      'select kind, amount_cents as "amountCents" from card_transactions where provider_transaction_id = $1',
      ['txn-lithic-1'],
    );
    expect(rows).toEqual([{ kind: 'purchase', amountCents: 4_250 }]);
  });
});
