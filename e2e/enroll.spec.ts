import type { Page } from '@playwright/test';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { newEmail, password } from './account-kit.js';
import { fitsWidth, heading } from './application-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { frontMatter, waitForHydration } from './content-kit.js';
import { expect, test } from './fixtures.js';
import { atPhoneAndDesktop } from './screenshots.js';

const enrollPage = frontMatter('pages/enroll.md');

/** The draft's specialTreatment as the server wrote it (decision 035), asked with the page's session. */
async function specialTreatmentOnServer(page: Page): Promise<string | null> {
  const cookies = await page.context().cookies();
  const hash = cookies.find((cookie) => cookie.name === sessionTransport.sessionHashCookie)?.value ?? '';
  const response = await page.request.post('/api/v1/graphql', {
    headers: { [sessionTransport.sessionHashHeader]: hash },
    data: { query: '{ getApplicationCache { specialTreatment } }' },
  });
  const body = (await response.json()) as { data: { getApplicationCache: { specialTreatment: string | null } } };
  return body.data.getApplicationCache.specialTreatment;
}

test.describe('/enroll: the landing page of direct-mail and partner campaigns (decision 035)', () => {
  test('explains the offer, fits a phone, and is accessible', async ({ page }) => {
    await page.goto('/enroll');
    await expect(heading(page)).toHaveText(enrollPage.heading ?? '');
    await expect(page).toHaveTitle(new RegExp(enrollPage.title?.split(' | ')[0] ?? ''));
    await expect(page.getByRole('heading', { name: 'The offer' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'fee schedule' }).first()).toHaveAttribute(
      'href',
      '/fees',
    );
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await fitsWidth(page);
    await atPhoneAndDesktop(page, 'enroll', { checkFits: true });
  });

  test('a direct-mail code reaches sign-up with promo_code_activated, the code carried, and the application gets DM_<campaign>', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await waitForHydration(page);
    const codeField = page.getByRole('textbox', { name: 'Pre-approved code' });
    await codeField.fill('NOPE-2222');
    await page.getByRole('button', { name: 'Use this code' }).click();
    await expect(page.getByText('We could not find that code.')).toBeVisible();
    await expect(codeField).toBeFocused();
    await expectNoAxeViolations(page);

    await codeField.fill('dm-spring-2027');
    await page.getByRole('button', { name: 'Use this code' }).click();
    await expect(page.getByText('Your promo code is activated!')).toBeVisible();
    await expect(page).toHaveURL('/user/signup?code=DM-SPRING-2027');
    await expect(page.getByLabel('Promo code (optional)')).toHaveValue('DM-SPRING-2027');
    await atPhoneAndDesktop(page, 'enroll-sign-up', { checkFits: true, fullPage: false });

    await page.getByLabel('First name').fill('Nadia');
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByLabel('Email address').fill(newEmail('enroll'));
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(heading(page)).toHaveText('Let’s find the right application for you');
    await expect.poll(() => specialTreatmentOnServer(page)).toBe('DM_SPRING2027');
  });
});
