import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  accessible,
  answerEmployed,
  answerFinances,
  answerIdentification,
  applicationOnServer,
  choose,
  dayFromToday,
  goBack,
  goOn,
  heading,
  identity,
  notWorkingAfterAJob,
  startApplication,
  ypToConfirmIncome,
} from './application-kit.js';
import { expect, test } from './fixtures.js';

test.describe.configure({ timeout: 120_000 });

// Sample documents made by the document-check sandbox's generator (docs/sandbox.md), for Priya Raman born 1994-05-17.
const samples = path.resolve('apps/server/src/modules/documents/document-check/samples/files');
const sample = (name: string) => path.join(samples, name);

async function upload(page: Page, document: string, file: string): Promise<void> {
  await page.getByLabel(`Choose a file for your ${document}`).setInputFiles(sample(file));
}

const accepted = (page: Page, title: string) =>
  page.getByRole('region', { name: title }).getByText('Checked: this document is accepted.');

test('non-US expat: from the start to Application_Completed, with documents checked and the application submitted', async ({
  page,
  request,
}) => {
  await startApplication(page, request, 'docs-nonus');
  await choose(page, 'Are you a US citizen or a green card holder?', 'No');
  await choose(page, 'How long have you lived in the US?', 'I don’t live in the US yet');
  await goOn(page, 'Your move to the US');
  await choose(page, 'Do you already live in the US?', 'No');
  await page.getByLabel('When do you expect to move to the US?').fill(dayFromToday(20));
  await goOn(page, 'About you');
  await answerIdentification(page, { ...identity, ssn: '', passport: 'Z4821957', status: 'L-1' });
  await goOn(page, 'Your work');
  await answerEmployed(page);
  await goOn(page, 'Your income and costs');
  await answerFinances(page, { income: '85000', housing: 'I rent', rent: '1800' });
  await goOn(page, 'Where should we send your card?');
  await choose(page, 'Send my card to', 'My home');
  await goOn(page, 'Check your answers');
  await page.getByLabel('I have read and accept these documents').check();
  await goOn(page, 'Your documents');

  // An L-1 visa holder shows a passport and the visa; the visa itself shows the status.
  await choose(page, 'Does your visa itself show your current status?', 'Yes');
  await expect(page.getByRole('region', { name: 'Document showing your status' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // The summary takes focus and names what is missing.
  await expect(page.locator(':focus')).toContainText('Please finish the items below');
  await expect(page.getByRole('link', { name: 'Passport: upload a document we can accept' })).toBeVisible();

  await upload(page, 'passport', 'passport-valid.pdf');
  await expect(accepted(page, 'Passport')).toBeVisible();
  await upload(page, 'US visa', 'visa-valid.pdf');
  await expect(accepted(page, 'US visa')).toBeVisible();
  await accessible(page);
  await goOn(page, 'Verify your e-mail address');
  await goOn(page, 'Your application is with us', 'Send my application');
  await expect(page.getByRole('heading', { name: 'Thank you, your application has been sent' })).toBeVisible();

  const application = await applicationOnServer(page);
  expect(application.status).toBe('submitted');
  expect(application.stepName).toBe('NonUS_Expat_Application_Completed');
  expect(new Date(application.submissionDate ?? '').getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
});

test('US expat: from the start to Application_Completed; an expired passport is refused with its message, then replaced', async ({
  page,
  request,
}) => {
  await startApplication(page, request, 'docs-us');
  await choose(page, 'Are you a US citizen or a green card holder?', 'No');
  await choose(page, 'How long have you lived in the US?', '1 to 2 years');
  await goOn(page, 'About you');
  await answerIdentification(page, identity);
  await goOn(page, 'Your work');
  await answerEmployed(page);
  await goOn(page, 'Your income and costs');
  await answerFinances(page, { income: '120000', housing: 'I live with family' });
  await goOn(page, 'Where should we send your card?');
  await choose(page, 'Send my card to', 'My home');
  await goOn(page, 'Check your answers');
  await page.getByLabel('I have read and accept these documents').check();
  await goOn(page, 'Your documents');

  // H-1B with a separate status document, and a US address: passport, visa, status document, proof of address.
  await choose(page, 'Does your visa itself show your current status?', 'No');
  await upload(page, 'passport', 'passport-expired.pdf');
  const passport = page.getByRole('region', { name: 'Passport' });
  await expect(
    passport.getByText('This passport expired on March 3, 2024. Upload your current passport.'),
  ).toBeVisible();
  await upload(page, 'US visa', 'visa-valid.pdf');
  await upload(page, 'document showing your status', 'plain.png');
  await upload(page, 'proof of address', 'plain.jpg');
  await expect(accepted(page, 'Proof of address')).toBeVisible();

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Passport: upload a document we can accept' })).toBeVisible();
  await expect(heading(page)).toHaveText('Your documents');

  await upload(page, 'passport', 'passport-valid.pdf');
  await expect(accepted(page, 'Passport')).toBeVisible();
  // The expired upload was rejected, so the accepted one is the first version shown.
  await expect(passport.getByText('(version 1)')).toBeVisible();
  await goOn(page, 'Verify your e-mail address');
  await goBack(page, 'Your documents');
  await expect(accepted(page, 'Passport')).toBeVisible();
  await goOn(page, 'Verify your e-mail address');
  await goOn(page, 'Your application is with us', 'Send my application');
  await expect(page.getByRole('heading', { name: 'Thank you, your application has been sent' })).toBeVisible();

  const application = await applicationOnServer(page);
  expect(application.status).toBe('submitted');
  expect(application.submissionDate).not.toBeNull();
});

test('young professional: income and identity confirmed by upload, from the start to Application_Completed', async ({
  page,
  request,
}) => {
  await startApplication(page, request, 'docs-yp');
  // Not employed: there is no employer to confirm (product-rules#employer-check-skip), so identity comes straight after income.
  await ypToConfirmIncome(page, notWorkingAfterAJob);

  // The first proof of income is one choice away from bank linking: no options screen in between.
  await page.getByRole('button', { name: 'Upload a proof of income' }).click();
  await expect(heading(page)).toHaveText('Upload a proof of income');
  await upload(page, 'proof of income', 'plain.png');
  await expect(accepted(page, 'Proof of income')).toBeVisible();
  await accessible(page);
  await goOn(page, 'Confirm your identity');

  await page.getByRole('button', { name: 'Upload an identity document' }).click();
  await expect(heading(page)).toHaveText('Upload an identity document');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Which document will you upload?: Required' })).toBeVisible();
  await page.getByLabel('Which document will you upload?').selectOption({ label: 'Passport' });
  await upload(page, 'passport', 'passport-name-mismatch.pdf');
  await expect(
    page.getByRole('region', { name: 'Passport' }).getByText(/does not match the name on your application/),
  ).toBeVisible();
  await upload(page, 'passport', 'passport-valid.pdf');
  await expect(accepted(page, 'Passport')).toBeVisible();
  await goOn(page, 'Check your answers');
  await page.getByLabel('I have read and accept these documents').check();
  await goOn(page, 'Verify your e-mail address');
  await goOn(page, 'Your application is with us', 'Send my application');
  await expect(page.getByRole('heading', { name: 'Thank you, your application has been sent' })).toBeVisible();
  await expect.poll(async () => (await applicationOnServer(page)).status).toBe('submitted');
});
