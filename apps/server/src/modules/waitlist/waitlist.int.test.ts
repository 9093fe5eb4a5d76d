import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailExampleMessage, fieldMessages } from '@waypoint/domain/notifications/field-messages';
import { waitlistApiPaths, waitlistConsentText, waitlistMessages } from '@waypoint/domain/waitlist/waitlist';
import { hashToken } from '../../platform/secure-token.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { waitlistTokens } from './waitlist-tables.js';
import { entriesOf, join, joinAs, linksTo, mailsTo, postToken, sandboxPass, statusOf } from './waitlist-test-kit.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: 'https://waypoint.example' });
}, 120_000);
afterAll(async () => {
  await app.close();
});

const dayMs = 24 * 60 * 60 * 1000;
const confirm = (browser: TestBrowser, token: string) => postToken(browser, waitlistApiPaths.confirm, token);
const unsubscribe = (browser: TestBrowser, token: string) => postToken(browser, waitlistApiPaths.unsubscribe, token);

describe('joining the waitlist (double opt-in)', () => {
  it('keeps a pending, normalized address with the consent line and mails a confirm and an unsubscribe link', async () => {
    const browser = new TestBrowser(app.app);
    const response = await joinAs(browser, '  Ana.Lima@Example.COM ');
    expect([response.statusCode, response.json()]).toEqual([202, { ok: true }]);
    const [entry] = await entriesOf(app, 'ana.lima@example.com');
    expect(entry).toMatchObject({ status: 'pending', consentText: waitlistConsentText, confirmedAt: null });
    const mails = await mailsTo(app, 'ana.lima@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/waitlist/i);
    // The footer says why the mail came: the waitlist, not an account the person may not have.
    expect(mails[0]?.html).toContain('this address was entered on the Waypoint waitlist');
    expect(mails[0]?.html).not.toContain('activity on your');
    const links = await linksTo(app, 'ana.lima@example.com');
    // Only hashes are stored: no token of the mail is in the table.
    const stored = JSON.stringify(await app.database.db.select().from(waitlistTokens));
    expect(stored).not.toContain(links.confirm);
    expect(stored).not.toContain(links.unsubscribe);
    expect(stored).toContain(hashToken(links.confirm));
  });

  it('answers a second join the same, keeps one row and sends no second mail', async () => {
    const browser = new TestBrowser(app.app);
    const first = await joinAs(browser, 'twice@example.com');
    const second = await joinAs(browser, ' TWICE@example.com');
    expect([second.statusCode, second.body]).toEqual([first.statusCode, first.body]);
    expect(await entriesOf(app, 'twice@example.com')).toHaveLength(1);
    expect(await mailsTo(app, 'twice@example.com')).toHaveLength(1);
  });

  it('makes one row and one mail of five joins at once', async () => {
    const answers = await Promise.all(
      ['Race@example.com', 'race@example.com', ' race@EXAMPLE.com', 'RACE@example.com', 'race@example.com'].map(
        (email) => joinAs(new TestBrowser(app.app), email),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(await entriesOf(app, 'race@example.com')).toHaveLength(1);
    expect(await mailsTo(app, 'race@example.com')).toHaveLength(1);
  });

  it('answers a confirmed address exactly as a new one, and mails it nothing', async () => {
    const browser = new TestBrowser(app.app);
    await joinAs(browser, 'member@example.com');
    await confirm(browser, (await linksTo(app, 'member@example.com')).confirm);
    app.clock.advance(60 * 60 * 1000);
    const known = await joinAs(browser, 'member@example.com');
    const unknown = await joinAs(browser, 'stranger@example.com');
    expect([known.statusCode, known.headers['content-type'], known.body]).toEqual([
      unknown.statusCode,
      unknown.headers['content-type'],
      unknown.body,
    ]);
    expect(await mailsTo(app, 'member@example.com')).toHaveLength(1);
    expect(await statusOf(app, 'member@example.com')).toBe('confirmed');
  });

  it('sends a pending address a new link after 10 minutes, retiring the old one, and at most 3 a day', async () => {
    const browser = new TestBrowser(app.app);
    await joinAs(browser, 'lost@example.com');
    const first = await linksTo(app, 'lost@example.com');
    for (let i = 0; i < 4; i += 1) {
      app.clock.advance(11 * 60 * 1000);
      await joinAs(browser, 'lost@example.com');
    }
    expect(await mailsTo(app, 'lost@example.com')).toHaveLength(3);
    expect((await confirm(browser, first.confirm)).json()).toEqual({ outcome: 'invalid' });
    expect((await confirm(browser, (await linksTo(app, 'lost@example.com')).confirm)).json()).toMatchObject({
      outcome: 'confirmed',
    });
  });

  it.each([
    ['no e-mail', { consent: true, recaptchaToken: sandboxPass }, 'email', fieldMessages.required],
    ['an e-mail without @', { email: 'ana', consent: true, recaptchaToken: sandboxPass }, 'email', emailExampleMessage],
    [
      'a malformed e-mail',
      { email: 'ana@', consent: true, recaptchaToken: sandboxPass },
      'email',
      fieldMessages.invalidEmail,
    ],
    [
      'no consent',
      { email: 'ana@example.com', recaptchaToken: sandboxPass },
      'consent',
      waitlistMessages.consentRequired,
    ],
    [
      'consent not ticked',
      { email: 'ana@example.com', consent: false, recaptchaToken: sandboxPass },
      'consent',
      waitlistMessages.consentRequired,
    ],
  ])('refuses %s beside its field, storing nothing', async (_case, body, field, message) => {
    const response = await join(new TestBrowser(app.app), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field, message }] } }],
    });
  });

  it.each([
    ['no reCAPTCHA token', undefined],
    ['a token the check refuses', 'not-a-pass'],
  ])('refuses %s with RECAPTCHA_MISMATCH and stores nothing', async (_case, recaptchaToken) => {
    const response = await join(new TestBrowser(app.app), {
      email: 'robot@example.com',
      consent: true,
      recaptchaToken,
    });
    expect(response.json()).toMatchObject({ errors: [{ extensions: { code: 'RECAPTCHA_MISMATCH' } }] });
    expect(await entriesOf(app, 'robot@example.com')).toHaveLength(0);
  });

  it('refuses the 11th join in an hour from one network with 429', async () => {
    const browser = new TestBrowser(app.app, '10.99.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await joinAs(browser, `rate${i}@example.com`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10]).toBe(429);
    expect(await entriesOf(app, 'rate10@example.com')).toHaveLength(0);
  });
});

