import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { submitMutation } from '../apps/server/src/modules/credit-report/credit-report-test-kit.js';
import { applicantAtLastStep, applicantReadyToSubmit } from '../apps/server/src/testing/submit-walk.js';
import { goodPassword } from '../apps/server/src/testing/test-accounts.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { passingDocument } from '../apps/server/src/testing/uploads.js';
import { signIn } from './account-kit.js';
import { goOn } from './application-kit.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { staffSignedIn } from './ops-kit.js';
import { mainPort } from './servers.js';

/**
 * The whole loop of decision 032 through the screens: an applicant sends the
 * application, a reviewer signs in with password and authenticator code and
 * asks for a document, the applicant uploads it from /account, an approver
 * approves, and the applicant sees the approval; and a decline whose notice
 * reaches the mailbox and downloads from /account. A server of its own, in
 * this process, so the staff CLI's code path shares its database.
 */
const decisionsPort = mainPort + 12;
const decisionsUrl = `http://127.0.0.1:${decisionsPort}`;

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: decisionsUrl });

test.beforeAll(async () => {
  server = await startInProcessServer(decisionsPort);
});

test.afterAll(async () => {
  await server.close();
});

/** Signs the applicant in on the sign-in page and waits until it lets them through. */
async function applicantSignedIn(page: Page, email: string): Promise<void> {
  await page.goto('/user/login');
  await signIn(page, email, goodPassword);
  await expect(page).not.toHaveURL(/\/user\/login/);
}

/** The newest application and its applicant's e-mail. */
async function latestApplication(): Promise<{ id: number; email: string }> {
  const { rows } = await server.database.sql.executeSql(
    'select a.id, u.email from applications a join users u on u.id = a.user_id order by a.id desc limit 1',
  );
  return (rows as { id: number; email: string }[])[0] ?? { id: 0, email: '' };
}

/** Runs the queued jobs (the credit report, the decision, the notice, the mail) until none is left. */
async function runJobs(): Promise<void> {
  for (let round = 0; round < 3; round += 1) await server.jobs.drain();
}

async function openApplication(staff: Page, applicationId: number, applicantName: string): Promise<void> {
  const row = staff.getByRole('row').filter({ hasText: `${applicantName} #${applicationId}` });
  await row.getByRole('link', { name: applicantName }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`${applicantName} #${applicationId}`);
}

