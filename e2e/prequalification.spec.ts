import type { Page } from '@playwright/test';
import { linkFromMailbox, newEmail, password } from './account-kit.js';
import { accessible, answerEmployed, answerFinances, choose, goOn, heading, isOperation } from './application-kit.js';
import { expect, test } from './fixtures.js';
import { atPhoneAndDesktop } from './screenshots.js';

// The sandbox bureau answers by last name (docs/sandbox.md "Credit report"): Thinfile, Frozen, Manyinquiries.
const bureau = {
  name: 'Waypoint Sandbox Credit Bureau',
  address: 'P.O. Box 4500, Allen, TX 75013',
  phone: '1-800-555-0199',
};
const answers = {
  dob: '1994-05-17',
  street: '500 Congress Ave',
  city: 'Austin',
  state: 'Texas',
  stateCode: 'TX',
  zip: '78701',
  income: '55000',
  housing: '1200',
};

test.describe.configure({ timeout: 120_000 });

async function fillEligibility(page: Page, firstName: string, lastName: string): Promise<void> {
  await page.goto('/prequalify');
  await expect(heading(page)).toHaveText('See if you are likely to be approved');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Date of birth').fill(answers.dob);
  await choose(page, 'Do you live in the US?', 'Yes');
  await page.getByLabel('Street address').fill(answers.street);
  await page.getByLabel('City').fill(answers.city);
  await page.getByLabel('State', { exact: true }).selectOption({ label: answers.state });
  await page.getByLabel('ZIP code').fill(answers.zip);
  await page.getByLabel('Annual income, before tax').fill(answers.income);
  await page.getByLabel('Monthly housing cost').fill(answers.housing);
  await page.getByRole('checkbox', { name: /soft credit inquiry/ }).check();
}

/** Counts the prequalify requests the page sends. */
function countPrequalifyCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (isOperation(request, 'Prequalify')) calls += 1;
  });
  return () => calls;
}

test('the home page’s claim links to the eligibility check', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Checking your eligibility does not affect your credit score.' }).click();
  await expect(page).toHaveURL(/\/prequalify$/);
  await expect(heading(page)).toHaveText('See if you are likely to be approved');
  await expect(page.getByText('It does not affect your credit score, and other lenders do not see it.')).toBeVisible();
  await accessible(page);
});

