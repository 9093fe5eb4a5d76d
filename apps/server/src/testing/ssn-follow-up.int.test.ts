import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { printedExpiry } from '@waypoint/domain/cards/card-activation';
import { accountActions } from '@waypoint/domain/decisions/account-action-notice';
import { ecoaAgencies } from '@waypoint/domain/decisions/ecoa-agencies';
import { ecoaNoticeText } from '@waypoint/domain/decisions/notice-letter';
import { sandboxCreditor } from '../config/notice-settings.js';
import { CardIssuerUnavailableError } from '../modules/cards/card-issuing-provider.js';
import { cardsPort } from '../modules/cards/cards-port.js';
import { cardAccounts, sandboxIssuerCards } from '../modules/cards/cards-tables.js';
import { decisionNotices } from '../modules/decision-notices/decision-notices-tables.js';
import { pdfText } from '../modules/decision-notices/decision-notices-test-kit.js';
import { ssnDeadlineJobId, ssnDeadlineQueue } from '../modules/ssn-follow-up/ssn-follow-up-job.js';
import { scheduleSsnFollowUp } from '../modules/ssn-follow-up/ssn-follow-up-service.js';
import { cardSsnFollowUps } from '../modules/ssn-follow-up/ssn-follow-up-tables.js';
import { createFieldCipher } from '../platform/field-encryption.js';
import { jobSchema } from '../platform/jobs/enqueue-job.js';
import { makeJobDue, storedJob } from '../platform/jobs/jobs-test-kit.js';
import { outboxMessages } from '../platform/mail/mail-tables.js';
import { approvedWithCard, cardRow, type Cardholder } from './cards-test-kit.js';
import type { TestBrowser } from './graphql-client.js';
import { signIn } from './test-accounts.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The SSN follow-up (docs/product-rules.md#ssn-follow-up) through the app:
 * activation schedules the reminders of days 30, 50 and 58 and the day-60
 * deadline; each goes out once however often the jobs run, and on two
 * instances; the deadline locks; adding the SSN unlocks and cancels the rest.
 */
