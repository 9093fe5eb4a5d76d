import type { IdentityQuestion, KbaApplicantFacts, KbaProvider, QuestionSet } from './kba-provider.js';
import { pick, seededRandom } from './seeded-random.js';

/**
 * The sandbox identity questions (docs/sandbox.md "Identity questions"):
 * each question offers the applicant's own fact among three invented ones
 * (its place drawn from the transaction's seed), then "None of the above",
 * which is the right option when we hold no such fact (no employer, say).
 */
export const noneOfTheAbove = 'None of the above';

/** A street containing this text (any case) makes the provider never answer, so the service times out. */
export const sandboxKbaTimeoutTrigger = 'SANDBOX TIMEOUT';

const streetNames = ['Maple', 'Cedar', 'Willow', 'Lakeview', 'Highland', 'Sunset', 'Riverside', 'Juniper', 'Magnolia'];
const streetKinds = ['St', 'Ave', 'Blvd', 'Dr', 'Ln', 'Rd'];
const employers = [
  'Northwind Traders',
  'Globex Corporation',
  'Initech',
  'Umbrella Logistics',
  'Vandelay Industries',
  'Bluth Holdings',
  'Hooli Systems',
  'Pied Piper Labs',
  'Soylent Foods',
];
const cities = ['Springfield', 'Riverton', 'Fairview', 'Lakewood', 'Georgetown', 'Greenville', 'Bristol', 'Clayton'];

type Random = () => number;

function optionsWith(
  random: Random,
  right: string | null,
  invent: () => string,
): { options: string[]; correct: string } {
  const taken = new Set(right ? [right.toLowerCase()] : []);
  const invented: string[] = [];
  while (invented.length < (right ? 3 : 4)) {
    const candidate = invent();
    if (taken.has(candidate.toLowerCase())) continue;
    taken.add(candidate.toLowerCase());
    invented.push(candidate);
  }
  if (right) invented.splice(Math.floor(random() * 4), 0, right);
  return { options: [...invented, noneOfTheAbove], correct: right ?? noneOfTheAbove };
}

function question(type: string, prompt: string, built: { options: string[]; correct: string }) {
  return { question: { type, prompt, answer: built.options } satisfies IdentityQuestion, correct: built.correct };
}

function digits(random: Random, count: number): string {
  return Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
}

function setOf(built: { question: IdentityQuestion; correct: string }[]): QuestionSet {
  return { questions: built.map((entry) => entry.question), correct: built.map((entry) => entry.correct) };
}

function mainSet(random: Random, facts: KbaApplicantFacts): QuestionSet {
  const year = facts.dob && /^\d{4}-/.test(facts.dob) ? Number(facts.dob.slice(0, 4)) : null;
  const street = facts.street?.trim() || null;
  return setOf([
    question(
      'street',
      'Which of these streets is your current address on?',
      optionsWith(
        random,
        street,
        () => `${100 + Math.floor(random() * 900)} ${pick(random, streetNames)} ${pick(random, streetKinds)}`,
      ),
    ),
    question(
      'employer',
      'Which of these employers have you worked for?',
      optionsWith(random, facts.employerName?.trim() || null, () => pick(random, employers)),
    ),
    question(
      'birthYear',
      'In which year were you born?',
      optionsWith(random, year ? String(year) : null, () => String((year ?? 1990) + Math.floor(random() * 13) - 6)),
    ),
    question(
      'pastCity',
      'Which of these cities have you had an address in?',
      optionsWith(random, facts.city?.trim() || null, () => pick(random, cities)),
    ),
  ]);
}

function challengeSet(random: Random, facts: KbaApplicantFacts): QuestionSet {
  return setOf([
    question(
      'ssnLastFour',
      'Which of these are the last four digits of your Social Security number?',
      optionsWith(random, facts.ssnLastFour, () => digits(random, 4)),
    ),
    question(
      'zip',
      'Which of these ZIP codes has been linked to your address?',
      optionsWith(random, facts.zip?.trim() || null, () => digits(random, 5)),
    ),
  ]);
}

// Without a caller's signal the timeout input still ends, so nothing hangs forever.
const unsignalledHangMs = 30_000;

function untilAborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () => reject(new Error('sandbox identity questions: request aborted'));
    if (!signal) {
      setTimeout(fail, unsignalledHangMs).unref();
      return;
    }
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

export function createSandboxKbaProvider(): KbaProvider {
  return {
    start: async (transactionId, facts, options) => {
      if (facts.street?.toUpperCase().includes(sandboxKbaTimeoutTrigger)) return untilAborted(options?.signal);
      const random = seededRandom(transactionId);
      return { main: mainSet(random, facts), challenge: challengeSet(random, facts) };
    },
  };
}
