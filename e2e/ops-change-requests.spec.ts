import { samplePng } from '../apps/server/src/modules/documents/document-check/samples/sample-documents.js';
import {
  changeRequestApplicant,
  changeRequestRow,
  decisionMailsTo,
  proofPng,
  submittedChangeRequest,
} from '../apps/server/src/testing/change-requests-test-kit.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { fitsWidth, tabTo } from './application-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { staffSignedIn } from './ops-kit.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * The staff side of change requests through the screens (decision 036): a
 * request filed through the API (the applicant's screens have their own
 * spec), then the back office's queue, the request with its proofs, and the
 * decision. A server of its own, in this process, so the staff CLI's code
 * path and the test kit share its database.
 */
const port = mainPort + 16;
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

// A photo big enough to look at in the screenshots: the proof of address shown inline.
const billPhoto = { ...proofPng(), content: samplePng({ width: 480, height: 300, colour: [214, 226, 240] }) };

/** A submitted name-and-address change of a new applicant, with a PDF proof for each and a photo of a bill. */
async function filedRequest(lastName: string) {
  const applicant = await changeRequestApplicant(server, { firstName: 'Rosa', lastName });
  return submittedChangeRequest(server, ['name', 'address'], {
    applicant,
    values: { firstName: 'Rosa', middleName: '', lastName: 'Costa' },
    moreProofs: [{ fileType: 'proofOfAddress', file: billPhoto }],
  });
}

