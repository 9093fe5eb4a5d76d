import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { linkFromMailbox, newEmail, signIn, signUp } from './account-kit.js';
import {
  allSaved,
  answerIdentification,
  answerNextCall,
  choose,
  gate,
  goBack,
  goOn,
  heading,
  identity,
  internalServerError,
  isOperation,
  signUpToApplication,
} from './application-kit.js';
import { expect, test } from './fixtures.js';

// Each test signs up or in and answers a few screens before the failure it provokes.
test.describe.configure({ timeout: 90_000 });

// product-rules#notification-catalogue notification texts.
const saveApplicationError = 'Something went wrong while trying to save your application. Try to refresh the page.';
const initialSaveError = 'Something went wrong while trying to create your application.';
const sessionExpired = 'Your session has expired';

const firstScreen = 'Let’s find the right application for you';
const save = 'mutation ApplicationCacheSave';
const loadDraft = 'query GetApplicationCache';
const signInForApplication = /\/user\/login\?returnTo=(%2F|\/)application$/;

const notice = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

const sessionInvalid = {
  status: 401,
  body: {
    errors: [
      {
        message: 'APPLICATION_SESSION_INVALID: please sign in again.',
        extensions: { code: 'APPLICATION_SESSION_INVALID' },
      },
    ],
  },
};

/** Signs in as `email` and waits for the wizard at the step the server holds. */
async function signInToApplication(page: Page, email: string, step: string): Promise<void> {
  await page.goto('/user/login?returnTo=/application');
  await signIn(page, email);
  await expect(heading(page)).toHaveText(step);
}

/** Resets the password from another browser, as from another device, and returns the new one. */
async function resetPasswordElsewhere(browser: Browser, request: APIRequestContext, email: string): Promise<string> {
  const other = await browser.newContext();
  const device = await other.newPage();
  await device.goto('/user/forgotpassword');
  await device.getByLabel('Email address').fill(email);
  await device.getByRole('button', { name: 'Send reset link' }).click();
  await expect(device.getByText(/If an account exists for that address/)).toBeVisible();
  await device.goto(await linkFromMailbox(request, email, '/user/resetpassword'));
  const newPassword = 'a different walk by the sea';
  await device.getByLabel('New password', { exact: true }).fill(newPassword);
  await device.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await device.getByRole('button', { name: 'Set new password' }).click();
  await expect(device.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
  await other.close();
  return newPassword;
}

/** The first screen answered for the US expat track. */
async function answerFirstScreenUsExpat(page: Page): Promise<void> {
  await choose(page, 'Are you a US citizen or a green card holder?', 'No');
  await choose(page, 'How long have you lived in the US?', '1 to 2 years');
}

test('a failed save shows save_application_error and puts back the step and answers the server still holds', async ({
  page,
}) => {
  await signUpToApplication(page, 'save-fails');
  await answerFirstScreenUsExpat(page);
  await goOn(page, 'About you');
  await answerIdentification(page, identity);
  await goOn(page, 'Your work');
  await goBack(page, 'About you');
  await allSaved(page);

  await page.getByLabel('Street address').fill('1 Other Street');
  const reply = gate();
  const failing = await answerNextCall(page, save, { body: internalServerError }, { hold: reply.held });
  await continueButton(page).click();
  // Optimistic: the next screen shows while the save is still on its way.
  await expect(heading(page)).toHaveText('Your work');
  reply.open();
  const refused = await failing.answered;
  expect(refused.variables.input).toMatchObject({ street: '1 Other Street', stepName: 'US_Expat_Employment' });

  await expect(notice(page, saveApplicationError)).toBeVisible();
  await expect(heading(page)).toHaveText('About you');
  await expect(page.getByLabel('Street address')).toHaveValue('500 Congress Ave');
  await expect(page.getByLabel('City')).toHaveValue('Austin');

  // The server never took the change: a reload shows the same step and answers.
  await page.reload();
  await expect(heading(page)).toHaveText('About you');
  await expect(page.getByLabel('Street address')).toHaveValue('500 Congress Ave');

  // APPLICATION_SESSION_INVALID is not "any other error": the session is re-checked instead,
  // and while it holds the applicant stays, with no save_application_error.
  await page.getByLabel('Street address').fill('2 Other Street');
  const invalid = await answerNextCall(page, save, sessionInvalid);
  const recheck = page.waitForResponse((response) => isOperation(response.request(), 'query CheckSession'));
  await continueButton(page).click();
  await invalid.answered;
  expect((await recheck).status()).toBe(200);
  await expect(heading(page)).toHaveText('About you');
  await expect(page.getByLabel('Street address')).toHaveValue('500 Congress Ave');
  await expect(page).toHaveURL(/\/application$/);
  await expect(page.getByText(saveApplicationError)).toHaveCount(0);
  await expect(page.getByText(sessionExpired)).toHaveCount(0);

  // Nothing is stuck behind the failures: the next Continue saves.
  await page.getByLabel('Street address').fill('1 Other Street');
  await goOn(page, 'Your work');
  await allSaved(page);
  await page.reload();
  await expect(heading(page)).toHaveText('Your work');
  await goBack(page, 'About you');
  await expect(page.getByLabel('Street address')).toHaveValue('1 Other Street');
});

test('loading the draft: a first failure is retried a second later; a 401 or a second failure in a row sends the applicant to sign-in', async ({
  page,
}) => {
  const email = await signUpToApplication(page, 'load-fails');
  await answerFirstScreenUsExpat(page);
  await goOn(page, 'About you');
  await allSaved(page);

  const loads: number[] = [];
  page.on('request', (sent) => {
    if (isOperation(sent, loadDraft)) loads.push(Date.now());
  });
  const once = await answerNextCall(page, loadDraft, { body: internalServerError });
  await page.reload();
  await once.answered;
  await expect(page.getByText('We could not load your application. We are trying again.')).toBeVisible();
  await expect(heading(page)).toHaveText('About you');
  expect(loads.length).toBeGreaterThanOrEqual(2);
  const [failed = 0, retried = 0] = loads;
  expect(retried - failed, 'the retry waits about a second').toBeGreaterThanOrEqual(900);

  // product-rules#session-errors: code 401 shows session_expired and redirects to sign-in; signing in comes back.
  const refused = await answerNextCall(page, loadDraft, {
    status: 401,
    body: { errors: [{ message: sessionExpired, extensions: { code: 'UNAUTHENTICATED' } }] },
  });
  await page.reload();
  await refused.answered;
  await expect(page).toHaveURL(signInForApplication);
  await expect(notice(page, sessionExpired)).toBeVisible();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/application$/);
  await expect(heading(page)).toHaveText('About you');

  // product-rules#application-load-errors: failing again while already in error resets and goes to sign-in.
  const first = await answerNextCall(page, loadDraft, { body: internalServerError });
  const second = await answerNextCall(page, loadDraft, { body: internalServerError });
  await page.reload();
  await first.answered;
  await second.answered;
  await expect(page).toHaveURL(signInForApplication);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/application$/);
  await expect(heading(page)).toHaveText('About you');
});

