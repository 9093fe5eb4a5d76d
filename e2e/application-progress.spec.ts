import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { submitMutation } from '../apps/server/src/modules/credit-report/credit-report-test-kit.js';
import { addStaffAccount, enrolStaffAccount, StaffBrowser } from '../apps/server/src/modules/staff/staff-test-kit.js';
import type { TestBrowser } from '../apps/server/src/testing/graphql-client.js';
import { applicantReadyToSubmit } from '../apps/server/src/testing/submit-walk.js';
import { goodPassword } from '../apps/server/src/testing/test-accounts.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { passingDocument } from '../apps/server/src/testing/uploads.js';
import { signIn } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * What the applicant sees after submit (decision 032): on /account, a request
 * for information answered with the wizard's uploader, then the decision. A
 * server of its own, in this process, so staff act on its database directly;
 * the staff screens have their own tests (ops-queue.spec.ts).
 */
const progressPort = mainPort + 8;
const progressUrl = `http://127.0.0.1:${progressPort}`;

let server: TestApp;
interface Applicant {
  browser: TestBrowser;
  applicationId: number;
  email: string;
}
let applicant: Applicant;
let declined: Applicant;
let reviewer: StaffBrowser;
let approver: StaffBrowser;

// The first test walks submit, review, a request for information, a checked upload and the approval,
// with screenshots at two widths and two accessibility scans: well over the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ baseURL: progressUrl });

async function staff(email: string, role: 'reviewer' | 'approver') {
  const browser = new StaffBrowser(server.app);
  const { enrolled } = await enrolStaffAccount(server, browser, await addStaffAccount(server, email, role));
  expect(enrolled.errors).toBeUndefined();
  return browser;
}

async function versionOf(applicationId: number) {
  const view = await reviewer.query<{ opsApplication: { version: number } }>(
    `query V($applicationId: Int!) { opsApplication(applicationId: $applicationId) { version } }`,
    { applicationId },
  );
  return view.data?.opsApplication.version ?? 0;
}

/** A walked-through applicant submits; their application id and e-mail, to sign in with. */
async function submitted(lastName: string): Promise<Applicant> {
  const browser = await applicantReadyToSubmit(server, lastName);
  expect((await browser.query(submitMutation)).errors).toBeUndefined();
  const { rows } = await server.database.sql.executeSql(
    'select a.id, u.email from applications a join users u on u.id = a.user_id order by a.id desc limit 1',
  );
  const { id, email } = (rows as { id: number; email: string }[])[0] ?? { id: 0, email: '' };
  return { browser, applicationId: id, email };
}

async function signedInAt(page: Page, who: Applicant) {
  await page.goto('/user/login');
  await signIn(page, who.email, goodPassword);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto('/account');
}

test.beforeAll(async () => {
  server = await startInProcessServer(progressPort);
  applicant = await submitted('Okafor');
  // docs/sandbox.md: the Delinquent persona's file shows late payments, a reason a staff decline may give.
  declined = await submitted('Delinquent');
  reviewer = await staff('progress-reviewer@bank.example', 'reviewer');
  approver = await staff('progress-approver@bank.example', 'approver');
});

test.afterAll(async () => {
  await server.close();
});

