import { linkFromMailbox } from './account-kit.js';
import {
  accessible,
  answerEmployed,
  answerFinances,
  answerIdentification,
  choose,
  goOn,
  heading,
  identity,
  signUpToApplication,
} from './application-kit.js';
import { expect, test } from './fixtures.js';
import { openOnAnotherDevice } from './work-email-kit.js';

test.describe.configure({ timeout: 120_000 });

test('"I have confirmed it" says the e-mail address is not confirmed yet, then notices the link opened elsewhere', async ({
  page,
  request,
}) => {
  // Signed up without opening the verification mail; the shortest way to the last screen is no automatic offer.
  const email = await signUpToApplication(page, 'verify-later');
  await choose(page, 'Are you a US citizen or a green card holder?', 'Yes');
  await goOn(page, 'About you');
  await answerIdentification(page, { ...identity, status: undefined, ssn: '456789012' });
  await goOn(page, 'Your work');
  await answerEmployed(page);
  await goOn(page, 'Your income and costs');
  await answerFinances(page, { income: '9000', housing: 'I rent', rent: '2500' });
  await goOn(page, 'Check your answers');
  await page.getByLabel('I have read and accept these documents').check();
  await goOn(page, 'Verify your e-mail address');
  await expect(page.getByRole('button', { name: 'Send my application' })).toHaveCount(0);

  await page.getByRole('button', { name: 'I have confirmed it' }).click();
  const notYet = page.getByRole('status').filter({ hasText: 'We checked: your e-mail address is not confirmed yet.' });
  await expect(notYet).toBeVisible();
  await expect(notYet).toContainText(email);
  await accessible(page);

  const phone = await openOnAnotherDevice(page, await linkFromMailbox(request, email, '/emailconfirmation'));
  await expect(phone.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
  await phone.context().close();

  await page.getByRole('button', { name: 'I have confirmed it' }).click();
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
  await expect(notYet).toHaveCount(0);
  await goOn(page, 'Your application is with us', 'Send my application');
  await expect(heading(page)).toHaveText('Your application is with us');
});
