import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  idologyStandInPassword,
  idologyStandInUsername,
  startIdologyStandIn,
  type IdologyStandIn,
} from '../../../testing/stand-ins/idology-stand-in.js';
import type { IdentityQuestion, KbaApplicantFacts, KbaProvider } from '../kba-provider.js';
import { createIdologyKbaProvider } from './idology-kba.js';

/**
 * The IDology adapter against the stand-in, which follows ExpectID IQ's
 * published calls (testing/stand-ins/idology-stand-in.ts): the first option
 * of each question is right.
 */
const facts: KbaApplicantFacts = {
  firstName: 'Ana',
  lastName: 'Silva',
  street: '500 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  employerName: null,
  dob: '1994-05-17',
  ssnLastFour: '6789',
};

let standIn: IdologyStandIn;
let idology: KbaProvider;
beforeAll(async () => {
  standIn = await startIdologyStandIn();
  idology = createIdologyKbaProvider({
    url: standIn.url,
    username: idologyStandInUsername,
    password: idologyStandInPassword,
  });
});
afterEach(() => {
  standIn.behave('normal');
});
afterAll(async () => {
  await standIn.close();
});

const right = (questions: readonly IdentityQuestion[]) => questions.map((question) => question.answer[0] ?? '');
const wrongAt = (questions: readonly IdentityQuestion[], ...positions: number[]) =>
  questions.map((question, index) =>
    positions.includes(index) ? (question.answer[1] ?? '') : (question.answer[0] ?? ''),
  );

describe('start: idiq.svc', () => {
  it('searches with our account and the applicant, and answers the MAIN questions with the id-number as reference', async () => {
    const started = await idology.start('transaction-1', facts, { applicantRef: '42' });
    expect(started.reference).toMatch(/^\d+$/);
    expect(started.main).toHaveLength(3);
    expect(started.main[0]).toEqual({
      type: 'purchased.property.from',
      prompt: 'From whom did you purchase the property at 222333 PEACHTREE PLACE?',
      answer: ['JOE ANDERSON', 'ERIC ROBINSON', 'A VIRAY', 'JOHN WILLIAMS', 'None of the above'],
    });
    expect(standIn.requests.at(-1)).toEqual({
      path: '/idiq.svc',
      fields: {
        username: idologyStandInUsername,
        password: idologyStandInPassword,
        firstName: 'Ana',
        lastName: 'Silva',
        address: '500 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        dobMonth: '05',
        dobDay: '17',
        dobYear: '1994',
        ssnLast4: '6789',
        uid: '42',
      },
    });
  });

  it.each([
    ['no first name', { firstName: null }, /without firstName/],
    ['no last name or street', { lastName: ' ', street: null }, /without lastName, address/],
  ])('refuses to search with %s, without calling IDology', async (_case, missing, message) => {
    const calls = standIn.requests.length;
    await expect(idology.start('transaction-2', { ...facts, ...missing })).rejects.toThrow(message);
    expect(standIn.requests).toHaveLength(calls);
  });
});

