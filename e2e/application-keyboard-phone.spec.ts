import type { Page } from '@playwright/test';
import {
  accessible,
  answerEmployed,
  answerFinances,
  answerIdentification,
  choose,
  fitsWidth,
  goOn,
  heading,
  identity,
  pickWithKeyboard,
  signUpToApplication,
  tabTo,
} from './application-kit.js';
import { expect, test } from './fixtures.js';

// Each test signs up and walks several screens, with axe on each in the phone walk.
test.describe.configure({ timeout: 90_000 });

/** Tab to a field and type into it, as a person with only a keyboard would. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text);
}

/** Tab to Continue and press Enter; the next screen's heading takes the focus. */
async function continueWithKeyboard(page: Page, nextHeading: string): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(nextHeading);
  await expect(heading(page)).toBeFocused();
}

test('keyboard only: the first screen, "About you" and "Your work" of the US track reach "Your income and costs"', async ({
  page,
}) => {
  await signUpToApplication(page, 'keyboard');

  // From here on only page.keyboard: no clicks, no fill, no selectOption.
  await pickWithKeyboard(page, 'Are you a US citizen or a green card holder?', 'No');
  await pickWithKeyboard(page, 'How long have you lived in the US?', '1 to 2 years');
  await continueWithKeyboard(page, 'About you');

  // A date input takes the digits segment by segment (month, day, year in en-US).
  await typeInto(page, 'Date of birth', '05171994');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1994-05-17');
  await typeInto(page, 'Social Security number (SSN)', '123456789');
  await expect(page.getByLabel('Social Security number (SSN)')).toHaveValue('123-45-6789');
  // A closed select picks the option whose label starts with what is typed.
  await typeInto(page, 'Your US residence or visa status', 'H-1B');
  await expect(page.getByLabel('Your US residence or visa status')).toHaveValue('H-1B');
  await typeInto(page, 'Street address', '500 Congress Ave');
  await typeInto(page, 'City', 'Austin');
  await typeInto(page, 'State', 'Texas');
  await expect(page.getByLabel('State', { exact: true }).locator('option:checked')).toHaveText('Texas');
  await typeInto(page, 'ZIP code', '78701');
  await continueWithKeyboard(page, 'Your work');

  await pickWithKeyboard(page, 'What is your employment status?', 'Employed');
  await typeInto(page, 'Employer name', 'Acme Robotics');
  await typeInto(page, 'Job title', 'Data Engineer');
  await pickWithKeyboard(page, 'How long have you worked there?', '1 to 2 years');
  await pickWithKeyboard(page, 'Are you placed at a client’s site?', 'No');
  await pickWithKeyboard(page, 'Is this your first job?', 'Yes');
  await continueWithKeyboard(page, 'Your income and costs');
});

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** Nothing scrolls sideways and axe finds no WCAG 2.2 AA violation. */
  async function fitsAndAccessible(page: Page): Promise<void> {
    await fitsWidth(page);
    await accessible(page);
  }

  test('the US track to "Check your answers" fits the width and passes axe on every screen, the error summary included', async ({
    page,
  }) => {
    await signUpToApplication(page, 'phone');
    await fitsAndAccessible(page);
    await choose(page, 'Are you a US citizen or a green card holder?', 'No');
    await choose(page, 'How long have you lived in the US?', '1 to 2 years');
    await fitsAndAccessible(page);
    await goOn(page, 'About you');
    await fitsAndAccessible(page);

    // The longest error summary of the track, with every field of "About you" in it.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Please check the highlighted fields' })).toBeVisible();
    await fitsAndAccessible(page);

    await answerIdentification(page, identity);
    await goOn(page, 'Your work');
    await fitsAndAccessible(page);
    await answerEmployed(page);
    await fitsAndAccessible(page);
    await goOn(page, 'Your income and costs');
    await fitsAndAccessible(page);
    await answerFinances(page, { income: '$120,000', housing: 'I own, with a mortgage', rent: '2400' });
    await goOn(page, 'Where should we send your card?');
    await fitsAndAccessible(page);
    await choose(page, 'Send my card to', 'My home');
    await goOn(page, 'Check your answers');
    await fitsAndAccessible(page);
  });
});
