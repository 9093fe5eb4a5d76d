import { readFile } from 'node:fs/promises';
import { appendAuditEvent } from '../apps/server/src/platform/audit/audit-event.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { staffSignedIn } from './ops-kit.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * The audit screen and the daily summary through the screens (decision 070):
 * an admin opens the log from the nav, narrows it, and saves the search as a
 * CSV from the page (fetched with the staff session header, which a plain
 * link cannot send); a reviewer is offered neither page. A server of its own,
 * in this process, so the spec writes a known event into its log.
 */
const port = mainPort + 88;
const url = `http://127.0.0.1:${port}`;

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: url });

test.beforeAll(async () => {
  server = await startInProcessServer(port);
  await appendAuditEvent(server.database.db, {
    occurredAt: new Date(),
    actor: { type: 'staff', staffId: 'staff-seed', email: 'seed-reviewer@bank.example' },
    action: 'application.information_requested',
    subject: { type: 'application', id: '4242' },
    ip: '192.0.2.7',
    before: null,
    after: { codes: ['proofOfIncome'], deadline: '2026-12-30', note: null },
  });
});

test.afterAll(async () => {
  await server.close();
});

test('an admin opens the audit log from the nav, filters it, and downloads the search as CSV', async ({
  browser,
  page,
}) => {
  const admin = await staffSignedIn(browser, server, url, 'audit-admin@bank.example', 'admin', page);
  const nav = admin.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Audit log');
  await expect(admin.getByRole('table')).toBeVisible();

  await admin.getByRole('combobox', { name: 'What' }).selectOption({ label: 'Asked for information' });
  await admin.getByRole('textbox', { name: 'Subject id' }).fill('4242');
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin).toHaveURL(/\/ops\/audit\?action=application\.information_requested&subjectId=4242$/);
  const table = admin.getByRole('table', { name: '1 event, newest first.' });
  const row = table.getByRole('row').filter({ hasText: 'seed-reviewer@bank.example' });
  await expect(row).toContainText('Asked for information');
  await expect(row).toContainText('192.0.2.7');
  await expect(row.getByRole('link', { name: 'Application 4242' })).toHaveAttribute('href', '/ops/applications/4242');
  await expectNoAxeViolations(admin);
  await atPhoneAndDesktop(admin, 'ops-audit', { checkFits: true });

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Download these events (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-events-\d{8}T\d{6}Z\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const [header, ...records] = csv.split('\r\n').filter((line) => line !== '');
  expect(header).toMatch(/^id,occurred_at,actor_type,actor_id,actor_email,action,subject_type,subject_id,ip,/);
  expect(records).toHaveLength(1);
  expect(records[0]).toContain(
    'staff,staff-seed,seed-reviewer@bank.example,application.information_requested,application,4242,192.0.2.7,',
  );

  await nav.getByRole('link', { name: 'Summary' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Daily summary');
  await expect(admin.getByRole('region', { name: 'Open cases now' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'By staff member' })).toBeVisible();
  await expectNoAxeViolations(admin);
  await atPhoneAndDesktop(admin, 'ops-summary', { checkFits: true });
  await admin.getByRole('button', { name: 'Previous day' }).click();
  await expect(admin).toHaveURL(/\/ops\/summary\?day=\d{4}-\d{2}-\d{2}$/);
  await expect(admin.getByRole('button', { name: 'Next day' })).toBeEnabled();
});

test('a reviewer has no audit log or summary in the nav, and the address says it is not for their role', async ({
  browser,
  page,
}) => {
  const reviewer = await staffSignedIn(browser, server, url, 'audit-reviewer@bank.example', 'reviewer', page);
  const nav = reviewer.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Change requests' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Summary' })).toHaveCount(0);
  await reviewer.goto('/ops/audit');
  await expect(reviewer.getByText('The audit log is not for your role.')).toBeVisible();
  await expect(reviewer.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(reviewer);
  await atPhoneAndDesktop(reviewer, 'ops-audit-reviewer', { checkFits: true });
});
