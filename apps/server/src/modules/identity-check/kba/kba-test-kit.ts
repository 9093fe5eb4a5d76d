import { TestBrowser } from '../../../testing/graphql-client.js';
import { registerUser } from '../../../testing/test-accounts.js';
import type { TestApp } from '../../../testing/test-app.js';
import { noneOfTheAbove } from './sandbox-kba.js';

export interface AskedQuestion {
  type: string;
  prompt: string;
  answer: string[];
}

export interface IdentityAnswer {
  transactionId: string;
  result: string;
  questions: AskedQuestion[];
  message: string | null;
}

const responseFields = 'transactionId result questions { type prompt answer } message';

export async function getIdentity(browser: TestBrowser) {
  return browser.query<{ getIdentity: IdentityAnswer }>(`{ getIdentity { ${responseFields} } }`);
}

export async function submitAnswers(
  browser: TestBrowser,
  transactionId: string,
  questionsType: string,
  answers: string[],
) {
  return browser.query<{ submitAnswers: IdentityAnswer }>(
    `mutation A($id: String!, $type: String!, $answers: [String!]!) {
      submitAnswers(transactionId: $id, questionsType: $type, answers: $answers) { ${responseFields} }
    }`,
    { id: transactionId, type: questionsType, answers },
  );
}

export async function summaryOf(browser: TestBrowser) {
  const response = await browser.query<{ getIdentitySummary: Record<string, unknown> }>(
    `{ getIdentitySummary { result mainQResult challengeQResult mainAnswersSubmitted challengeAnswersSubmitted } }`,
  );
  return response.data?.getIdentitySummary;
}

/** The right option of each question, from what the applicant answered (docs/sandbox.md "Identity questions"). */
export function rightAnswers(questions: AskedQuestion[], known: readonly string[]): string[] {
  return questions.map((question) => question.answer.find((option) => known.includes(option)) ?? noneOfTheAbove);
}

/** A wrong option of a question: one that is neither right nor "None of the above" when that is right. */
export function wrongAnswer(question: AskedQuestion, known: readonly string[]): string {
  const right = rightAnswers([question], known)[0];
  const wrong = question.answer.find((option) => option !== right);
  if (!wrong) throw new Error('a question with one option');
  return wrong;
}

let applicants = 0;

/** A signed-in applicant of their own (capabilities do not share test kits). */
export async function newApplicant(testApp: TestApp): Promise<TestBrowser> {
  applicants += 1;
  const browser = new TestBrowser(testApp.app);
  await registerUser(browser, { email: `kba${applicants}-${Date.now()}@example.com` });
  return browser;
}

export async function save(browser: TestBrowser, input: Record<string, unknown>) {
  return browser.query<{ applicationCacheSave: { stepName: string | null } }>(
    `mutation Save($input: DraftChanges!) { applicationCacheSave(input: $input) { stepName } }`,
    { input },
  );
}

/** Saves and expects the server to land on `expectedStep`. */
export async function step(browser: TestBrowser, input: Record<string, unknown>, expectedStep: string): Promise<void> {
  const response = await save(browser, input);
  if (response.data?.applicationCacheSave.stepName !== expectedStep) {
    throw new Error(`expected ${expectedStep}: ${JSON.stringify(response)}`);
  }
}
