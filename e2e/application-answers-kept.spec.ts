import type { Page } from '@playwright/test';
import {
  allSaved,
  answerEmployed,
  answerIdentification,
  applicationOnServer,
  choose,
  goBack,
  goOn,
  heading,
  identity,
  signUpToApplication,
} from './application-kit.js';
import { expect, test } from './fixtures.js';

test.describe.configure({ timeout: 90_000 });

const saveStatus = (page: Page) => page.locator('.wizard-bar__status');
const unsaved = 'Unsaved changes';

/** Everything this page keeps in localStorage and sessionStorage, read in the page itself. */
const browserStorage = (page: Page) =>
  page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));

/** From the first question to "About you" on the US-expat track. */
async function toAboutYou(page: Page, label: string): Promise<void> {
  await signUpToApplication(page, label);
  await choose(page, 'Are you a US citizen or a green card holder?', 'No');
  await choose(page, 'How long have you lived in the US?', '1 to 2 years');
  await goOn(page, 'About you');
}

test('answers typed on a step are there after a reload, the SSN never in browser storage, and the status says they are unsaved', async ({
  page,
}) => {
  await toAboutYou(page, 'kept-reload');
  await allSaved(page);
  await answerIdentification(page, { ...identity, street: '7 Reload Road', city: 'Round Rock' });
  await expect(saveStatus(page)).toHaveText(unsaved);

  const stored = await browserStorage(page);
  expect(stored).toContain('7 Reload Road');
  for (const secret of ['123456789', '123-45-6789', '6789', identity.dob]) expect(stored).not.toContain(secret);

  await page.reload();
  await expect(heading(page)).toHaveText('About you');
  await expect(page.getByLabel('Street address')).toHaveValue('7 Reload Road');
  await expect(page.getByLabel('City')).toHaveValue('Round Rock');
  await expect(page.getByLabel('Your US residence or visa status')).toHaveValue(identity.status ?? '');
  // The SSN and date of birth were never kept, so they are asked again; the status does not pretend otherwise.
  await expect(page.getByLabel('Social Security number (SSN)')).toHaveValue('');
  await expect(page.getByLabel('Date of birth')).toHaveValue('');
  await expect(saveStatus(page)).toHaveText(unsaved);
  expect(await browserStorage(page)).not.toContain('6789');

  await answerIdentification(page, { ...identity, street: '7 Reload Road', city: 'Round Rock' });
  await goOn(page, 'Your work');
  await allSaved(page);
  // Saved: the browser's copy is gone; the server has the answers.
  expect(await browserStorage(page)).not.toContain('7 Reload Road');
  await goBack(page, 'About you');
  await expect(page.getByLabel('Street address')).toHaveValue('7 Reload Road');
});

test('"Save and exit" saves what was typed on the step, without moving on, and the applicant comes back to it', async ({
  page,
}) => {
  await toAboutYou(page, 'kept-exit');
  await answerIdentification(page, identity);
  await goOn(page, 'Your work');
  // Half the step: the rest is not answered yet.
  await choose(page, 'What is your employment status?', 'Employed');
  await page.getByLabel('Employer name').fill('Exit Logistics');
  await page.getByLabel('Job title').fill('Dispatcher');
  await expect(saveStatus(page)).toHaveText(unsaved);

  const saved = page.waitForResponse(
    (response) => response.status() === 200 && response.request().postData()?.includes('Exit Logistics') === true,
  );
  await page.getByRole('button', { name: 'Save and exit' }).click();
  await saved;
  await expect(page).toHaveURL(/\/account$/);
  expect((await applicationOnServer(page)).stepName).toBe('US_Expat_Employment');

  // Nothing comes from this browser: what shows is what the server holds.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/application');
  await expect(heading(page)).toHaveText('Your work');
  await expect(page.getByLabel('Employer name')).toHaveValue('Exit Logistics');
  await expect(page.getByLabel('Job title')).toHaveValue('Dispatcher');
  await allSaved(page);
});

test('browser Back and Forward move between steps like the wizard’s Back, and the path stays /application', async ({
  page,
}) => {
  await toAboutYou(page, 'kept-history');
  await answerIdentification(page, identity);
  await goOn(page, 'Your work');
  await answerEmployed(page);
  await goOn(page, 'Your income and costs');
  await allSaved(page);

  await page.goBack();
  await expect(heading(page)).toHaveText('Your work');
  await page.goBack();
  await expect(heading(page)).toHaveText('About you');
  await allSaved(page);
  await expect(page).toHaveURL(/\/application$/);
  expect((await applicationOnServer(page)).stepName).toBe('US_Expat_Identification');

  // Forward re-applies Continue where the step on show is complete.
  await page.goForward();
  await expect(heading(page)).toHaveText('Your work');
  await allSaved(page);
  await page.goForward();
  await expect(heading(page)).toHaveText('Your income and costs');
  await allSaved(page);
  expect((await applicationOnServer(page)).stepName).toBe('US_Expat_Financial_Info');

  // After a reload, Back still goes to the step before, mid-flow, never out of the wizard.
  await page.reload();
  await expect(heading(page)).toHaveText('Your income and costs');
  await page.goBack();
  await expect(heading(page)).toHaveText('Your work');
  await page.goBack();
  await expect(heading(page)).toHaveText('About you');
  await page.goBack();
  await expect(heading(page)).toHaveText('Let’s find the right application for you');
  await expect(page).toHaveURL(/\/application$/);
  await allSaved(page);
  expect((await applicationOnServer(page)).stepName).toBe('PreResidency_Question');
});
