import {
  accessible,
  answerEmployed,
  answerFinances,
  answerIdentification,
  choose,
  goOn,
  heading,
  identity,
  startApplication,
} from './application-kit.js';
import { expect, test } from './fixtures.js';
import {
  accepted,
  applicationOnServer,
  openOnAnotherDevice,
  uploadSample,
  workEmailLinkFromMailbox,
} from './work-email-kit.js';

// The whole track with two uploads and a second browser context; slow machines need the margin.
test.describe.configure({ timeout: 180_000 });
// The first PDF check loads pdf.js (docs/sandbox.md: 1–2 s); a busy machine takes longer.
const uploadCheckMs = 30_000;

test('young professional: the employer confirmed by the work e-mail link, from the start to Application_Completed', async ({
  page,
  request,
}) => {
  await startApplication(page, request, 'work-email-yp');
  await choose(page, 'Are you a US citizen or a green card holder?', 'Yes');
  await goOn(page, 'About you');
  await answerIdentification(page, { ...identity, status: undefined, ssn: '456789012' });
  await goOn(page, 'Your work');
  // acme-robotics.example is no large employer in the tables, so the website check fails (product-rules#employer-check-skip).
  await answerEmployed(page, 'Acme Robotics');
  await goOn(page, 'Your income and costs');
  await answerFinances(page, { income: '95000', housing: 'I live with family' });
  await goOn(page, 'Confirm your income');
  // Progress moves on within the verification screens: one check of three at a time.
  const progress = page.getByRole('navigation', { name: 'Application progress' });
  const filled = async () =>
    parseFloat(await page.locator('.wizard-progress__fill').evaluate((bar) => (bar as HTMLElement).style.width));
  await expect(progress).toContainText('Verification, check 1 of 3: your income');
  const incomeFill = await filled();

  // The first proof of income is one choice away from bank linking: no options screen in between.
  await page.getByRole('button', { name: 'Upload a proof of income' }).click();
  await expect(heading(page)).toHaveText('Upload a proof of income');
  await uploadSample(page, 'proof of income', 'plain.png');
  await expect(accepted(page, 'Proof of income')).toBeVisible({ timeout: uploadCheckMs });
  await goOn(page, 'Confirm your employer');
  await expect(progress).toContainText('Verification, check 2 of 3: your employer');
  expect(await filled()).toBeGreaterThan(incomeFill);
  await accessible(page);

  // Bad input: a personal address and another company's domain are refused beside the field.
  await choose(page, 'How would you like to confirm your employer?', 'With my work e-mail address');
  const workEmailField = page.getByLabel('Your work e-mail address');
  await workEmailField.fill('priya.raman@gmail.com');
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(workEmailField).toHaveAccessibleDescription(/looks like a personal e-mail address/);
  await workEmailField.fill('priya@other-company.example');
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(workEmailField).toHaveAccessibleDescription(/does not belong to your employer's website/);

  const workEmail = `priya-${Date.now()}@acme-robotics.example`;
  await workEmailField.fill(workEmail);
  await goOn(page, 'Check your work inbox', 'Send me the link');
  await expect(page.getByText(`We sent a link to ${workEmail}`)).toBeVisible();
  // The screen's heading says it once.
  await expect(page.getByRole('heading', { name: 'Check your work inbox' })).toHaveCount(1);
  // Pressed before the link is opened, "I have opened the link" says what it found.
  await page.getByRole('button', { name: 'I have opened the link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We checked: your employer is not confirmed yet.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toHaveCount(0);
  await accessible(page);

  // The link opens on another device, without a session, and works once.
  const link = await workEmailLinkFromMailbox(request, workEmail);
  const phone = await openOnAnotherDevice(page, link);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Work e-mail confirmed');
  await expect(phone.getByText('Your work email has been verified.').first()).toBeVisible();
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('This link has already been used');
  await expect(phone.getByRole('link', { name: 'Resume your application' })).toBeVisible();
  await phone.context().close();

  // Back on the application, the wizard notices the verification.
  await page.getByRole('button', { name: 'I have opened the link' }).click();
  await expect(page.getByRole('heading', { name: 'Your work email has been verified.' })).toBeVisible();
  await goOn(page, 'Your employer is confirmed');
  await goOn(page, 'Confirm your identity');
  await expect(progress).toContainText('Verification, check 3 of 3: your identity');

  // The identity questions' other way through (the identity questions screen).
  await page.getByRole('button', { name: 'Upload an identity document instead' }).click();
  await expect(heading(page)).toHaveText('Upload an identity document');
  await page.getByLabel('Which document will you upload?').selectOption({ label: 'Passport' });
  await uploadSample(page, 'passport', 'passport-valid.pdf');
  await expect(accepted(page, 'Passport')).toBeVisible({ timeout: uploadCheckMs });
  await goOn(page, 'Check your answers');
  await page.getByLabel('I have read and accept these documents').check();
  await goOn(page, 'Verify your e-mail address');
  await goOn(page, 'Your application is with us', 'Send my application');

  // The completed screen shows at once; the submission follows the queued saves (decision 007).
  await expect.poll(async () => (await applicationOnServer(page)).status, { timeout: 15_000 }).toBe('submitted');
  const application = await applicationOnServer(page);
  expect(application.stepName).toBe('YP_Application_Completed');
  expect(application.submissionDate).not.toBeNull();
});
