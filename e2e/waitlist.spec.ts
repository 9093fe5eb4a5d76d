import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { expectNoAxeViolations } from './axe.js';
import { waitForHydration } from './content-kit.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { staffSignedIn } from './ops-kit.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * The waitlist on /invite-only (decision 087), as a visitor and a lead use it: join with the form,
 * read the confirmation mail in the sandbox mailbox, confirm from its link, leave from its
 * unsubscribe link with one press; an admin sees the entries and exports the confirmed addresses.
 * A server of its own, in this process, so the spec runs the mail jobs when it needs the mail.
 */
const port = mainPort + 98;
const url = `http://127.0.0.1:${port}`;

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: url });

test.beforeAll(async () => {
  server = await startInProcessServer(port);
});

test.afterAll(async () => {
  await server.close();
});

/** The newest mail to `to`, as the sandbox mailbox shows it: its links, by the words they carry. */
async function linksInMailTo(page: Page, to: string): Promise<{ confirm: string; unsubscribe: string }> {
  await server.jobs.drain();
  const list = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`)).text();
  const id = list.match(/\/dev\/mailbox\/([0-9a-f-]{36})/)?.[1];
  if (!id) throw new Error(`no mail to ${to}`);
  const html = await (await page.request.get(`/dev/mailbox/${id}`)).text();
  const find = (path: string) => {
    const found = html.match(new RegExp(`(${url.replaceAll('.', '\\.')}${path}\\?token=[A-Za-z0-9_-]+)`))?.[1];
    if (!found) throw new Error(`no ${path} link in the mail to ${to}`);
    return found;
  };
  return { confirm: find('/waitlist/confirm'), unsubscribe: find('/waitlist/unsubscribe') };
}

async function join(page: Page, email: string): Promise<void> {
  await page.goto('/invite-only');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await form.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
  await form.getByRole('checkbox', { name: /E-mail me an invitation/ }).check();
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we have sent it a link' })).toBeVisible();
}

test('the form on /invite-only says what is missing beside each field', async ({ page }) => {
  await page.goto('/invite-only');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  // The form sits in the copy, after the paragraph that invites people to join and before the next heading.
  const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.y ?? Number.NaN;
  const paragraph = await top(page.locator('p', { hasText: 'Join the waitlist.' }));
  const panel = await top(page.getByRole('heading', { name: 'Join the waitlist', level: 2 }));
  const next = await top(page.getByRole('heading', { name: 'Already have a code?' }));
  expect(paragraph).toBeLessThan(panel);
  expect(panel).toBeLessThan(next);
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(form.getByRole('textbox', { name: 'Your e-mail address' })).toHaveAccessibleDescription(/Required/);
  await expect(form.getByRole('checkbox')).toHaveAccessibleDescription(/Please tick the box/);
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'waitlist-form', { checkFits: true });
});

test('a visitor joins, confirms from the mail, and leaves with one press of the unsubscribe page', async ({ page }) => {
  const email = `waitlist-${Date.now()}@example.com`;
  await join(page, ` ${email.toUpperCase()} `);
  const links = await linksInMailTo(page, email);

  await page.goto(links.confirm);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are on the waitlist');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'waitlist-confirmed', { checkFits: true });

  // Opening the unsubscribe link does nothing by itself: the page asks for the press.
  await page.goto(links.unsubscribe);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leave the waitlist');
  await atPhoneAndDesktop(page, 'waitlist-unsubscribe', { checkFits: true });
  const { rows: before } = await server.database.sql.executeSql(
    'select status from waitlist_entries where email = $1',
    [email],
  );
  expect(before).toEqual([{ status: 'confirmed' }]);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have left the waitlist');
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'waitlist-unsubscribed', { checkFits: true });

  // The used confirm link now says it cannot be used (the address left), and shows the way back.
  await page.goto(links.confirm);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link cannot be used');
  await atPhoneAndDesktop(page, 'waitlist-link-invalid', { checkFits: true });
});

test('an admin sees the entries by status and downloads the confirmed addresses', async ({ browser, page }) => {
  const confirmed = `confirmed-${Date.now()}@example.com`;
  const pending = `pending-${Date.now()}@example.com`;
  await join(page, confirmed);
  await page.goto((await linksInMailTo(page, confirmed)).confirm);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are on the waitlist');
  await join(page, pending);

  const admin = await staffSignedIn(browser, server, url, 'waitlist-admin@bank.example', 'admin', page);
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Waitlist' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Waitlist');
  const table = admin.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: confirmed })).toContainText('Confirmed');
  await expect(table.getByRole('row').filter({ hasText: pending })).toContainText('Waiting to confirm');

  await admin.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Confirmed' });
  await expect(admin).toHaveURL(/\/ops\/waitlist\?status=confirmed$/);
  await expect(table.getByRole('row').filter({ hasText: confirmed })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: pending })).toHaveCount(0);
  await expectNoAxeViolations(admin);
  await atPhoneAndDesktop(admin, 'ops-waitlist', { checkFits: true });

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Download confirmed addresses (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^waitlist-confirmed-\d{8}T\d{6}Z\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const [header, ...records] = csv.split('\r\n').filter((line) => line !== '');
  expect(header).toBe('email,confirmed_at,joined_at');
  expect(records.some((record) => record.startsWith(`${confirmed},`))).toBe(true);
  expect(csv).not.toContain(pending);

  // Both reads are on record as reads of the addresses (decision 069).
  const { rows } = await server.database.sql.executeSql(
    `select subject_id as "subjectId" from audit_events where action = 'case_list.personal_data_read'
     and subject_id in ('ops_waitlist', 'ops_waitlist_export')`,
  );
  expect(new Set((rows as { subjectId: string }[]).map((row) => row.subjectId))).toEqual(
    new Set(['ops_waitlist', 'ops_waitlist_export']),
  );
});
