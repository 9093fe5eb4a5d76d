import { newEmail, signUpThroughApi } from './account-kit.js';
import { accessible } from './application-kit.js';
import {
  addProof,
  changeRequestsPanel,
  fillNewAddress,
  openChangeRequests,
  proofGroup,
  submitChangeRequest,
} from './change-requests-kit.js';
import { expect, test } from './fixtures.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { stepUpCodeFromMailbox, stepUpPrompt } from './step-up-kit.js';

/*
 * The step-up (decision 073, docs/product-rules.md#step-up): an address
 * change asks "Confirm it’s you" first; closed, nothing starts; answered with
 * a code from the e-mail, the change goes through.
 */

test.describe.configure({ timeout: 90_000 });

test('an address change asks for the step-up, and goes through once the mailed code is confirmed', async ({ page }) => {
  const email = newEmail('step-up-address');
  await signUpThroughApi(page, email);
  const panel = await openChangeRequests(page);

  // Closed without a proof: the request is not started and the panel says why.
  await panel.getByRole('checkbox', { name: 'Home address', exact: true }).check();
  await panel.getByRole('button', { name: 'Start a change request' }).click();
  const prompt = stepUpPrompt(page);
  await expect(prompt.getByRole('button', { name: 'E-mail a code to me' })).toBeVisible();
  await accessible(page);
  await atPhoneAndDesktop(page, 'step-up-choose', { fullPage: false });
  await prompt.getByRole('button', { name: 'Close' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(panel.getByText('Please confirm it is you before doing this.')).toBeVisible();
  await expect(panel.getByText('Being prepared', { exact: true })).toHaveCount(0);

  // Asked again: a code by e-mail; a wrong one is refused in words, the mailed one proves it.
  await panel.getByRole('button', { name: 'Start a change request' }).click();
  await prompt.getByRole('button', { name: 'E-mail a code to me' }).click();
  await expect(prompt.getByText(/^We sent a 6-digit code to/)).toContainText(`${email[0]}•••@`);
  await prompt.getByRole('textbox', { name: 'Code' }).fill('000000');
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt.getByRole('alert')).toHaveText('That code is not right. Check it and try again.');
  await accessible(page);
  await atPhoneAndDesktop(page, 'step-up-code', { fullPage: false });
  await prompt.getByRole('textbox', { name: 'Code' }).fill(await stepUpCodeFromMailbox(page, email));
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt).toHaveCount(0);

  // The start went on by itself, and the submit a moment later needs no second prompt.
  await expect(panel.getByText('Being prepared', { exact: true })).toBeVisible();
  await fillNewAddress(page);
  await addProof(page, proofGroup(page, 'Proof of address'), 'plain.png');
  await submitChangeRequest(page);
  await expect(stepUpPrompt(page)).toHaveCount(0);
  await page.reload();
  await expect(
    changeRequestsPanel(page)
      .getByRole('status')
      .filter({ hasText: /^Submitted .* — we are reviewing it$/ }),
  ).toBeVisible();
});
