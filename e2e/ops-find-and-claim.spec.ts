import { submitMutation } from '../apps/server/src/modules/credit-report/credit-report-test-kit.js';
import { act, currentVersion, signedInStaff } from '../apps/server/src/testing/staff-actions-test-kit.js';
import { applicantReadyToSubmit } from '../apps/server/src/testing/submit-walk.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { staffSignedIn } from './ops-kit.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * Finding any case and working the queue (decision 067): an approver finds a
 * decided application by its e-mail, a reviewer claims an open one and finds
 * it under "Mine". A server of its own, in this process, so the staff CLI's
 * code path and the applicants' walks share its database.
 */
const findPort = mainPort + 94;
const findUrl = `http://127.0.0.1:${findPort}`;

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: findUrl });

/** A walked-through applicant submits; the jobs then bring the credit report and the policy's suggestion. */
async function submitted(lastName: string): Promise<{ id: number; email: string }> {
  const applicant = await applicantReadyToSubmit(server, lastName);
  expect((await applicant.query(submitMutation)).errors).toBeUndefined();
  for (let round = 0; round < 3; round += 1) await server.jobs.drain();
  const { rows } = await server.database.sql.executeSql(
    'select a.id, u.email from applications a join users u on u.id = a.user_id order by a.id desc limit 1',
  );
  return (rows as { id: number; email: string }[])[0] ?? { id: 0, email: '' };
}

test.beforeAll(async () => {
  server = await startInProcessServer(findPort);
});

test.afterAll(async () => {
  await server.close();
});

test('an approver finds a decided application by its e-mail and opens it', async ({ page, browser }) => {
  const decided = await submitted('Lindqvist');
  // Approved earlier in the day by another approver, through the same GraphQL the screens use.
  const earlier = await signedInStaff(server, 'earlier-approver@bank.example', 'approver');
  const approval = await act(earlier.browser, 'approve', {
    applicationId: decided.id,
    expectedVersion: await currentVersion(server, decided.id),
  });
  expect(approval.errors).toBeUndefined();

  const approver = await staffSignedIn(browser, server, findUrl, 'find-approver@bank.example', 'approver', page);
  // The default view is the open queue: the decided case is not in it.
  await expect(approver.getByRole('status').filter({ hasText: 'found' })).toHaveText(
    '0 applications found, the most urgent first.',
  );

  await approver.getByLabel('Name, e-mail, application or change request number').fill(decided.email);
  await approver.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(approver.getByText('No applications match.')).toBeVisible();
  await approver.getByRole('button', { name: 'Search every status' }).click();
  await expect(approver).toHaveURL(/status=any/);
  const row = approver.getByRole('row').filter({ hasText: `Rosa Lindqvist #${decided.id}` });
  await expect(row).toContainText(decided.email);
  await expect(row).toContainText('Approved');
  await expect(row).toContainText(/Closed \w+ \d+, \d{4}/);

  await row.getByRole('link', { name: 'Rosa Lindqvist' }).click();
  await expect(approver).toHaveURL(`${findUrl}/ops/applications/${decided.id}`);
  await expect(approver.getByRole('heading', { level: 1 })).toHaveText(`Rosa Lindqvist #${decided.id}`);
  await expect(approver.getByText('Nobody claimed this case.')).toBeVisible();
  await expect(approver.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  // Its whole story (decision 068): who approved it, and the submission it started from.
  const timeline = approver.getByRole('list', { name: 'Timeline, newest first' });
  await expect(timeline.getByRole('listitem').filter({ hasText: /Approved with a \$[\d,]+ limit/ })).toContainText(
    'By earlier-approver@bank.example',
  );
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Application submitted' })).toHaveCount(1);

  // The back button brings the search back as it was.
  await approver.goBack();
  await expect(approver.getByLabel('Name, e-mail, application or change request number')).toHaveValue(decided.email);
  await expect(approver.getByLabel('Status')).toHaveValue('any');
  await expect(row).toBeVisible();
});

test('a reviewer claims a case and finds it under "Mine"', async ({ page, browser }) => {
  const open = await submitted('Okafor');
  const reviewer = await staffSignedIn(browser, server, findUrl, 'find-reviewer@bank.example', 'reviewer', page);
  const row = reviewer.getByRole('row').filter({ hasText: `Rosa Okafor #${open.id}` });
  await expect(row).toContainText('Unassigned');
  await expect(row).toContainText('30 days left');
  await row.getByRole('link', { name: 'Rosa Okafor' }).click();

  const claim = reviewer.getByRole('region', { name: 'Assigned to' });
  await expect(claim.getByText('Nobody is working on this case.')).toBeVisible();
  await claim.getByRole('button', { name: 'Claim' }).click();
  await expect(claim.getByText(/^You are working on this case/)).toBeVisible();
  await expect(claim.getByRole('button', { name: 'Release' })).toBeVisible();
  await atPhoneAndDesktop(reviewer, 'ops-case-claimed', { checkFits: true, fullPage: false });
  const { rows } = await server.database.sql.executeSql(
    `select count(*) as n from audit_events where action = 'application.claim' and subject_id = $1`,
    [String(open.id)],
  );
  expect(Number((rows as { n: number | string }[])[0]?.n)).toBe(1);

  await reviewer.getByRole('link', { name: 'Back to the queue' }).click();
  await reviewer.getByLabel('Assigned to').selectOption('mine');
  await expect(reviewer).toHaveURL(/assignment=mine/);
  const mine = reviewer.getByRole('row').filter({ hasText: `Rosa Okafor #${open.id}` });
  await expect(mine.getByRole('cell').nth(4)).toHaveText('You');
  await expect(reviewer.getByRole('status').filter({ hasText: 'found' })).toHaveText(
    '1 application found, the most urgent first.',
  );
  await atPhoneAndDesktop(reviewer, 'ops-cases-mine', { checkFits: true });
  await expectNoAxeViolations(reviewer);

  await reviewer.getByLabel('Assigned to').selectOption('unassigned');
  await expect(reviewer.getByText('No applications match.')).toBeVisible();
  await reviewer.getByLabel('Status').selectOption('any');
  await reviewer.getByLabel('Assigned to').selectOption('anyone');
  await expect(reviewer.getByRole('row')).toHaveCount(3);
  await atPhoneAndDesktop(reviewer, 'ops-cases-any', { checkFits: true });
  await expectNoAxeViolations(reviewer);
});
