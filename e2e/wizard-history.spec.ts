import type { Page } from '@playwright/test';
import {
  allSaved,
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

// The browser's Back and Forward move between the wizard's steps like its own Back and
// Continue, with the server's rules, and the address stays /application (decision 019).
test.describe.configure({ timeout: 90_000 });

const firstScreen = 'Let’s find the right application for you';

/** The step the server holds once every save has landed. */
async function serverStep(page: Page): Promise<string> {
  await allSaved(page);
  return (await applicationOnServer(page)).stepName;
}

/** Signs up and answers the first screen and "About you" of the US-expat track, up to "Your work". */
async function toYourWork(page: Page, label: string): Promise<void> {
  await signUpToApplication(page, label);
  await choose(page, 'Are you a US citizen or a green card holder?', 'No');
  await choose(page, 'How long have you lived in the US?', '1 to 2 years');
  await goOn(page, 'About you');
  await answerIdentification(page, identity);
  await goOn(page, 'Your work');
  await allSaved(page);
}

test('Continue, Continue, browser Back, Continue; then a reload after Back keeps Back and Forward in the wizard', async ({
  page,
}) => {
  await toYourWork(page, 'history-continue');

  await page.goBack();
  await expect(heading(page)).toHaveText('About you');
  await expect(page).toHaveURL(/\/application$/);
  expect(await serverStep(page)).toBe('US_Expat_Identification');
  // The answers given before are there, as after the wizard's own Back.
  await expect(page.getByLabel('Street address')).toHaveValue(identity.street);

  await goOn(page, 'Your work');
  expect(await serverStep(page)).toBe('US_Expat_Employment');

  // Back again, then a reload: the entries are still the wizard's.
  await page.goBack();
  await expect(heading(page)).toHaveText('About you');
  expect(await serverStep(page)).toBe('US_Expat_Identification');
  await page.reload();
  await expect(heading(page)).toHaveText('About you');
  await page.goForward();
  await expect(heading(page)).toHaveText('Your work');
  expect(await serverStep(page)).toBe('US_Expat_Employment');
  await page.goBack();
  await expect(heading(page)).toHaveText('About you');
  await page.goBack();
  await expect(heading(page)).toHaveText(firstScreen);
  await expect(page).toHaveURL(/\/application$/);
  expect(await serverStep(page)).toBe('PreResidency_Question');
});

test('browser Back then the wizard’s Back, and Forward after Back, are one history', async ({ page }) => {
  await toYourWork(page, 'history-mixed');

  await page.goBack();
  await expect(heading(page)).toHaveText('About you');
  await goBack(page, firstScreen);
  expect(await serverStep(page)).toBe('PreResidency_Question');
  // The wizard's Back went back one entry: nothing was added on top, so Forward goes on.
  const length = await page.evaluate(() => history.length);
  await page.goForward();
  await expect(heading(page)).toHaveText('About you');
  expect(await serverStep(page)).toBe('US_Expat_Identification');
  await page.goForward();
  await expect(heading(page)).toHaveText('Your work');
  expect(await serverStep(page)).toBe('US_Expat_Employment');
  expect(await page.evaluate(() => history.length)).toBe(length);

  // The wizard's Back, then the browser's Forward back to where it was.
  await goBack(page, 'About you');
  await page.goForward();
  await expect(heading(page)).toHaveText('Your work');
  expect(await serverStep(page)).toBe('US_Expat_Employment');
  await expect(page).toHaveURL(/\/application$/);
});

test('Back on the first step leaves the wizard and nothing is broken on the way back', async ({ page }) => {
  await signUpToApplication(page, 'history-first');
  await allSaved(page);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/application$/);
  await page.goForward();
  await expect(heading(page)).toHaveText(firstScreen);
  await choose(page, 'Are you a US citizen or a green card holder?', 'No');
  await choose(page, 'How long have you lived in the US?', '1 to 2 years');
  await goOn(page, 'About you');
  await page.goBack();
  await expect(heading(page)).toHaveText(firstScreen);
  expect(await serverStep(page)).toBe('PreResidency_Question');
});
