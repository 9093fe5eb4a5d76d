import type { Page } from '@playwright/test';
import { signOut } from './account-kit.js';
import {
  allSaved,
  answerIdentification,
  answerNextCall,
  applicationOnServer,
  choose,
  goBack,
  goOn,
  heading,
  identity,
  internalServerError,
  signUpToApplication,
} from './application-kit.js';
import { expect, test } from './fixtures.js';
import { atPhoneAndDesktop } from './screenshots.js';

// Answers typed on a step survive a reload and "Save and exit" (decision 019), written as the
// reproduction: type, reload or leave, and look for the answers and for what the status said.
test.describe.configure({ timeout: 90_000 });

const saveStatus = (page: Page) => page.locator('.wizard-bar__status');
const unsaved = 'Unsaved changes';
const saveApplicationError = 'Something went wrong while trying to save your application. Try to refresh the page.';

/** Everything this page keeps in localStorage and sessionStorage, read in the page itself. */
const browserStorage = (page: Page) =>
  page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));

/** The secrets of `identity` in every form they could be stored in. */
const secrets = ['123456789', '123-45-6789', '6789', identity.dob];

/** From the first question to "About you" on the US-expat track. */
async function toAboutYou(page: Page, label: string): Promise<void> {
  await signUpToApplication(page, label);
  await choose(page, 'Are you a US citizen or a green card holder?', 'No');
  await choose(page, 'How long have you lived in the US?', '1 to 2 years');
  await goOn(page, 'About you');
  await allSaved(page);
}

test('answers typed on a step are there after a reload, never the SSN or date of birth, and the status says they are unsaved', async ({
  page,
}) => {
  await toAboutYou(page, 'kept-reload');
  await answerIdentification(page, { ...identity, street: '7 Reload Road', city: 'Round Rock' });
  // Not "All changes saved": the server has none of it yet.
  await expect(saveStatus(page)).toHaveText(unsaved);
  // The wizard bar, where the status is, at the top of the page.
  await atPhoneAndDesktop(page, 'unsaved-status', { fullPage: false });

  const stored = await browserStorage(page);
  expect(stored).toContain('7 Reload Road');
  for (const secret of secrets) expect(stored).not.toContain(secret);

  await page.reload();
  await expect(heading(page)).toHaveText('About you');
  await expect(page.getByLabel('Street address')).toHaveValue('7 Reload Road');
  await expect(page.getByLabel('City')).toHaveValue('Round Rock');
  await expect(page.getByLabel('Your US residence or visa status')).toHaveValue(identity.status ?? '');
  // The SSN and date of birth were never kept, so they are asked again; the status does not pretend otherwise.
  await expect(page.getByLabel('Social Security number (SSN)')).toHaveValue('');
  await expect(page.getByLabel('Date of birth')).toHaveValue('');
  await expect(saveStatus(page)).toHaveText(unsaved);

  await answerIdentification(page, { ...identity, street: '7 Reload Road', city: 'Round Rock' });
  await goOn(page, 'Your work');
  await allSaved(page);
  // Saved: the browser's copy is gone; the server has the answers.
  expect(await browserStorage(page)).not.toContain('7 Reload Road');
  await goBack(page, 'About you');
  await expect(page.getByLabel('Street address')).toHaveValue('7 Reload Road');
  await allSaved(page);
});

test('a refused save shows the server’s answers, and a reload does not bring the refused ones back', async ({
  page,
}) => {
  await toAboutYou(page, 'kept-refused');
  await answerIdentification(page, identity);
  await goOn(page, 'Your work');
  await goBack(page, 'About you');
  await allSaved(page);

  await page.getByLabel('Street address').fill('9 Refused Road');
  await expect(saveStatus(page)).toHaveText(unsaved);
  const failing = await answerNextCall(page, 'mutation ApplicationCacheSave', { body: internalServerError });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await failing.answered;
  await expect(page.getByRole('alert').getByText(saveApplicationError, { exact: true })).toBeVisible();
  await expect(heading(page)).toHaveText('About you');
  await expect(page.getByLabel('Street address')).toHaveValue(identity.street);
  await expect(saveStatus(page)).toHaveText('All changes saved');
  expect(await browserStorage(page)).not.toContain('9 Refused Road');

  await page.reload();
  await expect(heading(page)).toHaveText('About you');
  await expect(page.getByLabel('Street address')).toHaveValue(identity.street);
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

test('answers left unsaved in the tab are gone once the applicant signs out', async ({ page }) => {
  await toAboutYou(page, 'kept-signout');
  await page.getByLabel('Street address').fill('3 Sign Out Street');
  await expect.poll(() => browserStorage(page)).toContain('3 Sign Out Street');
  // Leaving without a save keeps them for this tab...
  await page.goto('/account');
  expect(await browserStorage(page)).toContain('3 Sign Out Street');
  // ...until the session ends.
  await signOut(page);
  expect(await browserStorage(page)).not.toContain('3 Sign Out Street');
});
