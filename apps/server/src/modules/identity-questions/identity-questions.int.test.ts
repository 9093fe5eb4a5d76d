import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { maxFailedAttempts } from './kba-service.js';
import { identityTransactions } from './kba-tables.js';
import {
  applicantAtIdentityVerification,
  applicantFacts,
  applicantStreet,
  getIdentity,
  answered,
  mainAnswers,
  newApplicant,
  save,
  started,
  step,
  rightAnswers,
  submitAnswers,
  summaryOf,
  wrongAnswer,
} from './kba-test-kit.js';

/** Identity questions (decision 010): each rule of docs/sandbox.md and each bad input. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const street = applicantStreet;
const known = applicantFacts;
const ypAtIdentityVerification = (streetAnswer = street) => applicantAtIdentityVerification(testApp, streetAnswer);

async function errorOf(response: Promise<{ errors?: { message: string; extensions: { code: string } }[] }>) {
  return (await response).errors?.[0];
}

describe('getIdentity', () => {
  it('starts a transaction of 4 MAIN questions made of the applicant answers, and resumes it', async () => {
    const browser = await ypAtIdentityVerification();
    const identity = await started(browser);
    expect(identity).toMatchObject({ result: 'questions', message: null });
    expect(identity.questions.map((question) => question.type)).toEqual([
      'street',
      'employer',
      'birthYear',
      'pastCity',
    ]);
    expect(identity.questions[0]?.answer).toContain(street);
    expect(JSON.stringify(identity)).not.toContain('correct');
    expect(await started(browser)).toEqual(identity);
  });

  it('needs a session and an application', async () => {
    const stranger = new TestBrowser(testApp.app);
    expect((await errorOf(getIdentity(stranger)))?.extensions.code).toBe('APPLICATION_SESSION_INVALID');
    const noApplication = await newApplicant(testApp);
    expect((await errorOf(getIdentity(noApplication)))?.extensions.code).toBe('APPLICATION_NOT_FOUND');
  });
});

describe('submitAnswers rules', () => {
  it('all right passes; the summary says so; Continue to YP_Review opens only then', async () => {
    const browser = await ypAtIdentityVerification();
    const refused = await save(browser, { stepName: 'YP_Review' });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'IDENTITY_NOT_CONFIRMED' } });
    const identity = await started(browser);
    const result = await answered(browser, identity.transactionId, 'MAIN', mainAnswers(identity, 0));
    expect(result).toMatchObject({ transactionId: identity.transactionId, result: 'passed', questions: [] });
    expect(await summaryOf(browser)).toEqual({
      result: 'passed',
      mainQResult: 'passed',
      challengeQResult: null,
      mainAnswersSubmitted: 4,
      challengeAnswersSubmitted: 0,
    });
    expect((await started(browser)).result).toBe('passed');
    await step(browser, { stepName: 'YP_Review' }, 'YP_Review');
  });

  it('exactly one wrong goes to the CHALLENGE set; both right there passes', async () => {
    const browser = await ypAtIdentityVerification();
    const identity = await started(browser);
    const challenge = await answered(browser, identity.transactionId, 'MAIN', mainAnswers(identity, 1));
    expect(challenge.result).toBe('challenge');
    expect(challenge.questions.map((question) => question.type)).toEqual(['ssnLastFour', 'zip']);
    // product-rules#identity-check-status: answers now go to the CHALLENGE set only.
    const wrongSet = await errorOf(submitAnswers(browser, identity.transactionId, 'MAIN', mainAnswers(identity, 0)));
    expect(wrongSet).toMatchObject({ extensions: { code: 'WRONG_QUESTION_SET' } });
    expect(wrongSet?.message).toMatch(/waiting for the CHALLENGE answers/);
    expect(await started(browser)).toEqual({ ...challenge, message: null });
    const passed = await answered(
      browser,
      identity.transactionId,
      'CHALLENGE',
      rightAnswers(challenge.questions, known),
    );
    expect(passed.result).toBe('passed');
    expect(await summaryOf(browser)).toEqual({
      result: 'passed',
      mainQResult: 'challenge',
      challengeQResult: 'passed',
      mainAnswersSubmitted: 4,
      challengeAnswersSubmitted: 2,
    });
    await step(browser, { stepName: 'YP_Review' }, 'YP_Review');
  });

  it('a wrong CHALLENGE answer fails', async () => {
    const browser = await ypAtIdentityVerification();
    const identity = await started(browser);
    const challenge = await answered(browser, identity.transactionId, 'MAIN', mainAnswers(identity, 1));
    const right = rightAnswers(challenge.questions, known);
    const answers = [wrongAnswer(challenge.questions[0]!, known), right[1] ?? ''];
    expect((await answered(browser, identity.transactionId, 'CHALLENGE', answers)).result).toBe('failed');
    expect(await summaryOf(browser)).toMatchObject({
      result: 'failed',
      mainQResult: 'challenge',
      challengeQResult: 'failed',
    });
  });

  it('two or more wrong fails; a replay is refused; starting again gives a new transaction, up to the limit', async () => {
    const browser = await ypAtIdentityVerification();
    let identity = await started(browser);
    const failed = await answered(browser, identity.transactionId, 'MAIN', mainAnswers(identity, 2));
    expect(failed).toMatchObject({ result: 'failed', questions: [] });
    expect(await summaryOf(browser)).toMatchObject({ result: 'failed', mainQResult: 'failed', challengeQResult: null });
    const replay = await errorOf(submitAnswers(browser, identity.transactionId, 'MAIN', mainAnswers(identity, 0)));
    expect(replay).toMatchObject({ extensions: { code: 'TRANSACTION_FINISHED' } });
    expect((await save(browser, { stepName: 'YP_Review' })).errors?.[0]?.extensions.code).toBe(
      'IDENTITY_NOT_CONFIRMED',
    );

    for (let attempt = 2; attempt <= maxFailedAttempts; attempt += 1) {
      const again = await started(browser);
      expect(again.transactionId).not.toBe(identity.transactionId);
      identity = again;
      await answered(browser, identity.transactionId, 'MAIN', mainAnswers(identity, 4));
    }
    const spent = await started(browser);
    expect(spent).toMatchObject({ transactionId: identity.transactionId, result: 'failed', questions: [] });
    expect(spent.message).toMatch(/Upload an identity document/);
    // Never stuck: the upload detour stays open.
    await step(browser, { stepName: 'YP_Identity_Verification_Uploader' }, 'YP_Identity_Verification_Uploader');
  });
});

describe('bad input', () => {
  it('an unknown transaction id, or none in the right shape: TRANSACTION_UNKNOWN', async () => {
    const browser = await ypAtIdentityVerification();
    await started(browser);
    for (const id of [randomUUID(), 'not-a-transaction', '']) {
      const error = await errorOf(submitAnswers(browser, id, 'MAIN', ['a', 'b', 'c', 'd']));
      expect(error).toMatchObject({ extensions: { code: 'TRANSACTION_UNKNOWN' } });
      expect(error?.message).toMatch(/could not find that identity check/);
    }
  });

  it("another user's transaction is answered as unknown", async () => {
    const owner = await ypAtIdentityVerification();
    const identity = await started(owner);
    const other = await ypAtIdentityVerification();
    const error = await errorOf(submitAnswers(other, identity.transactionId, 'MAIN', mainAnswers(identity, 0)));
    expect(error).toMatchObject({ extensions: { code: 'TRANSACTION_UNKNOWN' } });
    expect((await started(owner)).result).toBe('questions');
  });

  it('CHALLENGE answers while MAIN is asked, an unknown set, a wrong count or an answer not offered', async () => {
    const browser = await ypAtIdentityVerification();
    const identity = await started(browser);
    const id = identity.transactionId;
    expect((await errorOf(submitAnswers(browser, id, 'CHALLENGE', ['1', '2'])))?.extensions.code).toBe(
      'WRONG_QUESTION_SET',
    );
    expect((await errorOf(submitAnswers(browser, id, 'OTHER', mainAnswers(identity, 0))))?.message).toMatch(
      /MAIN or CHALLENGE/,
    );
    expect((await errorOf(submitAnswers(browser, id, 'MAIN', ['x'])))?.message).toMatch(
      /Answer each of the 4 questions/,
    );
    const invented = [...mainAnswers(identity, 0).slice(0, 3), 'Atlantis'];
    expect((await errorOf(submitAnswers(browser, id, 'MAIN', invented)))?.message).toMatch(
      /Answer 4 is not one of the options/,
    );
    expect((await started(browser)).result).toBe('questions');
  });

  it('a transaction past its 10 minutes ends as timeout, with a message; starting again gives new questions', async () => {
    const browser = await ypAtIdentityVerification();
    const identity = await started(browser);
    await testApp.database.db
      .update(identityTransactions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(identityTransactions.id, identity.transactionId));
    const late = await answered(browser, identity.transactionId, 'MAIN', mainAnswers(identity, 0));
    expect(late).toMatchObject({ result: 'timeout', questions: [] });
    expect(late.message).toMatch(/time to answer these questions ran out/);
    const again = await started(browser);
    expect(again).toMatchObject({ result: 'questions' });
    expect(again.transactionId).not.toBe(identity.transactionId);
  });

  it('the provider timing out (street with SANDBOX TIMEOUT) gives result timeout, and the upload way stays open', async () => {
    const browser = await ypAtIdentityVerification('1 Sandbox Timeout Rd');
    const identity = await started(browser);
    expect(identity).toMatchObject({ result: 'timeout', questions: [] });
    expect(identity.message).toMatch(/did not answer in time/);
    expect(await summaryOf(browser)).toMatchObject({ result: 'timeout', mainAnswersSubmitted: 0 });
    const error = await errorOf(submitAnswers(browser, identity.transactionId, 'MAIN', ['a', 'b', 'c', 'd']));
    expect(error).toMatchObject({ extensions: { code: 'TRANSACTION_FINISHED' } });
    await step(browser, { stepName: 'YP_Identity_Verification_Uploader' }, 'YP_Identity_Verification_Uploader');
  });

  it('the summary before any check is empty', async () => {
    const browser = await ypAtIdentityVerification();
    expect(await summaryOf(browser)).toEqual({
      result: null,
      mainQResult: null,
      challengeQResult: null,
      mainAnswersSubmitted: 0,
      challengeAnswersSubmitted: 0,
    });
  });
});
