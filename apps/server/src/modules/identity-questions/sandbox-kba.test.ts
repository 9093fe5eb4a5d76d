import { describe, expect, it } from 'vitest';
import type { KbaApplicantFacts, KbaProvider } from './kba-provider.js';
import { scoreAnswers } from './kba-rules.js';
import { createSandboxKbaProvider, noneOfTheAbove, sandboxReferenceContents } from './sandbox-kba.js';

const facts: KbaApplicantFacts = {
  street: '500 Congress Ave',
  city: 'Austin',
  zip: '78701',
  employerName: 'Acme Robotics',
  dob: '1994-05-17',
  ssnLastFour: '6789',
};
const sandbox = createSandboxKbaProvider();

/** Both sets with their right options: the MAIN set as started, the rest from the sandbox's reference. */
async function opened(
  provider: KbaProvider,
  transactionId: string,
  applicant: KbaApplicantFacts,
  options?: { applicantRef?: string },
) {
  const started = await provider.start(transactionId, applicant, options);
  const contents = sandboxReferenceContents(started.reference);
  return {
    reference: started.reference,
    main: { questions: started.main, correct: contents.main },
    challenge: contents.challenge,
  };
}

describe('sandbox identity questions', () => {
  it('builds the MAIN set from the applicant answers, each among invented options, then None of the above', async () => {
    const { main, challenge } = await opened(sandbox, 't-1', facts);
    expect(main.questions.map((question) => question.type)).toEqual(['street', 'employer', 'birthYear', 'pastCity']);
    expect(main.correct).toEqual(['500 Congress Ave', 'Acme Robotics', '1994', 'Austin']);
    expect(challenge.correct).toEqual(['6789', '78701']);
    for (const [index, question] of [...main.questions, ...challenge.questions].entries()) {
      expect(question.answer).toHaveLength(5);
      expect(new Set(question.answer).size).toBe(5);
      expect(question.answer.at(-1)).toBe(noneOfTheAbove);
      expect(question.answer).toContain([...main.correct, ...challenge.correct][index]);
    }
  });

  it('is deterministic per transaction, and places the right option at varying positions', async () => {
    expect(await opened(sandbox, 't-2', facts)).toEqual(await opened(sandbox, 't-2', facts));
    const positions = new Set<number>();
    for (let n = 0; n < 10; n += 1) {
      const { main } = await opened(sandbox, `t-positions-${n}`, facts);
      main.questions.forEach((question, index) => positions.add(question.answer.indexOf(main.correct[index] ?? '')));
    }
    expect(positions.size).toBeGreaterThan(2);
  });

  it('None of the above is right when there is no such fact (no employer)', async () => {
    const { main } = await opened(sandbox, 't-3', { ...facts, employerName: null });
    expect(main.correct[1]).toBe(noneOfTheAbove);
    expect(main.questions[1]?.answer).toHaveLength(5);
  });

  it('a street containing SANDBOX TIMEOUT never answers until aborted', async () => {
    const controller = new AbortController();
    const pending = sandbox.start('t-4', { ...facts, street: '1 Sandbox Timeout Rd' }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/aborted/);
  });
});