let first: TestApp;
let second: TestApp;
// Both instances decrypt what the other encrypted and verify its sessions, as in production.
const sharedKeys = {
  SESSION_SECRET: Buffer.alloc(32, 6).toString('base64'),
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

beforeAll(async () => {
  first = await createTestApp(sharedKeys);
  second = await createTestApp(sharedKeys, first);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const day = 86_400_000;
let travelledDays = 0;

/**
 * Time passes: the app's clock moves on, and what the database scheduled
 * (pg-boss's start times, the outbox's send times, both read against the
 * database's own clock) comes as many days nearer. Undone after each test, so
 * the next one starts from today.
 */
async function passDays(days: number): Promise<void> {
  first.clock.advance(days * day);
  travelledDays += days;
  await first.database.sql.executeSql(
    `UPDATE ${jobSchema}.job SET start_after = start_after - make_interval(days => $1) WHERE state = 'created'`,
    [days],
  );
  await first.database.sql.executeSql(
    `UPDATE outbox_messages SET next_attempt_at = next_attempt_at - make_interval(days => $1) WHERE status = 'pending'`,
    [days],
  );
}
afterEach(() => {
  first.clock.advance(-travelledDays * day);
  travelledDays = 0;
});

/** An applicant approved without an SSN (the kit's withoutSsn), their card issued. */
const approvedWithoutSsn = (lastName: string) => approvedWithCard(first, lastName, 2500, { withoutSsn: true });

async function emailOf(holder: Cardholder): Promise<string> {
  const { rows } = await first.database.sql.executeSql('SELECT email FROM users WHERE id = $1', [holder.userId]);
  return (rows as { email: string }[])[0]?.email ?? '';
}

const cardAccountFields = 'card { status lockReason activatedAt } ssnNeeded ssnDeadline ssnLastFour';

interface CardAccountAnswer {
  card: { status: string; lockReason: string | null; activatedAt: string | null };
  ssnNeeded: boolean;
  ssnDeadline: string | null;
  ssnLastFour: string | null;
}

/** Activates from a US address, as the card's holder: the card shipped (a signed-in member's GraphQL request). */
async function activate(holder: Cardholder): Promise<CardAccountAnswer> {
  await first.database.sql.executeSql("UPDATE cards SET status = 'shipped' WHERE id = $1", [holder.card.id]);
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

function addSsn(browser: TestBrowser, ssn: string) {
  return browser.query<{ addCardholderSsn: CardAccountAnswer }>(
    `mutation Add($ssn: String!) { addCardholderSsn(ssn: $ssn) { ${cardAccountFields} } }`,
    { ssn },
  );
}

function myCard(browser: TestBrowser) {
  return browser.query<{ myCard: CardAccountAnswer | null }>(`{ myCard { ${cardAccountFields} } }`);
}

async function followUpMails(holder: Cardholder) {
  const rows = await first.database.db
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
  const [row] = await first.database.db
    .select({ locked: sandboxIssuerCards.locked })
    .from(sandboxIssuerCards)
    .where(eq(sandboxIssuerCards.cardId, holder.card.providerCardId));
  return row?.locked ?? false;
}

describe('who follows up: admitted without an SSN (product-rules#ssn-follow-up)', () => {
  it.each([
    ['an application approved with an SSN', 'WithSsn', false],
    ['an application approved without one', 'NoSsn', true],
  ])('%s → ssn_required %s', async (_case, lastName, required) => {
    const holder = required ? await approvedWithoutSsn(lastName) : await approvedWithCard(first, lastName);
    expect(holder.account.ssnRequired).toBe(required);
  });

  it('a cardholder admitted with an SSN gets no follow-up on activation and is refused SSN_NOT_NEEDED', async () => {
    const holder = await approvedWithCard(first, 'NotNeeded');
    const activated = await activate(holder);
    expect(activated).toMatchObject({ ssnNeeded: false, ssnDeadline: null, ssnLastFour: null });
    expect(await followUpMails(holder)).toEqual([]);
    expect((await addSsn(holder.applicant, '234-56-7890')).errors?.[0]?.extensions.code).toBe('SSN_NOT_NEEDED');
  });
});

describe('activation schedules the follow-up once', () => {
  it('queues the three reminders for days 30, 50 and 58 and the deadline job for day 60; again is a no-op', async () => {
    const holder = await approvedWithoutSsn('Schedule');
    const before = await myCard(holder.applicant);
    expect(before.data?.myCard).toMatchObject({ ssnNeeded: true, ssnDeadline: null });
    const activated = await activate(holder);
    const activatedAt = new Date(String(activated.card.activatedAt));
    expect(activated.ssnNeeded).toBe(true);
    expect(activated.ssnDeadline).toBe(new Date(activatedAt.getTime() + 60 * day).toISOString());
    const [followUp] = await first.database.db
      .select()
      .from(cardSsnFollowUps)
      .where(eq(cardSsnFollowUps.accountId, holder.account.id));
    const scheduled = await first.database.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, followUp?.reminderMessageIds ?? []));
    expect(scheduled.map((mail) => (mail.nextAttemptAt.getTime() - activatedAt.getTime()) / day).sort()).toEqual([
      30, 50, 58,
    ]);
    expect(scheduled.every((mail) => mail.status === 'pending')).toBe(true);
    const deadline = await storedJob(first.database, ssnDeadlineQueue, ssnDeadlineJobId(holder.account.id));
    expect(deadline?.state).toBe('created');
    expect(deadline?.startsInSeconds).toBeGreaterThan(59 * 86_400);

    const again = await first.database.db.transaction((tx) =>
      scheduleSsnFollowUp(
        tx,
        { publicUrl: first.cards.publicUrl, cards: cardsPort },
        {
          accountId: holder.account.id,
          userId: holder.userId,
          email: 'someone@example.com',
          firstName: 'Rosa',
          activatedAt: new Date(),
        },
      ),
    );
    expect(again).toBe(false);
    expect(await followUpMails(holder)).toHaveLength(3);
  });
});

describe('the reminders and the deadline, as the days pass', () => {
  it('sends each reminder once on its day, locks on day 60 with one notice, and the SSN unlocks', async () => {
    const holder = await approvedWithoutSsn('Deadline');
    await activate(holder);
    await first.jobs.drain();
    expect(await sent(holder)).toEqual([]);

    const expected: [number, string][] = [
      [30, '30 days left'],
      [20, '10 days left'],
      [8, '2 days left'],
    ];
    for (const [index, [days]] of expected.entries()) {
      await passDays(days);
      await first.jobs.drain();
      await first.jobs.drain();
      expect(await sent(holder)).toHaveLength(index + 1);
    }
    const reminders = await first.database.db
      .select({ text: outboxMessages.text, status: outboxMessages.status })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, await emailOf(holder)), eq(outboxMessages.kind, 'card-ssn-reminder')));
    expect(reminders).toHaveLength(3);
    expect(reminders.every((mail) => mail.status === 'sent')).toBe(true);
    for (const [, left] of expected) expect(reminders.some((mail) => mail.text.includes(left))).toBe(true);
    expect((await cardRow(first, holder.card.id)).status).toBe('active');

    await passDays(2);
    await first.jobs.drain();
    await first.jobs.drain();
    expect(await cardRow(first, holder.card.id)).toMatchObject({ status: 'locked', lockReason: 'ssnMissing' });
    expect(await issuerLocked(holder)).toBe(true);
    const notices = (await followUpMails(holder)).filter((mail) => mail.kind === 'card-ssn-locked');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toContain('locked');
    // The lock is adverse action on the account (product-rules#notices): its notice is kept as a PDF, with the
    // reason, the creditor and the ECOA statement naming the agency, and offered under Your letters.
    const [kept, ...more] = await first.database.db
      .select()
      .from(decisionNotices)
      .where(and(eq(decisionNotices.applicationId, holder.applicationId), eq(decisionNotices.kind, 'accountAction')));
    expect(more).toEqual([]);
    expect(kept).toMatchObject({ status: 'sent', accountAction: 'ssnDeadlineLock', decisionId: null });
    const letter = await pdfText(kept?.pdf ?? new Uint8Array());
    for (const part of [
      accountActions.ssnDeadlineLock.action,
      accountActions.ssnDeadlineLock.reason,
      sandboxCreditor.name,
      sandboxCreditor.address,
      ecoaNoticeText(ecoaAgencies.occ),
    ])
      expect(letter).toContain(part);

    const browser = await signedInAgain(holder);
    expect((await myCard(browser)).data?.myCard).toMatchObject({
      card: { status: 'locked', lockReason: 'ssnMissing' },
      ssnNeeded: true,
    });
    const added = await addSsn(browser, '234567890');
    expect(added.data?.addCardholderSsn).toMatchObject({
      card: { status: 'active', lockReason: null },
      ssnNeeded: false,
      ssnDeadline: null,
      ssnLastFour: '7890',
    });
    expect(JSON.stringify(added)).not.toContain('234-56');
    expect(await issuerLocked(holder)).toBe(false);
    const [account] = await first.database.db.select().from(cardAccounts).where(eq(cardAccounts.id, holder.account.id));
    expect(account?.ssnCipher).toMatch(/^v1\./);
    const cipher = createFieldCipher({ key: first.secrets.encryptionKey, keyId: first.secrets.encryptionKeyId });
    expect(cipher.decrypt(String(account?.ssnCipher))).toBe('234-56-7890');
    expect((await addSsn(browser, '234-56-7890')).errors?.[0]?.extensions.code).toBe('SSN_ALREADY_GIVEN');
  });

  it('the SSN added on day 31 cancels the reminders left and the deadline: nothing more is sent, nothing locks', async () => {
    const holder = await approvedWithoutSsn('Early');
    await activate(holder);
    await passDays(31);
    await first.jobs.drain();
    const browser = await signedInAgain(holder);
    const added = await addSsn(browser, '345-67-8901');
    expect(added.data?.addCardholderSsn).toMatchObject({ ssnNeeded: false, ssnLastFour: '8901' });
    const deadline = await storedJob(first.database, ssnDeadlineQueue, ssnDeadlineJobId(holder.account.id));
    expect(deadline?.state).toBe('cancelled');
    await passDays(30);
    await first.jobs.drain();
    expect(await followUpMails(holder)).toEqual([
      expect.objectContaining({ kind: 'card-ssn-reminder', status: 'sent' }),
    ]);
    expect((await cardRow(first, holder.card.id)).status).toBe('active');
  });

  it('a card its holder locked stays locked for the SSN at the deadline, and gets the holder’s lock back with it', async () => {
    const holder = await approvedWithoutSsn('OwnLock');
    await activate(holder);
    await first.database.sql.executeSql(
      "UPDATE cards SET status = 'locked', lock_reason = 'cardholder' WHERE id = $1",
      [holder.card.id],
    );
    await passDays(60);
    await first.jobs.drain();
    expect(await cardRow(first, holder.card.id)).toMatchObject({ status: 'locked', lockReason: 'ssnMissing' });
    const added = await addSsn(await signedInAgain(holder), '456-78-9012');
    expect(added.data?.addCardholderSsn.card).toMatchObject({ status: 'locked', lockReason: 'cardholder' });
  });
});