test('the applicant follows the application from submit to approval, answering a request for information', async ({
  page,
}) => {
  await signedInAt(page, applicant);
  const panel = page.getByRole('region', { name: 'Your application' });
  await expect(panel.getByRole('status')).toHaveText('We have your application.');
  await expect(panel.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toContainText('Submitted');
  await atPhoneAndDesktop(page, 'progress-submitted', { checkFits: true });

  // The policy's job runs: someone (or something) is looking at it now.
  await server.jobs.drain();
  await server.jobs.drain();
  await page.reload();
  await expect(panel.getByRole('status')).toHaveText('We are reviewing your application.');
  await atPhoneAndDesktop(page, 'progress-in-review', { checkFits: true });

  const asked = await reviewer.query(
    `mutation R($applicationId: Int!, $expectedVersion: Int!, $codes: [String!]!) {
      opsRequestInformation(applicationId: $applicationId, expectedVersion: $expectedVersion, codes: $codes) { version }
    }`,
    {
      applicationId: applicant.applicationId,
      expectedVersion: await versionOf(applicant.applicationId),
      codes: ['proofOfIncome', 'proofOfIdentity'],
    },
  );
  expect(asked.errors).toBeUndefined();
  await page.reload();
  await expect(panel.getByRole('status')).toHaveText('We need a little more information.');
  await expect(panel.getByText('Waiting for your upload.')).toHaveCount(2);
  await atPhoneAndDesktop(page, 'progress-information-requested', { checkFits: true });
  await expectNoAxeViolations(page);

  // The wizard's Completed screen shows the same panel.
  await page.goto('/application');
  await expect(page.getByRole('heading', { name: 'Thank you, your application has been sent' })).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('We need a little more information.');
  await atPhoneAndDesktop(page, 'progress-completed-screen', { checkFits: true });
  await page.goto('/account');

  // The wizard's uploader, after submit without Remove and without the files sent before the request.
  const photoId = panel.getByRole('listitem').filter({ hasText: 'photo ID' });
  await expect(photoId.getByRole('region', { name: 'Passport' })).toBeVisible();
  await expect(photoId).not.toContainText('passport.pdf');
  // The item is ticked once the file is in.
  const income = panel.getByRole('listitem').filter({ hasText: 'showing your income' });
  await expect(income.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await income.getByLabel('Choose a file for your proof of income').setInputFiles({
    name: 'pay-stub.pdf',
    mimeType: 'application/pdf',
    buffer: passingDocument('proofOfIncome', { firstName: 'Rosa', lastName: 'Okafor', dob: '1990-01-01' }),
  });
  await expect(income).toContainText('Received, thank you.');
  await expect(income).toContainText('Checked: this document is accepted.');
  await expect(panel.getByText('Waiting for your upload.')).toHaveCount(1);
  await atPhoneAndDesktop(page, 'progress-one-received', { checkFits: true });

  const approved = await approver.query(
    `mutation A($applicationId: Int!, $expectedVersion: Int!, $creditLimit: Int!) {
      opsApprove(applicationId: $applicationId, expectedVersion: $expectedVersion, creditLimit: $creditLimit) { status }
    }`,
    {
      applicationId: applicant.applicationId,
      expectedVersion: await versionOf(applicant.applicationId),
      creditLimit: 4000,
    },
  );
  expect(approved.errors).toBeUndefined();
  await server.jobs.drain();
  // The sandbox issued the card at once: the overview tells the card's status, once (decision 078), and the
  // approval with its letter moves to Requests, without the mailing words the card's status now tells.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your card' })).toBeVisible();
  await expect(panel).toHaveCount(0);
  await page.goto('/account/requests');
  await expect(panel.getByText('$4,000')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Next steps' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Download your approval letter (PDF)' })).toBeVisible();
  await atPhoneAndDesktop(page, 'progress-approved', { checkFits: true });
  await expectNoAxeViolations(page);
});

test('a declined applicant sees the reasons and downloads the notice', async ({ page }) => {
  await server.jobs.drain();
  const refused = await approver.query(
    `mutation D($applicationId: Int!, $expectedVersion: Int!, $reasonCodes: [String!]!) {
      opsDecline(applicationId: $applicationId, expectedVersion: $expectedVersion, reasonCodes: $reasonCodes) { status }
    }`,
    {
      applicationId: declined.applicationId,
      expectedVersion: await versionOf(declined.applicationId),
      reasonCodes: ['delinquentObligations'],
    },
  );
  expect(refused.errors).toBeUndefined();
  await server.jobs.drain();
  await signedInAt(page, declined);
  const panel = page.getByRole('region', { name: 'Your application' });
  await expect(panel.getByText('We are unable to approve your application.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Why' })).toBeVisible();
  const download = page.waitForEvent('download');
  // Fetched with the session header and saved from the page (a plain link is refused, decision 017).
  await panel.getByRole('button', { name: 'Download your notice (PDF)' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile((await saved.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
  await atPhoneAndDesktop(page, 'progress-declined', { checkFits: true });
  await expectNoAxeViolations(page);
});
