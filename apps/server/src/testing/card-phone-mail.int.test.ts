import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardIssueQueue, issueCard, type CardIssueRequest } from '../modules/cards/card-issuing-job.js';
import { cardPhoneNeededMailKind } from '../modules/cards/card-phone-mail.js';
import { approvedWithCard, approver } from './cards-test-kit.js';
import { act, freshApplication, mailsOf } from './staff-actions-test-kit.js';
import {
  lithicStandInApiKey,
  lithicStandInWebhookSecret,
  startLithicStandIn,
  type LithicStandIn,
} from './stand-ins/lithic-stand-in.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The mail that tells an approved applicant their card waits for a verified
 * mobile phone (decision 074, docs/product-rules.md#verified-phone): sent by
 * the card-issue job's first wait, once, whatever is retried; never by the
 * sandbox issuer, which needs no phone.
 */

async function emailOf(app: TestApp, userId: string): Promise<string> {
  const { rows } = await app.database.sql.executeSql('select email from users where id = $1', [userId]);
  const [row] = rows as { email: string }[];
  if (!row) throw new Error(`no user ${userId}`);
  return row.email;
}

async function approved(app: TestApp, lastName: string) {
  const submitted = await freshApplication(app, lastName);
  const answer = await act((await approver(app)).browser, 'approve', submitted, { creditLimit: 2600 });
  if (answer.errors) throw new Error(`approve refused: ${JSON.stringify(answer.errors)}`);
  const { rows } = await app.database.sql.executeSql('select user_id as "userId" from applications where id = $1', [
    submitted.applicationId,
  ]);
  const userId = (rows as { userId: string }[])[0]?.userId ?? '';
  return { applicationId: submitted.applicationId, userId, email: await emailOf(app, userId) };
}

/** The card-issue job queued for the application's next look, round by round. */
async function queuedRound(app: TestApp, applicationId: number, round: number): Promise<CardIssueRequest> {
  const { rows } = await app.database.sql.executeSql(
    `select data from pgboss.job where name = 'card-issue' and state = 'created'
       and (data->>'applicationId')::int = $1 and (data->'phoneWait'->>'round')::int = $2`,
    [applicationId, round],
  );
  const [row] = rows as { data: unknown }[];
  if (!row) throw new Error(`no round ${round} queued for application ${applicationId}`);
  return cardIssueQueue.data.parse(row.data);
}

describe('with a real issuer (the Lithic stand-in)', () => {
  let standIn: LithicStandIn;
  let testApp: TestApp;

  beforeAll(async () => {
    let now = () => new Date();
    standIn = await startLithicStandIn({ now: () => now() });
    testApp = await createTestApp({
      CARD_ISSUER_API_KEY: lithicStandInApiKey,
      CARD_ISSUER_URL: standIn.url,
      CARD_ISSUER_WEBHOOK_SECRET: lithicStandInWebhookSecret,
      CARD_ISSUER_TIMEOUT_MS: '2000',
    });
    now = () => testApp.clock.now();
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });

  it('the first wait mails the holder once, linking to the security page', async () => {
    const holder = await approved(testApp, 'Phoneless');
    await testApp.jobs.drain();
    const mails = await mailsOf(testApp, cardPhoneNeededMailKind, holder.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Add your mobile phone so we can send your card');
    expect(mails[0]?.text).toContain(`${testApp.cards.publicUrl}/account/security`);
    expect(mails[0]?.html).toContain(`${testApp.cards.publicUrl}/account/security`);
  });

  it.each([
    ['the first run retried (round 1 already queued)', 0],
    ['round 1 looking again (queues round 2)', 1],
    ['round 2 looking again (queues round 3)', 2],
  ])('%s sends no second mail', async (_case, rerunRound) => {
    const holder = await approved(testApp, 'Retried');
    await testApp.jobs.drain();
    const first: CardIssueRequest = {
      applicationId: holder.applicationId,
      userId: holder.userId,
      creditLimitCents: 260_000,
    };
    // Each round runs as pg-boss would hand it over, twice, as a retried run would.
    let request = first;
    for (let round = 1; round <= rerunRound; round += 1) {
      request = await queuedRound(testApp, holder.applicationId, round);
      await issueCard(testApp.cards, request);
    }
    await issueCard(testApp.cards, request);
    await issueCard(testApp.cards, request);
    expect(await queuedRound(testApp, holder.applicationId, rerunRound + 1)).toMatchObject({
      phoneWait: { round: rerunRound + 1 },
    });
    expect(await mailsOf(testApp, cardPhoneNeededMailKind, holder.email)).toHaveLength(1);
  });
});

describe('with the sandbox issuer', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('issues at once without a phone and sends no phone mail', async () => {
    const holder = await approvedWithCard(testApp, 'Sandboxed');
    const email = await emailOf(testApp, holder.userId);
    expect(await mailsOf(testApp, 'card-issued', email)).toHaveLength(1);
    expect(await mailsOf(testApp, cardPhoneNeededMailKind, email)).toEqual([]);
  });
});
