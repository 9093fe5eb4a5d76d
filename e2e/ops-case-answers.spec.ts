import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  employedAt,
  step,
  uploadRequiredDocuments,
  usAtReview,
  verifyApplicantEmail,
} from '../apps/server/src/modules/application/application-test-kit.js';
import { submitMutation } from '../apps/server/src/modules/credit-report/credit-report-test-kit.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { multipartBody, uploadUrl } from '../apps/server/src/testing/uploads.js';
import { newEmail } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { addStaff, enrolFromLink } from './ops-kit.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * The case page as a reviewer reads it (decision 071): the applicant's answers by wizard step, in
 * words, with no internal field; documents read only when opened, a PDF and a photo alike.
 */
const casePort = mainPort + 62;
const caseUrl = `http://127.0.0.1:${casePort}`;
const photo = readFileSync(
  new URL('../apps/server/src/modules/documents/document-check/samples/files/plain.png', import.meta.url),
);

let server: TestApp;
let applicationId = 0;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: caseUrl });

test.beforeAll(async () => {
  server = await startInProcessServer(casePort);
  // A US expat walked through every step, with a photo among the documents, and submitted.
  const applicant = await usAtReview(server, employedAt('Acme Corp', 'https://acme.example'), {
    firstName: 'Rosa',
    lastName: 'Okafor',
  });
  await step(applicant, { acceptDisclosures: true }, 'US_Expat_Review');
  await applicant.query(`mutation { applicationSave { status } }`);
  await step(applicant, { stepName: 'US_Expat_Documents' }, 'US_Expat_Documents');
  await uploadRequiredDocuments(applicant, { firstName: 'Rosa', lastName: 'Okafor' });
  const cache = await applicant.query<{ getApplicationCache: { id: number } }>(`{ getApplicationCache { id } }`);
  applicationId = cache.data?.getApplicationCache.id ?? 0;
  const body = multipartBody([{ filename: 'status letter.png', contentType: 'image/png', content: photo }]);
  const uploaded = await applicant.send({
    method: 'POST',
    url: uploadUrl(applicationId, 'supportingDocument'),
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  await step(applicant, { stepName: 'US_Expat_Verify_Email' }, 'US_Expat_Verify_Email');
  await verifyApplicantEmail(server, applicant);
  await step(applicant, { stepName: 'US_Expat_Application_Completed' }, 'US_Expat_Application_Completed');
  const submitted = await applicant.query(submitMutation);
  expect(submitted.errors).toBeUndefined();
  await server.jobs.drain();
});

test.afterAll(async () => {
  await server.close();
});

/** The staff file reads the page makes, by address. */
function fileReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/ops\/applications\/\d+\/files\/\d+$/.test(request.url())) reads.push(request.url());
  });
  return reads;
}

test('the case page shows the answers by step in words, and opens a PDF and a photo the same way, each only when asked', async ({
  page,
}) => {
  await enrolFromLink(page, await addStaff(server, caseUrl, newEmail('case-reviewer'), 'reviewer'));
  await expect(page).toHaveURL(`${caseUrl}/ops`);
  const reads = fileReads(page);
  await page.goto(`/ops/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rosa Okafor #${applicationId}`);

  // One group per step the applicant answered, in the order they met them, under the titles they read.
  const answers = page.getByRole('region', { name: 'Answers', exact: true });
  await expect(answers.getByRole('heading', { level: 3 })).toHaveText([
    'Let’s find the right application for you',
    'About you',
    'Your work',
    'Your income and costs',
    'Where should we send your card?',
    'Check your answers',
    'Your documents',
  ]);
  const aboutYou = answers.getByRole('region', { name: 'About you' });
  await expect(aboutYou.getByText('Social Security number')).toBeVisible();
  await expect(aboutYou.getByText(/^•••-••-\d{4}$/)).toBeVisible();
  await expect(answers.getByRole('region', { name: 'Your work' })).toContainText('Time with employer1 to 2 years');
  await expect(answers.getByRole('region', { name: 'Your income and costs' })).toContainText(/\$[\d,]+ a year/);
  // No internal field, name or code: only what the applicant was asked.
  for (const internal of [/Last step/, /split/i, /Plaid/, /US_Expat/, /Draft number/, /Started/, /approval/i]) {
    await expect(answers).not.toContainText(internal);
  }

  await atPhoneAndDesktop(page, 'ops-case-page', { checkFits: true });

  // Opening the page read no file; each file is read when it is opened, and shown in the page.
  expect(reads).toEqual([]);
  await page.getByRole('button', { name: 'View passport.pdf' }).click();
  const pdf = page.locator('iframe[title="Passport: passport.pdf"]');
  await expect(pdf).toBeVisible();
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://'))).toBe(true);
  await page.getByRole('button', { name: 'View status letter.png' }).click();
  const image = page.getByRole('img', { name: /status letter\.png$/ });
  await expect(image).toBeVisible();
  expect(await image.evaluate((drawn: HTMLImageElement) => drawn.naturalWidth)).toBeGreaterThan(0);
  expect(reads).toHaveLength(2);

  // Hidden and shown again: no second read.
  await page.getByRole('button', { name: 'Hide passport.pdf' }).click();
  await expect(pdf).toHaveCount(0);
  await page.getByRole('button', { name: 'View passport.pdf' }).click();
  await expect(pdf).toBeVisible();
  expect(reads).toHaveLength(2);

  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'ops-case-documents-open', { checkFits: true });
});
