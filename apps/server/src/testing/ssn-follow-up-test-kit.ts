import { and, eq, inArray } from 'drizzle-orm';
import { printedExpiry } from '@waypoint/domain/cards/card-activation';
import { sandboxIssuerCards } from '../modules/cards/cards-tables.js';
import { jobSchema } from '../platform/jobs/enqueue-job.js';
import { outboxMessages } from '../platform/mail/mail-tables.js';
import { approvedWithCard, type Cardholder } from './cards-test-kit.js';
import type { TestBrowser } from './graphql-client.js';
import { signIn } from './test-accounts.js';
import type { TestApp } from './test-app.js';

// What the SSN follow-up tests share (docs/product-rules.md#ssn-follow-up): ssn-follow-up-schedule.int.test.ts
// (who follows up, the schedule, the days passing) and ssn-follow-up-edges.int.test.ts (the SSN's checks, races,
// an unreachable issuer, two instances).

// Both instances decrypt what the other encrypted and verify its sessions, as in production.
export const sharedKeys = {
  SESSION_SECRET: Buffer.alloc(32, 6).toString('base64'),
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

export const day = 86_400_000;

const cardAccountFields = 'card { status lockReason activatedAt } ssnNeeded ssnDeadline ssnLastFour';

export interface CardAccountAnswer {
  card: { status: string; lockReason: string | null; activatedAt: string | null };
  ssnNeeded: boolean;
  ssnDeadline: string | null;
  ssnLastFour: string | null;
}

export function addSsn(browser: TestBrowser, ssn: string) {
  return browser.query<{ addCardholderSsn: CardAccountAnswer }>(
    `mutation Add($ssn: String!) { addCardholderSsn(ssn: $ssn) { ${cardAccountFields} } }`,
    { ssn },
  );
}

export function myCard(browser: TestBrowser) {
  return browser.query<{ myCard: CardAccountAnswer | null }>(`{ myCard { ${cardAccountFields} } }`);
}

/**
 * The helpers that act on the test's first instance, read when called (the app is created in the test's beforeAll).
 * Call backToToday after each test.
 */
export function ssnFollowUpKit(app: () => TestApp) {
  let travelledDays = 0;

  /**
   * Time passes: the app's clock moves on, and what the database scheduled
   * (pg-boss's start times, the outbox's send times, both read against the
   * database's own clock) comes as many days nearer. Undone after each test, so
   * the next one starts from today.
   */
  async function passDays(days: number): Promise<void> {
    app().clock.advance(days * day);
    travelledDays += days;
    await app().database.sql.executeSql(
      `UPDATE ${jobSchema}.job SET start_after = start_after - make_interval(days => $1) WHERE state = 'created'`,
      [days],
    );
    await app().database.sql.executeSql(
      `UPDATE outbox_messages SET next_attempt_at = next_attempt_at - make_interval(days => $1) WHERE status = 'pending'`,
      [days],
    );
  }
  /** An applicant approved without an SSN (the kit's withoutSsn), their card issued. */
  const approvedWithoutSsn = (lastName: string) => approvedWithCard(app(), lastName, 2500, { withoutSsn: true });

  async function emailOf(holder: Cardholder): Promise<string> {
    const { rows } = await app().database.sql.executeSql('SELECT email FROM users WHERE id = $1', [holder.userId]);
    return (rows as { email: string }[])[0]?.email ?? '';
  }

  /** Activates from a US address, as the card's holder: the card shipped (a signed-in member's GraphQL request). */
  async function activate(holder: Cardholder): Promise<CardAccountAnswer> {
    await app().database.sql.executeSql("UPDATE cards SET status = 'shipped' WHERE id = $1", [holder.card.id]);
    const response = await holder.applicant.send({
      method: 'POST',
      url: '/api/v1/graphql',
      headers: { 'content-type': 'application/json', 'x-sandbox-ip-country': 'US' },
      payload: JSON.stringify({
        query: `mutation Activate($lastFour: String!, $expiry: String!) { activateCard(lastFour: $lastFour, expiry: $expiry) { ${cardAccountFields} } }`,
        variables: { lastFour: holder.card.lastFour, expiry: printedExpiry(holder.card.expMonth, holder.card.expYear) },
      }),
    });
    const body = response.json() as { data?: { activateCard: CardAccountAnswer }; errors?: unknown };
    if (!body.data?.activateCard) throw new Error(`activation refused: ${JSON.stringify(body.errors)}`);
    return body.data.activateCard;
  }

  /** The member's session after days have passed: they sign in again, as a person coming back would. */
  async function signedInAgain(holder: Cardholder): Promise<TestBrowser> {
    const answer = await signIn(holder.applicant, await emailOf(holder));
    if (answer.errors) throw new Error(`sign-in refused: ${JSON.stringify(answer.errors)}`);
    return holder.applicant;
  }

  async function followUpMails(holder: Cardholder) {
    const { db } = app().database;
    const rows = await db
      .select({ kind: outboxMessages.kind, subject: outboxMessages.subject, status: outboxMessages.status })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.toAddress, await emailOf(holder)),
          inArray(outboxMessages.kind, ['card-ssn-reminder', 'card-ssn-locked']),
        ),
      )
      .orderBy(outboxMessages.createdAt, outboxMessages.nextAttemptAt);
    return rows;
  }

  const sent = async (holder: Cardholder) =>
    (await followUpMails(holder)).filter((mail) => mail.status === 'sent').map((mail) => mail.subject);

  async function issuerLocked(holder: Cardholder): Promise<boolean> {
    const { db } = app().database;
    const [row] = await db
      .select({ locked: sandboxIssuerCards.locked })
      .from(sandboxIssuerCards)
      .where(eq(sandboxIssuerCards.cardId, holder.card.providerCardId));
    return row?.locked ?? false;
  }

  /** Undoes the days passed, so the next test starts from today. */
  function backToToday(): void {
    app().clock.advance(-travelledDays * day);
    travelledDays = 0;
  }

  return {
    passDays,
    backToToday,
    approvedWithoutSsn,
    emailOf,
    activate,
    signedInAgain,
    followUpMails,
    sent,
    issuerLocked,
  };
}
