import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { printedExpiry } from '@waypoint/domain/cards/card-activation';
import type { CardWebhookEvent } from '../modules/cards/card-webhook-events.js';
import { signCardWebhook } from '../modules/cards/card-webhook-signature.js';
import { cardAccounts, cards } from '../modules/cards/cards-tables.js';
import { sandboxShippingQueue } from '../modules/cards/sandbox-card-issuer.js';
import { sandboxCountryHeader } from '../modules/ip-insights/sandbox-ip-insights.js';
import { jobSchema } from '../platform/jobs/enqueue-job.js';
import type { TestBrowser } from './graphql-client.js';
import { act, freshApplication, signedInStaff, type StaffMember } from './staff-actions-test-kit.js';
import type { TestApp } from './test-app.js';

/**
 * Cards test helpers (decision 037): an approved applicant with their card
 * issued by the sandbox, and webhook deliveries signed as the issuer signs them.
 */
let approversMade = 0;

/** An approver for the app (one per call: four eyes does not bite, nobody recommended). */
export async function approver(app: TestApp): Promise<StaffMember> {
  approversMade += 1;
  return signedInStaff(app, `card-approver-${approversMade}@staff.example`, 'approver');
}

export interface Cardholder {
  applicant: TestBrowser;
  applicationId: number;
  userId: string;
  account: typeof cardAccounts.$inferSelect;
  card: typeof cards.$inferSelect;
}

/**
 * Submits, approves with `creditLimit` dollars and runs the jobs: the sandbox issues the card.
 * `withoutSsn`: the application carries no SSN when approved, as a new arrival on a work visa's
 * (an identification number in its place; docs/product-rules.md#ssn-follow-up).
 */
export async function approvedWithCard(
  app: TestApp,
  lastName: string,
  creditLimit = 2500,
  { withoutSsn = false }: { withoutSsn?: boolean } = {},
): Promise<Cardholder> {
  const submitted = await freshApplication(app, lastName);
  if (withoutSsn) {
    await app.database.sql.executeSql('UPDATE applications SET ssn_cipher = NULL WHERE id = $1', [
      submitted.applicationId,
    ]);
  }
  const staff = await approver(app);
  const approved = await act(staff.browser, 'approve', submitted, { creditLimit });
  if (approved.errors) throw new Error(`approve refused: ${JSON.stringify(approved.errors)}`);
  await app.jobs.drain();
  const [account] = await app.database.db
    .select()
    .from(cardAccounts)
    .where(eq(cardAccounts.applicationId, submitted.applicationId));
  if (!account) throw new Error('no card account after approval');
  const [card] = await app.database.db.select().from(cards).where(eq(cards.accountId, account.id));
  if (!card) throw new Error('no card after approval');
  return {
    applicant: submitted.applicant,
    applicationId: submitted.applicationId,
    userId: account.userId,
    account,
    card,
  };
}

/**
 * The sandbox's shipping step for a card comes due now, as if its schedule had
 * passed (pg-boss compares with the database's clock, not the test clock).
 */
export async function makeShippingDue(app: TestApp, providerCardId: string, step: 'card.shipped' | 'card.delivered') {
  await app.database.sql.executeSql(
    `UPDATE ${jobSchema}.job SET start_after = now() - interval '1 second'
     WHERE name = $1 AND data->>'cardId' = $2 AND data->>'step' = $3`,
    [sandboxShippingQueue.name, providerCardId, step],
  );
}

/** The card as stored now. */
export async function cardRow(app: TestApp, cardId: number) {
  const [card] = await app.database.db.select().from(cards).where(eq(cards.id, cardId));
  if (!card) throw new Error(`no card ${cardId}`);
  return card;
}

/** The webhook secret outside production: derived from the session secret, as composition/cards-wiring.ts does. */
export function webhookSecretOf(app: TestApp): string {
  return app.cards.webhookSecret;
}

/** Posts an event to the webhook route as the issuer would, signed at `at` (now by default) unless a signature is given. */
export function deliverWebhook(
  app: TestApp,
  event: CardWebhookEvent | Record<string, unknown>,
  options: { at?: Date; signature?: string; secret?: string } = {},
) {
  const body = JSON.stringify(event);
  const signature =
    options.signature ?? signCardWebhook(options.secret ?? webhookSecretOf(app), body, options.at ?? app.clock.now());
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/card-issuer/webhooks',
    headers: { 'content-type': 'application/json', 'card-issuer-signature': signature },
    payload: body,
  });
}

/** The issuer ships and then delivers the holder's card: its two webhooks, signed as the issuer signs them. */
export async function shipAndDeliver(app: TestApp, holder: Cardholder): Promise<void> {
  for (const type of ['card.shipped', 'card.delivered'] as const) {
    const response = await deliverWebhook(app, {
      id: `evt_kit_${type}_${randomUUID()}`,
      type,
      cardId: holder.card.providerCardId,
      createdAt: app.clock.now().toISOString(),
    });
    if (response.statusCode >= 300) throw new Error(`${type}: ${response.statusCode} ${response.body}`);
  }
}

/** The holder activates their delivered card from a US address, through activateCard as a signed-in member. */
export async function activateFromUs(holder: Cardholder): Promise<void> {
  const response = await holder.applicant.send({
    method: 'POST',
    url: '/api/v1/graphql',
    headers: { 'content-type': 'application/json', [sandboxCountryHeader]: 'US' },
    payload: JSON.stringify({
      query: `mutation ($lastFour: String!, $expiry: String!) { activateCard(lastFour: $lastFour, expiry: $expiry) { card { status } } }`,
      variables: { lastFour: holder.card.lastFour, expiry: printedExpiry(holder.card.expMonth, holder.card.expYear) },
    }),
  });
  const body = response.json() as { data?: { activateCard: { card: { status: string } } }; errors?: unknown };
  if (body.data?.activateCard.card.status !== 'active') {
    throw new Error(`activateCard refused: ${JSON.stringify(body.errors ?? body.data)}`);
  }
}
