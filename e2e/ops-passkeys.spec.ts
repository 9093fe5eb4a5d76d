import { newEmail } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { addStaff, enrolFromLink, staffSignedIn } from './ops-kit.js';
import {
  addVirtualAuthenticator,
  expectFirstPasskeyAdded,
  passkeySiteOnLocalhost,
  setUserVerified,
} from './passkey-kit.js';
import { atPhoneAndDesktop } from './screenshots.js';

/**
 * Staff passkeys and sessions through the screens (decision 072), in Chromium
 * with the DevTools protocol's virtual authenticator: a staff member adds a
 * passkey, signs out and signs in with it alone; an admin signs them out
 * everywhere and their next request is refused. The site runs on
 * http://localhost, which WebAuthn accepts as a secure origin (an IP address
 * cannot be a relying party id).
 */
const site = passkeySiteOnLocalhost(104);
const url = site.url;

test('a staff member adds a passkey, signs out, and signs in with the passkey alone', async ({ page }) => {
  const email = newEmail('passkey-reviewer');
  const authenticator = await addVirtualAuthenticator(page);
  await enrolFromLink(page, await addStaff(site.server, url, email, 'reviewer'));
  await expect(page).toHaveURL(`${url}/ops`);

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  // Staff only: the admins' page is not offered to a reviewer.
  await expect(page.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Give the passkey a name, such as the device it is on')).toBeVisible();
  await page.getByLabel('Name for the passkey').fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expectFirstPasskeyAdded(page, 'Work laptop', authenticator);

  const sessions = page.getByRole('table', { name: /live session/ });
  await expect(sessions.getByText('This session')).toBeVisible();
  await atPhoneAndDesktop(page, 'ops-security', { checkFits: true });
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Applications' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${url}/ops/sign-in`);

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${url}/ops`);
  await expect(page.getByText(`Signed in as ${email}, role reviewer.`)).toBeVisible();
  await page.goto('/ops/security');
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('last used');

  // A passkey the person declines (no user verification) is reported, and nobody is signed in.
  await page.getByRole('link', { name: 'Applications' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await setUserVerified(authenticator, false);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText(/cancelled or timed out|not recognised/);
  await expect(page).toHaveURL(`${url}/ops/sign-in`);
  await atPhoneAndDesktop(page, 'ops-sign-in-passkey', { checkFits: true });
});

test('an admin sees every live session and signs a staff member out everywhere; their next request is refused', async ({
  page,
  browser,
}) => {
  const reviewerEmail = newEmail('signed-out-reviewer');
  const reviewer = await staffSignedIn(browser, site.server, url, reviewerEmail, 'reviewer');
  const adminEmail = newEmail('sessions-admin');
  await staffSignedIn(browser, site.server, url, adminEmail, 'admin', page);

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sessions', level: 1 })).toBeVisible();
  const reviewerSection = page.getByRole('region', { name: new RegExp(reviewerEmail) });
  await expect(reviewerSection.getByRole('table')).toBeVisible();
  await atPhoneAndDesktop(page, 'ops-staff-sessions', { checkFits: true });
  await expectNoAxeViolations(page);

  await reviewerSection.getByRole('button', { name: `Sign ${reviewerEmail} out everywhere` }).click();
  await expect(page.getByRole('region', { name: new RegExp(reviewerEmail) })).toHaveCount(0);
  await expect(page.getByRole('region', { name: new RegExp(adminEmail) })).toBeVisible();

  await reviewer.goto('/ops/security');
  await expect(reviewer).toHaveURL(`${url}/ops/sign-in`);
  await reviewer.close();
});