describe('decoys: comparing the sets of one applicant does not single out the right option', () => {
  const setsAsked = 40;
  const secret = Buffer.alloc(32, 3);

  async function setsOf(provider: KbaProvider, applicantRef: string) {
    const sets = [];
    for (let n = 0; n < setsAsked; n += 1) {
      const { main, challenge } = await opened(provider, `${applicantRef}-set-${n}`, facts, { applicantRef });
      sets.push([...main.questions, ...challenge.questions]);
    }
    return sets;
  }

  const right = ['500 Congress Ave', 'Acme Robotics', '1994', 'Austin', '6789', '78701'];

  it(`across ${setsAsked} sets, every option of a question is offered as often as the right one, at any place`, async () => {
    const sets = await setsOf(createSandboxKbaProvider({ decoySecret: secret }), 'application-1');
    right.forEach((answer, index) => {
      const offered = sets.map((questions) => questions[index]?.answer ?? []);
      const always = offered.reduce((common, options) => common.filter((option) => options.includes(option)));
      // The intersection holds the right option and three others (plus "None of the above"): no single answer.
      expect(always).toContain(answer);
      expect(always.filter((option) => option !== noneOfTheAbove)).toHaveLength(4);
      const counts = new Map<string, number>();
      const places = new Map<string, Set<number>>();
      for (const options of offered) {
        options.forEach((option, place) => {
          counts.set(option, (counts.get(option) ?? 0) + 1);
          places.set(option, (places.get(option) ?? new Set()).add(place));
        });
      }
      expect(new Set(counts.values())).toEqual(new Set([setsAsked]));
      // Each decoy moves as the right option does: no fixed order of the others gives it away.
      for (const option of always.filter((candidate) => candidate !== noneOfTheAbove)) {
        expect(places.get(option)?.size).toBeGreaterThan(2);
      }
    });
  });

  it('the decoys depend on the secret and on the applicant, so they cannot be computed from the code', async () => {
    const decoysOf = async (provider: KbaProvider, applicantRef: string) =>
      (await setsOf(provider, applicantRef))[0]?.map((question) => [...question.answer].sort());
    const provider = createSandboxKbaProvider({ decoySecret: secret });
    const base = await decoysOf(provider, 'application-1');
    expect(await decoysOf(createSandboxKbaProvider({ decoySecret: secret }), 'application-1')).toEqual(base);
    expect(await decoysOf(provider, 'application-2')).not.toEqual(base);
    expect(await decoysOf(createSandboxKbaProvider({ decoySecret: Buffer.alloc(32, 4) }), 'application-1')).not.toEqual(
      base,
    );
  });
});

describe('the sandbox scores answers from its reference, as a vendor scores its own questions', () => {
  const right = ['500 Congress Ave', 'Acme Robotics', '1994', 'Austin'];
  const wrongAt = (answers: string[], ...positions: number[]) =>
    answers.map((answer, index) => (positions.includes(index) ? noneOfTheAbove : answer));

  it.each([
    ['every MAIN answer right passes', right, 'passed'],
    ['one MAIN answer wrong asks the CHALLENGE set', wrongAt(right, 2), 'challenge'],
    ['two MAIN answers wrong fails', wrongAt(right, 0, 3), 'failed'],
  ] as const)('%s', async (_rule, answers, result) => {
    const { reference, main, challenge } = await opened(sandbox, 't-score', facts);
    const verdict = await sandbox.score(reference, { questionsType: 'MAIN', questions: main.questions, answers });
    expect(verdict.result).toBe(result);
    if (verdict.result === 'challenge') expect(verdict.challenge).toEqual(challenge.questions);
  });

  it.each([
    ['both CHALLENGE answers right passes', ['6789', '78701'], 'passed'],
    ['one CHALLENGE answer wrong fails', ['6789', noneOfTheAbove], 'failed'],
  ] as const)('%s', async (_rule, answers, result) => {
    const { reference, challenge } = await opened(sandbox, 't-score', facts);
    const verdict = await sandbox.score(reference, {
      questionsType: 'CHALLENGE',
      questions: challenge.questions,
      answers,
    });
    expect(verdict).toEqual({ result });
  });
});

describe('scoring (docs/sandbox.md "Identity questions")', () => {
  it.each([
    ['MAIN all right passes', 'MAIN', 0, 'passed'],
    ['MAIN exactly one wrong goes to the challenge', 'MAIN', 1, 'challenge'],
    ['MAIN two wrong fails', 'MAIN', 2, 'failed'],
    ['CHALLENGE both right passes', 'CHALLENGE', 0, 'passed'],
    ['CHALLENGE one wrong fails', 'CHALLENGE', 1, 'failed'],
  ] as const)('%s', (_rule, set, wrong, result) => {
    expect(scoreAnswers(set, wrong)).toBe(result);
  });
});
