import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  idologyStandInPassword,
  idologyStandInUsername,
  startIdologyStandIn,
  type IdologyStandIn,
} from '../../../testing/stand-ins/idology-stand-in.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import type { KbaApplication, KbaDeps } from '../kba-deps.js';
import { kbaMessages } from '../kba-errors.js';
import { getIdentity, identitySummary, submitAnswers } from '../kba-service.js';
import { identityTransactions } from '../kba-tables.js';
import { createIdologyKbaProvider } from './idology-kba.js';

/**
 * The identity questions' rules (product-rules#identity-check-status) with
 * IDology scoring the answers: the service against the stand-in, whose first
 * option of each question is right.
 */
let testApp: TestApp;
let standIn: IdologyStandIn;
const warnings: unknown[] = [];
let applications = 0;

beforeAll(async () => {
  [testApp, standIn] = await Promise.all([createTestApp(), startIdologyStandIn()]);
});
afterEach(() => {
  standIn.behave('normal');
});
afterAll(async () => {
  await Promise.all([testApp.close(), standIn.close()]);
});

/** An applicant of their own, with the facts IDology searches by. */
function applicant(): { deps: KbaDeps; userId: string } {
  applications += 1;
  const application: KbaApplication = {
    applicationId: 900_000 + applications,
    status: 'incomplete',
    firstName: 'Ana',
    lastName: 'Silva',
    street: '500 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    employerName: null,
    dob: '1994-05-17',
    ssnLastFour: '6789',
    identityAnswersChangedAt: null,
  };
  const deps: KbaDeps = {
    db: testApp.database.db,
    provider: createIdologyKbaProvider({
      url: standIn.url,
      username: idologyStandInUsername,
      password: idologyStandInPassword,
    }),
    requireUserId: () => Promise.reject(new Error('not used')),
    findApplication: () => Promise.resolve(application),
    log: { warn: (...args: unknown[]) => warnings.push(args) } as unknown as KbaDeps['log'],
    providerTimeoutMs: 1_000,
    transactionTtlMs: 10 * 60_000,
    now: () => testApp.clock.now(),
  };
  return { deps, userId: randomUUID() };
}

type Asked = { questions: { answer: string[] }[] };
const firstOptions = (asked: Asked) => asked.questions.map((question) => question.answer[0] ?? '');
const secondAt = (asked: Asked, ...positions: number[]) =>
  asked.questions.map((question, index) => question.answer[positions.includes(index) ? 1 : 0] ?? '');

describe('IDology scores, the product rules decide', () => {
  it('all MAIN answers right: passed; the reference stays on the server', async () => {
    const { deps, userId } = applicant();
    const opened = await getIdentity(deps, userId);
    expect(opened).toMatchObject({ result: 'questions', message: null });
    expect(opened.questions).toHaveLength(3);
    const [row] = await deps.db
      .select()
      .from(identityTransactions)
      .where(eq(identityTransactions.id, opened.transactionId));
    expect(row?.mainSet?.reference).toMatch(/^\d+$/);
    expect(JSON.stringify(opened)).not.toContain(row?.mainSet?.reference ?? 'no reference');
    const scored = await submitAnswers(deps, userId, {
      transactionId: opened.transactionId,
      questionsType: 'MAIN',
      answers: firstOptions(opened),
    });
    expect(scored).toMatchObject({ result: 'passed', questions: [], message: null });
    expect(await identitySummary(deps, userId)).toMatchObject({ result: 'passed', mainQResult: 'passed' });
  });

  it.each([
    ['both right: passed', [] as number[], 'passed'],
    ['one wrong: failed', [0], 'failed'],
  ] as const)(
    'one MAIN answer wrong asks IDology for the CHALLENGE set; challenge %s',
    async (_case, wrong, result) => {
      const { deps, userId } = applicant();
      const opened = await getIdentity(deps, userId);
      const challenged = await submitAnswers(deps, userId, {
        transactionId: opened.transactionId,
        questionsType: 'MAIN',
        answers: secondAt(opened, 2),
      });
      expect(challenged.result).toBe('challenge');
      expect(challenged.questions.map((question) => question.type)).toEqual(['person.known', 'street.name']);
      expect(await getIdentity(deps, userId)).toEqual(challenged);
      const scored = await submitAnswers(deps, userId, {
        transactionId: opened.transactionId,
        questionsType: 'CHALLENGE',
        answers: secondAt(challenged, ...wrong),
      });
      expect(scored.result).toBe(result);
      expect(await identitySummary(deps, userId)).toMatchObject({
        mainQResult: 'challenge',
        challengeQResult: result,
        mainAnswersSubmitted: 3,
        challengeAnswersSubmitted: 2,
      });
    },
  );

  it('two MAIN answers wrong: failed', async () => {
    const { deps, userId } = applicant();
    const opened = await getIdentity(deps, userId);
    const scored = await submitAnswers(deps, userId, {
      transactionId: opened.transactionId,
      questionsType: 'MAIN',
      answers: secondAt(opened, 0, 1),
    });
    expect(scored.result).toBe('failed');
  });
});

describe('IDology failing or silent: timeout, no attempt used, and a new set opens', () => {
  it.each([
    ['HTTP 503 at the start', { httpStatus: 503 }],
    ['no answer at the start', 'hang'],
    ['no questions for the applicant', 'no-questions'],
  ] as const)('%s', async (_case, behaviour) => {
    const { deps, userId } = applicant();
    standIn.behave(behaviour);
    expect(await getIdentity(deps, userId)).toMatchObject({
      result: 'timeout',
      questions: [],
      message: kbaMessages.providerTimeout,
    });
    standIn.behave('normal');
    expect((await getIdentity(deps, userId)).result).toBe('questions');
  });

  it.each([
    ['HTTP 500 while scoring', { httpStatus: 500 }],
    ['an HTML page while scoring', 'malformed'],
    ['no answer while scoring', 'hang'],
  ] as const)('%s', async (_case, behaviour) => {
    const { deps, userId } = applicant();
    const opened = await getIdentity(deps, userId);
    standIn.behave(behaviour);
    const scored = await submitAnswers(deps, userId, {
      transactionId: opened.transactionId,
      questionsType: 'MAIN',
      answers: firstOptions(opened),
    });
    expect(scored).toMatchObject({ result: 'timeout', questions: [], message: kbaMessages.providerTimeout });
    standIn.behave('normal');
    const again = await getIdentity(deps, userId);
    expect(again.result).toBe('questions');
    expect(again.transactionId).not.toBe(opened.transactionId);
    expect(await identitySummary(deps, userId)).toMatchObject({ result: 'questions', mainQResult: null });
  });
});
