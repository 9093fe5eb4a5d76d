import type { Page } from '@playwright/test';
import {
  allSaved,
  answerIdentification,
  answerNextCall,
  choose,
  goBack,
  goOn,
  heading,
  identity,
  signUpToApplication,
} from './application-kit.js';
import { expect, test } from './fixtures.js';

test.describe.configure({ timeout: 90_000 });
// The outages below are provoked: Chromium logs each 503 and reset connection as a failed resource.
test.use({ expectedFailedResources: ['/api/v1/graphql'] });

const save = 'mutation ApplicationCacheSave';
// What the server answers while its database is down (docs/operations.md).
const serviceUnavailable = {
  status: 503,
  body: {
    errors: [
      {
        message: 'We cannot reach our database just now. Please try again in a few seconds.',
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      },
    ],
  },
};
const retrying = /We could not save, we’ll retry/;
const saveApplicationError = 'Something went wrong while trying to save your application. Try to refresh the page.';

const saveStatus = (page: Page) => page.locator('.wizard-bar__status');

test('a save answered 503 says it will retry, keeps the answers, and is saved on a later try', async ({ page }) => {
  await signUpToApplication(page, 'save-retry');
  await choose(page, 'Are you a US citizen or a green card holder?', 'No');
  await choose(page, 'How long have you lived in the US?', '1 to 2 years');
  await goOn(page, 'About you');
  await answerIdentification(page, identity);
  await page.getByLabel('Street address').fill('7 Retry Road');

  // Two outages in a row, then the server itself answers.
  const second = await answerNextCall(page, save, serviceUnavailable);
  const first = await answerNextCall(page, save, serviceUnavailable);
  const saved = page.waitForResponse(
    (response) => response.status() === 200 && response.request().postData()?.includes('7 Retry Road') === true,
  );
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(heading(page)).toHaveText('Your work');
  await first.answered;
  await expect(saveStatus(page)).toHaveText(retrying);
  await second.answered;
  await saved;

  await allSaved(page);
  await expect(heading(page)).toHaveText('Your work');
  await expect(page.getByText(saveApplicationError)).toHaveCount(0);
  // The server holds the answers the applicant gave during the outage.
  await page.reload();
  await expect(heading(page)).toHaveText('Your work');
  await goBack(page, 'About you');
  await expect(page.getByLabel('Street address')).toHaveValue('7 Retry Road');
});

test('a save that gets no answer is retried the same way', async ({ page }) => {
  await signUpToApplication(page, 'save-retry-offline');
  await choose(page, 'Are you a US citizen or a green card holder?', 'No');
  await choose(page, 'How long have you lived in the US?', '1 to 2 years');
  let aborted = false;
  await page.route('**/api/v1/graphql', async (route) => {
    if (aborted || !route.request().postData()?.includes('ApplicationCacheSave')) return route.fallback();
    aborted = true;
    await route.abort('connectionreset');
  });
  await goOn(page, 'About you');
  await allSaved(page);
  expect(aborted).toBe(true);
  await page.reload();
  await expect(heading(page)).toHaveText('About you');
});
