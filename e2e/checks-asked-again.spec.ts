import type { Page } from '@playwright/test';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import {
  accessible,
  answerEmployed,
  answerFinances,
  answerIdentification,
  applicationOnServer,
  choose,
  goOn,
  heading,
  identity,
  startApplication,
} from './application-kit.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { staffSignedIn } from './ops-kit.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';
import { accepted, openOnAnotherDevice, uploadSample, workEmailLinkFromMailbox } from './work-email-kit.js';

/**
 * Decision 053 through the screens (product-rules#check-dependencies): a young
 * professional verified at Acme Robotics with a $95,000 income changes the
 * employer and the income on review. Each check that rested on them is asked
 * again, saying why; the application goes only once they are done again, and
 * the back office reads the new results. A server of its own, in this
 * process, so the staff CLI's code path shares its database.
 */
const port = mainPort + 56;
const baseURL = `http://127.0.0.1:${port}`;
// The first PDF check loads pdf.js (docs/sandbox.md: 1–2 s); a busy machine takes longer.
const uploadCheckMs = 30_000;

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ baseURL });

test.beforeAll(async () => {
  // The browser waits for mail (sign-up, the work e-mail link): the jobs run on their own, as in production.
  server = await startInProcessServer(port, { JOB_POLL_INTERVAL_MS: '500' });
});

test.afterAll(async () => {
  await server.close();
});