test('a save refused with APPLICATION_SESSION_INVALID once the session has ended shows session_expired, and sign-in returns to the saved step', async ({
  page,
  browser,
  request,
}) => {
  const email = await signUpToApplication(page, 'session-invalid');
  await answerFirstScreenUsExpat(page);
  await goOn(page, 'About you');
  await allSaved(page);
  await answerIdentification(page, identity);

  // A password reset on another device ends every session of the account, this one included.
  const newPassword = await resetPasswordElsewhere(browser, request, email);

  const refused = page.waitForResponse((response) => isOperation(response.request(), save));
  await continueButton(page).click();
  const response = await refused;
  expect(response.status()).toBe(401);
  expect(await response.text()).toContain('APPLICATION_SESSION_INVALID');

  await expect(page).toHaveURL(signInForApplication);
  await expect(notice(page, sessionExpired)).toBeVisible();
  await expect(page.getByText(saveApplicationError)).toHaveCount(0);

  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/application$/);
  // The step the server saved last, without the answers whose save was refused.
  await expect(heading(page)).toHaveText('About you');
  await expect(page.getByLabel('Street address')).toHaveValue('');
});

// One applicant for these three, in turn: the suite's sign-ups come close to the server's
// 20 an hour from one address (registerPerIp in apps/server auth-deps), so they share one.
// The first leaves a fresh draft on the first screen, the second leaves "About you" empty.
test.describe('one applicant: a failed start, then the error summary, then the residence status', () => {
  test.describe.configure({ mode: 'serial' });
  let email = '';

  test('a first save failing with no draft yet shows error_on_initial_application_save and signs out to sign-in', async ({
    page,
  }) => {
    email = newEmail('create-fails');
    // Held until the sign-up has landed on /application, so the sign-up's own check sees it.
    const landed = gate();
    const create = await answerNextCall(page, save, { body: internalServerError }, { hold: landed.held });
    const logout = page.waitForRequest((sent) => isOperation(sent, 'mutation Logout'));
    await signUp(page, email);
    landed.open();
    const refused = await create.answered;
    expect(refused.variables).toEqual({ input: {}, expectedVersion: null });

    await expect(notice(page, initialSaveError)).toBeVisible();
    await expect(page).toHaveURL(signInForApplication);
    await logout;
    // Signed out for real: the account page asks for a sign-in too.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/user\/login\?returnTo=(%2F|\/)account$/);

    // Signing in again starts the application afresh.
    await page.goto('/user/login?returnTo=/application');
    await signIn(page, email);
    await expect(heading(page)).toHaveText(firstScreen);
    await allSaved(page);
  });

  test('Continue on an empty screen shows the error summary, which takes focus and whose links move focus to the field', async ({
    page,
  }) => {
    await signInToApplication(page, email, firstScreen);
    const summaryTitle = 'Please check the highlighted fields';
    const focused = page.locator(':focus');

    await continueButton(page).click();
    await expect(page.getByRole('heading', { name: summaryTitle })).toBeVisible();
    await expect(focused).toContainText(summaryTitle);
    await expect(heading(page)).toHaveText(firstScreen);
    await page.getByRole('link', { name: /^Are you a US citizen or a green card holder\?: / }).click();
    await expect(
      page.getByRole('group', { name: 'Are you a US citizen or a green card holder?' }).getByRole('radio').first(),
    ).toBeFocused();

    // A second failed Continue focuses the summary again, now naming only what is still missing.
    await choose(page, 'Are you a US citizen or a green card holder?', 'No');
    await continueButton(page).click();
    await expect(focused).toContainText(summaryTitle);
    await expect(page.getByRole('link', { name: /^Are you a US citizen/ })).toHaveCount(0);
    await page.getByRole('link', { name: /^How long have you lived in the US\?: / }).click();
    await expect(
      page.getByRole('group', { name: 'How long have you lived in the US?' }).getByRole('radio').first(),
    ).toBeFocused();

    await choose(page, 'How long have you lived in the US?', '1 to 2 years');
    await goOn(page, 'About you');
    await continueButton(page).click();
    await expect(focused).toContainText(summaryTitle);
    await page.getByRole('link', { name: /^Date of birth: / }).click();
    await expect(page.getByLabel('Date of birth')).toBeFocused();
    // The links work from the keyboard too.
    await page.getByRole('link', { name: /^Street address: / }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Street address')).toBeFocused();
    await expect(heading(page)).toHaveText('About you');
  });

  test('on US "About you", "Other" reveals "Describe your status"; a listed status hides and clears it', async ({
    page,
  }) => {
    await signInToApplication(page, email, 'About you');
    const status = page.getByLabel('Your US residence or visa status');
    const describe = page.getByLabel('Describe your status');
    await expect(describe).toBeHidden();

    await status.selectOption({ label: 'Other (describe it)' });
    await expect(describe).toBeVisible();
    await expect(describe).toHaveValue('');
    await describe.pressSequentially('Q-1 cultural exchange');
    await status.selectOption('H-1B');
    await expect(describe).toBeHidden();
    await status.selectOption({ label: 'Other (describe it)' });
    await expect(describe).toBeVisible();
    await expect(describe).toHaveValue('');

    // A saved description comes back with "Other"; saving a listed status clears it on the server too.
    await describe.pressSequentially('Q-1 cultural exchange');
    await answerIdentification(page, { ...identity, status: undefined });
    await goOn(page, 'Your work');
    await goBack(page, 'About you');
    await expect(status).toHaveValue('Other');
    await expect(describe).toHaveValue('Q-1 cultural exchange');
    await status.selectOption('H-1B');
    await expect(describe).toBeHidden();
    await goOn(page, 'Your work');
    await allSaved(page);
    await page.reload();
    await goBack(page, 'About you');
    await expect(status).toHaveValue('H-1B');
    await expect(describe).toBeHidden();
    await status.selectOption({ label: 'Other (describe it)' });
    await expect(describe).toHaveValue('');
  });
});