describe('addCardholderSsn checks the SSN as the application does', () => {
  const invalid = 'Please enter a valid Social Security number';
  it.each([
    ['empty', '', 'Required'],
    ['too short', '12345', invalid],
    ['too long', '123-45-67890', 'Too long'],
    ['area 000 (never issued)', '000-12-3456', invalid],
    ['area 9xx (never issued)', '912-34-5678', invalid],
    ['group 00', '123-00-4567', invalid],
    ['letters', 'abc-de-fghi', invalid],
  ])('refuses an SSN %s with BAD_USER_INPUT on the field ssn, storing nothing', async (_case, ssn, message) => {
    const holder = await approvedWithoutSsn('BadSsn');
    const answer = await addSsn(holder.applicant, ssn);
    expect(answer.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'ssn', message }],
    });
    const [account] = await first.database.db.select().from(cardAccounts).where(eq(cardAccounts.id, holder.account.id));
    expect(account?.ssnCipher).toBeNull();
  });
});

describe('races and an unreachable issuer', () => {
  it('two submits at once store the SSN once: the other answers SSN_ALREADY_GIVEN', async () => {
    const holder = await approvedWithoutSsn('Double');
    const answers = await Promise.all([
      addSsn(holder.applicant, '234-56-7890'),
      addSsn(holder.applicant, '345-67-8901'),
    ]);
    const codes = answers.map((answer) => answer.errors?.[0]?.extensions.code ?? 'ok').sort();
    expect(codes).toEqual(['SSN_ALREADY_GIVEN', 'ok']);
  });

  it('the issuer unreachable when the SSN comes: nothing changes, and the next try unlocks', async () => {
    const holder = await approvedWithoutSsn('IssuerDown');
    await activate(holder);
    await passDays(60);
    await first.jobs.drain();
    const browser = await signedInAgain(holder);
    const down = vi
      .spyOn(first.cards.issuer, 'setCardLocked')
      .mockRejectedValueOnce(new CardIssuerUnavailableError('timeout'));
    const refused = await addSsn(browser, '234-56-7890');
    expect(refused.errors?.[0]?.extensions.code).toBe('CARD_ISSUER_UNAVAILABLE');
    const [account] = await first.database.db.select().from(cardAccounts).where(eq(cardAccounts.id, holder.account.id));
    expect(account?.ssnCipher).toBeNull();
    expect(await cardRow(first, holder.card.id)).toMatchObject({ status: 'locked', lockReason: 'ssnMissing' });
    const added = await addSsn(browser, '234-56-7890');
    expect(added.data?.addCardholderSsn.card.status).toBe('active');
    expect(await issuerLocked(holder)).toBe(false);
    down.mockRestore();
  });

  it('the issuer unreachable at the deadline: the retry tells it, and the notice still goes once', async () => {
    const holder = await approvedWithoutSsn('DeadlineDown');
    await activate(holder);
    const down = vi
      .spyOn(first.cards.issuer, 'setCardLocked')
      .mockRejectedValueOnce(new CardIssuerUnavailableError('timeout'));
    await passDays(60);
    await first.jobs.drain();
    expect(await cardRow(first, holder.card.id)).toMatchObject({ status: 'locked', lockReason: 'ssnMissing' });
    expect(await issuerLocked(holder)).toBe(false);
    await makeJobDue(first.database, ssnDeadlineQueue, ssnDeadlineJobId(holder.account.id));
    await first.jobs.drain();
    expect(await issuerLocked(holder)).toBe(true);
    expect((await followUpMails(holder)).filter((mail) => mail.kind === 'card-ssn-locked')).toHaveLength(1);
    down.mockRestore();
  });
});

describe('two instances on one database (restart-safety)', () => {
  it('the due reminder and the deadline run once when both instances drain together', async () => {
    const holder = await approvedWithoutSsn('TwoInstances');
    await activate(holder);
    await passDays(30);
    await Promise.all([first.jobs.drain(), second.jobs.drain()]);
    await Promise.all([first.jobs.drain(), second.jobs.drain()]);
    expect(await sent(holder)).toHaveLength(1);
    await passDays(30);
    // The lock queues its notice's job, which queues the mail (decision 054): a round for each hop,
    // since either instance may take the next job after the other has finished its round.
    for (let round = 0; round < 3; round += 1) await Promise.all([first.jobs.drain(), second.jobs.drain()]);
    const mails = await followUpMails(holder);
    expect(
      mails
        .filter((mail) => mail.status === 'sent')
        .map((mail) => mail.kind)
        .sort(),
    ).toEqual(['card-ssn-locked', 'card-ssn-reminder', 'card-ssn-reminder', 'card-ssn-reminder']);
    expect(await cardRow(first, holder.card.id)).toMatchObject({ status: 'locked', lockReason: 'ssnMissing' });
  });
});
