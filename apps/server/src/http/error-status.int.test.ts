import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheOf, newApplicant, save, step } from '../modules/application/application-test-kit.js';
import { referAsMultipart, referralFields } from '../modules/partners/partners-test-kit.js';
import { TestBrowser } from '../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

interface ErrorBody {
  errors: { message: string; extensions: { code: string; fieldErrors?: { field: string; message: string }[] } }[];
}

const contactMutation = `mutation Send($name: String!, $email: String!, $topic: String!, $message: String!) {
  sendContactMessage(name: $name, email: $email, topic: $topic, message: $message, recaptchaToken: "test-recaptcha-pass")
}`;
const contactVariables = {
  name: 'Ana',
  email: 'ana@example.com',
  topic: 'rewards',
  message: 'When is cash back paid?',
};

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const firstError = (body: string) => (JSON.parse(body) as ErrorBody).errors[0];

describe('a NUL character is bad input, refused by the name of its field', () => {
  it('in a draft field: 400 naming input.street; the draft keeps its answers and the next save goes through', async () => {
    const applicant = await newApplicant(testApp);
    await step(applicant, {}, 'PreResidency_Question');
    const refused = await save(applicant, { permanentResident: 'true', street: 'Main\u0000St' });
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^input\.street: must not contain the NUL character/),
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'input.street' }] },
    });
    expect((await cacheOf(applicant))?.permanentResident).toBeNull();
    await step(applicant, { permanentResident: 'true', stepName: 'YP_Identification' }, 'YP_Identification');
  });

  it('a lone surrogate (malformed UTF-16, refused by jsonb) in a draft field: 400 naming input.street', async () => {
    const applicant = await newApplicant(testApp);
    await step(applicant, {}, 'PreResidency_Question');
    const refused = await save(applicant, { street: 'Main\ud800St' });
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^input\.street: must be well-formed Unicode text/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('in a contact field, as a variable: 400 naming name', async () => {
    const response = await new TestBrowser(testApp.app).query(contactMutation, {
      ...contactVariables,
      name: 'A\u0000',
    });
    expect(response.status).toBe(400);
    expect(response.errors?.[0]).toMatchObject({ message: /^name: must not/, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('in a literal inside the document: 400 naming the argument', async () => {
    const query = `mutation { sendContactMessage(name: "A\\u0000", email: "a@example.com", topic: "rewards", message: "When is it paid?") }`;
    const response = await new TestBrowser(testApp.app).query(query);
    expect(response.status).toBe(400);
    expect(response.errors?.[0]).toMatchObject({ message: /^name: must not/, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('in a key of a draft save: 400', async () => {
    const applicant = await newApplicant(testApp);
    const response = await save(applicant, { 'street\u0000': 'x' });
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['a JSON form body', '/partners/invite', 'application/json', JSON.stringify({ emails: ['a\u0000@example.com'] })],
    ['a URL-encoded form body', '/partners/refer', 'application/x-www-form-urlencoded', 'firstName=R%00avi'],
  ])('in %s: 400 naming the field', async (_case, url, contentType, payload) => {
    const response = await new TestBrowser(testApp.app).send({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({ message: /must not contain the NUL/ });
    expect(firstError(response.body)?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('in a multipart form field: 400 naming it', async () => {
    const response = await referAsMultipart(new TestBrowser(testApp.app), referralFields({ firstName: 'Ra\u0000vi' }));
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({ message: /^firstName: must not contain the NUL/ });
  });
});

describe('malformed bodies and query strings are 4xx, not 500', () => {
  const multipart = (contentType: string, payload: string) =>
    new TestBrowser(testApp.app).send({
      method: 'POST',
      url: '/partners/refer',
      payload,
      headers: { 'content-type': contentType },
    });

  it.each([
    [
      'truncated',
      'multipart/form-data; boundary=XX',
      '--XX\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nRa',
    ],
    ['without a boundary', 'multipart/form-data', 'garbage'],
    ['garbage after the boundary', 'multipart/form-data; boundary=XX', '--XX\r\n\u0001\u0002\r\n\r\n--XX'],
  ])('multipart to /partners/refer %s: 400 BAD_REQUEST', async (_case, contentType, payload) => {
    const response = await multipart(contentType, payload);
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)?.extensions.code).toMatch(/^BAD_(REQUEST|USER_INPUT)$/);
  });

  it.each([
    [
      'truncated',
      'multipart/form-data; boundary=XX',
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
    ],
    ['without a boundary', 'multipart/form-data', 'garbage'],
    ['with a boundary longer than the parser takes', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'garbage'],
  ])('multipart upload of a document %s: 400 BAD_REQUEST', async (_case, contentType, payload) => {
    const applicant = await newApplicant(testApp);
    await step(applicant, {}, 'PreResidency_Question');
    const applicationId = (await cacheOf(applicant))?.id as number;
    const response = await applicant.send({
      method: 'POST',
      url: `/api/v1/applications/${applicationId}/files/passport`,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(400);
    // A body cut short was already told apart as an interrupted upload; the others are malformed.
    expect(firstError(response.body)?.extensions.code).toMatch(/^(BAD_REQUEST|UPLOAD_INTERRUPTED)$/);
  });

  it.each([
    ['a NUL address', '/dev/mailbox?to=%00', /^to: must not contain the NUL/],
    ['an over-long address', `/dev/mailbox?to=${'a'.repeat(300)}%40example.com`, /^to: /],
    ['two addresses', '/dev/mailbox?to=a%40example.com&to=b%40example.com', /^to: /],
  ])('/dev/mailbox with %s: 400 BAD_USER_INPUT', async (_case, url, message) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('the mailbox still lists an ordinary address', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox?to=nobody%40example.com' });
    expect(response.statusCode).toBe(200);
  });
});

describe('a database outage is 503 with Retry-After', () => {
  let outage: TestApp;
  let signedIn: TestBrowser;
  beforeAll(async () => {
    outage = await createTestApp();
    signedIn = await newApplicant(outage);
    // Stop the database under the built app: PGlite closes its client, PostgreSQL ends its pool.
    await outage.database.close();
    outage.database.close = async () => undefined;
  });
  afterAll(async () => {
    await outage.close();
  });

  it('on GraphQL: SERVICE_UNAVAILABLE, not a 200 with INTERNAL_SERVER_ERROR', async () => {
    const response = await new TestBrowser(outage.app).query(contactMutation, contactVariables);
    expect(response.status).toBe(503);
    expect(response.errors?.[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('on GraphQL with a session (its lookup is the first query to fail), where a save answers it', async () => {
    const response = await save(signedIn, { permanentResident: 'true' });
    expect(response.status).toBe(503);
    expect(response.errors?.[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE');
    const raw = await signedIn.send({
      method: 'POST',
      url: '/api/v1/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ getApplicationCache { id } }' }),
    });
    expect(raw.statusCode).toBe(503);
    expect(raw.headers['retry-after']).toBe('5');
  });

  it('on a plain route', async () => {
    const response = await new TestBrowser(outage.app).send({
      method: 'POST',
      url: '/partners/invite',
      payload: JSON.stringify({ emails: ['a@example.com'] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(firstError(response.body)?.extensions.code).toBe('SERVICE_UNAVAILABLE');
  });
});
