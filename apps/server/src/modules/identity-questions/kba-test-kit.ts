import { TestBrowser } from '../../testing/graphql-client.js';
import { registerUser } from '../../testing/test-accounts.js';
import type { TestApp } from '../../testing/test-app.js';
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

/** getIdentity's answer; throws when it was refused. */
export async function started(browser: TestBrowser): Promise<IdentityAnswer> {
  const response = await getIdentity(browser);
  if (!response.data) throw new Error(`getIdentity refused: ${JSON.stringify(response.errors)}`);
  return response.data.getIdentity;
}

/** submitAnswers' answer; throws when it was refused. */
export async function answered(
  browser: TestBrowser,
  id: string,
  type: string,
  answers: string[],
): Promise<IdentityAnswer> {
  const response = await submitAnswers(browser, id, type, answers);
  if (!response.data) throw new Error(`submitAnswers refused: ${JSON.stringify(response.errors)}`);
  return response.data.submitAnswers;
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

export const applicantStreet = '500 Congress Ave';
/** What the kit's applicant answered: the right options (no employer: "None of the above"). */
export const applicantFacts = [applicantStreet, 'Austin', '1994', '6789', '78701'];

/** A young professional, not employed, walked to YP_Identity_Verification. */
export async function applicantAtIdentityVerification(
  testApp: TestApp,
  street = applicantStreet,
): Promise<TestBrowser> {
  const browser = await newApplicant(testApp);
  await step(browser, {}, 'PreResidency_Question');
  await step(browser, { permanentResident: 'true', stepName: 'YP_Identification' }, 'YP_Identification');
  await step(
    browser,
    {
      dob: '1994-05-17',
      ssn: '123-45-6789',
      street,
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      stepName: 'YP_Employment',
    },
    'YP_Employment',
  );
  await step(
    browser,
    { employmentStatus: 'unemployed', firstJob: 'true', stepName: 'YP_Financial_Info' },
    'YP_Financial_Info',
  );
  await step(
    browser,
    { income: '60000', residenceType: 'family', stepName: 'YP_Financial_Validation' },
    'YP_Financial_Validation',
  );
  await step(browser, { stepName: 'YP_Identity_Verification' }, 'YP_Identity_Verification');
  return browser;
}

/** MAIN answers of the kit's applicant with the first `wrongCount` questions answered wrong. */
export function mainAnswers(identity: IdentityAnswer, wrongCount: number): string[] {
  const right = rightAnswers(identity.questions, applicantFacts);
  return identity.questions.map((question, index) =>
    index < wrongCount ? wrongAnswer(question, applicantFacts) : (right[index] ?? ''),
  );
}
