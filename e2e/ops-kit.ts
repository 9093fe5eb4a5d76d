import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { BuiltApp } from '../apps/server/src/app.js';
import { runStaffCommand } from '../apps/server/src/modules/staff/staff-cli.js';
import { createFieldCipher } from '../apps/server/src/platform/field-encryption.js';

/** The back office in e2e (decision 029): staff made by the CLI's code path on an in-process server's database. */
export const staffPassword = 'a long staff passphrase';

/** `npm run staff -- add …` on this server's database; the enrolment link it prints. */
export async function addStaff(server: BuiltApp, publicUrl: string, email: string, role: string): Promise<string> {
  const { secrets, database } = server;
  const lines = await runStaffCommand(['add', email, '--role', role], {
    db: database.db,
    cipher: createFieldCipher({ key: secrets.encryptionKey, keyId: secrets.encryptionKeyId }),
    sessionSecret: secrets.sessionSecret,
    publicUrl,
    now: () => new Date(),
  });
  const link = lines.find((line) => line.startsWith(`${publicUrl}/ops/enrol?token=`));
  expect(link, lines.join('\n')).toBeTruthy();
  return link ?? '';
}

/** The code an authenticator app shows for this secret, `stepsAhead` 30-second steps from now. */
export function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

export async function signInToOps(page: Page, email: string, code: string): Promise<void> {
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(staffPassword);
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens the enrolment link and finishes it with the password and the first code: the staff member is signed in. */
export async function enrolFromLink(page: Page, link: string): Promise<string> {
  await page.goto(link);
  const secret = (await page.getByLabel('Authenticator key').textContent())?.trim() ?? '';
  await page.getByLabel('Password', { exact: true }).fill(staffPassword);
  await page.getByLabel('Authenticator code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Finish setting up' }).click();
  return secret;
}

/**
 * A staff member made by the CLI and enrolled in a browser context of its
 * own; then signed in as on any working day (e-mail, password and the
 * authenticator's next code: the enrolment used the current one, and a code
 * works once) on `page` when given (the page the fixtures watch and axe
 * reads), else on a new page.
 */
export async function staffSignedIn(
  browser: Browser,
  server: BuiltApp,
  baseURL: string,
  email: string,
  role: 'reviewer' | 'approver' | 'admin',
  page?: Page,
): Promise<Page> {
  const enrolment = await browser.newContext({ baseURL });
  const enrolling = await enrolment.newPage();
  const secret = await enrolFromLink(enrolling, await addStaff(server, baseURL, email, role));
  await expect(enrolling).toHaveURL(`${baseURL}/ops`);
  await enrolment.close();
  const signingIn = page ?? (await browser.newPage({ baseURL }));
  await signingIn.goto('/ops/sign-in');
  await signInToOps(signingIn, email, codeFor(secret, 1));
  await expect(signingIn).toHaveURL(`${baseURL}/ops`);
  return signingIn;
}
