import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { latestSandboxMessages } from './sandbox-sms-repository.js';
import { createSandboxSms, sandboxSmsNumbers } from './sandbox-sms.js';
import { SmsDeliveryError } from './sms-sender.js';

/* The sandbox SMS provider and its page (decision 074, docs/sandbox.md "Text messages"). */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('sandbox SMS provider', () => {
  it('keeps a message for /dev/sms instead of sending it', async () => {
    const sms = createSandboxSms(testApp.database.db);
    expect(sms.mode).toBe('sandbox');
    await sms.send({ to: '+12025550111', body: 'Your Waypoint code is 654321.' });
    const [kept] = await latestSandboxMessages(testApp.database.db, '+12025550111');
    expect(kept).toMatchObject({ toNumber: '+12025550111', body: 'Your Waypoint code is 654321.' });

    const page = await testApp.app.inject({ method: 'GET', url: '/dev/sms?to=%2B12025550111' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Your Waypoint code is 654321.');
    const json = await testApp.app.inject({ method: 'GET', url: '/dev/sms?to=%2B12025550111&format=json' });
    expect(json.json()).toMatchObject({ messages: [{ to: '+12025550111', body: 'Your Waypoint code is 654321.' }] });
  });

  it.each([
    [sandboxSmsNumbers.undeliverable, 'undeliverable'],
    [sandboxSmsNumbers.unreachable, 'network'],
  ])('refuses the test number %s as %s and keeps nothing', async (to, failure) => {
    const sms = createSandboxSms(testApp.database.db);
    await expect(sms.send({ to, body: 'code' })).rejects.toEqual(new SmsDeliveryError(failure as 'network'));
    expect(await latestSandboxMessages(testApp.database.db, to)).toEqual([]);
  });

  it("escapes a message's text on the page", async () => {
    await createSandboxSms(testApp.database.db).send({ to: '+12025550112', body: '<script>alert(1)</script>' });
    const page = await testApp.app.inject({ method: 'GET', url: '/dev/sms?to=%2B12025550112' });
    expect(page.body).not.toContain('<script>alert(1)</script>');
  });
});
