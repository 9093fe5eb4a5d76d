import type { Page } from '@playwright/test';
import {
  applicationOnServer,
  internalServerError,
  isOperation,
  signUpToApplication,
  tabTo,
} from './application-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { atPhoneAndDesktop } from './screenshots.js';

/**
 * /account as the applicant's home (product-rules#application-status, product-rules#user-status):
 * the Application part's status and timeline, the cancel behind its confirm step, by keyboard; and a
 * part whose query fails showing its own error and "Try again" while the others still show.
 */
const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());

const applicationPart = (page: Page) => page.getByRole('region', { name: 'Application', exact: true });
const detailsPart = (page: Page) => page.getByRole('region', { name: 'Your details', exact: true });
const statusLine = (page: Page) => applicationPart(page).getByText(/^Status:/);

async function openAccount(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();
}

test('an applicant cancels from /account, by keyboard, after first keeping the application twice', async ({ page }) => {
  await signUpToApplication(page, 'account-cancel');
  await openAccount(page);
  const part = applicationPart(page);
  await expect(statusLine(page)).toHaveText('Status: In progress');
  await expect(part.getByRole('list', { name: 'Timeline' }).getByRole('listitem')).toHaveText([`Started ${today}`]);
  await expect(part.getByRole('link', { name: 'Resume your application' })).toBeVisible();

  const cancel = part.getByRole('button', { name: 'Cancel application' });
  const confirm = part.getByRole('group', { name: 'Cancel your application?' });
  const keep = confirm.getByRole('button', { name: 'Keep my application' });

  // "Keep my application": the question goes, the focus is back on the button, nothing changed.
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  await expect(keep).toBeFocused();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'account-cancel-confirm', { checkFits: true });
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(cancel).toBeFocused();

  // Escape does the same.
  await page.keyboard.press('Enter');
  await expect(keep).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(cancel).toBeFocused();
  expect((await applicationOnServer(page)).status).toBe('incomplete');
  await expect(statusLine(page)).toHaveText('Status: In progress');

  // Yes: canceled on the server, and the part says so with the day and the way to a new application.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(confirm.getByRole('button', { name: 'Yes, cancel my application' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(statusLine(page)).toHaveText('Status: Canceled');
  await expect(statusLine(page)).toBeFocused();
  await expect(part.getByRole('list', { name: 'Timeline' }).getByRole('listitem')).toHaveText([
    `Started ${today}`,
    `Canceled ${today}`,
  ]);
  await expect(part.getByText('You canceled your application. You can start a new application')).toBeVisible();
  await expect(part.getByRole('link', { name: 'Start a new application' })).toBeVisible();
  await expect(part.getByRole('button', { name: 'Cancel application' })).toHaveCount(0);
  expect((await applicationOnServer(page)).status).toBe('canceled');
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'account-canceled', { checkFits: true });

  // The page as it loads afresh says the same.
  await openAccount(page);
  await expect(statusLine(page)).toHaveText('Status: Canceled');
});

test('your details failing to load: their error and "Try again", the rest of the page still shown; then they load', async ({
  page,
}) => {
  await signUpToApplication(page, 'account-part-fails');
  let failing = true;
  let asked = 0;
  await page.route('**/api/v1/graphql', async (route) => {
    if (!isOperation(route.request(), 'query AccountProfile')) return route.fallback();
    asked += 1;
    if (!failing) return route.fallback();
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(internalServerError) });
  });

  // Your details are on Profile and security (decision 078).
  await page.goto('/account/profile');
  const details = detailsPart(page);
  await expect(details.getByRole('alert')).toHaveText('We could not load your details. Please try again.');
  await expect(details.getByText('Email address')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Manage sign-in and security' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Signing out' }).getByRole('button', { name: 'Sign out' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'account-details-failed', { checkFits: true });

  // The server answers again: "Try again", by keyboard, loads this part only.
  failing = false;
  const askedBefore = asked;
  await tabTo(page, details.getByRole('button', { name: 'Try again' }));
  await page.keyboard.press('Enter');
  await expect(details.getByText('Email address')).toBeVisible();
  await expect(details.getByRole('alert')).toHaveCount(0);
  // No application submitted yet: the account has no home address (decision 036).
  await expect(details.getByText('Not on file yet')).toBeVisible();
  await expect(details.getByText(/change only through a change request/)).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Your details' })).toBeFocused();
  expect(asked).toBe(askedBefore + 1);
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'account-details-loaded', { checkFits: true });
});
