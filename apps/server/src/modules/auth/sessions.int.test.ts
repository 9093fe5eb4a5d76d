import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../testing/graphql-client.js';
import { goodPassword, registerUser, signIn, userFields } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const checkToken = `query { checkToken(returnUserData: true) { ${userFields} isSessionValid } }`;
const checkSession = `{ checkSession { sessionIsValid } }`;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function signedInBrowser(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(testApp.app);
  await registerUser(browser, { email });
  return browser;
}

describe('checkToken and protected requests', () => {
  it('returns the user and isSessionValid for a live session', async () => {
    const browser = await signedInBrowser('live@example.com');
    const response = await browser.query(checkToken);
    expect(response.data).toMatchObject({ checkToken: { email: 'live@example.com', isSessionValid: true } });
  });

  it('returns only isSessionValid when user data is not asked for', async () => {
    const browser = await signedInBrowser('lean@example.com');
    const response = await browser.query(`query { checkToken(returnUserData: false) { email isSessionValid } }`);
    expect(response.data).toEqual({ checkToken: { email: null, isSessionValid: true } });
  });

  it('refuses a request without the per-session hash header, but leaves the session and its cookies alone', async () => {
    const browser = await signedInBrowser('noheader@example.com');
    browser.sendSessionHeader = false;
    const response = await browser.query(checkToken);
    expect(response.status).toBe(401);
    expect(response.errors?.[0]).toMatchObject({
      message: 'Your session has expired',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(response.setCookies).toEqual([]);
    // The page's next proper request still works: a link or navigation without the header ends nothing.
    browser.sendSessionHeader = true;
    expect((await browser.query(checkToken)).data).toMatchObject({ checkToken: { isSessionValid: true } });
  });

  it('refuses a request with a wrong hash header without ending the session', async () => {
    const browser = await signedInBrowser('wrongheader@example.com');
    const hash = String(browser.cookies.get('wp_session_hash'));
    browser.cookies.set('wp_session_hash', 'forged-value');
    const response = await browser.query(checkToken);
    expect(response.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(response.setCookies).toEqual([]);
    browser.cookies.set('wp_session_hash', hash);
    expect((await browser.query(checkToken)).data).toMatchObject({ checkToken: { isSessionValid: true } });
  });

  it("refuses another session's hash with this token", async () => {
    const first = await signedInBrowser('first@example.com');
    const second = await signedInBrowser('second@example.com');
    first.cookies.set('wp_session_hash', String(second.cookies.get('wp_session_hash')));
    expect((await first.query(checkToken)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a made-up token', async () => {
    const browser = new TestBrowser(testApp.app);
    browser.cookies.set('wp_token', 'made-up');
    browser.cookies.set('wp_session_hash', 'made-up');
    expect((await browser.query(checkToken)).status).toBe(401);
  });

  it('reports sessionIsValid false without a session, with no error', async () => {
    const response = await new TestBrowser(testApp.app).query(checkSession);
    expect(response).toMatchObject({ status: 200, data: { checkSession: { sessionIsValid: false } } });
  });
});

describe('logout', () => {
  it('ends the session: the old cookies no longer work anywhere', async () => {
    const browser = await signedInBrowser('logout@example.com');
    const stolen = new TestBrowser(testApp.app);
    for (const [name, value] of browser.cookies) stolen.cookies.set(name, value);
    expect((await browser.query(`mutation { logout }`)).data).toEqual({ logout: true });
    // Only the device cookie stays: it is what makes the next sign-in here a known device (decision 076).
    expect([...browser.cookies.keys()]).toEqual(['wp_device']);
    expect((await stolen.query(checkSession)).data).toEqual({ checkSession: { sessionIsValid: false } });
  });

  it('is refused without a session', async () => {
    expect((await new TestBrowser(testApp.app).query(`mutation { logout }`)).errors?.[0]?.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('expiry (product-rules#session-limits: 15 minutes idle, 4 hours in all), on the app clock', () => {
  const minute = 60_000;

  it('keeps a session used within 15 minutes and expires one idle longer', async () => {
    const browser = await signedInBrowser('idle@example.com');
    testApp.clock.advance(14 * minute);
    expect((await browser.query(checkSession)).data).toEqual({ checkSession: { sessionIsValid: true } });
    testApp.clock.advance(15 * minute + 1_000);
    const response = await browser.query(checkToken);
    expect(response.errors?.[0]).toMatchObject({
      message: 'Your session has expired',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    // Signing in again works.
    await signIn(browser, 'idle@example.com', goodPassword);
    expect((await browser.query(checkSession)).data).toEqual({ checkSession: { sessionIsValid: true } });
  });

  it('does not count page-view beacons as activity: an idle session still expires', async () => {
    const browser = await signedInBrowser('beacons@example.com');
    const dimensions = {
      flow_type: 'none',
      channel_acquisition: 'direct',
      retargeting: 'none',
      isRAF: 'false',
      content_version: 'test',
    };
    // A page view every 5 minutes for 20 minutes: each is stored with the user, none keeps the session alive.
    for (let beat = 0; beat < 4; beat += 1) {
      testApp.clock.advance(5 * minute);
      const collected = await browser.send({
        method: 'POST',
        url: '/api/v1/collect',
        payload: {
          events: [{ type: 'page_view', path: '/faq', occurredAt: testApp.clock.now().toISOString(), dimensions }],
        },
      });
      expect(collected.statusCode, collected.body).toBe(202);
    }
    const response = await browser.query(checkToken);
    expect(response.errors?.[0]).toMatchObject({ message: 'Your session has expired' });
  });

  it('takes its limits from SESSION_IDLE_SECONDS and SESSION_MAX_SECONDS', async () => {
    const shortLimits = await createTestApp({ SESSION_IDLE_SECONDS: '60', SESSION_MAX_SECONDS: '90' });
    try {
      const idle = new TestBrowser(shortLimits.app);
      await registerUser(idle, { email: 'configured-idle@example.com' });
      const busy = new TestBrowser(shortLimits.app);
      await registerUser(busy, { email: 'configured-max@example.com' });
      shortLimits.clock.advance(50_000);
      expect((await busy.query(checkSession)).data).toEqual({ checkSession: { sessionIsValid: true } });
      shortLimits.clock.advance(11_000);
      expect((await idle.query(checkSession)).data).toEqual({ checkSession: { sessionIsValid: false } });
      expect((await busy.query(checkSession)).data).toEqual({ checkSession: { sessionIsValid: true } });
      shortLimits.clock.advance(30_000);
      expect((await busy.query(checkSession)).data).toEqual({ checkSession: { sessionIsValid: false } });
    } finally {
      await shortLimits.close();
    }
  });

  it('expires an active session after 4 hours however busy it is', async () => {
    const browser = await signedInBrowser('absolute@example.com');
    const validAt = new Map<number, boolean>();
    // Busy every 10 minutes (never idle for 15), from sign-up to 4 h 10 min.
    for (let elapsed = 0; elapsed <= 250; elapsed += 10) {
      const response = await browser.query<{ checkSession: { sessionIsValid: boolean } }>(checkSession);
      validAt.set(elapsed, Boolean(response.data?.checkSession.sessionIsValid));
      testApp.clock.advance(10 * minute);
    }
    expect(validAt.get(0)).toBe(true);
    expect(validAt.get(230)).toBe(true);
    expect(validAt.get(250)).toBe(false);
  });
});
