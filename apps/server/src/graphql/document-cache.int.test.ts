import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveMutation } from '../modules/application/application-test-kit.js';
import { TestBrowser } from '../testing/graphql-client.js';
import { registerUser } from '../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// Decision 092: an operation the web sends again is not parsed or validated again. Mercurius
// keeps each document text it has parsed and validated (and its compiled form, `jit`), and
// calls the preValidation hook only when it parses and validates; a new text is checked in full.
let testApp: TestApp;
let validations: string[];

beforeAll(async () => {
  testApp = await createTestApp();
  validations = [];
  testApp.app.graphql.addHook('preValidation', async (_schema, document) => {
    const [first] = document.definitions;
    validations.push(first && 'name' in first && first.name ? first.name.value : '(anonymous)');
  });
});
afterAll(async () => {
  await testApp.close();
});

describe('parsed and validated documents', () => {
  it('a save sent again is parsed and validated once', async () => {
    const browser = new TestBrowser(testApp.app);
    await registerUser(browser, { email: `document-cache-${Date.now()}@example.com` });
    validations.length = 0;
    for (const income of ['1000', '2000', '3000']) {
      const answer = await browser.query(saveMutation, { input: { income } });
      expect(answer.errors).toBeUndefined();
    }
    expect(validations).toEqual(['Save']);
  });

  it.each([
    ['a new valid query runs after its own validation', '{ serviceStatus { apiVersion } }', undefined],
    ['an unknown field is refused', '{ serviceStatus { noSuchField } }', 'GRAPHQL_VALIDATION_FAILED'],
    ['a write repeated past its bound is refused', 'mutation Twice { a: logout b: logout }', 'TOO_MANY_OPERATIONS'],
  ])('%s', async (_rule, query, code) => {
    validations.length = 0;
    const answer = await new TestBrowser(testApp.app).query(query);
    expect(validations).toHaveLength(1);
    expect(answer.errors?.[0]?.extensions.code).toBe(code);
  });
});
