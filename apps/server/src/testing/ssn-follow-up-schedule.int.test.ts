import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountActions } from '@waypoint/domain/decisions/account-action-notice';
import { ecoaAgencies } from '@waypoint/domain/decisions/ecoa-agencies';
import { ecoaNoticeText } from '@waypoint/domain/decisions/notice-letter';
import { sandboxCreditor } from '../config/notice-settings.js';
import { cardsPort } from '../modules/cards/cards-port.js';
import { cardAccounts } from '../modules/cards/cards-tables.js';
import { decisionNotices } from '../modules/decision-notices/decision-notices-tables.js';
import { pdfText } from '../modules/decision-notices/decision-notices-test-kit.js';
import { ssnDeadlineJobId, ssnDeadlineQueue } from '../modules/ssn-follow-up/ssn-follow-up-job.js';
import { scheduleSsnFollowUp } from '../modules/ssn-follow-up/ssn-follow-up-service.js';
import { cardSsnFollowUps } from '../modules/ssn-follow-up/ssn-follow-up-tables.js';
import { createFieldCipher } from '../platform/field-encryption.js';
import { storedJob } from '../platform/jobs/jobs-test-kit.js';
import { outboxMessages } from '../platform/mail/mail-tables.js';
import { approvedWithCard, cardRow } from './cards-test-kit.js';
import { addSsn, day, myCard, sharedKeys, ssnFollowUpKit } from './ssn-follow-up-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The SSN follow-up (docs/product-rules.md#ssn-follow-up) through the app:
 * who is followed up, and activation scheduling the reminders of days 30, 50
 * and 58 and the day-60 deadline; each goes out once however often the jobs
 * run; the deadline locks; adding the SSN unlocks and cancels the rest. The
 * SSN's checks, races, an unreachable issuer and two instances are in
 * ssn-follow-up-edges.int.test.ts.
 */
let first: TestApp;

beforeAll(async () => {
  first = await createTestApp(sharedKeys);
});
afterAll(async () => {
  await first.close();
});

const {
  passDays,
  backToToday,
  approvedWithoutSsn,
  emailOf,
  activate,
  signedInAgain,
  followUpMails,
  sent,
  issuerLocked,
} = ssnFollowUpKit(() => first);
afterEach(backToToday);

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
