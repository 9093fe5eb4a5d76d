import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../testing/graphql-client.js';
import { goodPassword, latestMailTo, registerUser, signIn } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/* The e-mail change (decision 075, docs/product-rules.md#email-change). */

const requestChange = `mutation R($newEmail: String!) { requestEmailChange(newEmail: $newEmail) { newEmail requestedAt linkExpiresAt } }`;
const pending = `{ pendingEmailChange { newEmail } }`;
const cancel = `mutation { cancelEmailChange }`;
const confirm = `mutation C($hash: String!) { confirmEmailChange(hash: $hash) }`;
const undo = `mutation U($hash: String!) { undoEmailChange(hash: $hash) }`;
const sessionCheck = `{ checkSession { sessionIsValid } }`;
const sessionEmail = `{ checkToken(returnUserData: true) { email } }`;
const sendCode = `mutation { sendStepUpCode(method: "emailCode") { sentTo } }`;
const completeCode = `mutation S($code: String!) { completeStepUp(method: "emailCode", code: $code) { method } }`;

const day = 24 * 60 * 60 * 1000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

let accounts = 0;
const addressFor = (label: string) => {
  accounts += 1;
  return `${label}-${accounts}@example.com`;
};

/** A new account, signed in on its own browser. */
async function signedUp(label: string): Promise<{ browser: TestBrowser; email: string }> {
  const email = addressFor(label);
  const browser = new TestBrowser(testApp.app);
  const registered = await registerUser(browser, { email });
  expect(registered.errors).toBeUndefined();
  return { browser, email };
}

/** Proves it is them with a code mailed to the account's address (decision 073). */
async function stepUp(browser: TestBrowser, email: string): Promise<void> {
  expect((await browser.query(sendCode)).errors).toBeUndefined();
  const { mail } = await latestMailTo(testApp.database.db, email);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code).toBeDefined();
  expect((await browser.query(completeCode, { code })).errors).toBeUndefined();
}

/** Asks for a change with a fresh step-up; answers the token of the link mailed to the new address. */
async function askForChange(browser: TestBrowser, email: string, newEmail: string): Promise<string> {
  await stepUp(browser, email);
  const asked = await browser.query(requestChange, { newEmail });
  expect(asked.errors).toBeUndefined();
  const { token } = await latestMailTo(testApp.database.db, newEmail);
  if (!token) throw new Error(`no link mailed to ${newEmail}`);
  return token;
}

/** Asks for and confirms a change; answers the undo link's token mailed to the old address. */
async function changedAddress(label: string) {
  const account = await signedUp(label);
  const newEmail = addressFor(`${label}-new`);
  const link = await askForChange(account.browser, account.email, newEmail);
  expect((await new TestBrowser(testApp.app).query(confirm, { hash: link })).data).toEqual({
    confirmEmailChange: 'changed',
  });
  const notice = await latestMailTo(testApp.database.db, account.email);
  expect(notice.mail?.subject).toMatch(/e-mail address was changed/);
  if (!notice.token) throw new Error('no undo link');
  return { ...account, newEmail, undoToken: notice.token };
}

async function signsIn(email: string, password = goodPassword): Promise<boolean> {
  const answer = await signIn(new TestBrowser(testApp.app), email, password);
  return answer.errors === undefined;
}

