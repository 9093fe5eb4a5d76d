import type { APIRequestContext, Page } from '@playwright/test';
import { linkFromMailbox, newEmail, signUp } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect } from './fixtures.js';

/** An ISO day `days` from today (UTC), as a date input takes it. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Signs up, opens the verification link from the sandbox mailbox, and opens the wizard at its start. */
export async function startApplication(page: Page, request: APIRequestContext, label: string): Promise<string> {
  const email = newEmail(label);
  await signUp(page, email);
  await page.goto(await linkFromMailbox(request, email, '/emailconfirmation'));
  await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Resume your application' }).click();
  await expect(heading(page)).toHaveText('Let’s find the right application for you');
  return email;
}

/** Presses Continue (or another label) and waits for the next screen's heading. */
export async function goOn(page: Page, nextHeading: string, button = 'Continue'): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(heading(page)).toHaveText(nextHeading);
  await expect(heading(page)).toBeFocused();
}

export async function goBack(page: Page, previousHeading: string): Promise<void> {
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(heading(page)).toHaveText(previousHeading);
}

/** Waits until every change has reached the server, so a reload shows it. */
export async function allSaved(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
}

export async function choose(page: Page, question: string | RegExp, answer: string): Promise<void> {
  await page.getByRole('group', { name: question }).getByLabel(answer, { exact: true }).check();
}

/** The screen has no axe violation (WCAG 2.2 AA). */
export async function accessible(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
}

export interface Identity {
  dob: string;
  ssn?: string;
  passport?: string;
  status?: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export const identity: Identity = {
  dob: '1994-05-17',
  ssn: '123456789',
  status: 'H-1B',
  street: '500 Congress Ave',
  city: 'Austin',
  state: 'Texas',
  zip: '78701',
};

export async function answerIdentification(page: Page, answers: Identity): Promise<void> {
  await page.getByLabel('Date of birth').fill(answers.dob);
  if (answers.ssn) await page.getByLabel('Social Security number (SSN)').pressSequentially(answers.ssn);
  if (answers.passport) await page.getByLabel(/^Passport number/).fill(answers.passport);
  if (answers.status) await page.getByLabel('Your US residence or visa status').selectOption(answers.status);
  await page.getByLabel('Street address').fill(answers.street);
  await page.getByLabel('City').fill(answers.city);
  await page.getByLabel('State', { exact: true }).selectOption({ label: answers.state });
  await page.getByLabel('ZIP code').fill(answers.zip);
}

export async function answerEmployed(page: Page, employer = 'Acme Robotics', title = 'Data Engineer'): Promise<void> {
  await choose(page, 'What is your employment status?', 'Employed');
  await page.getByLabel('Employer name').fill(employer);
  await page.getByLabel('Employer website').fill('acme-robotics.example');
  await page.getByLabel('Job title').fill(title);
  await choose(page, 'How long have you worked there?', '1 to 2 years');
  await choose(page, 'Are you placed at a client’s site?', 'No');
  await choose(page, 'Is this your first job?', 'Yes');
}

export async function answerFinances(
  page: Page,
  figures: { income: string; housing: string; rent?: string; other?: string },
): Promise<void> {
  await page.getByLabel('Your yearly income before tax').fill(figures.income);
  await choose(page, 'Your housing', figures.housing);
  if (figures.rent) await page.getByLabel(/Your monthly (rent|mortgage payment)$/).fill(figures.rent);
  if (figures.other) await page.getByLabel('Other monthly debt payments').fill(figures.other);
}

/** The document is no wider than the viewport: nothing on the screen scrolls sideways. */
export async function fitsWidth(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}
