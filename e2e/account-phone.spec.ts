import type { APIRequestContext } from '@playwright/test';
import { newEmail, signUpThroughApi } from './account-kit.js';
import { accessible } from './application-kit.js';
import { expect, test } from './fixtures.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { passStepUpByEmail } from './step-up-kit.js';

/*
 * The verified mobile phone through the screens (decision 074,
 * docs/product-rules.md#verified-phone): a number is added on Sign-in and
 * security with the code the sandbox texted (read from /dev/sms, as a person
 * reads their phone), and changing it asks for the step-up first.
 */

test.describe.configure({ timeout: 90_000 });

/** The newest code the sandbox SMS provider kept for `to` (docs/sandbox.md "Text messages"). */
async function textedCode(request: APIRequestContext, to: string): Promise<string> {
  const answer = await request.get(`/dev/sms?to=${encodeURIComponent(to)}&format=json`);
  const { messages } = (await answer.json()) as { messages: { body: string }[] };
  const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${to}`);
  return code;
}

test('adds a mobile number with the texted code, and changes it after the step-up', async ({ page }) => {
  const email = newEmail('phone');
  await signUpThroughApi(page, email);
  await page.goto('/account/security');
  const panel = page.getByRole('region', { name: 'Mobile phone' });
  await expect(panel.getByText(/We need a verified number before we can issue your card/)).toBeVisible();

  // A number that cannot exist is refused beside the field, before anything is sent.
  await panel.getByRole('textbox', { name: 'Mobile number' }).fill('(800) 555-0143');
  await panel.getByRole('button', { name: 'Text me a code' }).click();
  await expect(
    panel.getByText('Enter a personal mobile number, not a toll-free or service number.').first(),
  ).toBeVisible();
  await accessible(page);
  await atPhoneAndDesktop(page, 'phone-add-refused', { checkFits: true });

  await panel.getByRole('textbox', { name: 'Mobile number' }).fill('(415) 555-0142');
  await panel.getByRole('button', { name: 'Text me a code' }).click();
  await expect(panel.getByText('(415) 555-0142')).toBeVisible();
  await accessible(page);
  await atPhoneAndDesktop(page, 'phone-code', { checkFits: true });
  await panel
    .getByRole('textbox', { name: 'Code from the text message' })
    .fill(await textedCode(page.request, '+14155550142'));
  await panel.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText('Your mobile number (415) 555-0142 is verified.');
  await accessible(page);
  await atPhoneAndDesktop(page, 'phone-verified', { checkFits: true });

  // Changing it: the server asks for the step-up, then the code goes to the new number.
  await panel.getByRole('button', { name: 'Change your number' }).click();
  await panel.getByRole('textbox', { name: 'Mobile number' }).fill('415 555 0143');
  await panel.getByRole('button', { name: 'Text me a code' }).click();
  await passStepUpByEmail(page, email);
  await panel
    .getByRole('textbox', { name: 'Code from the text message' })
    .fill(await textedCode(page.request, '+14155550143'));
  await panel.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText('Your mobile number (415) 555-0143 is verified.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Mobile phone' }).getByText('(415) 555-0143')).toBeVisible();
});