test('an approver finds the request in the queue, reads it with its proofs, and declines it with a reason', async ({
  browser,
  page,
}) => {
  const request = await filedRequest('Lindqvist');
  const staff = await staffSignedIn(browser, server, url, 'changes-approver@bank.example', 'approver', page);

  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Change requests' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Change requests');
  const row = staff.getByRole('row').filter({ hasText: `Rosa Lindqvist #${request.changeRequestId}` });
  await expect(row).toContainText('Name, Home address');
  await expectNoAxeViolations(staff);
  await atPhoneAndDesktop(staff, 'ops-change-requests-queue', { checkFits: true });

  await row.getByRole('link', { name: 'Rosa Lindqvist' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Change request #${request.changeRequestId}`);
  const name = staff.getByRole('region', { name: 'Name' });
  await expect(name).toContainText('On the account nowRosa Lindqvist');
  await expect(name.getByRole('definition')).toHaveText(['Rosa', '(empty)', 'Costa']);
  await expect(staff.getByRole('region', { name: 'Home address' })).toContainText('No home address on the account yet');

  // Proofs open as an application's documents do (decision 071): read when opened, shown in the page,
  // the photo drawn and the PDF in the browser's viewer.
  await staff.getByRole('button', { name: 'View photo of the bill.png' }).click();
  const photo = staff.getByRole('img', { name: 'Proof of address: photo of the bill.png' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
  await staff.getByRole('button', { name: 'View proof-of-name.pdf' }).click();
  await expect(staff.locator('iframe[title$=": proof-of-name.pdf"]')).toBeVisible();
  await expect.poll(() => staff.frames().some((frame) => frame.url().startsWith('chrome-extension://'))).toBe(true);
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('button', { name: 'Download proof-of-address.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('proof-of-address.pdf');
  await expectNoAxeViolations(staff);
  await atPhoneAndDesktop(staff, 'ops-change-request-view', { checkFits: true });

  // A decline needs a reason: the form says so, beside the field, before anything is sent.
  await staff.getByRole('group', { name: 'Choose a decision' }).getByRole('button', { name: 'Decline' }).click();
  await staff.getByRole('button', { name: 'Decline and e-mail the applicant' }).click();
  const reason = staff.getByRole('textbox', { name: 'Reason for the applicant' });
  await expect(reason).toHaveAccessibleDescription(/Give the reason the applicant will read\./);
  await expectNoAxeViolations(staff);
  await reason.fill('The bill is older than 90 days. Please send one from the last three months.');
  await staff.getByRole('button', { name: 'Decline and e-mail the applicant' }).click();
  await expect(staff.getByRole('status')).toHaveText('Declined. The applicant was e-mailed the reason.');
  await expect(staff.getByText(/Declined on .* by changes-approver@bank\.example\./)).toBeVisible();
  await expect(staff.getByText('Reason given to the applicant:')).toContainText('older than 90 days');
  await expect(staff.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expectNoAxeViolations(staff);
  await atPhoneAndDesktop(staff, 'ops-change-request-declined', { checkFits: true });

  expect(await changeRequestRow(server, request.changeRequestId)).toMatchObject({
    status: 'declined',
    declineReason: 'The bill is older than 90 days. Please send one from the last three months.',
  });
  const [mail] = await decisionMailsTo(server, request.email);
  expect(mail?.text).toContain('older than 90 days');

  // The queue of requests waiting for a decision no longer lists it; the declined ones do.
  await staff.getByRole('link', { name: 'Back to the change requests' }).click();
  await expect(staff.getByRole('row').filter({ hasText: `#${request.changeRequestId}` })).toHaveCount(0);
  await staff.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Declined' });
  await expect(staff.getByRole('row').filter({ hasText: `Rosa Lindqvist #${request.changeRequestId}` })).toBeVisible();
});

test('a reviewer reads a request and its proofs but is offered no decision', async ({ browser, page }) => {
  const request = await filedRequest('Nakamura');
  const reviewer = await staffSignedIn(browser, server, url, 'changes-reviewer@bank.example', 'reviewer', page);
  await reviewer.goto(`/ops/change-requests/${request.changeRequestId}`);
  await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText(`Change request #${request.changeRequestId}`);
  await reviewer.getByRole('button', { name: 'View photo of the bill.png' }).click();
  await expect(reviewer.getByRole('img', { name: 'Proof of address: photo of the bill.png' })).toBeVisible();
  await expect(reviewer.getByRole('note')).toHaveText(
    'Approving and declining need an approver or an admin. You can read the request and its documents.',
  );
  await expect(reviewer.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(reviewer.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await expectNoAxeViolations(reviewer);
  await atPhoneAndDesktop(reviewer, 'ops-change-request-reviewer', { checkFits: true });
  expect((await changeRequestRow(server, request.changeRequestId)).status).toBe('submitted');
});

test('keyboard only at 360 px: from the queue to an approval, the account then shows the new name', async ({
  browser,
  page,
}) => {
  const request = await filedRequest('Okafor');
  const staff = await staffSignedIn(browser, server, url, 'changes-keyboard@bank.example', 'approver', page);
  await staff.setViewportSize({ width: 360, height: 800 });
  await staff.goto('/ops/change-requests');
  const link = staff
    .getByRole('row')
    .filter({ hasText: `Rosa Okafor #${request.changeRequestId}` })
    .getByRole('link', { name: 'Rosa Okafor' });
  await tabTo(staff, link);
  await staff.keyboard.press('Enter');
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Change request #${request.changeRequestId}`);
  await fitsWidth(staff);

  await tabTo(staff, staff.getByRole('button', { name: 'Approve' }));
  await staff.keyboard.press('Enter');
  const confirm = staff.getByRole('region', { name: 'Approve this change?' });
  await expect(confirm.getByRole('heading', { name: 'Approve this change?' })).toBeFocused();
  await expect(confirm).toContainText('Name: Rosa Costa');
  await fitsWidth(staff);
  await expectNoAxeViolations(staff);
  await atPhoneAndDesktop(staff, 'ops-change-request-confirm', { checkFits: true });
  await tabTo(staff, confirm.getByRole('button', { name: 'Approve and change the account' }));
  await staff.keyboard.press('Enter');
  const done = staff.getByRole('status');
  await expect(done).toHaveText('Approved. The account now shows the change, and the applicant was e-mailed.');
  await expect(done).toBeFocused();
  await expect(staff.getByRole('region', { name: 'Name' })).toContainText(
    'On the account now (after the change)Rosa Costa',
  );
  await fitsWidth(staff);
  await expectNoAxeViolations(staff);
  await atPhoneAndDesktop(staff, 'ops-change-request-approved', { checkFits: true });
  expect(await changeRequestRow(server, request.changeRequestId)).toMatchObject({ status: 'approved' });
});
