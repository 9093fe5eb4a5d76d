import {
  allSaved,
  answerEmployed,
  answerFinances,
  answerIdentification,
  applicationOnServer,
  choose,
  goOn,
  heading,
  identity,
  startApplication,
} from './application-kit.js';
import { expect, test } from './fixtures.js';
import { atPhoneAndDesktop } from './screenshots.js';

// An edit on review that calls for a check not done yet (decision 018) says why on the step it
// leads to; review lists the SMS terms among the agreements when the applicant agreed to texts.
const review = 'Check your answers';
test.slow();

test('review lists the SMS terms agreed to, and an income changed at review says why it leads to confirming the income', async ({
  page,
  request,
}) => {
  await startApplication(page, request, 'review-change');
  await choose(page, 'Are you a US citizen or a green card holder?', 'Yes');
  await goOn(page, 'About you');
  await answerIdentification(page, { ...identity, status: undefined, ssn: '234567892' });
  await page.getByLabel('Mobile phone number').fill('+15125550123');
  await page.getByLabel('Text me about my application').check();
  await goOn(page, 'Your work');
  await answerEmployed(page);
  await goOn(page, 'Your income and costs');
  await answerFinances(page, { income: '9000', housing: 'I rent', rent: '2500' });
  await goOn(page, review);

  const agreements = page.getByRole('region', { name: 'Agreements' });
  await expect(agreements.getByRole('link', { name: /^SMS Terms/ })).toBeVisible();
  await expect(agreements.getByRole('listitem')).toHaveCount(5);
  await atPhoneAndDesktop(page, 'review-sms-terms', { checkFits: true });

  await page.getByRole('link', { name: 'Change your income and costs' }).click();
  await expect(heading(page)).toHaveText('Your income and costs');
  await page.getByLabel('Your yearly income before tax').fill('95000');
  await choose(page, 'Your housing', 'I live with family');
  await page.getByRole('button', { name: 'Save and return to review' }).click();
  await expect(heading(page)).toHaveText('Confirm your income');
  await expect(page.getByRole('status').filter({ hasText: 'You changed your answers' })).toHaveText(
    'You changed your answers on “Your income and costs” on review. With your new answers, we need to confirm your income before you can send your application.',
  );
  await allSaved(page);
  expect(await applicationOnServer(page)).toMatchObject({ stepName: 'YP_Financial_Validation' });
  await atPhoneAndDesktop(page, 'review-change-confirm-income', { checkFits: true });
  // The reason belongs to this step only: after a reload it is no longer claimed.
  await page.reload();
  await expect(heading(page)).toHaveText('Confirm your income');
  await expect(page.getByText('You changed your answers')).toHaveCount(0);
});