describe('the confirm link', () => {
  it('confirms once with a POST; using it again still says confirmed and carries an unsubscribe token', async () => {
    const browser = new TestBrowser(app.app);
    await joinAs(browser, 'confirm@example.com');
    const { confirm: token } = await linksTo(app, 'confirm@example.com');
    // Opening the link's page is a GET the server does not act on (mail scanners prefetch links).
    await browser.send({ method: 'GET', url: `/waitlist/confirm?token=${token}` });
    expect(await statusOf(app, 'confirm@example.com')).toBe('pending');
    const first = await confirm(browser, token);
    expect(first.json()).toMatchObject({
      outcome: 'confirmed',
      unsubscribeToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    const [entry] = await entriesOf(app, 'confirm@example.com');
    expect(entry?.status).toBe('confirmed');
    expect(entry?.confirmedAt).toBeInstanceOf(Date);
    expect((await confirm(browser, token)).json()).toMatchObject({ outcome: 'confirmed' });
  });

  it.each([
    ['an unknown token', () => 'x'.repeat(43)],
    ['a malformed token', () => 'short'],
  ])('answers %s invalid', async (_case, token) => {
    expect((await confirm(new TestBrowser(app.app), token())).json()).toEqual({ outcome: 'invalid' });
  });

  it('answers an expired link (over 7 days) invalid and leaves the address pending', async () => {
    const browser = new TestBrowser(app.app);
    await joinAs(browser, 'late@example.com');
    const { confirm: token } = await linksTo(app, 'late@example.com');
    app.clock.advance(7 * dayMs + 60_000);
    expect((await confirm(browser, token)).json()).toEqual({ outcome: 'invalid' });
    expect(await statusOf(app, 'late@example.com')).toBe('pending');
  });
});

describe('unsubscribing', () => {
  it('takes the address off the list, keeps it recorded as unsubscribed, and stops its confirm link', async () => {
    const browser = new TestBrowser(app.app);
    await joinAs(browser, 'leaver@example.com');
    const links = await linksTo(app, 'leaver@example.com');
    await browser.send({ method: 'GET', url: `/waitlist/unsubscribe?token=${links.unsubscribe}` });
    expect(await statusOf(app, 'leaver@example.com')).toBe('pending');
    expect((await unsubscribe(browser, links.unsubscribe)).json()).toEqual({ outcome: 'unsubscribed' });
    const [entry] = await entriesOf(app, 'leaver@example.com');
    expect(entry).toMatchObject({ status: 'unsubscribed' });
    const leftAt = entry?.unsubscribedAt;
    expect((await confirm(browser, links.confirm)).json()).toEqual({ outcome: 'invalid' });
    app.clock.advance(60_000);
    // Again is not an error, and keeps the first date.
    expect((await unsubscribe(browser, links.unsubscribe)).json()).toEqual({ outcome: 'unsubscribed' });
    expect((await entriesOf(app, 'leaver@example.com'))[0]?.unsubscribedAt).toEqual(leftAt);
  });

  it("takes a mail client's one-click POST (RFC 8058): the token in the query, a form body", async () => {
    const browser = new TestBrowser(app.app);
    await joinAs(browser, 'oneclick@example.com');
    const { unsubscribe: token } = await linksTo(app, 'oneclick@example.com');
    // The mail's headers name the one-click address: the API route with the mail's unsubscribe token.
    const [mail] = await mailsTo(app, 'oneclick@example.com');
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<https://waypoint.example${waitlistApiPaths.unsubscribe}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const response = await browser.send({
      method: 'POST',
      url: `${waitlistApiPaths.unsubscribe}?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(app, 'oneclick@example.com')).toBe('unsubscribed');
  });

  it('lets a person who left join again: pending, with a new confirmation', async () => {
    const browser = new TestBrowser(app.app);
    await joinAs(browser, 'back@example.com');
    await unsubscribe(browser, (await linksTo(app, 'back@example.com')).unsubscribe);
    await joinAs(browser, 'back@example.com');
    expect(await statusOf(app, 'back@example.com')).toBe('pending');
    expect(await mailsTo(app, 'back@example.com')).toHaveLength(2);
    expect((await confirm(browser, (await linksTo(app, 'back@example.com')).confirm)).json()).toMatchObject({
      outcome: 'confirmed',
    });
  });

  it('answers an unknown token invalid', async () => {
    expect((await unsubscribe(new TestBrowser(app.app), 'y'.repeat(43))).json()).toEqual({ outcome: 'invalid' });
  });
});

describe('the purge of unconfirmed entries', () => {
  it('deletes a pending entry 30 days after its newest confirmation mail, never a confirmed or unsubscribed one', async () => {
    const { pendingPurgeJobHandler } = await import('./waitlist-service.js');
    const browser = new TestBrowser(app.app);
    await joinAs(browser, 'idle@example.com');
    await joinAs(browser, 'kept@example.com');
    await confirm(browser, (await linksTo(app, 'kept@example.com')).confirm);
    await joinAs(browser, 'gone@example.com');
    await unsubscribe(browser, (await linksTo(app, 'gone@example.com')).unsubscribe);
    const ids = await Promise.all(
      ['idle@example.com', 'kept@example.com', 'gone@example.com'].map(async (email) => {
        const [entry] = await entriesOf(app, email);
        return entry?.id ?? '';
      }),
    );
    const purge = pendingPurgeJobHandler({ db: app.database.db, now: () => app.clock.now() });
    const run = (entryId: string) =>
      purge({ id: 'purge', name: 'waitlist-pending-purge', data: { entryId }, finalAttempt: false } as never);

    app.clock.advance(29 * dayMs);
    for (const id of ids) await run(id);
    expect(await statusOf(app, 'idle@example.com')).toBe('pending');

    app.clock.advance(dayMs + 60_000);
    for (const id of ids) await run(id);
    expect(await entriesOf(app, 'idle@example.com')).toHaveLength(0);
    expect(await statusOf(app, 'kept@example.com')).toBe('confirmed');
    expect(await statusOf(app, 'gone@example.com')).toBe('unsubscribed');
    // The entry's links went with it.
    const left = await app.database.db
      .select()
      .from(waitlistTokens)
      .where(eq(waitlistTokens.entryId, ids[0] ?? ''));
    expect(left).toHaveLength(0);
  });
});