describe('requestEmailChange', () => {
  it('is refused without a recent step-up (a signed-in session alone is not enough); no link goes out', async () => {
    const { browser } = await signedUp('no-step-up');
    const newEmail = addressFor('no-step-up-new');
    const answer = await browser.query(requestChange, { newEmail });
    expect(answer.errors?.[0]?.extensions.code).toBe('STEP_UP_REQUIRED');
    expect((await latestMailTo(testApp.database.db, newEmail)).mail).toBeUndefined();
  });

  it('is refused when the step-up is older than its window', async () => {
    const { browser, email } = await signedUp('old-step-up');
    await stepUp(browser, email);
    testApp.clock.advance(11 * 60 * 1000);
    const answer = await browser.query(requestChange, { newEmail: addressFor('old-step-up-new') });
    expect(answer.errors?.[0]?.extensions.code).toBe('STEP_UP_REQUIRED');
  });

  it.each([
    { rule: 'the current address', newEmail: (current: string) => current.toUpperCase(), code: 'BAD_USER_INPUT' },
    { rule: 'not an e-mail address', newEmail: () => 'not-an-address', code: 'BAD_USER_INPUT' },
  ])('refuses $rule', async ({ newEmail, code }) => {
    const { browser, email } = await signedUp('refused');
    await stepUp(browser, email);
    const answer = await browser.query(requestChange, { newEmail: newEmail(email) });
    expect(answer.errors?.[0]?.extensions.code).toBe(code);
  });

  it('changes nothing until the link is opened: the old address still signs in, the new one does not', async () => {
    const { browser, email } = await signedUp('waiting');
    const newEmail = addressFor('waiting-new');
    await askForChange(browser, email, newEmail);
    expect((await browser.query(pending)).data).toEqual({ pendingEmailChange: { newEmail } });
    expect((await browser.query(sessionEmail)).data).toEqual({ checkToken: { email } });
    expect(await signsIn(email)).toBe(true);
    expect(await signsIn(newEmail)).toBe(false);
  });

  it('answers a taken address exactly as a free one', async () => {
    const other = await signedUp('owner');
    const { browser, email } = await signedUp('asker');
    await stepUp(browser, email);
    const taken = await browser.query<{ requestEmailChange: { newEmail: string } }>(requestChange, {
      newEmail: other.email,
    });
    expect(taken.errors).toBeUndefined();
    expect(taken.data?.requestEmailChange.newEmail).toBe(other.email);
  });
});

describe('confirmEmailChange', () => {
  it('switches the sign-in address, signed out too, and tells the old address with an undo link', async () => {
    const { browser, email, newEmail } = await changedAddress('switch');
    expect(await signsIn(newEmail)).toBe(true);
    expect(await signsIn(email)).toBe(false);
    // The session that asked stays signed in, now under the new address.
    expect((await browser.query(sessionEmail)).data).toEqual({ checkToken: { email: newEmail } });
    expect((await browser.query(pending)).data).toEqual({ pendingEmailChange: null });
    const notice = (await latestMailTo(testApp.database.db, email)).mail;
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).toContain('/account/email/undo?hash=');
  });

  it('works once', async () => {
    const { browser, email } = await signedUp('once');
    const link = await askForChange(browser, email, addressFor('once-new'));
    const answers = [];
    for (let open = 0; open < 2; open += 1) answers.push((await browser.query(confirm, { hash: link })).data);
    expect(answers).toEqual([{ confirmEmailChange: 'changed' }, { confirmEmailChange: 'invalid' }]);
  });

  it.each([
    { rule: 'past its 24 hours', spoil: async () => testApp.clock.advance(day + 1000) },
    {
      rule: 'cancelled',
      spoil: async (browser: TestBrowser) => {
        expect((await browser.query(cancel)).data).toEqual({ cancelEmailChange: true });
      },
    },
    {
      rule: 'replaced by a newer request',
      spoil: async (browser: TestBrowser, email: string) => {
        await askForChange(browser, email, addressFor('newer'));
      },
    },
  ])('refuses a link $rule, and the address stays', async ({ spoil }) => {
    const { browser, email } = await signedUp('spoilt');
    const newEmail = addressFor('spoilt-new');
    const link = await askForChange(browser, email, newEmail);
    await spoil(browser, email);
    expect((await new TestBrowser(testApp.app).query(confirm, { hash: link })).data).toEqual({
      confirmEmailChange: 'invalid',
    });
    expect(await signsIn(newEmail)).toBe(false);
    expect(await signsIn(email)).toBe(true);
  });

  it('refuses an address another account signs in with, when the link is opened', async () => {
    const other = await signedUp('taken-owner');
    const { browser, email } = await signedUp('taken-asker');
    await stepUp(browser, email);
    await browser.query(requestChange, { newEmail: other.email });
    const { token } = await latestMailTo(testApp.database.db, other.email);
    expect((await new TestBrowser(testApp.app).query(confirm, { hash: token })).data).toEqual({
      confirmEmailChange: 'taken',
    });
    expect(await signsIn(email)).toBe(true);
    // The refused link is used up.
    expect((await new TestBrowser(testApp.app).query(confirm, { hash: token })).data).toEqual({
      confirmEmailChange: 'invalid',
    });
  });

  it('refuses an address another account left and may still undo back to', async () => {
    const left = await changedAddress('left');
    const { browser, email } = await signedUp('claimer');
    const link = await askForChange(browser, email, left.email);
    expect((await new TestBrowser(testApp.app).query(confirm, { hash: link })).data).toEqual({
      confirmEmailChange: 'taken',
    });
  });
});

