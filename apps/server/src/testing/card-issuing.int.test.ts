import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueCardIssue } from '../modules/cards/card-issuing-job.js';
import { cardAccounts, cards, cardWebhookEvents } from '../modules/cards/cards-tables.js';
import { cardStatements, cardTransactions } from '../modules/rewards/rewards-tables.js';
import { approvedWithCard, cardRow, deliverWebhook, makeShippingDue } from './cards-test-kit.js';
import { mailsOf } from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const minute = 60_000;

describe('issuing on approval (decision 037)', () => {
  it('opens the account with the approved limit and issues one card, e-mailing once', async () => {
    const holder = await approvedWithCard(testApp, 'Issued', 3200);
    expect(holder.account).toMatchObject({ provider: 'sandbox', creditLimitCents: 320_000 });
    expect(holder.card.status).toBe('issued');
    expect(holder.card.lastFour).toMatch(/^\d{4}$/);
    expect(holder.card.expYear).toBe(testApp.clock.now().getUTCFullYear() + 4);
    const email = (await testApp.database.sql.executeSql('select email from users where id = $1', [holder.userId]))
      .rows as { email: string }[];
    expect(await mailsOf(testApp, 'card-issued', email[0]?.email ?? '')).toHaveLength(1);
  });

  it('issues one card however often the job is queued and run', async () => {
    const holder = await approvedWithCard(testApp, 'Twice');
    const request = { applicationId: holder.applicationId, userId: holder.userId, creditLimitCents: 250_000 };
    await testApp.database.db.transaction((tx) => queueCardIssue(tx, request));
    await testApp.jobs.drain();
    const rows = await testApp.database.db
      .select()
      .from(cardAccounts)
      .where(eq(cardAccounts.applicationId, holder.applicationId));
    expect(rows).toHaveLength(1);
    expect(await testApp.database.db.select().from(cards).where(eq(cards.accountId, holder.account.id))).toHaveLength(
      1,
    );
  });
});

describe('the sandbox ships and delivers on its schedule', () => {
  it('moves the card to shipped, then delivered, through signed events, each once', async () => {
    const holder = await approvedWithCard(testApp, 'Shipping');
    // Not before its time.
    await testApp.jobs.drain();
    expect((await cardRow(testApp, holder.card.id)).status).toBe('issued');
    await makeShippingDue(testApp, holder.card.providerCardId, 'card.shipped');
    await testApp.jobs.drain();
    expect((await cardRow(testApp, holder.card.id)).status).toBe('shipped');
    await makeShippingDue(testApp, holder.card.providerCardId, 'card.delivered');
    await testApp.jobs.drain();
    expect((await cardRow(testApp, holder.card.id)).status).toBe('delivered');
    const events = await testApp.database.db.select().from(cardWebhookEvents);
    expect(events.filter((event) => event.type === 'card.delivered').length).toBeGreaterThanOrEqual(1);
  });

  it('ignores a late shipping event for a card already delivered', async () => {
    const holder = await approvedWithCard(testApp, 'Late');
    // One step at a time: two due at once may run in either order.
    await makeShippingDue(testApp, holder.card.providerCardId, 'card.shipped');
    await testApp.jobs.drain();
    await makeShippingDue(testApp, holder.card.providerCardId, 'card.delivered');
    await testApp.jobs.drain();
    expect((await cardRow(testApp, holder.card.id)).status).toBe('delivered');
    const late = await deliverWebhook(testApp, {
      id: 'evt-late-shipped',
      type: 'card.shipped',
      cardId: holder.card.providerCardId,
      createdAt: testApp.clock.now().toISOString(),
    });
    expect(late.statusCode).toBe(200);
    expect((await cardRow(testApp, holder.card.id)).status).toBe('delivered');
  });
});

describe('webhooks are verified and posted once', () => {
  const purchase = (accountId: string, id: string) => ({
    id,
    type: 'transaction.posted',
    createdAt: testApp.clock.now().toISOString(),
    accountId,
    transaction: {
      id: `txn-${id}`,
      kind: 'purchase',
      amountCents: 1234,
      description: 'Coffee',
      postedAt: testApp.clock.now().toISOString(),
    },
  });

  it('posts a signed event once, however often it is delivered', async () => {
    const holder = await approvedWithCard(testApp, 'Webhook');
    const event = purchase(holder.account.providerAccountId, 'evt-once');
    const first = await deliverWebhook(testApp, event);
    const again = await deliverWebhook(testApp, event);
    expect([first.statusCode, first.json()]).toEqual([200, { received: true, duplicate: false }]);
    expect([again.statusCode, again.json()]).toEqual([200, { received: true, duplicate: true }]);
    const posted = await testApp.database.db
      .select()
      .from(cardTransactions)
      .where(eq(cardTransactions.accountId, holder.account.id));
    expect(posted.map((row) => [row.kind, row.amountCents])).toEqual([['purchase', 1234]]);
  });

  it.each([
    ['unsigned', { signature: '' }, 'signature missing'],
    ['signed with another secret', { secret: 'x'.repeat(40) }, 'signature mismatch'],
    ['signed ten minutes ago (a replay)', { at: new Date(Date.now() - 10 * minute) }, 'signature stale'],
    ['with a malformed signature', { signature: 't=abc,v1=zz' }, 'signature malformed'],
  ])('refuses a delivery %s, posting nothing', async (_case, options, reason) => {
    const holder = await approvedWithCard(testApp, 'Refused');
    const event = purchase(holder.account.providerAccountId, `evt-refused-${reason.replace(/\W/g, '')}`);
    const at = 'at' in options ? { at: new Date(testApp.clock.now().getTime() - 10 * minute) } : options;
    const answer = await deliverWebhook(testApp, event, at);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].message).toBe(`Webhook refused: ${reason}.`);
    expect(
      await testApp.database.db.select().from(cardWebhookEvents).where(eq(cardWebhookEvents.eventId, event.id)),
    ).toEqual([]);
  });

  it('refuses an event of an unknown shape, and a body that is not JSON', async () => {
    expect(
      (
        await deliverWebhook(testApp, {
          id: 'evt-shape',
          type: 'card.exploded',
          createdAt: testApp.clock.now().toISOString(),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('records a statement once', async () => {
    const holder = await approvedWithCard(testApp, 'Statement');
    const now = testApp.clock.now().toISOString();
    const event = {
      id: 'evt-statement',
      type: 'statement.closed',
      createdAt: now,
      accountId: holder.account.providerAccountId,
      statement: {
        id: 'stmt-1',
        periodStart: now,
        periodEnd: now,
        dueDate: '2027-01-20',
        balanceCents: 5000,
        minimumDueCents: 2500,
      },
    };
    await deliverWebhook(testApp, event);
    await deliverWebhook(testApp, { ...event, id: 'evt-statement-again' });
    const statements = await testApp.database.db
      .select()
      .from(cardStatements)
      .where(eq(cardStatements.accountId, holder.account.id));
    expect(statements.map((row) => [row.dueDate, row.minimumDueCents])).toEqual([['2027-01-20', 2500]]);
  });
});
