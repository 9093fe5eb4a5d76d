import {
  act,
  currentVersion,
  signedInStaff,
  submittedApplication,
} from '../apps/server/src/testing/staff-actions-test-kit.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { passingDocument, uploadFile } from '../apps/server/src/testing/uploads.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { staffSignedIn } from './ops-kit.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * The case's whole story on the case page (decision 068): an application
 * submitted, asked for a proof of income, answered by an upload and approved
 * (the card issued on approval) reads back newest first in Chromium, in
 * words, with who did each thing, and a kept file downloads from its entry.
 */
const timelinePort = mainPort + 66;
const timelineUrl = `http://127.0.0.1:${timelinePort}`;

let server: TestApp;
let applicationId = 0;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: timelineUrl });

test.beforeAll(async () => {
  server = await startInProcessServer(timelinePort);
  const submitted = await submittedApplication(server, 'Timeline');
  applicationId = submitted.applicationId;
  const reviewer = await signedInStaff(server, 'timeline-api-reviewer@bank.example', 'reviewer');
  const approver = await signedInStaff(server, 'timeline-api-approver@bank.example', 'approver');
  const target = async () => ({ applicationId, expectedVersion: await currentVersion(server, applicationId) });
  const requested = await act(reviewer.browser, 'requestInformation', await target(), {
    codes: ['proofOfIncome'],
    note: 'The pay stub is cut off.',
  });
  expect(requested.errors).toBeUndefined();
  const uploaded = await uploadFile(
    submitted.applicant,
    applicationId,
    'proofOfIncome',
    passingDocument('proofOfIncome', { firstName: 'Rosa', lastName: 'Timeline', dob: '1990-01-02' }),
    'pay-stub-october.pdf',
  );
  expect(uploaded.statusCode).toBe(201);
  for (let round = 0; round < 3; round += 1) await server.jobs.drain();
  const approved = await act(approver.browser, 'approve', await target(), { creditLimit: 2500 });
  expect(approved.errors).toBeUndefined();
  for (let round = 0; round < 3; round += 1) await server.jobs.drain();
});

test.afterAll(async () => {
  await server.close();
});

test('a reviewer reads the case’s story newest first, in words, and downloads a file from it', async ({
  page,
  browser,
}) => {
  await staffSignedIn(browser, server, timelineUrl, 'timeline-reader@bank.example', 'reviewer', page);
  await page.goto(`/ops/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rosa Timeline #${applicationId}`);

  const timeline = page.getByRole('list', { name: 'Timeline, newest first' });
  await timeline.scrollIntoViewIfNeeded();
  const titles = await timeline.getByRole('listitem').locator('strong').allTextContents();
  const position = (title: string | RegExp) =>
    titles.findIndex((text) => (typeof title === 'string' ? text === title : title.test(text)));
  const story = [
    /^Card ending \d{4} issued$/,
    'Approved with a $2,500 limit',
    'Uploaded proof of income',
    'Requested information',
    'Application submitted',
    'Application started',
  ].map(position);
  expect(
    story.every((index) => index >= 0),
    titles.join(' | '),
  ).toBe(true);
  expect(story).toEqual([...story].sort((a, b) => a - b));

  // Who did each thing, in words: the staff member by e-mail, the applicant, the system.
  const approval = timeline.getByRole('listitem').filter({ hasText: 'Approved with a $2,500 limit' });
  await expect(approval).toContainText('By timeline-api-approver@bank.example');
  await expect(approval).toContainText('Staff action');
  const request = timeline.getByRole('listitem').filter({ hasText: 'Requested information' });
  await expect(request).toContainText('Asked for proof of income');
  await expect(request).toContainText('“The pay stub is cut off.”');
  await expect(request).toContainText('By timeline-api-reviewer@bank.example');
  const policy = timeline
    .getByRole('listitem')
    .filter({ hasText: /^.*Policy suggests/ })
    .last();
  await expect(policy).toContainText('By System');
  // No raw code anywhere: every title reads as words.
  for (const title of titles) expect(title, title).not.toMatch(/[a-z][A-Z]|_/);

  // The upload that answered the request downloads from its entry, with the staff session.
  const upload = timeline.getByRole('listitem').filter({ hasText: 'Uploaded proof of income' }).first();
  await expect(upload).toContainText('In answer to the request for information.');
  const fileRead = page.waitForResponse((response) =>
    /\/api\/v1\/ops\/applications\/\d+\/files\/\d+$/.test(response.url()),
  );
  const download = page.waitForEvent('download');
  await upload.getByRole('button', { name: 'Download pay-stub-october.pdf' }).click();
  expect((await fileRead).status()).toBe(200);
  await download;

  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'ops-case-timeline', { checkFits: true });
  if (process.env.E2E_SCREENSHOT_DIR) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page
        .getByRole('region', { name: 'Timeline', exact: true })
        .screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/ops-timeline-section-${width}.png` });
    }
  }
});
