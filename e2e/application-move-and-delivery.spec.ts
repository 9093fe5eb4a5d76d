import type { Page } from '@playwright/test';
import {
  accessible,
  answerEmployed,
  answerFinances,
  choose,
  dayFromToday,
  goOn,
  heading,
  identity,
  startApplication,
} from './application-kit.js';
import { expect, test } from './fixtures.js';
import { atPhoneAndDesktop } from './screenshots.js';

// Each walk signs up, verifies the e-mail and answers several screens.
test.describe.configure({ timeout: 90_000 });

/** PreResidency "not in the US yet", moving in `days`: the non-US track. */
async function movingIn(page: Page, days: number): Promise<void> {
  await choose(page, 'Are you a US citizen or a green card holder?', 'No');
  await choose(page, 'How long have you lived in the US?', 'I don’t live in the US yet');
  await goOn(page, 'Your move to the US');
  await choose(page, 'Do you already live in the US?', 'No');
  await page.getByLabel('When do you expect to move to the US?').fill(dayFromToday(days));
}

const noUsAddress = { ...identity, ssn: '', passport: 'X1234567', status: 'L-1', street: '', city: '', zip: '' };

/** The non-US track to the shipping step, with no US address given on About you. */
async function nonUsWithoutAddressAtShipping(page: Page): Promise<void> {
  await movingIn(page, 30);
  await goOn(page, 'About you');
  await page.getByLabel('Date of birth').fill(noUsAddress.dob);
  await page.getByLabel(/^Passport number/).fill(noUsAddress.passport);
  await page.getByLabel('Your US residence or visa status').selectOption(noUsAddress.status);
  await goOn(page, 'Your work');
  await answerEmployed(page);
  await goOn(page, 'Your income and costs');
  await answerFinances(page, { income: '85000', housing: 'I live with family' });
  await goOn(page, 'Where should we send your card?');
}

const shipping = (page: Page) => page.getByRole('region', { name: 'Where should we send your card?' });

test('non-US applicant with no US address: shipping asks for the workplace address, and review shows it', async ({
  page,
  request,
}) => {
  await startApplication(page, request, 'ship-work');
  await nonUsWithoutAddressAtShipping(page);
  // The report: "My workplace" on review though no workplace address was asked.
  await choose(page, 'Send my card to', 'My workplace');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.locator(':focus')).toContainText('Please');
  await expect(heading(page)).toHaveText('Where should we send your card?');
  const work = page.getByRole('group', { name: 'Your workplace address' });
  await work.getByLabel('Street address').fill('1 Market St');
  await work.getByLabel('City').fill('San Francisco');
  await work.getByLabel('State', { exact: true }).selectOption({ label: 'California' });
  await work.getByLabel('ZIP code').fill('94105');
  await accessible(page);
  await goOn(page, 'Check your answers');
  await expect(shipping(page)).toContainText('My workplace');
  await expect(shipping(page)).toContainText('1 Market St, San Francisco, CA 94105');
});

test('non-US applicant with no US address who picks home is asked for the home address; review keeps home', async ({
  page,
  request,
}) => {
  await startApplication(page, request, 'ship-home');
  await nonUsWithoutAddressAtShipping(page);
  await choose(page, 'Send my card to', 'My home');
  const home = page.getByRole('group', { name: 'Your US home address' });
  await expect(home).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(heading(page)).toHaveText('Where should we send your card?');
  await expect(home.getByText('Required').first()).toBeVisible();
  await atPhoneAndDesktop(page, 'shipping-home-asked');
  await home.getByLabel('Street address').fill('500 Congress Ave');
  await home.getByLabel('City').fill('Austin');
  await home.getByLabel('State', { exact: true }).selectOption({ label: 'Texas' });
  await home.getByLabel('ZIP code').fill('78701');
  await accessible(page);
  await goOn(page, 'Check your answers');
  // Employed applicants ship to work on non-US review (product-rules#shipping-choice), but there is no work address: home stays.
  await expect(shipping(page)).toContainText('My home');
  await expect(shipping(page)).not.toContainText('My workplace');
  await expect(shipping(page)).toContainText('500 Congress Ave, Austin, TX 78701');
  await atPhoneAndDesktop(page, 'review-shipping-home');
});

