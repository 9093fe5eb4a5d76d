import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atpDecisions } from '../modules/application/application-tables.js';
import { TestBrowser } from '../testing/graphql-client.js';
import { registerUser } from '../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** One request cannot repeat a field that writes (docs/operations.md "Limits"). */
let testApp: TestApp;
let applicant: TestBrowser;
beforeAll(async () => {
  testApp = await createTestApp();
  applicant = new TestBrowser(testApp.app);
  await registerUser(applicant, { email: `limits-${Date.now()}@example.com` });
  const draft = await applicant.query(`mutation { applicationCacheSave(input: {}) { stepName } }`);
  if (!draft.data) throw new Error(`no application: ${JSON.stringify(draft.errors)}`);
});
afterAll(async () => {
  await testApp.close();
});

async function decisions(): Promise<number> {
  const [row] = await testApp.database.db.select({ count: count() }).from(atpDecisions);
  return row?.count ?? 0;
}

const atp = 'calculateATPApproval(income: 90000, accommodationCost: 1000, residenceType: "rent") { isApproved }';
const aliased = (times: number, field: string) =>
  Array.from({ length: times }, (_, index) => `a${index}: ${field}`).join(' ');

describe('writing fields repeated in one request', () => {
  it('150 aliased calculateATPApproval: a 400 naming the field, and no row written', async () => {
    const before = await decisions();
    const response = await applicant.query(`mutation { ${aliased(150, atp)} }`);
    expect(response.status).toBe(400);
    expect(response.data).toBeNull();
    expect(response.errors?.[0]).toMatchObject({
      extensions: { code: 'TOO_MANY_OPERATIONS', field: 'calculateATPApproval', limit: 1 },
    });
    expect(response.errors?.[0]?.message).toMatch(/calculateATPApproval at most once; this one asks for it 150 times/);
    expect(await decisions()).toBe(before);
  });

  it('one calculateATPApproval writes one row', async () => {
    const before = await decisions();
    const response = await applicant.query(`mutation { ${atp} }`);
    expect(response).toMatchObject({ status: 200, data: { calculateATPApproval: { isApproved: true } } });
    expect(await decisions()).toBe(before + 1);
  });

  it('spread over fragments, the copies still count', async () => {
    const response = await applicant.query(
      `mutation { ...A ...B } fragment A on Mutation { x: ${atp} } fragment B on Mutation { ... on Mutation { y: ${atp} } }`,
    );
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_OPERATIONS' });
  });

  it.each([
    ['getIdentity', 'query', 'getIdentity { transactionId }'],
    ['submitAnswers', 'mutation', 'submitAnswers(transactionId: "x", questionsType: "MAIN", answers: []) { result }'],
    ['register', 'mutation', 'register(firstName: "A", lastName: "B", email: "a@example.com", password: "p") { id }'],
    ['applicationCacheSave', 'mutation', 'applicationCacheSave(input: {}) { stepName }'],
    [
      'sendWorkEmailConfirmation',
      'mutation',
      'sendWorkEmailConfirmation(id: 1, email: "a@example.com") { __typename }',
    ],
    [
      'sendContactMessage',
      'mutation',
      'sendContactMessage(name: "A", email: "a@example.com", topic: "other", message: "m")',
    ],
    ['remindMeEmail', 'mutation', 'remindMeEmail(email: "a@example.com", inviteCode: "c", version: "v1")'],
    ['savePlaidEventsData', 'mutation', 'savePlaidEventsData(applicationId: 1, eventName: "OPEN")'],
    ['scheduleRelocationReminder', 'mutation', 'scheduleRelocationReminder { __typename }'],
    ['login', 'query', 'login(email: "a@example.com", password: "p") { id }'],
    ['forgotPassword', 'query', 'forgotPassword(email: "a@example.com")'],
    ['resendVerificationEmail', 'query', 'resendVerificationEmail(email: "a@example.com")'],
    ['auditEvents', 'query', 'auditEvents(first: 1) { nextCursor }'],
    ['opsApprove', 'mutation', 'opsApprove(applicationId: 1, expectedVersion: 1, creditLimit: 1000) { status }'],
  ])('%s twice in one request is refused before it runs', async (field, kind, selection) => {
    const response = await applicant.query(`${kind} { ${aliased(2, selection)} }`);
    expect(response.status).toBe(400);
    expect(response.errors?.map((error) => error.extensions)).toContainEqual({
      code: 'TOO_MANY_OPERATIONS',
      field,
      limit: 1,
    });
  });

  it('fields that only read may still be repeated', async () => {
    const response = await applicant.query(`{ ${aliased(3, 'serviceStatus { apiVersion }')} }`);
    expect(response.status).toBe(200);
    expect(response.errors).toBeUndefined();
  });

  it('a batch (a JSON array of operations) is refused, so the bound cannot be spread over one', async () => {
    const response = await applicant.send({
      method: 'POST',
      url: '/api/v1/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ query: `mutation { ${atp} }` }, { query: `mutation { ${atp} }` }]),
    });
    expect(response.statusCode).toBe(400);
  });
});
