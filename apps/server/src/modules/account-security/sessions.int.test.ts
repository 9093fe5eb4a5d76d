import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../platform/mail/mail-tables.js';
import { signIn } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  addPasskey,
  checkTokenQuery,
  ChromeBrowser,
  codeOf,
  mySessionsQuery,
  nextUsAddress,
  passkeyTestOrigin,
  signedInApplicant,
  signInWithPasskey,
  stepUp,
} from './passkeys-test-kit.js';

// Decision 076: the account's sessions, signing them out, and one mail per new device.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: passkeyTestOrigin });
});
afterAll(async () => testApp.close());

interface SessionRow {
  id: string;
  device: string;
  country: string | null;
  current: boolean;
}
const sessionsOf = async (browser: ChromeBrowser) =>
  (await browser.query<{ mySessions: SessionRow[] }>(mySessionsQuery)).data?.mySessions ?? [];

const newDeviceMails = async (email: string) =>
  (
    await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, email), eq(outboxMessages.kind, 'new_device_sign_in')))
  ).length;

/** An applicant signed up in one browser and signed in again in a second (a phone). */
async function signedInTwice(email: string) {
  const laptop = await signedInApplicant(testApp, email);
  // 198.51.100.0/24 is the sandbox's Germany (docs/sandbox.md).
  const phone = new ChromeBrowser(testApp.app, '198.51.100.20');
  phone.userAgent =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
  expect(codeOf(await signIn(phone, email))).toBe('OK');
  return { ...laptop, laptop: laptop.browser, phone };
}

describe('the session list', () => {
  it("lists the account's live sessions with device, country and which one is this", async () => {
    const { laptop } = await signedInTwice('two-devices@example.com');
    const sessions = await sessionsOf(laptop);
    expect(sessions.map(({ device, country, current }) => ({ device, country, current }))).toEqual([
      // Most recently active first: the phone signed in after the laptop's last request.
      { device: 'Safari on iPhone', country: 'DE', current: false },
      { device: 'Chrome on Windows', country: 'US', current: true },
    ]);
  });

  it('leaves out ended sessions and other accounts', async () => {
    const { laptop } = await signedInTwice('ended@example.com');
    await signedInTwice('neighbour@example.com');
    const ended = new ChromeBrowser(testApp.app, nextUsAddress());
    await signIn(ended, 'ended@example.com');
    await ended.query('mutation { logout }');
    expect(await sessionsOf(laptop)).toHaveLength(2);
  });

  it('refuses without a session', async () => {
    const answer = await new ChromeBrowser(testApp.app).query(mySessionsQuery);
    expect(codeOf(answer)).toBe('APPLICATION_SESSION_INVALID');
  });
});

describe('signing sessions out', () => {
  it('ends one session, whose next request is refused; the others go on', async () => {
    const { laptop, phone } = await signedInTwice('sign-out-one@example.com');
    const phoneSession = (await sessionsOf(laptop)).find((session) => !session.current);
    const answer = await laptop.query('mutation End($id: ID!) { signOutSession(id: $id) }', { id: phoneSession?.id });
    expect(answer.data).toEqual({ signOutSession: true });
    expect(codeOf(await phone.query(checkTokenQuery))).toBe('UNAUTHENTICATED');
    expect((await laptop.query(checkTokenQuery)).data).toMatchObject({ checkToken: { isSessionValid: true } });
  });

  it("cannot end another account's session", async () => {
    const { phone } = await signedInTwice('victim@example.com');
    const { laptop: intruder } = await signedInTwice('intruder@example.com');
    const victimSession = (await sessionsOf(phone)).find((session) => session.current);
    const answer = await intruder.query('mutation End($id: ID!) { signOutSession(id: $id) }', {
      id: victimSession?.id,
    });
    expect(codeOf(answer)).toBe('NOT_FOUND');
    expect((await phone.query(checkTokenQuery)).data).toMatchObject({ checkToken: { isSessionValid: true } });
  });

  it('ends every other session and says how many', async () => {
    const { laptop, phone, email } = await signedInTwice('sign-out-others@example.com');
    const third = new ChromeBrowser(testApp.app, nextUsAddress());
    await signIn(third, email);
    expect((await laptop.query('mutation { signOutOtherSessions }')).data).toEqual({ signOutOtherSessions: 2 });
    expect(codeOf(await phone.query(checkTokenQuery))).toBe('UNAUTHENTICATED');
    expect(codeOf(await third.query(checkTokenQuery))).toBe('UNAUTHENTICATED');
    expect((await sessionsOf(laptop)).map((session) => session.current)).toEqual([true]);
  });
});

describe('the new-device mail', () => {
  it('is not sent for the sign-up, nor a sign-in again from the same browser', async () => {
    const { browser, email } = await signedInApplicant(testApp, 'same-browser@example.com');
    await browser.query('mutation { logout }');
    expect(codeOf(await signIn(browser, email))).toBe('OK');
    expect(await newDeviceMails(email)).toBe(0);
  });

  it('is sent once for a new browser, however often it signs in after', async () => {
    const { phone, email } = await signedInTwice('new-browser@example.com');
    expect(await newDeviceMails(email)).toBe(1);
    await phone.query('mutation { logout }');
    expect(codeOf(await signIn(phone, email))).toBe('OK');
    expect(await newDeviceMails(email)).toBe(1);
    const [mail] = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, email), eq(outboxMessages.kind, 'new_device_sign_in')));
    expect(mail?.text).toContain('Safari on iPhone, in or near Germany');
  });

  it('is sent for a passkey sign-in from a new browser too, and a forged device cookie is just a new device', async () => {
    const { browser, authenticator, userId, email } = await signedInApplicant(testApp, 'passkey-device@example.com');
    await stepUp(testApp, browser, userId);
    await addPasskey(browser, authenticator);
    const elsewhere = new ChromeBrowser(testApp.app, nextUsAddress());
    elsewhere.cookies.set('wp_device', 'a-guessed-device-cookie-value-0000');
    expect(codeOf(await signInWithPasskey(elsewhere, authenticator))).toBe('OK');
    expect(await newDeviceMails(email)).toBe(1);
  });
});