async function uploadProofOfIncome(page: Page, { askedAgain = false, screenshot = '' } = {}): Promise<void> {
  if ((await heading(page).textContent()) !== 'Upload a proof of income') {
    // A document on file from before the change is not offered: only a new upload counts.
    await expect(page.getByRole('button', { name: 'Use the document on file' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Upload a proof of income' }).click();
  }
  await expect(heading(page)).toHaveText('Upload a proof of income');
  if (askedAgain) {
    // The uploader says why too, and the file from before the change does not count: the step asks for a new one.
    await expect(page.getByText(/so what you confirmed here before no longer counts/)).toContainText(
      'Please upload a proof of income for your new income or employer.',
    );
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // The summary takes the focus, as on every step.
    await expect(page.locator(':focus')).toContainText('Please finish the items below');
    await expect(page.locator(':focus')).toContainText('Proof of income: upload a document we can accept');
    await expect(accepted(page, 'Proof of income')).toHaveCount(0);
    if (screenshot) await atPhoneAndDesktop(page, screenshot, { checkFits: true });
  }
  await uploadSample(page, 'proof of income', 'plain.png');
  await expect(accepted(page, 'Proof of income')).toBeVisible({ timeout: uploadCheckMs });
}

async function confirmEmployerByWorkEmail(page: Page, workEmail: string): Promise<void> {
  await choose(page, 'How would you like to confirm your employer?', 'With my work e-mail address');
  await page.getByLabel('Your work e-mail address').fill(workEmail);
  await goOn(page, 'Check your work inbox', 'Send me the link');
  const phone = await openOnAnotherDevice(page, await workEmailLinkFromMailbox(page.request, workEmail));
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Work e-mail confirmed');
  await phone.context().close();
  await page.getByRole('button', { name: 'I have opened the link' }).click();
  await goOn(page, 'Your employer is confirmed');
}

test('income and employer changed on review after verification: the checks are asked again, then the application goes and the back office reads the new results', async ({
  page,
  request,
  browser,
}) => {
  await startApplication(page, request, 'asked-again');
  await choose(page, 'Are you a US citizen or a green card holder?', 'Yes');
  await goOn(page, 'About you');
  await answerIdentification(page, { ...identity, status: undefined, ssn: '456789013' });
  await goOn(page, 'Your work');
  await answerEmployed(page, 'Acme Robotics');
  await goOn(page, 'Your income and costs');
  await answerFinances(page, { income: '95000', housing: 'I live with family' });
  await goOn(page, 'Confirm your income');
  await uploadProofOfIncome(page);
  await goOn(page, 'Confirm your employer');
  await confirmEmployerByWorkEmail(page, `priya-${Date.now()}@acme-robotics.example`);
  await goOn(page, 'Confirm your identity');
  await page.getByRole('button', { name: 'Upload an identity document instead' }).click();
  await page.getByLabel('Which document will you upload?').selectOption({ label: 'Passport' });
  await uploadSample(page, 'passport', 'passport-valid.pdf');
  await expect(accepted(page, 'Passport')).toBeVisible({ timeout: uploadCheckMs });
  await goOn(page, 'Check your answers');
  const checks = page.getByRole('region', { name: 'What we checked' });
  await expect(checks).toContainText('Employer confirmed✓ Confirmed by your work e-mail');

  // The employer changes on review: the employer's confirmation and the proof of income (it names the employer) go stale.
  await page.getByRole('link', { name: 'Change your work' }).click();
  await expect(heading(page)).toHaveText('Your work');
  await page.getByLabel('Employer name').fill('Globex Corporation');
  await page.getByLabel('Employer website').fill('globex.example');
  await page.getByRole('button', { name: 'Save and return to review' }).click();
  await expect(heading(page)).toHaveText(/Other ways to confirm your income|Confirm your income/);
  const askedAgain = page.getByText(/so what you confirmed here before no longer counts/);
  await expect(askedAgain).toHaveText(
    'You changed your employer, so what you confirmed here before no longer counts. Please upload a proof of income for your new income or employer.',
  );
  await accessible(page);
  await atPhoneAndDesktop(page, 'checks-asked-again', { checkFits: true });
  await uploadProofOfIncome(page, { askedAgain: true, screenshot: 'proof-of-income-asked-again' });
  await goOn(page, 'Confirm your employer');
  await expect(page.getByText(/so what you confirmed here before no longer counts/)).toHaveText(
    'You changed your employer and your employer’s website, so what you confirmed here before no longer counts. Please confirm your new employer by work e-mail or workplace address.',
  );
  await confirmEmployerByWorkEmail(page, `priya-${Date.now()}@globex.example`);
  await goOn(page, 'Confirm your identity');
  await goOn(page, 'Check your answers');

  // The income changes on review: its proof is asked again.
  await page.getByRole('link', { name: 'Change your income and costs' }).click();
  await page.getByLabel('Your yearly income before tax').fill('250000');
  await page.getByRole('button', { name: 'Save and return to review' }).click();
  await expect(heading(page)).toHaveText(/Other ways to confirm your income|Confirm your income/);
  await expect(page.getByText(/so what you confirmed here before no longer counts/)).toContainText(
    'You changed your income',
  );
  await uploadProofOfIncome(page, { askedAgain: true });
  // The employer was confirmed on the new answers already: nothing there is asked again.
  await goOn(page, 'Your employer is confirmed');
  await goOn(page, 'Confirm your identity');
  await goOn(page, 'Check your answers');
  await expect(checks).toContainText('Employer confirmed✓ Confirmed by your work e-mail');
  await expect(checks).not.toContainText('Asked again');
  await page.getByLabel('I have read and accept these documents').check();
  await goOn(page, 'Verify your e-mail address');
  await goOn(page, 'Your application is with us', 'Send my application');
  await expect.poll(async () => (await applicationOnServer(page)).status, { timeout: 15_000 }).toBe('submitted');
  const { rows } = await server.database.sql.executeSql('select id from applications order by id desc limit 1');
  const applicationId = (rows as { id: number }[])[0]?.id;
  for (let round = 0; round < 3; round += 1) await server.jobs.drain();

  // The back office reads the checks done on the new answers.
  const reviewer = await staffSignedIn(browser, server, baseURL, 'asked-again-reviewer@bank.example', 'reviewer');
  await reviewer.goto(`/ops/applications/${applicationId}`);
  const results = reviewer.getByRole('region', { name: 'Check results, scrollable' });
  await expect(results.getByRole('row', { name: /Employer/ })).toContainText('Passed');
  await expect(results).not.toContainText('Stale');
  await expect(reviewer.getByText('Globex Corporation').first()).toBeVisible();
  await expect(reviewer.getByText('$250,000').first()).toBeVisible();
  await expect(reviewer.getByText(/@globex\.example/).first()).toBeVisible();
});
