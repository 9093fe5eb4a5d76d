import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { outboxMessages } from '../platform/mail/mail-tables.js';
import type { TestBrowser } from './graphql-client.js';

export const userFields = 'id firstName lastName email role token inviteCode isCardHolder';
export const goodPassword = 'correct horse battery staple';

export const registerMutation = `mutation Register($firstName: String!, $lastName: String!, $email: String!, $password: String!, $ver: String!, $recaptchaToken: String, $middleName: String, $promoCode: String) {
  register(firstName: $firstName, middleName: $middleName, lastName: $lastName, email: $email, password: $password, REGISTER_ESIGN_DOC_VER: $ver, recaptchaToken: $recaptchaToken, promoCode: $promoCode, userSetPassword: true) { ${userFields} }
}`;

export const loginQuery = `query Login($email: String!, $password: String!, $recaptchaToken: String) {
  login(email: $email, password: $password, recaptchaToken: $recaptchaToken, tokenId: "device-1") { ${userFields} }
}`;

export function registerVariables(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'ana@example.com',
    password: goodPassword,
    ver: 'v1',
    recaptchaToken: 'test-recaptcha-pass',
    ...overrides,
  };
}

export async function registerUser(browser: TestBrowser, overrides: Record<string, unknown> = {}) {
  return browser.query<{ register: Record<string, unknown> }>(registerMutation, registerVariables(overrides));
}

export async function signIn(browser: TestBrowser, email: string, password = goodPassword) {
  return browser.query<{ login: Record<string, unknown> }>(loginQuery, {
    email,
    password,
    recaptchaToken: 'test-recaptcha-pass',
  });
}

/** The newest sandbox mail to an address, and the token in its link. */
export async function latestMailTo(db: Db, to: string) {
  const [mail] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, to))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const token = mail?.text.match(/hash=([A-Za-z0-9_%-]+)/)?.[1];
  return { mail, token: token ? decodeURIComponent(token) : undefined };
}
