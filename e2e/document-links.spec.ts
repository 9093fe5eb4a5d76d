import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  answerEmployed,
  answerFinances,
  answerIdentification,
  choose,
  goOn,
  heading,
  identity,
  notWorkingAfterAJob,
  startApplication,
  ypToConfirmIncome,
} from './application-kit.js';
import { expect, test } from './fixtures.js';

test.describe.configure({ timeout: 240_000 });
// The first document check starts the checker's worker thread; on a busy machine that takes a while.
const checked = { timeout: 60_000 };

// Sample documents made by the document-check sandbox's generator (docs/sandbox.md), for Priya Raman born 1994-05-17.
const samples = path.resolve('apps/server/src/modules/documents/document-check/samples/files');
const shots = process.env.E2E_SCREENSHOT_DIR;

async function upload(page: Page, document: string, file: string): Promise<void> {
  await page.getByLabel(`Choose a file for your ${document}`).setInputFiles(path.join(samples, file));
}

/**
 * Clicks the current file's name in one uploader and checks that the file
 * arrives (a download of a blob: URL the page made, decision 017) and that the
 * page is still signed in: it reloads on the same step, with no session-expired notice.
 */
async function opensAndStaysSignedIn(page: Page, region: Locator, fileName: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    region.getByRole('button', { name: `${fileName} (download)` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  // The very bytes uploaded, fetched by the page with the session header.
  expect((await readFile(await download.path())).equals(await readFile(path.join(samples, fileName)))).toBe(true);
  const before = heading(page);
  const title = await before.textContent();
  await page.reload();
  await expect(heading(page)).toHaveText(title ?? '');
  await expect(page.getByText('Your session has expired')).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['wp_token', 'wp_session_hash']));
}

const thumbnail = (region: Locator) => region.locator('img.uploader__preview');

test('documents step: every uploaded file opens from its name, images show as thumbnails, and the applicant stays signed in', async ({
  page,
  request,
}) => {
  await startApplication(page, request, 'doc-links');
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
  await choose(page, 'Does your visa itself show your current status?', 'No');

  const passport = page.getByRole('region', { name: 'Passport' });
  const visa = page.getByRole('region', { name: 'US visa' });
  const status = page.getByRole('region', { name: 'Document showing your status' });
  const address = page.getByRole('region', { name: 'Proof of address' });

  // A rejected passport shows no version, and the accepted one after it is version 1, not 2.
  await upload(page, 'passport', 'passport-expired.pdf');
  await expect(passport.getByText('This passport expired on March 3, 2024.', { exact: false })).toBeVisible(checked);
  await expect(passport.getByText(/\(version/)).toHaveCount(0);
  await opensAndStaysSignedIn(page, passport, 'passport-expired.pdf');
  await upload(page, 'passport', 'passport-valid.pdf');
  await expect(passport.getByText('Checked: this document is accepted.')).toBeVisible();
  await expect(passport.getByText('(version 1)')).toBeVisible();
  await expect(passport.locator('.uploader__icon')).toHaveText('PDF');

  await upload(page, 'us visa', 'visa-valid.pdf');
  await expect(visa.getByText('Checked: this document is accepted.')).toBeVisible();
  await upload(page, 'document showing your status', 'plain.png');
  await expect(status.getByText('(version 1)')).toBeVisible();
  await upload(page, 'proof of address', 'plain.jpg');
  await expect(address.getByText('(version 1)')).toBeVisible();

  // Image uploads show the image itself, fetched by the page.
  for (const region of [status, address]) {
    await expect(thumbnail(region)).toBeVisible();
    expect(await thumbnail(region).evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(
      0,
    );
  }
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (shots) await page.getByRole('main').screenshot({ path: path.join(shots, `documents-${width}.png`) });
  }

  await opensAndStaysSignedIn(page, passport, 'passport-valid.pdf');
  await opensAndStaysSignedIn(page, visa, 'visa-valid.pdf');
  await opensAndStaysSignedIn(page, status, 'plain.png');
  await opensAndStaysSignedIn(page, address, 'plain.jpg');
  // After the reloads the thumbnails come back from the server.
  await expect(thumbnail(address)).toBeVisible();
  await goOn(page, 'Verify your e-mail address');
});

test('proof of income: the uploaded file opens from its name and the applicant stays signed in', async ({
  page,
  request,
}) => {
  await startApplication(page, request, 'doc-links-yp');
  await ypToConfirmIncome(page, notWorkingAfterAJob);
  await page.getByRole('button', { name: 'Upload a proof of income' }).click();
  await expect(heading(page)).toHaveText(/Upload a proof of income|Other ways to confirm your income/);
  // Where the options screen is still a step of its own, its one choice leads to the upload.
  if ((await heading(page).textContent()) === 'Other ways to confirm your income')
    await page.getByRole('button', { name: /Upload a proof of income/ }).click();
  await expect(heading(page)).toHaveText('Upload a proof of income');

  const income = page.getByRole('region', { name: 'Proof of income' });
  await upload(page, 'proof of income', 'plain.png');
  await expect(income.getByText('Checked: this document is accepted.')).toBeVisible(checked);
  await expect(thumbnail(income)).toBeVisible();
  await opensAndStaysSignedIn(page, income, 'plain.png');
  await upload(page, 'proof of income', 'sandbox-invalid.pdf');
  await expect(income.getByText(/\(version/)).toHaveCount(0);
  await opensAndStaysSignedIn(page, income, 'sandbox-invalid.pdf');
});