describe('score: idliveq-answers.svc, then idliveq-challenge.svc when exactly one answer is wrong', () => {
  it.each([
    ['all MAIN answers right passes', [] as number[], 'passed'],
    ['one MAIN answer wrong asks the challenge questions', [1], 'challenge'],
    ['two MAIN answers wrong fails', [0, 2], 'failed'],
    ['three MAIN answers wrong fails', [0, 1, 2], 'failed'],
  ] as const)('%s', async (_rule, wrong, result) => {
    const { reference, main } = await idology.start('transaction-3', facts);
    const answers = wrongAt(main, ...wrong);
    const verdict = await idology.score(reference, { questionsType: 'MAIN', questions: main, answers });
    expect(verdict.result).toBe(result);
    const answered = standIn.requests.find(
      (call) => call.path === '/idliveq-answers.svc' && call.fields.idNumber === reference,
    );
    expect(answered?.fields).toMatchObject({
      question1Type: main[0]?.type,
      question1Answer: answers[0],
      question3Type: main[2]?.type,
      question3Answer: answers[2],
    });
    if (verdict.result === 'challenge') {
      expect(verdict.challenge.map((question) => question.type)).toEqual(['person.known', 'street.name']);
    }
  });

  it.each([
    ['both challenge answers right passes', [] as number[], 'passed'],
    ['one challenge answer wrong fails', [1], 'failed'],
  ] as const)('%s (idliveq-challenge-answers.svc)', async (_rule, wrong, result) => {
    const { reference, main } = await idology.start('transaction-4', facts);
    const verdict = await idology.score(reference, {
      questionsType: 'MAIN',
      questions: main,
      answers: wrongAt(main, 0),
    });
    if (verdict.result !== 'challenge') throw new Error(`expected a challenge, got ${verdict.result}`);
    const questions = verdict.challenge;
    const answers = wrong.length === 0 ? right(questions) : wrongAt(questions, ...wrong);
    expect(await idology.score(reference, { questionsType: 'CHALLENGE', questions, answers })).toEqual({ result });
  });
});

describe('failures reject with IDology named, never with the applicant data', () => {
  async function failure(call: () => Promise<unknown>): Promise<Error> {
    const outcome = await call().then(
      () => new Error('resolved'),
      (error: unknown) => error as Error,
    );
    expect(outcome.message).not.toMatch(/Silva|Congress|6789|78701/);
    return outcome;
  }

  it('bad credentials: IDology answers <error>', async () => {
    const stranger = createIdologyKbaProvider({ url: standIn.url, username: 'someone', password: 'wrong' });
    expect((await failure(() => stranger.start('t', facts))).message).toMatch(
      /refused the request: Invalid username and password/,
    );
  });

  it.each([
    ['HTTP 503', { httpStatus: 503 }, /answered HTTP 503/],
    ['HTTP 500', { httpStatus: 500 }, /answered HTTP 500/],
    ['an HTML page instead of XML', 'malformed', /no readable XML/],
    ['no questions for this applicant', 'no-questions', /refused the questions: id.not.eligible.for.questions/],
  ] as const)('%s at the start', async (_case, behaviour, message) => {
    standIn.behave(behaviour);
    expect((await failure(() => idology.start('t', facts))).message).toMatch(message);
  });

  it('HTTP 502 while scoring', async () => {
    const { reference, main } = await idology.start('t', facts);
    standIn.behave({ httpStatus: 502 });
    const scoring = () => idology.score(reference, { questionsType: 'MAIN', questions: main, answers: right(main) });
    expect((await failure(scoring)).message).toMatch(/idliveq-answers.svc answered HTTP 502/);
  });

  it('answers sent twice: the second is refused, not scored again', async () => {
    const { reference, main } = await idology.start('t', facts);
    const answered = { questionsType: 'MAIN', questions: main, answers: right(main) } as const;
    expect(await idology.score(reference, answered)).toEqual({ result: 'passed' });
    expect((await failure(() => idology.score(reference, answered))).message).toMatch(/refused the questions/);
  });

  it('an unknown reference is refused', async () => {
    const { main } = await idology.start('t', facts);
    const scoring = () => idology.score('1', { questionsType: 'MAIN', questions: main, answers: right(main) });
    expect((await failure(scoring)).message).toMatch(/refused the request: Invalid idNumber/);
  });

  it('a call that does not answer ends when the caller aborts it', async () => {
    standIn.behave('hang');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('identity questions timed out')), 200);
    const began = Date.now();
    try {
      await expect(idology.start('t', facts, { signal: controller.signal })).rejects.toThrow(/timed out/);
    } finally {
      clearTimeout(timer);
    }
    expect(Date.now() - began).toBeLessThan(5_000);
  });

  it('nothing listening: the connection error rejects', async () => {
    const closed = await startIdologyStandIn();
    await closed.close();
    const nowhere = createIdologyKbaProvider({ url: closed.url, username: 'u', password: 'p' });
    await expect(nowhere.start('t', facts)).rejects.toThrow();
  });
});
