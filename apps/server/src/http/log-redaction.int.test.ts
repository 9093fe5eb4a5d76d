import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { users } from '../modules/auth/auth-tables.js';
import { hashToken } from '../platform/secure-token.js';
import { TestBrowser } from '../testing/graphql-client.js';
import { openTestPglite } from '../testing/pglite-starting-point.js';
import { latestMailTo, registerUser, userFields } from '../testing/test-accounts.js';
import { saveStep } from '../testing/yp-walk.js';

// docs/operations.md "Health and logs": no secret or personal data in logs, at the default level.
const person = {
  firstName: 'Zebulon',
  lastName: 'Quixwellington',
  email: 'zebulon.walker@example.com',
  password: 'walk secret passphrase 4417',
  newPassword: 'walk other passphrase 8812',
  dob: '1987-06-05',
  ssn: '345-67-8912',
  street: '742 Evergreen Terrace',
  outageStreet: '9 Outage Boulevard',
  contactMessage: 'Please call me about xylophone harbor ninety-three',
  workEmailFirst: 'firstsecretabc123',
  workEmailSecond: 'secondsecretdef456',
};

const lines: string[] = [];
let built: BuiltApp;
let database: Database;
let dataDir: string;
const secrets: string[] = Object.values(person).concat(['345678912', 'zebulon.walker%40example.com']);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-logs-'));
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    JOB_POLL_INTERVAL_MS: '0',
  });
  database = await openTestPglite();
  built = await buildApp({ config, database, logger: { stream: { write: (line) => lines.push(line) } } });
});
afterAll(async () => {
  await built.app.close();
  await database.close().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
});

async function tokenFor(subject: RegExp): Promise<string> {
  const { mail, token } = await latestMailTo(database.db, person.email);
  expect(mail?.subject).toMatch(subject);
  if (!token) throw new Error('no link in the mail');
  secrets.push(token, hashToken(token), encodeURIComponent(token));
  return token;
}

const saveMutation = `mutation Save($input: DraftChanges!) { applicationCacheSave(input: $input) { stepName } }`;

async function walk(): Promise<void> {
  const browser = new TestBrowser(built.app);
  const page = (url: string, method: 'GET' | 'POST' = 'GET') =>
    browser.send({ method, url, headers: { accept: 'text/html' } });
  const registered = await registerUser(browser, {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    password: person.password,
  });
  expect(registered.errors).toBeUndefined();

  const verifyHash = await tokenFor(/confirm|verify/i);
  await page(`/emailconfirmation?hash=${encodeURIComponent(verifyHash)}&email=${encodeURIComponent(person.email)}`);
  const verified = await browser.query(
    `query V($hash: String!) { emailVerification(verificationHash: $hash) { ${userFields} } }`,
    { hash: verifyHash },
  );
  expect(verified.errors).toBeUndefined();

  await browser.query(`query F($email: String!, $r: String) { forgotPassword(email: $email, recaptchaToken: $r) }`, {
    email: person.email,
    r: 'test-recaptcha-pass',
  });
  const resetHash = await tokenFor(/reset/i);
  await page(`/user/resetpassword?hash=${encodeURIComponent(resetHash)}`);
  const reset = await browser.query(
    `mutation S($hash: String!, $p: String!) { resetPassword(newPassword: $p, hash: $hash) }`,
    {
      hash: resetHash,
      p: person.newPassword,
    },
  );
  expect(reset.data).toEqual({ resetPassword: true });

  await saveStep(browser, {}, 'PreResidency_Question');
  await saveStep(browser, { permanentResident: 'true', stepName: 'YP_Identification' }, 'YP_Identification');
  const address = { city: 'Springfield', state: 'TX', zip: '78701' };
  const identification = { dob: person.dob, ssn: person.ssn, street: person.street, ...address };
  await saveStep(browser, { ...identification, stepName: 'YP_Employment' }, 'YP_Employment');

  const contact = await browser.query(
    `mutation C($name: String!, $email: String!, $topic: String!, $message: String!, $r: String) {
      sendContactMessage(name: $name, email: $email, topic: $topic, message: $message, recaptchaToken: $r) }`,
    {
      name: `${person.firstName} ${person.lastName}`,
      email: person.email,
      topic: 'rewards',
      message: person.contactMessage,
      r: 'test-recaptcha-pass',
    },
  );
  expect(contact.errors).toBeUndefined();

  const workEmailLink = `/application-cache/workemailconfirmation/${person.workEmailFirst}/${person.workEmailSecond}`;
  await page(workEmailLink);
  await page(workEmailLink, 'POST');

  // A failing query as the app would log it: a unique violation carries the row in its parameters and detail.
  const failure = await database.db
    .insert(users)
    .values({
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      passwordHash: person.password,
      inviteCode: person.workEmailFirst,
    })
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(Error);
  built.app.log.error({ err: failure }, 'insert failed');

  // The session's credentials are secrets too: a failed session lookup would carry the token's hash.
  for (const cookie of ['wp_token', 'wp_session_hash']) {
    const value = browser.cookies.get(cookie);
    if (value) secrets.push(value, hashToken(value));
  }

  // A draft save whose write fails (a check no row passes): the failed query holds the whole draft change.
  await database.db.execute(sql`alter table applications add constraint logs_test_fault check (false) not valid`);
  const refused = await browser.query(saveMutation, { input: { ...identification, street: person.outageStreet } });
  expect(refused.errors?.[0]?.extensions.code).toBe('INTERNAL_SERVER_ERROR');

  // Then the database goes away: the session lookup fails with the token's hash as its parameter.
  await database.close();
  const unavailable = await browser.query(saveMutation, { input: { ...identification, stepName: 'YP_Employment' } });
  expect(unavailable.errors?.[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE');
}

describe('logs of a walk with known secrets and personal data', () => {
  it('hold none of them, yet show the requests and the failures', async () => {
    await walk();
    const log = lines.join('');
    expect(log).toContain('/user/resetpassword?hash=[redacted]');
    expect(log).toContain('/application-cache/workemailconfirmation/[redacted]/[redacted]');
    expect(log).toContain('insert failed');
    expect(log).toMatch(/"constraint":"users_email/);
    expect(log).toContain('logs_test_fault');
    expect(log).toContain('PGlite is closed');
    const found = secrets.filter((secret) => log.toLowerCase().includes(secret.toLowerCase()));
    expect(found).toEqual([]);
  });
});
