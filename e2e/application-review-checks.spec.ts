import {
  accessible,
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

/** decision 018 (docs/decisions/018-checks-follow-the-answers.md): an edit at review cannot skip a check. */
const review = 'Check your answers';
// Each walk fills four screens and takes screenshots at two widths.
test.slow();

test('an income changed at review leads through the checks the new answers require', async ({ page, request }) => {
  await startApplication(page, request, 'review-edit');
  await choose(page, 'Are you a US citizen or a green card holder?', 'Yes');
  await goOn(page, 'About you');
  await answerIdentification(page, { ...identity, status: undefined, ssn: '234567891' });
  await goOn(page, 'Your work');
  await answerEmployed(page);
  await goOn(page, 'Your income and costs');
  // The walk: 9000 a year with 2500 rent is declined, so review says there is no automatic offer.
  await answerFinances(page, { income: '9000', housing: 'I rent', rent: '2500' });
  await goOn(page, review);
  await expect(page.getByText('we cannot offer a card automatically')).toBeVisible();
  const checks = page.getByRole('region', { name: 'What we checked' });
  await expect(checks).toContainText('Income confirmedNot checked: the automatic affordability check did not pass');
  await atPhoneAndDesktop(page, 'review-atp-declined', { checkFits: true });

  await page.getByRole('link', { name: 'Change your income and costs' }).click();
  await expect(heading(page)).toHaveText('Your income and costs');
  await page.getByLabel('Your yearly income before tax').fill('95000');
  await choose(page, 'Your housing', 'I live with family');
  await page.getByRole('button', { name: 'Save and return to review' }).click();
  // The new answers pass affordability, so the engine leads to income validation, not back to review.
  await expect(heading(page)).toHaveText('Confirm your income');
  await allSaved(page);
  expect(await applicationOnServer(page)).toMatchObject({ stepName: 'YP_Financial_Validation', status: 'incomplete' });
  await accessible(page);
});

test('after an identity-score decline, review says what was skipped and why, and progress marks only what was done', async ({
  page,
  request,
}) => {
  await startApplication(page, request, 'review-declined');
  await choose(page, 'Are you a US citizen or a green card holder?', 'Yes');
  await goOn(page, 'About you');
  // docs/sandbox.md: group 99 is declined by the sandbox risk score and flagged for action.
  await answerIdentification(page, { ...identity, status: undefined, ssn: '123996789' });
  await goOn(page, review);
  for (const title of ['Your work', 'Your income and costs']) {
    const group = page.getByRole('region', { name: title });
    await expect(group).toContainText(
      'Not asked: The automatic identity check did not pass and asked for a person to look, so our team will review your application by hand.',
    );
    await expect(group.getByRole('link', { name: /^Change/ })).toHaveCount(0);
  }
  await expect(page.getByRole('region', { name: 'What we checked' })).toContainText(
    'Identity confirmedNot checked: the automatic identity check did not pass and asked for a person to look',
  );
  await expect(page.getByRole('region', { name: 'Applicant' })).toContainText('E-mail');

  await page.setViewportSize({ width: 1280, height: 900 });
  const progress = page.getByRole('navigation', { name: 'Application progress' });
  await expect(progress.getByRole('listitem')).toHaveText([
    'About you (done)',
    'Work (skipped)',
    'Income (skipped)',
    'Verification (skipped)',
    'Review',
    'E-mail',
    'Done',
  ]);
  await accessible(page);
  await atPhoneAndDesktop(page, 'review-identity-declined', { checkFits: true });
});
