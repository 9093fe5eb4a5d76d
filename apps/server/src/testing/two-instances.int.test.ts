import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheOf, save, step } from '../modules/application/application-test-kit.js';
import { TestBrowser } from './graphql-client.js';
import { registerUser } from './test-accounts.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Architecture "Scale": servers keep nothing in memory that another instance
 * needs. Two instances on one database behave as one server to a person whose
 * requests alternate between them, as behind a load balancer.
 */
let first: TestApp;
let second: TestApp;
// Instances share their keys as in production (SESSION_SECRET, ENCRYPTION_KEY from the environment),
// or a session hash made by one would not verify on the other.
const sharedKeys = {
  SESSION_SECRET: Buffer.alloc(32, 3).toString('base64'),
  ENCRYPTION_KEY: Buffer.alloc(32, 4).toString('base64'),
};

beforeAll(async () => {
  first = await createTestApp(sharedKeys);
  second = await createTestApp(sharedKeys, first);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

/** The same browser (cookies, IP) pointed at the other instance. */
function onOtherInstance(browser: TestBrowser): TestBrowser {
  const moved = new TestBrowser(second.app, browser.ip);
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  return moved;
}

describe('two server instances on one database', () => {
  it('a session made on one instance is valid on the other, and a draft saved on one is read on the other', async () => {
    const onFirst = new TestBrowser(first.app);
    await registerUser(onFirst, { email: 'balanced@example.com' });
    const onSecond = onOtherInstance(onFirst);
    expect((await onSecond.query('{ checkSession { sessionIsValid } }')).data).toEqual({
      checkSession: { sessionIsValid: true },
    });

    await step(onFirst, {}, 'PreResidency_Question');
    await save(onSecond, { income: '72000' });
    expect(await cacheOf(onFirst)).toMatchObject({ stepName: 'PreResidency_Question', income: 72000 });
  });

  it('signing out on one instance ends the session on the other', async () => {
    const onFirst = new TestBrowser(first.app);
    await registerUser(onFirst, { email: 'signout-balanced@example.com' });
    const onSecond = onOtherInstance(onFirst);
    expect((await onSecond.query('mutation { logout }')).data).toEqual({ logout: true });
    expect((await onFirst.query('{ checkSession { sessionIsValid } }')).data).toEqual({
      checkSession: { sessionIsValid: false },
    });
  });

  it('racing saves from the two instances lose no field', async () => {
    const onFirst = new TestBrowser(first.app);
    await registerUser(onFirst, { email: 'race-balanced@example.com' });
    await step(onFirst, {}, 'PreResidency_Question');
    const onSecond = onOtherInstance(onFirst);
    const inputs: [TestBrowser, Record<string, unknown>][] = [
      [onFirst, { income: '50000' }],
      [onSecond, { employerName: 'Acme' }],
      [onFirst, { accommodationCost: '900' }],
      [onSecond, { financialCommitments: '150' }],
    ];
    const outcomes = await Promise.all(inputs.map(([browser, input]) => save(browser, input)));
    for (const [index, outcome] of outcomes.entries()) {
      if (!outcome.errors) continue;
      expect(outcome.errors[0]?.extensions.code).toBe('APPLICATION_CONFLICT');
      const [browser, input] = inputs[index] as [TestBrowser, Record<string, unknown>];
      await save(browser, input);
    }
    expect(await cacheOf(onFirst)).toMatchObject({
      income: 50000,
      employerName: 'Acme',
      accommodationCost: 900,
      financialCommitments: 150,
    });
  });
});
