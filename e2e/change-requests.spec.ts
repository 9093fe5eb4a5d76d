import { newEmail, signUpThroughApi } from './account-kit.js';
import { accessible, fitsWidth, tabTo } from './application-kit.js';
import {
  addProof,
  changeRequestsPanel,
  fillNewAddress,
  openChangeRequests,
  proofGroup,
  sampleFile,
  startChangeRequest,
  submitChangeRequest,
} from './change-requests-kit.js';
import { expect, test } from './fixtures.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { stepUpCodeFromMailbox, stepUpPrompt } from './step-up-kit.js';

// Each test signs up, uploads and waits on the account page's answers.
test.describe.configure({ timeout: 90_000 });

test('an applicant files an address change: start, the new address, a proof added, removed and added again, submitted', async ({
  page,
}) => {
  // No application is needed: a new account may ask for a change.
  const email = newEmail('change-address');
  await signUpThroughApi(page, email);
  const panel = await openChangeRequests(page);
  await expect(panel.getByText('You have not asked for a change yet.')).toBeVisible();
  await accessible(page);
  await atPhoneAndDesktop(page, 'change-requests-start', { checkFits: true });

  await startChangeRequest(page, ['Home address'], email);
  await expect(panel.getByRole('heading', { name: 'Your request to change your home address' })).toBeVisible();
  await fillNewAddress(page);

  const proofs = proofGroup(page, 'Proof of address');
  await addProof(page, proofs, 'plain.png');
  await expect(proofs.getByRole('listitem')).toContainText('Proof of address ·');
  await proofs.getByRole('button', { name: 'Remove plain.png' }).click();
  await expect(proofs.getByText('No file added yet.')).toBeVisible();
  await expect(proofs.getByRole('alert')).toHaveCount(0);
  // Gone on the server too: a reload shows the group empty.
  await page.reload();
  await expect(proofGroup(page, 'Proof of address').getByText('No file added yet.')).toBeVisible();
  // The form starts empty again after a reload; what was typed is not kept.
  await fillNewAddress(page);
  await addProof(page, proofGroup(page, 'Proof of address'), 'plain.png');
  await accessible(page);
  await atPhoneAndDesktop(page, 'change-requests-pending', { checkFits: true });

  await submitChangeRequest(page);
  await expect(panel.getByRole('button', { name: 'Submit the request' })).toHaveCount(0);
  await expect(panel.getByRole('checkbox', { name: 'Home address' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: /^Cancel this request/ })).toBeVisible();
  await accessible(page);
  await atPhoneAndDesktop(page, 'change-requests-submitted', { checkFits: true });

  // Still submitted after a reload: the server has it.
  await page.reload();
  await expect(
    changeRequestsPanel(page)
      .getByRole('status')
      .filter({ hasText: /^Submitted .* — we are reviewing it$/ }),
  ).toBeVisible();
});

test.describe('a refused upload', () => {
  // The upload's 415 is an answer the panel shows; Chromium still logs it as a failed resource.
  test.use({ expectedFailedResources: ['/api/v1/change-requests/'] });

  test('a file that is not a document is refused beside its group in plain words; submitting without a proof says what is missing', async ({
    page,
  }) => {
    const email = newEmail('change-wrong-file');
    await signUpThroughApi(page, email);
    await openChangeRequests(page);
    await startChangeRequest(page, ['Home address'], email);
    const proofs = proofGroup(page, 'Proof of address');
    await proofs.getByLabel('Add a file to proof of address').setInputFiles(sampleFile('not-a-document.elf'));
    await expect(proofs.getByRole('alert')).toHaveText(
      'We accept JPEG, PNG, HEIC and PDF files. Take a photo of the document or save it as a PDF, then upload it again.',
    );
    await expect(proofs.getByText('No file added yet.')).toBeVisible();
    await expect(proofs).not.toHaveAttribute('aria-busy', 'true');

    await fillNewAddress(page);
    await changeRequestsPanel(page).getByRole('button', { name: 'Submit the request' }).click();
    await expect(page.locator(':focus')).toContainText('Please check the highlighted fields');
    await expect(proofs).toContainText('Please add at least one file to proof of address');
    await accessible(page);
    await atPhoneAndDesktop(page, 'change-requests-refused', { checkFits: true });
  });
});

test.describe('on a 360 × 740 phone, with the keyboard only', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('start, fill, add a proof, submit and cancel without a mouse', async ({ page }) => {
    const email = newEmail('change-keyboard');
    await signUpThroughApi(page, email);
    const panel = await openChangeRequests(page);

    // From here on only page.keyboard (and the file chooser a key press opens).
    await tabTo(page, panel.getByRole('checkbox', { name: 'Home address' }));
    await page.keyboard.press('Space');
    await tabTo(page, panel.getByRole('button', { name: 'Start a change request' }));
    await page.keyboard.press('Enter');
    // The step-up (decision 073) by keyboard too: the e-mail button, then the code field has the focus.
    const prompt = stepUpPrompt(page);
    await tabTo(page, prompt.getByRole('button', { name: 'E-mail a code to me' }));
    await page.keyboard.press('Enter');
    await expect(prompt.getByRole('textbox', { name: 'Code' })).toBeFocused();
    await page.keyboard.type(await stepUpCodeFromMailbox(page, email));
    await page.keyboard.press('Enter');
    await expect(prompt).toHaveCount(0);
    await expect(panel.getByText('Being prepared', { exact: true })).toBeVisible();

    await tabTo(page, panel.getByLabel('Street address'));
    await page.keyboard.type('77 Harbor Way');
    await tabTo(page, panel.getByLabel('City'));
    await page.keyboard.type('Portland');
    await tabTo(page, panel.getByLabel('State'));
    await page.keyboard.type('Oregon');
    await expect(panel.getByLabel('State').locator('option:checked')).toHaveText('Oregon');
    await tabTo(page, panel.getByLabel('ZIP code'));
    await page.keyboard.type('97201');

    const proofs = proofGroup(page, 'Proof of address');
    const picker = proofs.getByLabel('Add a file to proof of address');
    await tabTo(page, picker);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(sampleFile('plain.png'));
    await expect(proofs.getByRole('listitem').filter({ hasText: 'plain.png' })).toBeVisible();
    await fitsWidth(page);

    await tabTo(page, panel.getByRole('button', { name: 'Submit the request' }));
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status').filter({ hasText: /^Submitted .* — we are reviewing it$/ })).toBeVisible();

    await tabTo(page, panel.getByRole('button', { name: /^Cancel this request/ }));
    await page.keyboard.press('Enter');
    await expect(panel.getByText(/^Cancel your request to change your home address\?/)).toBeFocused();
    await tabTo(page, panel.getByRole('button', { name: 'Yes, cancel it' }));
    await page.keyboard.press('Enter');
    // The Cancel button is gone; focus lands on the new status, not on the page's top.
    await expect(panel.getByRole('status').filter({ hasText: /^Cancelled / })).toBeFocused();
    await expect(panel.getByRole('checkbox', { name: 'Home address' })).toBeEnabled();
    await fitsWidth(page);
    await accessible(page);
  });
});
