import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { noticeOfIncompletenessReasons } from '@waypoint/domain/decisions/notice-of-incompleteness';
import { PRODUCT } from '@waypoint/domain/product';
import { applicantEmail, cacheOf, save } from '../modules/application/application-test-kit.js';
import { informationDeadlineQueue, informationReminderQueue } from '../modules/back-office/information-request-jobs.js';
import { incompletenessNotices } from '../modules/decision-notices/decision-notices-tables.js';
import { enqueueJob, jobSchema } from '../platform/jobs/enqueue-job.js';
import { outboxMessages } from '../platform/mail/mail-tables.js';
import {
  act,
  applicationRow,
  auditEventsOf,
  bureauByLastName,
  freshApplication,
  signedInStaff,
  type StaffMember,
} from './staff-actions-test-kit.js';
import { signIn } from './test-accounts.js';
import { createTestApp, type TestApp } from './test-app.js';
import { passingDocument, uploadFile } from './uploads.js';

/**
 * A request for information's clocks as jobs (product-rules#reg-b-clocks,
 * decision 055): the time moves past the reminders and the deadline, the
 * sandbox outbox shows each reminder once, the deadline closes the
 * application as incomplete with its letter kept, on two instances at once,
 * and the applicant can apply again; an answered request closes nothing.
 */
let first: TestApp;
let second: TestApp;
let reviewer: StaffMember;
const dayMs = 24 * 60 * 60 * 1000;
const sharedKeys = {
  SESSION_SECRET: Buffer.alloc(32, 8).toString('base64'),
  ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
};

beforeAll(async () => {
  first = await createTestApp(sharedKeys, undefined, undefined, bureauByLastName());
  second = await createTestApp(sharedKeys, first, undefined, bureauByLastName());
  reviewer = await signedInStaff(first, 'reviewer@bank.example', 'reviewer');
}, 120_000);
afterAll(async () => {
  await second.close();
  await first.close();
});

let travelledDays = 0;
/** Days pass: the shared clock, and what the database scheduled (jobs, mail) comes as many days nearer. */
async function passDays(days: number): Promise<void> {
  first.clock.advance(days * dayMs);
  travelledDays += days;
  const sql = first.database.sql;
  await sql.executeSql(
    `UPDATE ${jobSchema}.job SET start_after = start_after - make_interval(days => $1) WHERE state IN ('created', 'retry')`,
    [days],
  );
  await sql.executeSql(
    `UPDATE outbox_messages SET next_attempt_at = next_attempt_at - make_interval(days => $1) WHERE status = 'pending'`,
    [days],
  );
}
afterEach(() => {
  first.clock.advance(-travelledDays * dayMs);
  travelledDays = 0;
});

const mailsTo = (to: string, kind: string) =>
  first.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), eq(outboxMessages.kind, kind)));

const lettersOf = (applicationId: number) =>
  first.database.db.select().from(incompletenessNotices).where(eq(incompletenessNotices.applicationId, applicationId));

// As the decision notices' test reads its PDFs: the minified build, typed by pdf.mjs.
const pdfJsBuild = 'pdfjs-dist/legacy/build/pdf.min.mjs';
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = (await import(pdfJsBuild)) as typeof PdfJs;
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  let text = '';
  for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
    const content = await (await document.getPage(pageNumber)).getTextContent();
    for (const item of content.items) if ('str' in item) text += `${item.str}${item.hasEOL ? '\n' : ' '}`;
  }
  await document.destroy();
  return text.replace(/\s+/g, ' ');
}

const inWords = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

const progressQuery = `{ myApplicationProgress { applicationId stage canApplyAgainFrom
  informationRequest { deadline noticeUrl closingNoticeUrl items { code received } } } }`;
interface Progress {
  applicationId: number;
  stage: string;
  canApplyAgainFrom: string | null;
  informationRequest: {
    deadline: string;
    noticeUrl: string | null;
    closingNoticeUrl: string | null;
    items: { code: string; received: boolean }[];
  } | null;
}

