import path from 'node:path';
import type { Page } from '@playwright/test';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { defaultFlagDefinitions, resolveFlagVariant } from '@waypoint/domain/flags/feature-flags';
import {
  accessible,
  answerEmployed,
  goBack,
  goOn,
  graphqlAsPage,
  heading,
  startApplication,
  ypToConfirmIncome,
} from './application-kit.js';
import { expect, test } from './fixtures.js';

test.describe.configure({ timeout: 120_000 });

// The sandbox's employment data names "Acme Corp" (docs/sandbox.md "Bank linking").
const sandboxEmployer = 'Acme Corp';
const samples = path.resolve('apps/server/src/modules/documents/document-check/samples/files');

/** A young professional employed at `employer` (website unknown to the employer tables), at "Confirm your income". */
async function ypAtFinancialValidation(page: Page, request: Parameters<typeof startApplication>[1], label: string) {
  await startApplication(page, request, label);
  await ypToConfirmIncome(
    page,
    async () => {
      await answerEmployed(page, sandboxEmployer);
      await page.getByLabel('Employer website').fill('acme-corp-unlisted.example');
    },
    '95000',
  );
}

const introductions = {
  A: 'We confirm your income from your bank account',
  B: 'Confirm your income in about a minute',
} as const;

/** The variant the flag gives this browser's visit: the same rule the page and the server use. */
async function plaidSplitVersionOf(page: Page): Promise<string> {
  const visit = (await page.context().cookies()).find((cookie) => cookie.name === sessionTransport.sessionIdCookie);
  const flag = defaultFlagDefinitions.find((definition) => definition.key === 'plaidSplitVersion');
  if (!visit || !flag) throw new Error('no visit cookie or no plaidSplitVersion flag');
  return resolveFlagVariant(flag, visit.value).variant;
}

test('young professional: bank linking confirms the employer, from the start to Application_Completed', async ({
  page,
  request,
}) => {
  await ypAtFinancialValidation(page, request, 'plaid-yp');
  await accessible(page);
  // The plaidSplitVersion flag (decision 013) picks this visit's introduction, keyed by the visit cookie.
  const splitVersion = await plaidSplitVersionOf(page);
  await expect(page.getByText(introductions[splitVersion === 'B' ? 'B' : 'A'])).toBeVisible();

  await page.getByRole('button', { name: 'Link your bank' }).click();
  const link = page.getByRole('dialog', { name: 'Link your bank', exact: true });
  await expect(link).toBeVisible();
  await expect(link.getByRole('button', { name: 'Harbor Credit Union' })).toBeVisible();
  await accessible(page);

  // The failing institution explains itself; the applicant picks another bank.
  await link.getByRole('button', { name: 'Broken Bank' }).click();
  await link.getByLabel('Username').fill('user_good');
  await link.getByLabel('Password').fill('pass_good');
  await link.getByRole('button', { name: 'Log in' }).click();
  await expect(link.getByRole('alert')).toContainText('Broken Bank is not responding');
  await page.keyboard.press('Escape');
  await expect(link).toHaveCount(0);
  // Leaving Link asks why; skipping is allowed.
  const why = page.getByRole('dialog', { name: 'Why did you not link your bank?' });
  await expect(why).toBeVisible();
  await why.getByRole('button', { name: 'Skip' }).click();

  await page.getByRole('button', { name: 'Link your bank' }).click();
  await link.getByRole('button', { name: 'First Platypus Bank' }).click();
  await link.getByLabel('Username').fill('user_good');
  await link.getByLabel('Password').fill('wrong');
  await link.getByRole('button', { name: 'Log in' }).click();
  await expect(link.getByRole('alert')).toHaveText('The username or password is not correct.');
  await link.getByLabel('Password').fill('pass_good');
  await link.getByRole('button', { name: 'Log in' }).click();
  await link.getByRole('button', { name: /Everyday Checking/ }).click();

  // The link is confirmed on this screen first; then the bank's employment data, which names the employer,
  // skips the employer check (product-rules#employer-check-skip).
  await expect(page.getByRole('status').filter({ hasText: 'Your bank is linked' })).toBeVisible();
  await goOn(page, 'Confirm your identity');
  const linked = await graphqlAsPage<{
    getApplicationCache: {
      plaidConnectionStatus: boolean;
      employerVerifiedByPlaid: boolean;
      plaidSplitVersion: string;
    };
  }>(page, '{ getApplicationCache { plaidConnectionStatus employerVerifiedByPlaid plaidSplitVersion } }');
  expect(linked.getApplicationCache).toEqual({
    plaidConnectionStatus: true,
    employerVerifiedByPlaid: true,
    plaidSplitVersion: splitVersion,
  });

  await page.getByRole('button', { name: 'Upload an identity document' }).click();
  await expect(heading(page)).toHaveText('Upload an identity document');
  await page.getByLabel('Which document will you upload?').selectOption({ label: 'Passport' });
  await page.getByLabel('Choose a file for your passport').setInputFiles(path.join(samples, 'passport-valid.pdf'));
  await expect(
    page.getByRole('region', { name: 'Passport' }).getByText('Checked: this document is accepted.'),
  ).toBeVisible();
  await goOn(page, 'Check your answers');
  await page.getByLabel('I have read and accept these documents').check();
  await goOn(page, 'Verify your e-mail address');
  await goOn(page, 'Your application is with us', 'Send my application');

  type Submitted = { getApplication: { status: string; stepName: string; submissionDate: string | null } };
  const applicationOnServer = async () =>
    (await graphqlAsPage<Submitted>(page, '{ getApplication { status stepName submissionDate } }')).getApplication;
  // The completed screen shows as the submission is sent; the server's answer follows.
  await expect.poll(async () => (await applicationOnServer()).status).toBe('submitted');
  const application = await applicationOnServer();
  expect(application.stepName).toBe('YP_Application_Completed');
  expect(application.submissionDate).not.toBeNull();
});

