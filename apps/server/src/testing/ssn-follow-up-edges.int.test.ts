import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CardIssuerUnavailableError } from '../modules/cards/card-issuing-provider.js';
import { cardAccounts } from '../modules/cards/cards-tables.js';
import { ssnDeadlineJobId, ssnDeadlineQueue } from '../modules/ssn-follow-up/ssn-follow-up-job.js';
import { makeJobDue } from '../platform/jobs/jobs-test-kit.js';
import { cardRow } from './cards-test-kit.js';
import { addSsn, sharedKeys, ssnFollowUpKit } from './ssn-follow-up-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The SSN follow-up (docs/product-rules.md#ssn-follow-up) at its edges: the
 * SSN checked as the application checks it, two submits at once, the issuer
 * unreachable, and the reminders and deadline running once on two instances.
 * The schedule itself is in ssn-follow-up-schedule.int.test.ts.
 */
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp(sharedKeys);
  second = await createTestApp(sharedKeys, first);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const { passDays, backToToday, approvedWithoutSsn, activate, signedInAgain, followUpMails, sent, issuerLocked } =
  ssnFollowUpKit(() => first);
afterEach(backToToday);

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