test('a relocation date in the past (2020-01-01) is refused with a clear message', async ({ page, request }) => {
  await startApplication(page, request, 'past-move');
  await choose(page, 'Are you a US citizen or a green card holder?', 'No');
  await choose(page, 'How long have you lived in the US?', 'I don’t live in the US yet');
  await goOn(page, 'Your move to the US');
  await choose(page, 'Do you already live in the US?', 'No');
  await page.getByLabel('When do you expect to move to the US?').fill('2020-01-01');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const message = 'The date of your move cannot be in the past. If you already live in the US, answer “Yes” above.';
  await expect(page.locator('.field__error').filter({ hasText: message })).toBeVisible();
  await expect(heading(page)).toHaveText('Your move to the US');
  await accessible(page);
  await atPhoneAndDesktop(page, 'relocation-past-date');
  await page.getByLabel('When do you expect to move to the US?').fill(dayFromToday(30));
  await goOn(page, 'About you');
});

test('the early-applicant page says the application can be finished now, and Continue leads to About you', async ({
  page,
  request,
}) => {
  await startApplication(page, request, 'early-copy');
  await movingIn(page, 120);
  await goOn(page, 'You can apply now, before your move');
  await expect(page.getByText('you can finish and send your application today')).toBeVisible();
  await expect(page.getByText('finish your application in the 60 days before you arrive')).toHaveCount(0);
  await accessible(page);
  await atPhoneAndDesktop(page, 'early-applicant');
  // The behaviour the copy promises: straight on to the application's questions.
  await goOn(page, 'About you', 'Continue my application');
});

test('About you: visa statuses only on the US-expat track, a checked mobile number with SMS consent, and an address abroad on the non-US track', async ({
  page,
  request,
}) => {
  await startApplication(page, request, 'contact');
  await movingIn(page, 30);
  await goOn(page, 'About you');
  const status = page.getByLabel('Your US residence or visa status');
  await expect(status.locator('option', { hasText: 'US Citizen' })).toHaveCount(0);
  await expect(status.locator('option', { hasText: 'Green Card' })).toHaveCount(0);
  await page.getByLabel('Date of birth').fill(noUsAddress.dob);
  await page.getByLabel(/^Passport number/).fill(noUsAddress.passport);
  await status.selectOption(noUsAddress.status);
  await page.getByLabel('Mobile phone number').fill('07700 900123');
  await page.getByLabel(/^Text me about my application/).check();
  const abroad = page.getByRole('group', { name: 'Where you live now' });
  await abroad.getByLabel('Town').fill('London');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(heading(page)).toHaveText('About you');
  await expect(page.getByText('Please enter a valid mobile number, for example').first()).toBeVisible();
  await expect(abroad.getByText('Required').first()).toBeVisible();
  await accessible(page);
  await atPhoneAndDesktop(page, 'about-you-contact-errors');
  await page.getByLabel('Mobile phone number').fill('+44 7700 900123');
  await abroad.getByLabel('House number and street').fill('10 Downing St');
  await abroad.getByLabel('Postal code').fill('SW1A 2AA');
  await abroad.getByLabel('Country').fill('United Kingdom');
  await goOn(page, 'Your work');
  await answerEmployed(page);
  await goOn(page, 'Your income and costs');
  await answerFinances(page, { income: '85000', housing: 'I live with family' });
  await goOn(page, 'Where should we send your card?');
  await atPhoneAndDesktop(page, 'shipping-choices');
  await choose(page, 'Send my card to', 'My home');
  const home = page.getByRole('group', { name: 'Your US home address' });
  await home.getByLabel('Street address').fill('500 Congress Ave');
  await home.getByLabel('City').fill('Austin');
  await home.getByLabel('State', { exact: true }).selectOption({ label: 'Texas' });
  await home.getByLabel('ZIP code').fill('78701');
  await goOn(page, 'Check your answers');
  const about = page.getByRole('region', { name: 'About you' });
  await expect(about).toContainText('+447700900123');
  await expect(about).toContainText('SMS Terms accepted');
  await expect(about).toContainText('10 Downing St, London, SW1A 2AA, United Kingdom');
});

test('US-expat track: the visa-status list leaves out US Citizen and Green Card', async ({ page, request }) => {
  await startApplication(page, request, 'us-visa');
  await choose(page, 'Are you a US citizen or a green card holder?', 'No');
  await choose(page, 'How long have you lived in the US?', '1 to 2 years');
  await goOn(page, 'About you');
  const status = page.getByLabel('Your US residence or visa status');
  await expect(status.locator('option', { hasText: 'H-1B' }).first()).toBeAttached();
  await expect(status.locator('option', { hasText: 'US Citizen' })).toHaveCount(0);
  await expect(status.locator('option', { hasText: 'Green Card' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Where you live now' })).toHaveCount(0);
  await atPhoneAndDesktop(page, 'about-you-us-expat');
});
