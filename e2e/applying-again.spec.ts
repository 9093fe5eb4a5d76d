import type { Page } from '@playwright/test';
import { REAPPLY_WAITING_DAYS_AFTER_DECLINE } from '@waypoint/domain/application/application-status';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { heading, signUpToApplication } from './application-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * Applying again (decision 032) as the applicant sees it: /account after a
 * cancel or a decline, and the wizard opening a new application. A server of
 * its own, in this process, so the closing is written to its database (the
 * cancel button itself is account-cancel.spec.ts's; a decline's screens are in
 * application-progress.spec.ts).
 */
const againPort = mainPort + 10;
const againUrl = `http://127.0.0.1:${againPort}`;
const dayMs = 24 * 60 * 60 * 1000;

let server: TestApp;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: againUrl });

test.beforeAll(async () => {
  server = await startInProcessServer(againPort);
});

test.afterAll(async () => {
  await server.close();
});

/** Closes the applicant's application as a cancel or the back office's decline leaves it. */
async function close(email: string, status: 'canceled' | 'declined') {
  await server.database.sql.executeSql(
    `update applications set status = $2, closed_at = now(), version = version + 1
     where user_id = (select id from users where email = $1)`,
    [email, status],
  );
}

async function applicationsOf(email: string) {
  const { rows } = await server.database.sql.executeSql(
    `select id, status from applications where user_id = (select id from users where email = $1) order by id`,
    [email],
  );
  return rows as { id: number; status: string }[];
}

async function account(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();
}

test('after a cancel, the account offers a new application and the wizard starts it beside the old one', async ({
  page,
}) => {
  const email = await signUpToApplication(page, 'again-canceled');
  await close(email, 'canceled');
  await account(page);
  await expect(page.getByText('You canceled your application. You can start a new application')).toBeVisible();
  await atPhoneAndDesktop(page, 'account-canceled-start-new', { checkFits: true });
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Start a new application' }).click();
  await expect(heading(page)).toHaveText('Let’s find the right application for you');
  await expect
    .poll(async () => (await applicationsOf(email)).map((row) => row.status))
    .toEqual(['canceled', 'incomplete']);
  await account(page);
  await expect(page.getByRole('link', { name: 'Resume your application' })).toBeVisible();
});

test('during a decline’s wait, the account and the wizard name the day a new application may start', async ({
  page,
}) => {
  const email = await signUpToApplication(page, 'again-declined');
  await close(email, 'declined');
  const [declined] = await applicationsOf(email);
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.now() + REAPPLY_WAITING_DAYS_AFTER_DECLINE * dayMs),
  );
  await account(page);
  await expect(page.getByText(`We could not approve your application. You can apply again from ${day}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: /new application/ })).toHaveCount(0);
  await atPhoneAndDesktop(page, 'account-declined-wait', { checkFits: true });

  await page.goto('/application');
  await expect(heading(page)).toHaveText('We could not approve your application');
  await expect(page.getByText(`You can apply again from ${day}.`)).toBeVisible();
  // No wizard screen: the site's header and footer, like any page (product-rules#site-chrome).
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await atPhoneAndDesktop(page, 'wizard-declined-wait', { checkFits: true });
  await expectNoAxeViolations(page);
  expect(await applicationsOf(email)).toEqual([declined]);
});