test('an applicant sends the application, a reviewer asks for a document, the applicant uploads it, an approver approves', async ({
  page,
  browser,
}) => {
  // The applicant walked the wizard to its last step; they send it from the browser.
  await applicantAtLastStep(server, 'Haddad');
  const { id: applicationId, email } = await latestApplication();
  await applicantSignedIn(page, email);
  await page.goto('/application');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your e-mail address');
  await goOn(page, 'Your application is with us', 'Send my application');
  await expect(page.getByRole('heading', { name: 'Thank you, your application has been sent' })).toBeVisible();
  await runJobs();

  // The reviewer finds it in the queue and asks for a proof of income.
  const reviewer = await staffSignedIn(browser, server, decisionsUrl, 'decisions-reviewer@bank.example', 'reviewer');
  await openApplication(reviewer, applicationId, 'Rosa Haddad');
  await reviewer
    .getByRole('group', { name: 'Choose an action' })
    .getByRole('button', { name: 'Request information' })
    .click();
  await reviewer.getByRole('checkbox', { name: 'Proof of income' }).check();
  await reviewer.getByRole('button', { name: 'Send the request' }).click();
  await expect(reviewer.getByRole('status')).toContainText('Information requested.');
  await runJobs();

  // The applicant reads what is missing on /account and uploads it there.
  await page.goto('/account');
  const progress = page.getByRole('region', { name: 'Your application' });
  await expect(progress.getByRole('status')).toHaveText('We need a little more information.');
  const income = progress.getByRole('listitem').filter({ hasText: 'showing your income' });
  await income.getByLabel('Choose a file for your proof of income').setInputFiles({
    name: 'pay-stub.pdf',
    mimeType: 'application/pdf',
    buffer: passingDocument('proofOfIncome', { firstName: 'Rosa', lastName: 'Haddad', dob: '1990-01-01' }),
  });
  // Its only item answered, the request is done: the application is back in review.
  await expect(progress.getByRole('status')).toHaveText('We are reviewing your application.');
  await runJobs();

  // The reviewer's open view is now stale: the upload changed the application.
  await reviewer.reload();
  const request = reviewer.getByRole('region', { name: 'Latest request for information' });
  await expect(request.getByRole('list', { name: 'Requested items' }).getByRole('listitem')).toHaveText([
    /^Received: Upload a recent pay stub/,
  ]);

  // An approver approves with a limit, after a confirmation.
  const approver = await staffSignedIn(browser, server, decisionsUrl, 'decisions-approver@bank.example', 'approver');
  await openApplication(approver, applicationId, 'Rosa Haddad');
  await approver.getByRole('group', { name: 'Choose an action' }).getByRole('button', { name: 'Approve' }).click();
  await approver.getByLabel('Credit limit').fill('2500');
  await approver.getByRole('button', { name: 'Continue to approve' }).click();
  await approver.getByRole('button', { name: 'Approve and tell the applicant' }).click();
  await expect(approver.getByRole('status')).toContainText(/approved/i);
  await expect(approver.getByText('Approved: there is nothing left to do here.')).toBeVisible();
  await runJobs();

  // The applicant sees the approval and its limit; the card, issued at once by the sandbox, tells what happens
  // next on the overview, and the approval is under Requests (decision 078).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your card' })).toBeVisible();
  await page.goto('/account/requests');
  await expect(progress.getByText('$2,500')).toBeVisible();
  const mailbox = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  expect(mailbox).toContain('is approved');
  expect(mailbox).toContain('Action needed: your Waypoint Cash Back Card application is incomplete');
});

test('an approver declines: the notice reaches the mailbox and its PDF downloads from /account', async ({
  page,
  browser,
}) => {
  // docs/sandbox.md: the Delinquent persona's file shows late payments, a reason the checks on record support.
  const applicant = await applicantReadyToSubmit(server, 'Delinquent');
  expect((await applicant.query(submitMutation)).errors).toBeUndefined();
  const { id: applicationId, email } = await latestApplication();
  await runJobs();

  const approver = await staffSignedIn(browser, server, decisionsUrl, 'decisions-decliner@bank.example', 'approver');
  await openApplication(approver, applicationId, 'Rosa Delinquent');
  await approver.getByRole('group', { name: 'Choose an action' }).getByRole('button', { name: 'Decline' }).click();
  await approver.getByRole('checkbox', { name: /Delinquent past or present credit obligations/ }).check();
  await approver.getByRole('button', { name: 'Continue to decline' }).click();
  await approver.getByRole('button', { name: 'Decline and send the notice' }).click();
  await expect(approver.getByText('Declined: there is nothing left to do here.')).toBeVisible();
  await runJobs();

  // The adverse action notice is in the mailbox, with its principal reason.
  const list = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  const noticeId = list.match(/\/dev\/mailbox\/([0-9a-f-]{36})"[^>]*>\s*Notice of action taken/)?.[1];
  expect(noticeId, list).toBeTruthy();
  const notice = await (await page.request.get(`/dev/mailbox/${noticeId}`)).text();
  expect(notice).toContain('Delinquent past or present credit obligations with others');
  expect(notice).toContain('Equal Credit Opportunity Act');

  await applicantSignedIn(page, email);
  await page.goto('/account');
  const progress = page.getByRole('region', { name: 'Your application' });
  await expect(progress.getByText('We are unable to approve your application.')).toBeVisible();
  const download = page.waitForEvent('download');
  await progress.getByRole('button', { name: 'Download your notice (PDF)' }).click();
  const saved = await download;
  expect((await readFile((await saved.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
});
