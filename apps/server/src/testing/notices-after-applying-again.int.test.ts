import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAPPLY_WAITING_DAYS_AFTER_DECLINE } from '@waypoint/domain/application/application-status';
import { applicantEmail, cacheOf, newApplicant, save } from '../modules/application/application-test-kit.js';
import { TestBrowser } from './graphql-client.js';
import {
  act,
  applicationRow,
  bureauByLastName,
  freshApplication,
  myDecisionQuery,
  signedInStaff,
  type StaffMember,
} from './staff-actions-test-kit.js';
import { signIn } from './test-accounts.js';
import { createTestApp, type TestApp } from './test-app.js';

// myNotices (decision 033): every notice sent to the applicant stays listed and downloadable after they
// apply again (decision 032), while myDecision follows only the current application.
const dayMs = 24 * 60 * 60 * 1000;
const myNoticesQuery = `{ myNotices { id applicationId kind downloadUrl sentAt } }`;

interface Notice {
  id: string;
  applicationId: number;
  kind: string;
  downloadUrl: string | null;
  sentAt: string;
}

const noticesOf = async (browser: TestBrowser) => {
  const answer = await browser.query<{ myNotices: Notice[] }>(myNoticesQuery);
  if (answer.errors) throw new Error(`myNotices refused: ${JSON.stringify(answer.errors)}`);
  return answer.data?.myNotices ?? [];
};

let testApp: TestApp;
let approver: StaffMember;

beforeAll(async () => {
  testApp = await createTestApp({}, undefined, undefined, bureauByLastName());
  approver = await signedInStaff(testApp, 'approver@bank.example', 'approver');
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

describe('myNotices', () => {
  it('keeps a declined application’s notice listed and downloadable after a new application starts', async () => {
    const target = await freshApplication(testApp, 'Declined');
    expect((await act(approver.browser, 'decline', target)).errors).toBeUndefined();
    await testApp.jobs.drain();
    const { applicant, applicationId } = target;

    const before = await noticesOf(applicant);
    expect(before).toEqual([
      {
        id: expect.any(String),
        applicationId,
        kind: 'adverseAction',
        downloadUrl: expect.stringMatching(/^\/api\/v1\/notices\/[0-9a-f-]{36}\.pdf$/),
        sentAt: expect.any(String),
      },
    ]);
    expect(Number.isNaN(Date.parse(before[0]!.sentAt))).toBe(false);
    // While the declined application is the current one, myDecision shows the same notice.
    const decision = await applicant.query<{ myDecision: { notices: { id: string }[] } | null }>(myDecisionQuery);
    expect(decision.data?.myDecision?.notices.map((notice) => notice.id)).toEqual([before[0]!.id]);

    const closed = await applicationRow(testApp, applicationId);
    const allowedAt = new Date(closed.closedAt as Date | string).getTime() + REAPPLY_WAITING_DAYS_AFTER_DECLINE * dayMs;
    testApp.clock.advance(allowedAt - testApp.clock.now().getTime() + 1_000);
    await signIn(applicant, applicantEmail(applicant));
    expect((await save(applicant, {})).errors).toBeUndefined();
    expect((await cacheOf(applicant))?.id).not.toBe(applicationId);

    // The new application has no decision yet; the old notice is still the applicant's.
    const afterDecision = await applicant.query<{ myDecision: unknown }>(myDecisionQuery);
    expect(afterDecision.errors).toBeUndefined();
    expect(afterDecision.data?.myDecision).toBeNull();
    expect(await noticesOf(applicant)).toEqual(before);

    const download = await applicant.send({ method: 'GET', url: before[0]!.downloadUrl! });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another applicant sees none of it, and cannot download it.
    const stranger = await newApplicant(testApp);
    expect(await noticesOf(stranger)).toEqual([]);
    const theirs = await stranger.send({ method: 'GET', url: before[0]!.downloadUrl! });
    expect(theirs.statusCode).toBe(404);
  });

  it.each<[string, () => TestBrowser]>([
    ['a staff session', () => approver.browser],
    ['no session', () => new TestBrowser(testApp.app)],
  ])('is refused to %s', async (_who, browserOf) => {
    const answer = await browserOf().query<{ myNotices: Notice[] }>(myNoticesQuery);
    expect(answer.data?.myNotices ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('APPLICATION_SESSION_INVALID');
  });
});
