import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  accessible,
  applicationOnServer,
  goOn,
  heading,
  identity,
  notWorkingFirstJobNext,
  pickWithKeyboard,
  startApplication,
  ypToConfirmIncome,
} from './application-kit.js';
import { expect, test } from './fixtures.js';

test.describe.configure({ timeout: 120_000 });

// Sample documents made by the document-check sandbox's generator (docs/sandbox.md), for Priya Raman born 1994-05-17.
const samples = path.resolve('apps/server/src/modules/documents/document-check/samples/files');
const ssn = '456789012';

/**
 * The right option of each sandbox question comes from the applicant's own
 * answers (docs/sandbox.md "Identity questions"); not employed, so no employer.
 */
const rightAnswers: Record<string, string> = {
  'Which of these streets is your current address on?': identity.street,
  'Which of these employers have you worked for?': 'None of the above',
  'In which year were you born?': identity.dob.slice(0, 4),
  'Which of these cities have you had an address in?': identity.city,
  'Which of these are the last four digits of your Social Security number?': ssn.slice(-4),
  'Which of these ZIP codes has been linked to your address?': identity.zip,
};

/** A young professional, not employed, with income confirmed by upload: on YP_Identity_Verification. */
async function toIdentityQuestions(page: Page, request: Parameters<typeof startApplication>[1], label: string) {
  await startApplication(page, request, label);
  await ypToConfirmIncome(page, notWorkingFirstJobNext);
  // The first proof of income is one choice away from bank linking: no options screen in between.
  await page.getByRole('button', { name: 'Upload a proof of income' }).click();
  await expect(heading(page)).toHaveText('Upload a proof of income');
  await page.getByLabel('Choose a file for your proof of income').setInputFiles(path.join(samples, 'plain.png'));
  await expect(
    page.getByRole('region', { name: 'Proof of income' }).getByText('Checked: this document is accepted.'),
  ).toBeVisible({ timeout: 20_000 });
  await goOn(page, 'Confirm your identity');
}

/** Answers the question on screen: right by the applicant's answers, or a wrong option. */
async function answerQuestion(page: Page, progress: string, how: 'right' | 'wrong' | 'keyboard' = 'right') {
  await expect(page.getByText(progress, { exact: true })).toBeVisible();
  const group = page.getByRole('group');
  const prompt = (await group.locator('legend').textContent()) ?? '';
  const right = rightAnswers[prompt];
  if (!right) throw new Error(`unexpected question: ${prompt}`);
  if (how === 'keyboard') await pickWithKeyboard(page, prompt, right);
  else if (how === 'right') await group.getByLabel(right, { exact: true }).check();
  else
    await group
      .getByRole('radio')
      .and(page.locator(`:not([value="${right}"])`))
      .first()
      .check();
  const last = /(\d+) of \1$/.test(progress);
  await page.getByRole('button', { name: last ? 'Send my answers' : 'Next', exact: true }).click();
}

async function finish(page: Page) {
  await page.getByLabel('I have read and accept these documents').check();
  await goOn(page, 'Verify your e-mail address');
  await goOn(page, 'Your application is with us', 'Send my application');
  await expect(page.getByRole('heading', { name: 'Thank you, your application has been sent' })).toBeVisible();
  await expect.poll(async () => (await applicationOnServer(page)).status).toBe('submitted');
}

test('(c) young professional: identity questions go to the challenge set and pass, to Application_Completed', async ({
  page,
  request,
}) => {
  await toIdentityQuestions(page, request, 'kba-challenge');
  // Continue is not offered until the identity is confirmed.
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toHaveCount(0);
  await answerQuestion(page, 'Question 1 of 4', 'keyboard');
  await accessible(page);
  await answerQuestion(page, 'Question 2 of 4');
  await answerQuestion(page, 'Question 3 of 4', 'wrong');
  await answerQuestion(page, 'Question 4 of 4');

  await expect(page.getByText('One answer did not match our records.')).toBeVisible();
  await accessible(page);
  await answerQuestion(page, 'Question 1 of 2');
  await answerQuestion(page, 'Question 2 of 2');
  await expect(page.getByText('Thank you, we have confirmed your identity')).toBeVisible();
  await accessible(page);
  await goOn(page, 'Check your answers');
  await finish(page);
});

test('(d) young professional: identity questions fail, then an ID upload, to Application_Completed', async ({
  page,
  request,
}) => {
  await toIdentityQuestions(page, request, 'kba-failed');
  await answerQuestion(page, 'Question 1 of 4', 'wrong');
  await answerQuestion(page, 'Question 2 of 4', 'wrong');
  await answerQuestion(page, 'Question 3 of 4');
  await answerQuestion(page, 'Question 4 of 4');

  await expect(page.getByText('We could not confirm your identity with these questions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start again', exact: true })).toBeVisible();
  await accessible(page);
  await page.getByRole('button', { name: 'Upload an identity document', exact: true }).click();
  await expect(heading(page)).toHaveText('Upload an identity document');
  await page.getByLabel('Which document will you upload?').selectOption({ label: 'Passport' });
  await page.getByLabel('Choose a file for your passport').setInputFiles(path.join(samples, 'passport-valid.pdf'));
  await expect(
    page.getByRole('region', { name: 'Passport' }).getByText('Checked: this document is accepted.'),
  ).toBeVisible({ timeout: 20_000 });
  await goOn(page, 'Check your answers');
  await finish(page);
});

test('young professional: reloading mid identity questions keeps the answers already chosen', async ({
  page,
  request,
}) => {
  await toIdentityQuestions(page, request, 'kba-reload');
  await answerQuestion(page, 'Question 1 of 4');
  await answerQuestion(page, 'Question 2 of 4');
  await expect(page.getByText('Question 3 of 4', { exact: true })).toBeVisible();
  const prompt = (await page.getByRole('group').locator('legend').textContent()) ?? '';
  const right = rightAnswers[prompt];
  if (!right) throw new Error(`unexpected question: ${prompt}`);
  await page.getByRole('group').getByLabel(right, { exact: true }).check();

  // The tab keeps the positions of the options chosen, never their text (the SSN's last four is one of them).
  const kept = await page.evaluate(() => sessionStorage.getItem('waypoint.unsaved.identity-questions'));
  expect(kept).not.toBeNull();
  for (const answer of Object.values(rightAnswers).filter((text) => text !== 'None of the above')) {
    expect(kept).not.toContain(answer);
  }

  await page.reload();
  await expect(heading(page)).toHaveText('Confirm your identity');
  await expect(page.getByText('Question 3 of 4', { exact: true })).toBeVisible();
  await expect(page.getByRole('group').getByLabel(right, { exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await answerQuestion(page, 'Question 4 of 4');
  // All four right, two of them chosen before the reload: the check passes at once, with no challenge set.
  await expect(page.getByText('Thank you, we have confirmed your identity')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('waypoint.unsaved.identity-questions'))).toBeNull();
});