test('young professional: a linked bank is confirmed before moving on, stays linked on Back, and "Try another bank" returns to the bank list', async ({
  page,
  request,
}) => {
  await ypAtFinancialValidation(page, request, 'plaid-linked');
  await page.getByRole('button', { name: 'Link your bank' }).click();
  const link = page.getByRole('dialog', { name: 'Link your bank', exact: true });
  const bankList = link.getByRole('button', { name: 'Harbor Credit Union' });

  // From the log-in form, "Try another bank" shows the bank list again.
  await link.getByRole('button', { name: 'First Platypus Bank' }).click();
  await expect(link.getByLabel('Username')).toBeVisible();
  await link.getByRole('button', { name: 'Try another bank' }).click();
  await expect(bankList).toBeVisible();
  await expect(link.getByLabel('Username')).toHaveCount(0);

  // After a bank that fails, too, and its message goes with it.
  await link.getByRole('button', { name: 'Broken Bank' }).click();
  await link.getByLabel('Username').fill('user_good');
  await link.getByLabel('Password').fill('pass_good');
  await link.getByRole('button', { name: 'Log in' }).click();
  await expect(link.getByRole('alert')).toContainText('Broken Bank is not responding');
  await link.getByRole('button', { name: 'Try another bank' }).click();
  await expect(bankList).toBeVisible();
  await expect(link.getByRole('alert')).toHaveCount(0);

  // And from the account list.
  await bankList.click();
  await link.getByLabel('Username').fill('user_good');
  await link.getByLabel('Password').fill('pass_good');
  await link.getByRole('button', { name: 'Log in' }).click();
  await expect(link.getByRole('button', { name: /Everyday Checking/ })).toBeVisible();
  await link.getByRole('button', { name: 'Try another bank' }).click();
  await expect(link.getByRole('button', { name: 'First Platypus Bank' })).toBeVisible();

  await link.getByRole('button', { name: 'First Platypus Bank' }).click();
  await link.getByLabel('Username').fill('user_good');
  await link.getByLabel('Password').fill('pass_good');
  await link.getByRole('button', { name: 'Log in' }).click();
  await link.getByRole('button', { name: /Everyday Checking/ }).click();

  // Success is shown on "Confirm your income" before anything moves on.
  await expect(link).toHaveCount(0);
  const confirmation = page.getByRole('status').filter({ hasText: 'Your bank is linked' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('First Platypus Bank');
  await expect(heading(page)).toHaveText('Confirm your income');
  await expect(page.getByRole('button', { name: 'Link your bank' })).toHaveCount(0);
  await accessible(page);
  await goOn(page, 'Confirm your identity');

  // Back shows the linked state, and Continue goes on again.
  await goBack(page, 'Confirm your income');
  await expect(page.getByText('Your bank is linked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link your bank' })).toHaveCount(0);
  await goOn(page, 'Confirm your identity');

  // So does a fresh load of the same screen: the server's draft says the bank is linked.
  await goBack(page, 'Confirm your income');
  await page.reload();
  await expect(heading(page)).toHaveText('Confirm your income');
  await expect(page.getByText('Your bank is linked')).toBeVisible();
  await goOn(page, 'Confirm your identity');
});

test('young professional: leaving bank linking records why, and the upload stays open', async ({ page, request }) => {
  await ypAtFinancialValidation(page, request, 'plaid-exit');
  const before = Date.now();
  await page.getByRole('button', { name: 'Link your bank' }).click();
  const link = page.getByRole('dialog', { name: 'Link your bank', exact: true });
  await expect(link.getByRole('button', { name: 'Harbor Credit Union' })).toBeVisible();
  await link.getByRole('button', { name: 'Exit without linking' }).click();

  const why = page.getByRole('dialog', { name: 'Why did you not link your bank?' });
  await expect(why).toBeVisible();
  await accessible(page);
  await why.getByLabel('Another reason').check();
  await why.getByRole('button', { name: 'Send' }).click();
  await expect(why.getByText('Tell us the reason, or choose another')).toBeVisible();
  await why.getByLabel('Your reason').fill('I will link it later');
  await why.getByRole('button', { name: 'Send' }).click();
  await expect(why).toHaveCount(0);
  await expect(page.getByText('Thank you for telling us why.')).toBeVisible();

  const draftQuery = '{ getApplicationCache { plaidExitReason plaidExitReasonOther plaidExitPopupOpenedAt stepName } }';
  type Draft = {
    getApplicationCache: {
      plaidExitReason: string | null;
      plaidExitReasonOther: string | null;
      plaidExitPopupOpenedAt: number | null;
      stepName: string;
    };
  };
  await expect
    .poll(async () => (await graphqlAsPage<Draft>(page, draftQuery)).getApplicationCache.plaidExitReasonOther)
    .toBe('I will link it later');
  const saved = (await graphqlAsPage<Draft>(page, draftQuery)).getApplicationCache;
  expect(saved.plaidExitReason).toBe('other');
  expect(saved.plaidExitPopupOpenedAt).toBeGreaterThanOrEqual(before);
  expect(saved.stepName).toBe('YP_Financial_Validation');

  // Another reason clears the 'other' text (the domain's field dependency).
  await page.getByRole('button', { name: 'Link your bank' }).click();
  await link.getByRole('button', { name: 'Exit without linking' }).click();
  await why.getByLabel('My bank is not listed').check();
  await why.getByRole('button', { name: 'Send' }).click();
  await expect
    .poll(async () => (await graphqlAsPage<Draft>(page, draftQuery)).getApplicationCache.plaidExitReason)
    .toBe('bankNotListed');
  expect((await graphqlAsPage<Draft>(page, draftQuery)).getApplicationCache.plaidExitReasonOther).toBeNull();

  // The upload is one choice away: the options screen would offer nothing else before a proof is on file.
  await page.getByRole('button', { name: 'Upload a proof of income' }).click();
  await expect(heading(page)).toHaveText('Upload a proof of income');
  await goBack(page, 'Confirm your income');
});
