import { readFile } from 'node:fs/promises';
import { REAPPLY_WAITING_DAYS_AFTER_DECLINE } from '@waypoint/domain/application/application-status';
import {
  act,
  currentVersion,
  signedInStaff,
  submittedApplication,
} from '../apps/server/src/testing/staff-actions-test-kit.js';
import { goodPassword } from '../apps/server/src/testing/test-accounts.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { signIn } from './account-kit.js';
import { heading } from './application-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * A declined applicant applies again (decision 032): /account still lists the
 * declined application's notice under "Your letters", and its PDF downloads
 * (decision 033). A server of its own, in this process, so the staff action
 * and the notice job run against its database.
 */
const lettersPort = mainPort + 14;
const lettersUrl = `http://127.0.0.1:${lettersPort}`;

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: lettersUrl });

test.beforeAll(async () => {
  server = await startInProcessServer(lettersPort);
});

test.afterAll(async () => {
  await server.close();
});

async function rowOf<T>(sql: string, params: unknown[]): Promise<T> {
  const row = ((await server.database.sql.executeSql(sql, params)).rows as T[])[0];
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

test('after applying again, the declined application’s notice is listed under Your letters and downloads', async ({
  page,
}) => {
  // Declined by an approver through the back office's action; the notice job sends the notice.
  const approver = await signedInStaff(server, 'letters-approver@bank.example', 'approver');
  // docs/sandbox.md: the Delinquent persona's file shows late payments, a decline reason its checks support.
  const submitted = await submittedApplication(server, 'Delinquent');
  const target = { ...submitted, expectedVersion: await currentVersion(server, submitted.applicationId) };
  expect((await act(approver.browser, 'decline', target)).errors).toBeUndefined();
  for (let round = 0; round < 3; round += 1) await server.jobs.drain();
  const { email } = await rowOf<{ email: string }>(
    'select u.email from applications a join users u on u.id = a.user_id where a.id = $1',
    [target.applicationId],
  );
  const { sentAt } = await rowOf<{ sentAt: Date | string }>(
    `select sent_at as "sentAt" from decision_notices where application_id = $1 and status = 'sent'`,
    [target.applicationId],
  );
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(sentAt));

  // The wait is over: the decline moved back past it (the server and the browser both judge the wait
  // by their own clock, so the record moves rather than either clock). The applicant starts again.
  await server.database.sql.executeSql(`update applications set closed_at = closed_at - $2::interval where id = $1`, [
    target.applicationId,
    `${REAPPLY_WAITING_DAYS_AFTER_DECLINE + 1} days`,
  ]);
  await page.goto('/user/login');
  await signIn(page, email, goodPassword);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto('/application');
  await expect(heading(page)).toHaveText('Let’s find the right application for you');

  await page.goto('/account');
  const letters = page.getByRole('region', { name: 'Your letters' });
  await expect(letters.getByRole('listitem')).toHaveText([
    new RegExp(`^Notice of action taken on your credit application\\s*Sent on ${day}`),
  ]);
  // The new application has no decision: the progress panel is not there, the letter is.
  await expect(page.getByRole('region', { name: 'Your application' })).toHaveCount(0);
  await atPhoneAndDesktop(page, 'account-earlier-letters', { checkFits: true });
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await letters.getByRole('button', { name: `Download the notice of ${day} (PDF)` }).click();
  const saved = await download;
  expect((await readFile((await saved.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
});