describe('undoEmailChange', () => {
  it('restores the old address, ends every session, stops the password and mails a reset link', async () => {
    const changed = await changedAddress('undo');
    const phone = new TestBrowser(testApp.app);
    await signIn(phone, changed.newEmail);
    for (const browser of [changed.browser, phone]) {
      expect((await browser.query(sessionCheck)).data).toMatchObject({ checkSession: { sessionIsValid: true } });
    }
    expect((await new TestBrowser(testApp.app).query(undo, { hash: changed.undoToken })).data).toEqual({
      undoEmailChange: 'undone',
    });
    for (const browser of [changed.browser, phone]) {
      expect((await browser.query(sessionCheck)).data).toMatchObject({ checkSession: { sessionIsValid: false } });
    }
    expect(await signsIn(changed.email)).toBe(false);
    expect(await signsIn(changed.newEmail)).toBe(false);
    const reset = await latestMailTo(testApp.database.db, changed.email);
    expect(reset.mail?.subject).toMatch(/choose a new password/);
    expect(reset.mail?.text).toContain('/user/resetpassword?hash=');
    // The link works once.
    expect((await new TestBrowser(testApp.app).query(undo, { hash: changed.undoToken })).data).toEqual({
      undoEmailChange: 'invalid',
    });
  });

  it.each([
    { after: '6 days', waitMs: 6 * day, outcome: 'undone', signsInWith: 'old' },
    { after: '7 days and a second', waitMs: 7 * day + 1000, outcome: 'invalid', signsInWith: 'new' },
  ])('opened $after after the change: $outcome', async ({ waitMs, outcome, signsInWith }) => {
    const changed = await changedAddress('window');
    testApp.clock.advance(waitMs);
    expect((await new TestBrowser(testApp.app).query(undo, { hash: changed.undoToken })).data).toEqual({
      undoEmailChange: outcome,
    });
    const address = signsInWith === 'old' ? changed.email : changed.newEmail;
    expect((await latestMailTo(testApp.database.db, address)).mail).toBeDefined();
    if (signsInWith === 'new') expect(await signsIn(changed.newEmail)).toBe(true);
    else expect((await latestMailTo(testApp.database.db, changed.email)).mail?.subject).toMatch(/new password/);
  });

  it.each([
    { when: 'within the undo window', waitMs: 0, registered: false },
    { when: 'after it', waitMs: 7 * day + 1000, registered: true },
  ])('a sign-up with the address the account left $when: registered $registered', async ({ waitMs, registered }) => {
    const changed = await changedAddress('held');
    testApp.clock.advance(waitMs);
    const answer = await registerUser(new TestBrowser(testApp.app), { email: changed.email });
    expect(answer.errors?.[0]?.extensions.code).toBe(registered ? undefined : 'EMAIL_TAKEN');
  });

  it('still works after a second change made from the new address', async () => {
    const changed = await changedAddress('twice');
    const third = addressFor('twice-third');
    const link = await askForChange(changed.browser, changed.newEmail, third);
    await new TestBrowser(testApp.app).query(confirm, { hash: link });
    expect((await new TestBrowser(testApp.app).query(undo, { hash: changed.undoToken })).data).toEqual({
      undoEmailChange: 'undone',
    });
    expect(await signsIn(third)).toBe(false);
    expect((await latestMailTo(testApp.database.db, changed.email)).mail?.subject).toMatch(/choose a new password/);
  });
});
