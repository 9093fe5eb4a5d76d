import { mailedStepUpCode } from '../apps/server/src/testing/step-up-test-kit.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { newEmail, signUpThroughApi } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import {
  addProof,
  changeRequestsPanel,
  fillNewAddress,
  newAddressLine,
  openChangeRequests,
  proofGroup,
  startChangeRequest,
  submitChangeRequest,
} from './change-requests-kit.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { staffSignedIn } from './ops-kit.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * A change request's whole loop through the screens (decision 036): an
 * applicant files an address change on /account/requests with a proof, removes the
 * proof and adds it again, and submits; an approver approves it in the back
 * office; Profile and security then shows the new address and Requests the approved request. A
 * server of its own, in this process, so the staff CLI's code path shares its
 * database.
 */
const port = mainPort + 18;
const url = `http://127.0.0.1:${port}`;

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 150_000 });
test.use({ baseURL: url });

test.beforeAll(async () => {
  server = await startInProcessServer(port);
});

test.afterAll(async () => {
  await server.close();
});

test('an address change filed on /account/requests, approved in the back office, shows on /account/profile', async ({
  page,
  browser,
}) => {
  const email = newEmail('change-approved');
  await signUpThroughApi(page, email);
  // Your details are on Profile and security, the change requests on Requests (decision 078).
  await page.goto('/account/profile');
  const details = page.getByRole('region', { name: 'Your details', exact: true });
  await expect(details).toContainText('Not on file yet');
  await openChangeRequests(page);

  await startChangeRequest(page, ['Home address'], email, () => mailedStepUpCode(server, email));
  await fillNewAddress(page);
  const proofs = proofGroup(page, 'Proof of address');
  await addProof(page, proofs, 'plain.png');
  await proofs.getByRole('button', { name: 'Remove plain.png' }).click();
  await expect(proofs.getByText('No file added yet.')).toBeVisible();
  await addProof(page, proofs, 'plain.png');
  await submitChangeRequest(page);

  const staff = await staffSignedIn(browser, server, url, 'address-approver@bank.example', 'approver');
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Change requests' }).click();
  const row = staff.getByRole('row').filter({ hasText: 'Home address' }).first();
  await row.getByRole('link').first().click();
  await expect(staff.getByRole('region', { name: 'Home address' })).toContainText('500 Lake Road');
  await staff.getByRole('button', { name: 'View plain.png' }).click();
  await expect(staff.getByRole('img', { name: /^Proof of address: plain\.png/ })).toBeVisible();
  await staff.getByRole('button', { name: 'Approve' }).click();
  await staff.getByRole('button', { name: 'Approve and change the account' }).click();
  await expect(staff.getByRole('status')).toHaveText(
    'Approved. The account now shows the change, and the applicant was e-mailed.',
  );
  await staff.close();

  await page.goto('/account/profile');
  await expect(page.getByRole('region', { name: 'Your details', exact: true })).toContainText(newAddressLine);
  await openChangeRequests(page);
  await expect(
    changeRequestsPanel(page)
      .getByRole('status')
      .filter({ hasText: /^Approved .* — your details are updated$/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'account-after-approved-change', { checkFits: true });
});
