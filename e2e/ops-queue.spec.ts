import { and, eq } from 'drizzle-orm';
import { submitMutation } from '../apps/server/src/modules/credit-report/credit-report-test-kit.js';
import { auditEvents } from '../apps/server/src/platform/audit/audit-tables.js';
import { applicantReadyToSubmit } from '../apps/server/src/testing/submit-walk.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { newEmail } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { addStaff, enrolFromLink } from './ops-kit.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * The back office's queue and application view (decision 029). A server of its own, in this
 * process, so the staff CLI's code path and the applicant's walk to submit share its database.
 */
const opsPort = mainPort + 6;
const opsUrl = `http://127.0.0.1:${opsPort}`;

let server: TestApp;
let applicationId = 0;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: opsUrl });

test.beforeAll(async () => {
  server = await startInProcessServer(opsPort);
  // An applicant walked through every step and submitted; the policy's job then suggests an outcome.
  const applicant = await applicantReadyToSubmit(server, 'Ortega');
  const submitted = await applicant.query(submitMutation);
  expect(submitted.errors).toBeUndefined();
  await server.jobs.drain();
  const { rows } = await server.database.sql.executeSql('select max(id) as id from applications');
  applicationId = Number((rows as { id: number }[])[0]?.id);
});

test.afterAll(async () => {
  await server.close();
});

test('a reviewer sees the submitted application in the queue, opens it, reveals the SSN as a logged action, and requests information', async ({
  page,
}) => {
  const email = newEmail('queue-reviewer');
  await enrolFromLink(page, await addStaff(server, opsUrl, email, 'reviewer'));
  await expect(page).toHaveURL(`${opsUrl}/ops`);

  const queue = page.getByRole('table', { name: /oldest first/ });
  await expect(queue.getByRole('columnheader', { name: 'Reg B clock' })).toBeVisible();
  const row = queue.getByRole('row').filter({ hasText: `Rosa Ortega #${applicationId}` });
  await expect(row).toHaveCount(1);
  // Submitted today: the Reg B clock counts calendar days, 30 left on the day of submission (product-rules#reg-b-clocks).
  await expect(row).toContainText('Decision due');
  await expect(row).toContainText('30 days left');
  await atPhoneAndDesktop(page, 'ops-queue', { checkFits: true });
  await expectNoAxeViolations(page);

  // The filters narrow it, and the address keeps them.
  await page.getByLabel('Track').selectOption('nonUsExpat');
  await expect(page).toHaveURL(/track=nonUsExpat/);
  await expect(page.getByText('No applications match.')).toBeVisible();
  await page.getByLabel('Track').selectOption('');

  await row.getByRole('link', { name: 'Rosa Ortega' }).click();
  await expect(page).toHaveURL(`${opsUrl}/ops/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rosa Ortega #${applicationId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Answers' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Document checks' }).first()).toContainText('Recognised: yes');
  // Masked in the summary and among the answers alike.
  await expect(page.getByText(/^•••-••-\d{4}$/)).toHaveCount(2);
  await atPhoneAndDesktop(page, 'ops-application', { checkFits: true });
  await expectNoAxeViolations(page);

  // A PDF is fetched with the staff session header and saved (or viewed in the page, decision 071).
  const download = page.waitForEvent('download');
  // The timeline offers the same file; the documents section is where staff read it.
  await page.getByRole('region', { name: 'Documents' }).getByRole('button', { name: 'Download passport.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('passport.pdf');

  await page.getByRole('button', { name: 'Reveal SSN' }).click();
  await expect(page.getByText(/This is logged/)).toBeVisible();
  await page.getByRole('button', { name: 'Reveal and log' }).click();
  await expect(page.getByText(/^\d{3}-\d{2}-\d{4}$/)).toBeVisible();

  const reveals = await server.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'application.ssn_reveal'), eq(auditEvents.subjectId, String(applicationId))));
  expect(reveals).toHaveLength(1);

  // A reviewer may ask for information and recommend; approving and declining wait for an approver (decision 032).
  const actions = page.getByRole('group', { name: 'Choose an action' });
  await expect(actions.getByRole('button')).toHaveText(['Request information', 'Recommend']);
  await expect(page.getByText(/Approving and declining need an approver or an admin/)).toBeVisible();
  await actions.getByRole('button', { name: 'Request information' }).click();
  await page.getByRole('checkbox', { name: 'Proof of income' }).check();
  await atPhoneAndDesktop(page, 'ops-application-actions', { checkFits: true });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByRole('status')).toContainText('Information requested.');
  const request = page.getByRole('region', { name: 'Latest request for information' });
  await expect(request).toContainText(`Requested by ${email}`);
  await expect(request.getByRole('list', { name: 'Requested items' }).getByRole('listitem')).toHaveText([
    /^Outstanding: Upload a recent pay stub/,
  ]);
  // The notice of incompleteness is kept as a letter staff can open (product-rules#reg-b-clocks).
  await expect(request.getByRole('list', { name: 'Letters kept' }).getByRole('button')).toHaveText([
    /^Download the notice of incompleteness of .+ \(PDF\)$/,
  ]);
});