test('a thin-file visitor prequalifies, signs up with the names filled in, and finds the answers in the application', async ({
  page,
}) => {
  await fillEligibility(page, 'Ana', 'Thinfile');
  await atPhoneAndDesktop(page, 'prequalify-form', { checkFits: true });
  await page.getByRole('button', { name: 'Check my eligibility' }).click();

  const answer = page.getByRole('region', { name: 'You are likely to be approved' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(/Purchase APR\s*\d+\.\d\d% – \d+\.\d\d%/);
  await expect(answer).toContainText(/Indicative credit limit\s*\$[\d,]+/);
  await expect(answer).toContainText('This is not an offer of credit; your application decides.');
  await accessible(page);
  await atPhoneAndDesktop(page, 'prequalify-likely', { checkFits: true });

  await page.getByRole('link', { name: 'Continue to sign up' }).click();
  await expect(page).toHaveURL(/\/user\/signup$/);
  await expect(page.getByLabel('First name')).toHaveValue('Ana');
  await expect(page.getByLabel('Last name')).toHaveValue('Thinfile');
  await page.getByLabel('Email address').fill(newEmail('prequal-thin'));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/application$/);
  await expect(heading(page)).toHaveText('Let’s find the right application for you');

  // US expat: About you asks the date of birth and the address, Your income and costs the money.
  await choose(page, 'Are you a US citizen or a green card holder?', 'No');
  await choose(page, 'How long have you lived in the US?', '1 to 2 years');
  await goOn(page, 'About you');
  await expect(page.getByLabel('Date of birth')).toHaveValue(answers.dob);
  await expect(page.getByLabel('Street address')).toHaveValue(answers.street);
  await expect(page.getByLabel('City')).toHaveValue(answers.city);
  await expect(page.getByLabel('State', { exact: true })).toHaveValue(answers.stateCode);
  await expect(page.getByLabel('ZIP code')).toHaveValue(answers.zip);
  await page.getByLabel('Social Security number (SSN)').pressSequentially('123456789');
  await page.getByLabel('Your US residence or visa status').selectOption('H-1B');
  await goOn(page, 'Your work');
  await answerEmployed(page);
  await goOn(page, 'Your income and costs');
  await expect(page.getByLabel('Your yearly income before tax')).toHaveValue(/^\$?55,?000$/);
  await choose(page, 'Your housing', 'I rent');
  await expect(page.getByLabel(/Your monthly (rent|mortgage payment)/)).toHaveValue(/^\$?1,?200$/);
});

test('a visitor not likely to be approved sees why, the score, the bureau and the rights, and chooses freely', async ({
  page,
}) => {
  await fillEligibility(page, 'Lena', 'Manyinquiries');
  await page.getByLabel('Middle name (optional)').fill('Ruth');
  await page.getByRole('button', { name: 'Check my eligibility' }).click();

  const answer = page.getByRole('region', { name: 'We are not likely to approve a card now' });
  await expect(answer).toBeVisible();
  // Why, in facts: the number found and the number the card allows.
  await expect(answer).toContainText(
    'Your credit report shows 8 applications for credit in the last six months. This card allows at most 6.',
  );
  await expect(answer).not.toContainText(/below what we can accept|below our minimum|credit standards/);

  // The score used, its range and date, and five key factors: inquiries is the fifth (FCRA 609(f)(1)(C)).
  const score = answer.getByRole('region', { name: 'Your credit score' });
  await expect(score.getByRole('definition')).toHaveText([
    '610',
    '300 to 850',
    /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
    'FICO Score 8',
  ]);
  await expect(score.getByRole('listitem')).toHaveCount(5);
  await expect(score.getByRole('listitem').last()).toHaveText('Too many inquiries last 12 months');

  // The bureau, that it did not decide, and the rights.
  const source = answer.getByRole('region', { name: 'Where this information came from' });
  await expect(source).toContainText(bureau.name);
  await expect(source).toContainText(bureau.address);
  await expect(source.getByRole('link', { name: bureau.phone })).toHaveAttribute('href', 'tel:18005550199');
  await expect(source).toContainText('The bureau did not make this assessment');
  await expect(source).toContainText(/free copy of your credit report .* within 60 days/);
  await expect(source).toContainText('right to dispute it with the bureau');

  // What applying would mean, and two ways on that look alike.
  const apply = answer.getByRole('region', { name: 'If you apply anyway' });
  await expect(apply).toContainText('hard inquiry');
  await expect(apply).toContainText('we would most likely decline your application');
  const applyAnyway = apply.getByRole('link', { name: 'Apply anyway' });
  const notNow = apply.getByRole('link', { name: 'Not now' });
  await expect(applyAnyway).toHaveClass('button button--secondary');
  await expect(notNow).toHaveClass('button button--secondary');
  await expect(answer.getByRole('link', { name: 'Continue to sign up' })).toHaveCount(0);
  const [applyBox, notNowBox] = [await applyAnyway.boundingBox(), await notNow.boundingBox()];
  expect(applyBox?.width).toBeCloseTo(notNowBox?.width ?? 0, 0);
  await accessible(page);
  await atPhoneAndDesktop(page, 'prequalify-not-likely', { checkFits: true });

  await notNow.click();
  await expect(page).toHaveURL(/\/knowledge-center\/financial-education\/how-credit-scores-work$/);
  await expect(heading(page)).toHaveText('How credit scores work');
});

test('a visitor not likely to be approved can still apply, with the names filled in', async ({ page }) => {
  await fillEligibility(page, 'Lena', 'Manyinquiries');
  await page.getByRole('button', { name: 'Check my eligibility' }).click();
  await page.getByRole('link', { name: 'Apply anyway' }).click();
  await expect(page).toHaveURL(/\/user\/signup$/);
  await expect(page.getByLabel('First name')).toHaveValue('Lena');
  await expect(page.getByLabel('Last name')).toHaveValue('Manyinquiries');
});

test('a frozen-file visitor is told to lift the freeze with the bureau, and can check again', async ({ page }) => {
  const prequalifyCalls = countPrequalifyCalls(page);
  await fillEligibility(page, 'Omar', 'Frozen');
  await page.getByRole('button', { name: 'Check my eligibility' }).click();

  const answer = page.getByRole('region', { name: 'We could not read your credit file' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('If you placed a security freeze on your credit file, lift it');
  await expect(answer).toContainText(bureau.name);
  await expect(answer.getByRole('link', { name: bureau.phone })).toHaveAttribute('href', 'tel:18005550199');
  await accessible(page);
  await atPhoneAndDesktop(page, 'prequalify-frozen', { checkFits: true });

  await answer.getByRole('button', { name: 'Check again' }).click();
  await expect.poll(prequalifyCalls).toBe(2);
  await expect(answer.getByRole('button', { name: 'Check again' })).toBeVisible();
  await expect(answer).toContainText(bureau.phone);
  // The answers are still there to change.
  await page.getByRole('button', { name: 'Change my answers' }).click();
  await expect(page.getByLabel('Last name')).toHaveValue('Frozen');
  await expect(page.getByLabel('ZIP code')).toHaveValue(answers.zip);
});

test('a submitted applicant whose file is frozen sees it on the account page, with the bureau and Try again', async ({
  page,
  request,
}) => {
  const email = newEmail('frozen-applicant');
  await page.goto('/user/signup');
  await page.getByLabel('First name').fill('Omar');
  await page.getByLabel('Last name').fill('Frozen');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/application$/);
  await expect(heading(page)).toHaveText('Let’s find the right application for you');
  await page.goto(await linkFromMailbox(request, email, '/emailconfirmation'));
  await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Resume your application' }).click();

  // Young professional, declined on ability to pay: the shortest walk to a submitted application.
  await choose(page, 'Are you a US citizen or a green card holder?', 'Yes');
  await goOn(page, 'About you');
  await page.getByLabel('Date of birth').fill(answers.dob);
  await page.getByLabel('Social Security number (SSN)').pressSequentially('456789012');
  await page.getByLabel('Street address').fill(answers.street);
  await page.getByLabel('City').fill(answers.city);
  await page.getByLabel('State', { exact: true }).selectOption({ label: answers.state });
  await page.getByLabel('ZIP code').fill(answers.zip);
  await goOn(page, 'Your work');
  await answerEmployed(page);
  await goOn(page, 'Your income and costs');
  await answerFinances(page, { income: '9000', housing: 'I rent', rent: '2500', other: '900' });
  await goOn(page, 'Check your answers');
  await page.getByLabel('I have read and accept these documents').check();
  await goOn(page, 'Verify your e-mail address');
  await goOn(page, 'Your application is with us', 'Send my application');
  await expect(page.getByRole('heading', { name: 'Thank you, your application has been sent' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to your account' }).click();
  const panel = page.getByRole('region', { name: 'Your credit check' });
  // The pull is a job after submit; the panel asks again while it is pending.
  await expect(panel).toContainText('Your credit file is frozen', { timeout: 30_000 });
  await expect(panel).toContainText('lift the freeze with the credit bureau');
  await expect(panel).toContainText(bureau.name);
  await expect(panel.getByRole('link', { name: bureau.phone })).toBeVisible();
  await accessible(page);
  await atPhoneAndDesktop(page, 'account-credit-check-frozen', { checkFits: true });

  const retried = page.waitForResponse((response) => isOperation(response.request(), 'RetryCreditCheck'));
  await panel.getByRole('button', { name: 'Try again' }).click();
  const retry = (await (await retried).json()) as { data?: { retryCreditCheck?: { status: string } } };
  // The bureau is asked again (pending); the sandbox's file is still frozen, and the panel says so once the job ends.
  expect(retry.data?.retryCreditCheck?.status).toBe('pending');
  await expect(panel).toContainText('Your credit file is frozen', { timeout: 30_000 });
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
});
