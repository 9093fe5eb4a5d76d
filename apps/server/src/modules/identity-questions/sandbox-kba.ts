import { createHmac, randomBytes } from 'node:crypto';
import type { IdentityQuestion, KbaApplicantFacts, KbaProvider } from './kba-provider.js';
import { scoreAnswers, wrongAnswers } from './kba-rules.js';
import { pick, seededRandom } from './seeded-random.js';

/**
 * The sandbox identity questions (docs/sandbox.md "Identity questions"):
 * each question offers the applicant's own fact among three invented ones,
 * then "None of the above", which is the right option when we hold no such
 * fact (no employer, say). The invented options (decoys) are the same in
 * every set asked of one applicant, drawn from a server secret and the
 * applicant, and only the order changes with the transaction: comparing sets
 * then shows the same options each time, so it cannot single out the right one.
 * Like a vendor, it scores the answers itself: the right options travel in
 * its reference, which our server keeps and never sends to a client.
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

/** A set as the sandbox builds it: the questions and the right option of each. */
interface SandboxSet {
  questions: IdentityQuestion[];
  correct: string[];
}

/** Draws per question: `decoys` is fixed per applicant and question, `order` changes with the transaction. */
interface Draws {
  order: Random;
  decoys: (type: string) => Random;
}

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

function optionsWith(
  order: Random,
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
  // The whole list is shuffled: the decoys keep no fixed order that the right option could be told apart from.
  const options = shuffled(order, right ? [right, ...invented] : invented);
  return { options: [...options, noneOfTheAbove], correct: right ?? noneOfTheAbove };
}

function question(type: string, prompt: string, built: { options: string[]; correct: string }) {
  return { question: { type, prompt, answer: built.options } satisfies IdentityQuestion, correct: built.correct };
}

function digits(random: Random, count: number): string {
  return Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
}

function setOf(built: { question: IdentityQuestion; correct: string }[]): SandboxSet {
  return { questions: built.map((entry) => entry.question), correct: built.map((entry) => entry.correct) };
}

/** Years in a 13-year window that holds the right one at a random place, so the middle value is no hint. */
function yearInventor(random: Random, year: number | null): () => string {
  const start = (year ?? 1990) - Math.floor(random() * 13);
  return () => String(start + Math.floor(random() * 13));
}

function mainSet(draws: Draws, facts: KbaApplicantFacts): SandboxSet {
  const year = facts.dob && /^\d{4}-/.test(facts.dob) ? Number(facts.dob.slice(0, 4)) : null;
  const street = facts.street?.trim() || null;
  const streets = draws.decoys('street');
  const employerDecoys = draws.decoys('employer');
  const cityDecoys = draws.decoys('pastCity');
  return setOf([
    question(
      'street',
      'Which of these streets is your current address on?',
      optionsWith(
        draws.order,
        street,
        () => `${100 + Math.floor(streets() * 900)} ${pick(streets, streetNames)} ${pick(streets, streetKinds)}`,
      ),
    ),
    question(
      'employer',
      'Which of these employers have you worked for?',
      optionsWith(draws.order, facts.employerName?.trim() || null, () => pick(employerDecoys, employers)),
    ),
    question(
      'birthYear',
      'In which year were you born?',
      optionsWith(draws.order, year ? String(year) : null, yearInventor(draws.decoys('birthYear'), year)),
    ),
    question(
      'pastCity',
      'Which of these cities have you had an address in?',
      optionsWith(draws.order, facts.city?.trim() || null, () => pick(cityDecoys, cities)),
    ),
  ]);
}

function challengeSet(draws: Draws, facts: KbaApplicantFacts): SandboxSet {
  const ssnDecoys = draws.decoys('ssnLastFour');
  const zipDecoys = draws.decoys('zip');
  return setOf([
    question(
      'ssnLastFour',
      'Which of these are the last four digits of your Social Security number?',
      optionsWith(draws.order, facts.ssnLastFour, () => digits(ssnDecoys, 4)),
    ),
    question(
      'zip',
      'Which of these ZIP codes has been linked to your address?',
      optionsWith(draws.order, facts.zip?.trim() || null, () => digits(zipDecoys, 5)),
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

export interface SandboxKbaOptions {
  /**
   * The secret the decoys are drawn from, shared by every instance (app.ts
   * derives it from the session secret). Without it each provider draws its
   * own, so decoys change on a restart. Secret, so the decoys cannot be
   * computed from this code and struck out.
   */
  decoySecret?: Uint8Array;
}

/** What the sandbox's reference holds: the right MAIN options and the whole CHALLENGE set. */
export interface SandboxReference {
  main: string[];
  challenge: SandboxSet;
}

const referencePrefix = 'sandbox-kba:';

function referenceOf(contents: SandboxReference): string {
  return referencePrefix + Buffer.from(JSON.stringify(contents)).toString('base64url');
}

/** Reads a sandbox reference back (tests read the right options from it). */
export function sandboxReferenceContents(reference: string): SandboxReference {
  if (!reference.startsWith(referencePrefix)) throw new Error('sandbox identity questions: not a sandbox reference');
  return JSON.parse(Buffer.from(reference.slice(referencePrefix.length), 'base64url').toString()) as SandboxReference;
}

export function createSandboxKbaProvider(settings: SandboxKbaOptions = {}): KbaProvider {
  const decoyKey = createHmac('sha256', settings.decoySecret ?? randomBytes(32))
    .update('sandbox identity-question decoys')
    .digest();
  return {
    start: async (transactionId, facts, options) => {
      if (facts.street?.toUpperCase().includes(sandboxKbaTimeoutTrigger)) return untilAborted(options?.signal);
      const applicant = options?.applicantRef ?? '';
      const draws: Draws = {
        order: seededRandom(transactionId),
        decoys: (type) =>
          seededRandom(createHmac('sha256', decoyKey).update(`${applicant}\u0000${type}`).digest('hex')),
      };
      const main = mainSet(draws, facts);
      return {
        main: main.questions,
        reference: referenceOf({ main: main.correct, challenge: challengeSet(draws, facts) }),
      };
    },
    score: async (reference, answered) => {
      const { main, challenge } = sandboxReferenceContents(reference);
      const correct = answered.questionsType === 'MAIN' ? main : challenge.correct;
      const result = scoreAnswers(answered.questionsType, wrongAnswers(correct, answered.answers));
      return result === 'challenge' ? { result, challenge: challenge.questions } : { result };
    },
  };
}