interface QueueClock {
  applicationId: number;
  clockKind: string;
  regBDeadline: string;
  daysLeft: number;
  clockState: string;
}
let reviewersMade = 0;
/** The queue as a reviewer signed in now sees it (the clock's jumps outlast any staff session). */
async function queueNow(): Promise<QueueClock[]> {
  reviewersMade += 1;
  const staff = await signedInStaff(first, `queue${reviewersMade}@bank.example`, 'reviewer');
  const answer = await staff.browser.query<{ opsQueue: { items: QueueClock[] } }>(
    `{ opsQueue(pageSize: 50) { items { applicationId clockKind regBDeadline daysLeft clockState } } }`,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.opsQueue.items;
}

async function requested(lastName: string, codes: string[]) {
  const target = await freshApplication(first, lastName);
  const asked = await act(reviewer.browser, 'requestInformation', target, { codes });
  expect(asked.errors).toBeUndefined();
  await first.jobs.drain();
  const { rows } = await first.database.sql.executeSql(
    'select id, deadline::text as deadline from information_requests where application_id = $1',
    [target.applicationId],
  );
  const request = (rows as { id: string; deadline: string }[])[0]!;
  return { ...target, request, email: applicantEmail(target.applicant) };
}

describe('an unanswered request for information', () => {
  it('reminds 7 and 2 days ahead, once each; at the deadline closes the application with its letter; then a new application starts', async () => {
    const { applicant, applicationId, request, email } = await requested('Quiet', ['proofOfIncome', 'proofOfAddress']);
    const deadline = inWords(request.deadline);

    // The notice of incompleteness: e-mailed in 1002.9(c)(2)'s words, and kept as a letter the applicant downloads.
    const [notice] = await mailsTo(email, 'information-requested');
    expect(notice?.text).toContain(noticeOfIncompletenessReasons.proofOfAddress);
    expect(notice?.text).toContain(`no further consideration will be given to your application`);
    expect(notice?.text).toContain(deadline);
    const opened = await applicant.query<{ myApplicationProgress: Progress }>(progressQuery);
    const noticeUrl = opened.data?.myApplicationProgress.informationRequest?.noticeUrl ?? '';
    const download = await applicant.send({ method: 'GET', url: noticeUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(download.rawPayload)).toContain(`provide this information by ${deadline}`);

    // One of the two items arrives: the reminders name only the other.
    const uploaded = await uploadFile(
      applicant,
      applicationId,
      'proofOfIncome',
      passingDocument('proofOfIncome', { firstName: 'Rosa', lastName: 'Quiet', dob: '1990-01-02' }),
      'pay-stub.pdf',
    );
    expect(uploaded.statusCode).toBeLessThan(300);
    await first.jobs.drain();

    await passDays(24);
    await first.jobs.drain();
    const [weekAhead, ...noMore] = await mailsTo(email, 'information-request-reminder');
    expect(noMore).toEqual([]);
    expect(weekAhead?.text).toContain(noticeOfIncompletenessReasons.proofOfAddress);
    expect(weekAhead?.text).not.toContain(noticeOfIncompletenessReasons.proofOfIncome);
    expect(weekAhead?.subject).toBe(`Reminder: information needed by ${deadline}`);
    // The same reminder's job again, as a retry would run it: still one.
    await first.database.db.transaction((tx) =>
      enqueueJob(
        tx,
        informationReminderQueue,
        { informationRequestId: request.id, daysBefore: 7 },
        { id: randomUUID() },
      ),
    );
    await first.jobs.drain();
    expect(await mailsTo(email, 'information-request-reminder')).toHaveLength(1);

    await passDays(5);
    await first.jobs.drain();
    expect(await mailsTo(email, 'information-request-reminder')).toHaveLength(2);
    expect(await first.jobs.failed(informationReminderQueue)).toEqual([]);

    // Past the deadline, with two instances working the queue at once: one closure, one letter, one e-mail.
    const before = await applicationRow(first, applicationId);
    await passDays(3);
    await first.database.db.transaction((tx) =>
      enqueueJob(tx, informationDeadlineQueue, { informationRequestId: request.id }, { id: randomUUID() }),
    );
    await Promise.all([first.jobs.drain(), second.jobs.drain()]);
    await first.jobs.drain();
    const closed = await applicationRow(first, applicationId);
    expect(closed).toMatchObject({ status: 'closedIncomplete', version: before.version + 1 });
    expect(closed.closedAt).not.toBeNull();
    expect(await first.jobs.failed(informationDeadlineQueue)).toEqual([]);

    const letters = await lettersOf(applicationId);
    expect(letters.map((letter) => letter.kind).sort()).toEqual(['closedIncomplete', 'informationRequest']);
    const closing = letters.find((letter) => letter.kind === 'closedIncomplete')!;
    const closingText = await pdfText(closing.pdf);
    expect(closingText).toContain(noticeOfIncompletenessReasons.proofOfAddress);
    expect(closingText).not.toContain(noticeOfIncompletenessReasons.proofOfIncome);
    expect(closingText).toContain(`gave you until ${deadline} to provide it`);
    expect(closingText).toContain('no further consideration has been given to your application');
    expect(closingText).toContain(PRODUCT.issuingBank);
    const requestText = await pdfText(letters.find((letter) => letter.kind === 'informationRequest')!.pdf);
    for (const expected of [
      noticeOfIncompletenessReasons.proofOfIncome,
      noticeOfIncompletenessReasons.proofOfAddress,
      `Please provide this information by ${deadline}.`,
      'no further consideration will be given to your application',
      PRODUCT.issuingBank,
    ])
      expect(requestText).toContain(expected);
    const [closingMail, ...moreClosing] = await mailsTo(email, 'application-closed-incomplete');
    expect(moreClosing).toEqual([]);
    expect(closingMail?.text).toContain('You can apply again at any time.');

    const audit = (await auditEventsOf(first, applicationId)).filter(
      (event) => event.action === 'application.closed_incomplete',
    );
    expect(audit).toEqual([
      expect.objectContaining({
        actorType: 'system',
        actorId: 'information-request-deadline',
        before: { status: 'submitted', version: before.version },
        after: expect.objectContaining({ status: 'closedIncomplete', outstandingCodes: ['proofOfAddress'] }),
      }),
    ]);
    expect((await queueNow()).map((item) => item.applicationId)).not.toContain(applicationId);

    // The applicant sees why, downloads the closing letter, and starts a new application at once.
    await signIn(applicant, email);
    const progress = (await applicant.query<{ myApplicationProgress: Progress }>(progressQuery)).data!
      .myApplicationProgress;
    expect(progress).toMatchObject({ applicationId, stage: 'closedIncomplete' });
    expect(progress.canApplyAgainFrom).not.toBeNull();
    expect(progress.informationRequest?.items).toEqual([
      { code: 'proofOfAddress', received: false },
      { code: 'proofOfIncome', received: true },
    ]);
    const closingDownload = await applicant.send({
      method: 'GET',
      url: progress.informationRequest?.closingNoticeUrl ?? '',
    });
    expect(Buffer.compare(closingDownload.rawPayload, Buffer.from(closing.pdf))).toBe(0);
    expect((await save(applicant, {})).errors).toBeUndefined();
    const fresh = await cacheOf(applicant);
    expect(fresh).toMatchObject({ status: 'incomplete', submissionDate: null });
    expect(fresh?.id).not.toBe(applicationId);
  }, 120_000);
});

describe('a request answered before its deadline', () => {
  it('sends no reminder and closes nothing; the 30 days run again from the answer', async () => {
    const { applicant, applicationId, email } = await requested('Prompt', ['proofOfIncome']);
    expect((await queueNow()).find((item) => item.applicationId === applicationId)?.clockKind).toBe('incompleteness');
    await passDays(3);
    await signIn(applicant, email);
    const answeredOn = first.clock.now().toISOString().slice(0, 10);
    const uploaded = await uploadFile(
      applicant,
      applicationId,
      'proofOfIncome',
      passingDocument('proofOfIncome', { firstName: 'Rosa', lastName: 'Prompt', dob: '1990-01-02' }),
      'pay-stub.pdf',
    );
    expect(uploaded.statusCode).toBeLessThan(300);
    // The database stamps an upload with its own clock, which the test's jump did not move.
    await first.database.sql.executeSql('UPDATE application_files SET created_at = $1 WHERE application_id = $2', [
      first.clock.now().toISOString(),
      applicationId,
    ]);
    await passDays(30);
    await first.jobs.drain();
    expect(await mailsTo(email, 'information-request-reminder')).toEqual([]);
    expect(await mailsTo(email, 'application-closed-incomplete')).toEqual([]);
    expect((await applicationRow(first, applicationId)).status).toBe('submitted');
    expect((await lettersOf(applicationId)).map((letter) => letter.kind)).toEqual(['informationRequest']);
    // Reg B 1002.9(a)(1)(i): complete since the answer, so its 30 days count from that day (today: 3 left).
    const answeredDeadline = new Date(Date.parse(`${answeredOn}T00:00:00Z`) + 30 * dayMs).toISOString().slice(0, 10);
    expect((await queueNow()).find((item) => item.applicationId === applicationId)).toEqual({
      applicationId,
      clockKind: 'decision',
      regBDeadline: answeredDeadline,
      daysLeft: 0,
      clockState: 'dueSoon',
    });
  }, 120_000);
});

describe('a request that a newer one replaced, on an application then canceled', () => {
  it("staff open each letter only within its application; the old request's jobs and the cancel leave nothing to do", async () => {
    const { applicant, applicationId, email } = await requested('Twice', ['proofOfIncome']);
    const again = await act(
      reviewer.browser,
      'requestInformation',
      { applicationId, expectedVersion: (await applicationRow(first, applicationId)).version },
      { codes: ['proofOfAddress'] },
    );
    expect(again.errors).toBeUndefined();
    await first.jobs.drain();

    // Staff open the letters from the view's addresses; under another application's number there is none.
    const view = await reviewer.browser.query<{
      opsApplication: { informationRequest: { letters: { id: string; kind: string; downloadUrl: string }[] } };
    }>(
      `query V($applicationId: Int!) { opsApplication(applicationId: $applicationId) {
        informationRequest { letters { id kind downloadUrl } } } }`,
      { applicationId },
    );
    const [letter, ...others] = view.data?.opsApplication.informationRequest.letters ?? [];
    expect(others).toEqual([]);
    expect(letter?.kind).toBe('informationRequest');
    const opened = await reviewer.browser.send({ method: 'GET', url: letter?.downloadUrl ?? '' });
    expect(opened.statusCode).toBe(200);
    expect(await pdfText(opened.rawPayload)).toContain(noticeOfIncompletenessReasons.proofOfAddress);
    const elsewhere = (letter?.downloadUrl ?? '').replace(`/applications/${applicationId}/`, '/applications/1/');
    expect((await reviewer.browser.send({ method: 'GET', url: elsewhere })).statusCode).toBe(404);
    // The applicant's session opens no staff route.
    expect((await applicant.send({ method: 'GET', url: letter?.downloadUrl ?? '' })).statusCode).toBe(401);

    // A week before the deadlines: only the newer request reminds, of its own item.
    await passDays(24);
    await first.jobs.drain();
    const [reminder, ...more] = await mailsTo(email, 'information-request-reminder');
    expect(more).toEqual([]);
    expect(reminder?.text).toContain(noticeOfIncompletenessReasons.proofOfAddress);
    expect(reminder?.text).not.toContain(noticeOfIncompletenessReasons.proofOfIncome);

    // The applicant cancels; past the deadline nothing closes it again, and no job fails.
    await signIn(applicant, email);
    const canceled = await applicant.query(`mutation { applicationUpdateStatusUser(status: "canceled") { status } }`);
    expect(canceled.errors).toBeUndefined();
    await passDays(8);
    await first.jobs.drain();
    expect((await applicationRow(first, applicationId)).status).toBe('canceled');
    expect(await mailsTo(email, 'application-closed-incomplete')).toEqual([]);
    expect((await lettersOf(applicationId)).map((row) => row.kind)).toEqual([
      'informationRequest',
      'informationRequest',
    ]);
    expect(await first.jobs.failed(informationDeadlineQueue)).toEqual([]);
    expect(await first.jobs.failed(informationReminderQueue)).toEqual([]);
  }, 120_000);
});
