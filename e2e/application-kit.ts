import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { linkFromMailbox, newEmail, signUpThroughApi } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect } from './fixtures.js';

/** An ISO day `days` from today (UTC), as a date input takes it. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Signs up through the API, confirms the e-mail with the link from the sandbox mailbox as the
 * confirmation page does, and opens the wizard at its start. The confirmation page itself is
 * walked by the specs about it (accounts, prequalification, the young professional's e-mail).
 */
export async function startApplication(page: Page, request: APIRequestContext, label: string): Promise<string> {
  const email = newEmail(label);
  await signUpThroughApi(page, email);
  const link = new URL(await linkFromMailbox(request, email, '/emailconfirmation'), 'http://link');
  const confirmed = await graphqlAsPage<{ emailVerification: { id: string } | null }>(
    page,
    `{ emailVerification(verificationHash: ${JSON.stringify(link.searchParams.get('hash'))}) { id } }`,
  );
  expect(confirmed?.emailVerification?.id, `e-mail of ${email} confirmed`).toBeTruthy();
  await page.goto('/application');
  await expect(heading(page)).toHaveText('Let’s find the right application for you');
  return email;
}

/**
 * Signs up (through the API) and waits for the wizard's first screen, without verifying the
 * e-mail: the wizard asks for that only after review. Leaving /application before the first
 * screen shows would cut off the save that creates the draft.
 */
export async function signUpToApplication(page: Page, label: string): Promise<string> {
  const email = newEmail(label);
  await signUpThroughApi(page, email);
  await page.goto('/application');
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

/** A GraphQL error body the client reads as an API error (product-rules#http-client-errors), sent with status 200. */
export const internalServerError = {
  errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
};

export interface GraphqlCall {
  query: string;
  variables: Record<string, unknown>;
}

/** The GraphQL call a request carries, or null for any other request. */
export function graphqlCall(request: Request): GraphqlCall | null {
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/v1/graphql') return null;
  const body: unknown = request.postDataJSON();
  if (typeof body !== 'object' || body === null || !('query' in body) || typeof body.query !== 'string') return null;
  const variables = 'variables' in body && typeof body.variables === 'object' ? body.variables : {};
  return { query: body.query, variables: (variables ?? {}) as Record<string, unknown> };
}

/** True when `request` is the GraphQL operation named like 'mutation ApplicationCacheSave'. */
export function isOperation(request: Request, operation: string): boolean {
  const call = graphqlCall(request);
  return call !== null && new RegExp(`${operation.replace(/\s+/, '\\s+')}\\b`).test(call.query);
}

export interface Interception {
  /** Resolves with the call once it has been answered in the server's place. */
  answered: Promise<GraphqlCall>;
}

/**
 * Answers the next call to `operation` (for example 'mutation ApplicationCacheSave') in the
 * server's place, once; every other call goes through. `hold` keeps the answer back until it
 * resolves, so a test can look at the page while the call is still on its way.
 */
export async function answerNextCall(
  page: Page,
  operation: string,
  answer: { status?: number; body: unknown },
  options: { hold?: Promise<unknown>; when?: (call: GraphqlCall) => boolean } = {},
): Promise<Interception> {
  let used = false;
  let settle: (call: GraphqlCall) => void = () => undefined;
  const answered = new Promise<GraphqlCall>((resolve) => (settle = resolve));
  await page.route('**/api/v1/graphql', async (route) => {
    const call = graphqlCall(route.request());
    if (used || !call || !isOperation(route.request(), operation) || (options.when && !options.when(call))) {
      return route.fallback();
    }
    used = true;
    await options.hold;
    await route.fulfill({
      status: answer.status ?? 200,
      contentType: 'application/json',
      body: JSON.stringify(answer.body),
    });
    settle(call);
  });
  return { answered };
}

/** A gate a test opens when it is ready: `held` resolves on `open()`. */
export function gate(): { held: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (open = resolve));
  return { held, open };
}

/** Presses Tab (at most `limit` times) until `target` has the focus; keyboard only, no clicks. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `Tab did not reach ${target.toString()}`).toBeFocused();
}

/**
 * Answers a radio question with the keyboard, as a person would: Tab into the group,
 * Space to pick the focused radio, then the arrow keys to move to the wanted answer.
 */
export async function pickWithKeyboard(page: Page, question: string | RegExp, answer: string): Promise<void> {
  const group = page.getByRole('group', { name: question, exact: true });
  const radios = group.getByRole('radio');
  const wanted = group.getByLabel(answer, { exact: true });
  for (let presses = 0; presses < 60; presses += 1) {
    if (await radios.evaluateAll((all) => all.some((radio) => radio === document.activeElement))) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  for (let presses = await radios.count(); presses > 0 && !(await wanted.isChecked()); presses -= 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toBeChecked();
  await expect(wanted).toBeFocused();
}

/** The application as the server has it (product-rules#application-operations getApplication), asked with the page's session. */
export async function applicationOnServer(page: Page) {
  const cookies = await page.context().cookies();
  const hash = cookies.find((cookie) => cookie.name === sessionTransport.sessionHashCookie)?.value ?? '';
  const response = await page.request.post('/api/v1/graphql', {
    headers: { [sessionTransport.sessionHashHeader]: hash },
    data: { query: '{ getApplication { status submissionDate stepName } }' },
  });
  const body = (await response.json()) as {
    data: { getApplication: { status: string; submissionDate: string | null; stepName: string } };
  };
  return body.data.getApplication;
}

/** The SSN of the young professionals the specs walk: every sandbox and stand-in passes it (docs/sandbox.md). */
export const ypSsn = '456789012';

/**
 * A young professional (a US citizen) from the wizard's first screen to
 * "Confirm your income", living with family; `answerWork` answers "Your work".
 */
export async function ypToConfirmIncome(
  page: Page,
  answerWork: (page: Page) => Promise<void>,
  income = '60000',
): Promise<void> {
  await choose(page, 'Are you a US citizen or a green card holder?', 'Yes');
  await goOn(page, 'About you');
  await answerIdentification(page, { ...identity, status: undefined, ssn: ypSsn });
  await goOn(page, 'Your work');
  await answerWork(page);
  await goOn(page, 'Your income and costs');
  await answerFinances(page, { income, housing: 'I live with family' });
  await goOn(page, 'Confirm your income');
}

/** "Your work": not working, and the next job is the first. */
export async function notWorkingFirstJobNext(page: Page): Promise<void> {
  await choose(page, 'What is your employment status?', 'Not working at the moment');
  await choose(page, 'Would your next job be your first?', 'Yes');
}

/** "Your work": not working, after more than two years at a previous employer. */
export async function notWorkingAfterAJob(page: Page): Promise<void> {
  await choose(page, 'What is your employment status?', 'Not working at the moment');
  await choose(page, 'Would your next job be your first?', 'No');
  await page.getByLabel('Previous employer name').fill('Tailspin Toys');
  await page.getByLabel('Previous job title').fill('Analyst');
  await choose(page, 'How long did you work there?', 'More than 2 years');
}

/** A GraphQL call with the page's session, as the web makes it. */
export async function graphqlAsPage<T>(page: Page, query: string): Promise<T> {
  const cookies = await page.context().cookies();
  const hash = cookies.find((cookie) => cookie.name === sessionTransport.sessionHashCookie)?.value ?? '';
  const response = await page.request.post('/api/v1/graphql', {
    headers: { [sessionTransport.sessionHashHeader]: hash },
    data: { query },
  });
  return ((await response.json()) as { data: T }).data;
}
