import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '@waypoint/domain/notifications/field-messages';
import { crmLogErrors } from '@waypoint/domain/site/crm/crm-log';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { crmFingerprints, crmLeads } from './crm-tables.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const post = (browser: TestBrowser, url: string, payload: unknown, contentType = 'application/json') =>
  browser.send({
    method: 'POST',
    url,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': contentType },
  });
const leadsFor = (email: string) => testApp.database.db.select().from(crmLeads).where(eq(crmLeads.email, email));
const pairsFor = (session: string) =>
  testApp.database.db.select().from(crmFingerprints).where(eq(crmFingerprints.sessionId, session));

describe('POST /crm/new_lead', () => {
  it('stores a lead once per address and answers the same each time', async () => {
    const browser = new TestBrowser(testApp.app);
    const first = await post(browser, '/crm/new_lead', { email: ' Lead1@Example.com ', firstName: 'Ana' });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ ok: true });
    const again = await post(browser, '/crm/new_lead', { email: 'lead1@example.com', firstName: 'Anna' });
    expect(again.statusCode).toBe(202);
    expect(await leadsFor('lead1@example.com')).toEqual([
      expect.objectContaining({ email: 'lead1@example.com', firstName: 'Ana', ip: browser.ip }),
    ]);
  });

  it.each([
    ['a missing first name', { email: 'lead2@example.com' }, 'firstName', fieldMessages.required],
    ['an invalid e-mail', { email: 'lead2@', firstName: 'Ana' }, 'email', fieldMessages.invalidEmail],
    [
      'a first name that is not a name',
      { email: 'lead2@example.com', firstName: '<b>' },
      'firstName',
      fieldMessages.invalidName,
    ],
  ])('refuses %s with 400 beside its field', async (_case, body, field, message) => {
    const response = await post(new TestBrowser(testApp.app), '/crm/new_lead', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      message: `${field}: ${message}`,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field, message }] },
    });
    expect(await leadsFor('lead2@example.com')).toHaveLength(0);
  });

  it.each([
    ['form data', 'email=a%40b.example&firstName=Ana', 'application/x-www-form-urlencoded', 415],
    ['an empty body', '', 'application/json', 400],
    ['a JSON array', '[]', 'application/json', 400],
    [
      'an oversized body',
      JSON.stringify({ email: 'a@b.example', firstName: 'x'.repeat(5000) }),
      'application/json',
      413,
    ],
  ])('refuses %s', async (_case, payload, contentType, status) => {
    const response = await post(new TestBrowser(testApp.app), '/crm/new_lead', payload, contentType);
    expect(response.statusCode).toBe(status);
  });

  it('allows 10 leads an hour from one network, then 429', async () => {
    const browser = new TestBrowser(testApp.app);
    for (let count = 0; count < 10; count += 1) {
      expect(
        (await post(browser, '/crm/new_lead', { email: `many${count}@example.com`, firstName: 'Ana' })).statusCode,
      ).toBe(202);
    }
    const refused = await post(browser, '/crm/new_lead', { email: 'refused@example.com', firstName: 'Ana' });
    expect(refused.statusCode).toBe(429);
    expect(await leadsFor('refused@example.com')).toHaveLength(0);
  });
});

describe('POST /crm/log', () => {
  it('stores each fingerprint and session pair once', async () => {
    const browser = new TestBrowser(testApp.app);
    const body = { fingerprint: 'fp-3f2a9c0e', session: 'session-1' };
    expect((await post(browser, '/crm/log', body)).statusCode).toBe(202);
    expect((await post(browser, '/crm/log', body)).statusCode).toBe(202);
    expect((await post(browser, '/crm/log', { ...body, fingerprint: 'fp-other' })).statusCode).toBe(202);
    const rows = await pairsFor('session-1');
    expect(rows.map((row) => row.fingerprint).sort()).toEqual(['fp-3f2a9c0e', 'fp-other']);
    expect(rows[0]?.ip).toBe(browser.ip);
  });

  it.each([
    ['a missing session', { fingerprint: 'fp' }, 'session', fieldMessages.required],
    [
      'a fingerprint over 200 characters',
      { fingerprint: 'f'.repeat(201), session: 's' },
      'fingerprint',
      fieldMessages.tooLong,
    ],
    ['markup in the fingerprint', { fingerprint: '<script>', session: 's' }, 'fingerprint', crmLogErrors.notAnId],
    ['a session that is a number', { fingerprint: 'fp', session: 42 }, 'session', fieldMessages.required],
  ])('refuses %s with 400 beside its field', async (_case, body, field, message) => {
    const response = await post(new TestBrowser(testApp.app), '/crm/log', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: [{ field, message }] });
  });

  it('refuses form data with 415 and an oversized body with 413', async () => {
    const browser = new TestBrowser(testApp.app);
    expect(
      (await post(browser, '/crm/log', 'fingerprint=a&session=b', 'application/x-www-form-urlencoded')).statusCode,
    ).toBe(415);
    expect((await post(browser, '/crm/log', { fingerprint: 'f'.repeat(5000), session: 's' })).statusCode).toBe(413);
  });

  it('allows 300 logs an hour from one network, then 429', async () => {
    const browser = new TestBrowser(testApp.app);
    for (let count = 0; count < 300; count += 1) {
      expect((await post(browser, '/crm/log', { fingerprint: `fp${count}`, session: 'busy' })).statusCode).toBe(202);
    }
    expect((await post(browser, '/crm/log', { fingerprint: 'fp-late', session: 'busy' })).statusCode).toBe(429);
    expect(await pairsFor('busy')).toHaveLength(300);
  });
});
