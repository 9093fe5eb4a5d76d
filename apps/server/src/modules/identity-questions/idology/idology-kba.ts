import type { IdologySettings } from '../../../config/identity-questions-settings.js';
import type { IdentityQuestion, KbaAnswers, KbaApplicantFacts, KbaProvider, KbaScore } from '../kba-provider.js';
import { scoreAnswers } from '../kba-rules.js';
import { childOf, childrenOf, parseXml, type XmlElement } from './idology-xml.js';

/**
 * IDology ExpectID IQ (docs/decisions/042-identity-questions-vendor.md):
 * form-encoded POSTs with our user and password, XML answers.
 *   idiq.svc                       finds the applicant, answers the MAIN questions and an id-number
 *   idliveq-answers.svc            scores the MAIN answers: idliveq-result result.questions.N.incorrect
 *   idliveq-challenge.svc          the CHALLENGE questions of that id-number
 *   idliveq-challenge-answers.svc  scores them: idliveq-challenge-result result.challenge.N.incorrect
 * IDology reports how many answers were wrong; the product rules
 * (kba-rules.ts) turn the count into passed, challenge or failed, as the
 * sandbox does. Errors come as HTTP 200 with <error> or <idliveq-error>.
 */
export const idologyPaths = {
  search: '/idiq.svc',
  answers: '/idliveq-answers.svc',
  challengeQuestions: '/idliveq-challenge.svc',
  challengeAnswers: '/idliveq-challenge-answers.svc',
} as const;

/** A failure of IDology's, named without the applicant's data (the service logs it). */
export class IdologyError extends Error {
  constructor(message: string) {
    super(`IDology: ${message}`);
    this.name = 'IdologyError';
  }
}

type Fields = Record<string, string | null | undefined>;

async function post(settings: IdologySettings, path: string, fields: Fields, signal?: AbortSignal) {
  const body = new URLSearchParams({ username: settings.username, password: settings.password });
  for (const [name, value] of Object.entries(fields)) if (value) body.set(name, value);
  const response = await fetch(`${settings.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/xml' },
    body,
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new IdologyError(`${path} answered HTTP ${response.status}`);
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (error) {
    throw new IdologyError(`${path} answered no readable XML (${(error as Error).message})`);
  }
  if (root.name !== 'response') throw new IdologyError(`${path} answered <${root.name}>, not <response>`);
  // Bad credentials, an unregistered address, a missing field: IDology's own words, which hold no applicant data.
  const error = childrenOf(root, 'error').map((element) => element.text);
  if (error.length > 0) throw new IdologyError(`${path} refused the request: ${error.join('; ')}`);
  const iqError = childOf(root, 'idliveq-error');
  if (iqError)
    throw new IdologyError(`${path} refused the questions: ${childOf(iqError, 'key')?.text ?? iqError.text}`);
  return root;
}

function questionsOf(root: XmlElement, path: string): IdentityQuestion[] {
  const questions = childrenOf(childOf(root, 'questions'), 'question').map((question) => ({
    type: childOf(question, 'type')?.text ?? '',
    prompt: childOf(question, 'prompt')?.text ?? '',
    answer: childrenOf(question, 'answer').map((answer) => answer.text),
  }));
  if (questions.length === 0) {
    // Not found, or not eligible for questions: the summary says which, in IDology's key.
    const summary = childOf(childOf(root, 'summary-result'), 'key')?.text ?? 'no summary';
    throw new IdologyError(`${path} offered no questions (${summary})`);
  }
  if (questions.some((question) => !question.type || !question.prompt || question.answer.length < 2))
    throw new IdologyError(`${path} offered a question without a type, a prompt or options`);
  return questions;
}

/** The count of wrong answers in a result key such as result.questions.1.incorrect. */
function wrongCountOf(root: XmlElement, element: string, pattern: RegExp, path: string): number {
  const key = childOf(childOf(root, element), 'key')?.text ?? '';
  const matched = pattern.exec(key);
  // result.timeout (IDology's own time ran out), result.incomplete and the like are not a score.
  if (!matched) throw new IdologyError(`${path} gave no score (${element} ${key || 'missing'})`);
  return Number(matched[1]);
}

/** IDology's fields for finding the applicant; what is missing cannot be searched for. */
function searchFields(facts: KbaApplicantFacts, applicantRef: string | undefined): Fields {
  const dob = facts.dob && /^\d{4}-\d{2}-\d{2}$/.test(facts.dob) ? facts.dob : null;
  const required = { firstName: facts.firstName, lastName: facts.lastName, address: facts.street, zip: facts.zip };
  const missing = Object.entries(required).filter(([, value]) => !value?.trim());
  if (missing.length > 0)
    throw new IdologyError(`cannot search without ${missing.map(([name]) => name).join(', ')} (application facts)`);
  return {
    ...required,
    city: facts.city,
    state: facts.state,
    dobMonth: dob?.slice(5, 7),
    dobDay: dob?.slice(8, 10),
    dobYear: dob?.slice(0, 4),
    ssnLast4: facts.ssnLastFour,
    // Our application id, so IDology's reports name the applicant the way we do.
    uid: applicantRef,
  };
}

function answerFields(answered: KbaAnswers): Fields {
  return Object.fromEntries(
    answered.questions.flatMap((question, index) => [
      [`question${index + 1}Type`, question.type],
      [`question${index + 1}Answer`, answered.answers[index] ?? ''],
    ]),
  );
}

export function createIdologyKbaProvider(settings: IdologySettings): KbaProvider {
  return {
    start: async (_transactionId, facts, options) => {
      const root = await post(
        settings,
        idologyPaths.search,
        searchFields(facts, options?.applicantRef),
        options?.signal,
      );
      const idNumber = childOf(root, 'id-number')?.text;
      if (!idNumber) throw new IdologyError(`${idologyPaths.search} answered no id-number`);
      return { reference: idNumber, main: questionsOf(root, idologyPaths.search) };
    },
    score: async (reference, answered, options): Promise<KbaScore> => {
      const fields = { idNumber: reference, ...answerFields(answered) };
      if (answered.questionsType === 'CHALLENGE') {
        const path = idologyPaths.challengeAnswers;
        const root = await post(settings, path, fields, options?.signal);
        const wrong = wrongCountOf(root, 'idliveq-challenge-result', /^result\.challenge\.(\d+)\.incorrect$/, path);
        return { result: scoreAnswers('CHALLENGE', wrong) === 'passed' ? 'passed' : 'failed' };
      }
      const root = await post(settings, idologyPaths.answers, fields, options?.signal);
      const wrong = wrongCountOf(root, 'idliveq-result', /^result\.questions\.(\d+)\.incorrect$/, idologyPaths.answers);
      const result = scoreAnswers('MAIN', wrong);
      if (result !== 'challenge') return { result };
      const challenge = await post(settings, idologyPaths.challengeQuestions, { idNumber: reference }, options?.signal);
      return { result, challenge: questionsOf(challenge, idologyPaths.challengeQuestions) };
    },
  };
}
