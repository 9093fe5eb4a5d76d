import { approver } from '../apps/server/src/testing/cards-test-kit.js';
import { act, freshApplication } from '../apps/server/src/testing/staff-actions-test-kit.js';
import { goodPassword } from '../apps/server/src/testing/test-accounts.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { signIn } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * "Add your mobile phone so we can send your card" on /account (decision 074,
 * docs/product-rules.md#verified-phone): an approved applicant whose card is
 * not issued yet and whose account has no verified phone is told, under the
 * approval, with a link to Sign-in and security. The sandbox issuer needs no
 * phone and issues as soon as the card-issue job runs, so this server runs
 * jobs only when the test says (drain): the page is seen before, then after.
 */
const noticePort = mainPort + 82;

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: `http://127.0.0.1:${noticePort}` });

test.beforeAll(async () => {
  server = await startInProcessServer(noticePort);
});

test.afterAll(async () => {
  await server.close();
});

test('an approved applicant without a card or a verified phone is told to add the phone, until the card is issued', async ({
  page,
}) => {
  const submitted = await freshApplication(server, 'Phoneless');
  const approval = await act((await approver(server)).browser, 'approve', submitted, { creditLimit: 2800 });
  expect(approval.errors).toBeUndefined();
  const { rows } = await server.database.sql.executeSql(
    'select u.email from users u join applications a on a.user_id = u.id where a.id = $1',
    [submitted.applicationId],
  );
  const email = (rows as { email: string }[])[0]?.email ?? '';

  await page.goto('/user/login');
  await signIn(page, email, goodPassword);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto('/account');
  const notice = page.getByRole('complementary', { name: 'Add your mobile phone so we can send your card' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your application' })).toContainText('is approved.');
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'card-phone-notice', { checkFits: true });

  await notice.getByRole('link', { name: 'Add your mobile phone' }).click();
  await expect(page).toHaveURL(/\/account\/security$/);

  // The card-issue job runs: the sandbox issues the card, and the notice is gone.
  await server.jobs.drain();
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Your card' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
