import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { IdentityResponse, IdentitySummary } from '../../graphql/generated/resolvers-types.js';
import type { KbaApplication, KbaDeps } from './kba-deps.js';
import { kbaErrors, kbaMessages } from './kba-errors.js';
import type { KbaScore, StartedQuestions } from './kba-provider.js';
import {
  expire,
  failuresOf,
  findTransaction,
  latestFor,
  lockIdentityChecks,
  recordScore,
  recordTransaction,
  type TransactionRow,
  type StoredQuestionSet,
} from './kba-repository.js';
import { expectedSet, openResults, type KbaResult } from './kba-rules.js';

/** After this many failed transactions the questions are not offered again; the ID upload remains. */
export const maxFailedAttempts = 3;

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function messageOf(row: TransactionRow): string | null {
  if (row.result !== 'timeout') return null;
  // No questions were ever built: the provider did not answer; otherwise the applicant ran out of time.
  return row.mainSet ? kbaMessages.expired : kbaMessages.providerTimeout;
}

function responseOf(row: TransactionRow, message = messageOf(row)): IdentityResponse {
  const set = row.result === 'questions' ? row.mainSet : row.result === 'challenge' ? row.challengeSet : null;
  return { transactionId: row.id, result: row.result, questions: set?.questions ?? [], message };
}

async function requireApplication(deps: KbaDeps, userId: string): Promise<KbaApplication> {
  const application = await deps.findApplication(userId);
  if (!application) throw kbaErrors.noApplication();
  if (application.status !== 'incomplete') throw kbaErrors.notEditable(application.status);
  return application;
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * One call to the provider, within deps.providerTimeoutMs; null when it fails
 * or does not answer in time (logged with the application id only: the
 * questions are made of the applicant's data).
 */
async function askProvider<T>(
  deps: KbaDeps,
  applicationId: number,
  call: 'start' | 'score',
  ask: (signal: AbortSignal) => Promise<T>,
): Promise<T | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('identity questions timed out')), deps.providerTimeoutMs);
  try {
    // The race stops a provider that ignores the signal from holding the request.
    return await Promise.race([ask(controller.signal), rejectOnAbort(controller.signal)]);
  } catch (error) {
    const failure = controller.signal.aborted ? 'timeout' : 'error';
    const { name, message } = error instanceof Error ? error : { name: 'Unknown', message: String(error) };
    deps.log.warn(
      { applicationId, call, failure, err: { name, message } },
      'identity questions provider failed; result timeout',
    );
    return null;
  } finally {
    clearTimeout(timer);
  }
}

async function insertTransaction(
  db: Db,
  deps: KbaDeps,
  id: string,
  userId: string,
  application: KbaApplication,
  sets: StartedQuestions | null,
): Promise<IdentityResponse> {
  const now = deps.now();
  const row = await recordTransaction(db, {
    id,
    userId,
    applicationId: application.applicationId,
    // A provider that fails or does not answer gives timeout: the applicant can start again or upload an ID.
    result: sets ? 'questions' : 'timeout',
    mainSet: sets ? { questions: sets.main, reference: sets.reference } : null,
    // The CHALLENGE set comes from the provider's score of the MAIN answers, when it asks for it.
    challengeSet: null,
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + deps.transactionTtlMs),
  });
  return responseOf(row);
}

/**
 * What getIdentity answers without opening a set: the open set to resume, the
 * passed one, or the last failure once no attempts are left (an open set is
 * then closed, so it cannot be answered). Null: a new set may be opened.
 */
async function standingOf(
  db: Db,
  now: Date,
  application: Pick<KbaApplication, 'applicationId' | 'identityAnswersChangedAt'>,
): Promise<IdentityResponse | null> {
  const { applicationId, identityAnswersChangedAt: changedAt } = application;
  let latest = await latestFor(db, applicationId);
  // A pass from before the identity answers changed no longer speaks for them (product-rules#check-dependencies):
  // a new set is opened on the new answers. Earlier failures still count against the attempts.
  const passStillCurrent = !changedAt || (latest !== undefined && latest.updatedAt > changedAt);
  if (latest?.result === 'passed' && passStillCurrent) return responseOf(latest);
  const spent = (await failuresOf(db, applicationId)) >= maxFailedAttempts;
  if (latest && openResults.has(latest.result as KbaResult)) {
    if (!spent && latest.expiresAt > now) return responseOf(latest);
    latest = await expire(db, now, latest);
  }
  if (!spent) return null;
  const lastFailure = await latestFor(db, applicationId, 'failed');
  return lastFailure ? responseOf(lastFailure, kbaMessages.noAttemptsLeft) : null;
}

/**
 * getIdentity: resumes the caller's open transaction, returns a passed one,
 * and otherwise starts a new one, unless the failed attempts are used up.
 * Opening is atomic per application: the provider is asked outside any
 * transaction (it may take seconds), then the standing is read again under the
 * application's lock, and only then is the set stored, so a burst of requests
 * opens one set and never one past the limit.
 */
export async function getIdentity(deps: KbaDeps, userId: string): Promise<IdentityResponse> {
  const application = await requireApplication(deps, userId);
  const { applicationId } = application;
  const standing = await standingOf(deps.db, deps.now(), application);
  if (standing) return standing;
  const id = randomUUID();
  const sets = await askProvider(deps, applicationId, 'start', (signal) =>
    deps.provider.start(id, application, { signal, applicantRef: String(applicationId) }),
  );
  return deps.db.transaction(async (tx) => {
    await lockIdentityChecks(tx, applicationId);
    const now = await standingOf(tx, deps.now(), application);
    // Another request opened a set (or used the last attempt) meanwhile: answer with that; these questions go unused.
    return now ?? insertTransaction(tx, deps, id, userId, application, sets);
  });
}

function checkAnswers(set: StoredQuestionSet, answers: readonly string[]): void {
  if (answers.length !== set.questions.length) throw kbaErrors.answerCount(set.questions.length, answers.length);
  set.questions.forEach((question, index) => {
    if (!question.answer.includes(answers[index] ?? '')) throw kbaErrors.notAnOption(index + 1);
  });
}

type Scored = { response: IdentityResponse } | { refusal: Error };

/** The provider's score, held to the product rules: only the MAIN set may ask for the CHALLENGE set, and with questions. */
async function scoreWith(
  deps: KbaDeps,
  reference: string,
  answered: Parameters<KbaDeps['provider']['score']>[1],
  signal: AbortSignal,
): Promise<KbaScore> {
  const verdict = await deps.provider.score(reference, answered, { signal });
  if (verdict.result === 'challenge' && (answered.questionsType !== 'MAIN' || verdict.challenge.length === 0))
    throw new Error(`identity questions provider asked a challenge after the ${answered.questionsType} set`);
  return verdict;
}

/**
 * Scores the answers under the application's lock, reading the transaction
 * and the failures afresh. The provider is asked under the lock, so one
 * set's answers reach it once; the wait is bounded by deps.providerTimeoutMs.
 */
async function score(
  tx: Db,
  deps: KbaDeps,
  found: TransactionRow,
  sent: string,
  answers: readonly string[],
): Promise<Scored> {
  await lockIdentityChecks(tx, found.applicationId);
  const row = (await findTransaction(tx, found.id)) ?? found;
  const current = row.result as KbaResult;
  if (!openResults.has(current)) throw kbaErrors.finished(current);
  if (row.expiresAt <= deps.now()) return { response: responseOf(await expire(tx, deps.now(), row)) };
  // Sets opened before the limit was reached (by a race, or before this check existed) are closed, not scored.
  if ((await failuresOf(tx, row.applicationId)) >= maxFailedAttempts) {
    await expire(tx, deps.now(), row);
    return { refusal: kbaErrors.attemptsUsed() };
  }
  const expected = expectedSet(current);
  if (sent !== expected) throw kbaErrors.wrongSet(expected, sent);
  const set = expected === 'MAIN' ? row.mainSet : row.challengeSet;
  if (!set) throw kbaErrors.finished(current);
  checkAnswers(set, answers);
  const reference = row.mainSet?.reference;
  // A set kept before providers scored answers has no reference: it closes, and the applicant starts again.
  if (!reference) return { response: responseOf(await expire(tx, deps.now(), row)) };
  const verdict = await askProvider(deps, row.applicationId, 'score', (signal) =>
    scoreWith(deps, reference, { questionsType: expected, questions: set.questions, answers }, signal),
  );
  // The provider did not score: the set closes as timeout, no attempt used, as when it does not answer at the start.
  if (!verdict) return { response: responseOf(await expire(tx, deps.now(), row), kbaMessages.providerTimeout) };
  const { result } = verdict;
  const now = deps.now();
  const scored =
    expected === 'MAIN'
      ? { mainQResult: result, mainAnswersSubmitted: answers.length }
      : { challengeQResult: result, challengeAnswersSubmitted: answers.length };
  const challenge =
    verdict.result === 'challenge'
      ? {
          challengeSet: { questions: verdict.challenge },
          expiresAt: new Date(now.getTime() + deps.transactionTtlMs),
        }
      : {};
  // Conditional on the result read, so a replayed or racing submission cannot score twice.
  const updated = await recordScore(tx, row.id, current, { result, ...scored, updatedAt: now, ...challenge });
  if (!updated) throw kbaErrors.finished('already answered');
  return { response: responseOf(updated) };
}

/**
 * submitAnswers: scores the answers of the set the transaction waits for
 * (product-rules#identity-check-status), once, and only while failed attempts are left.
 */
export async function submitAnswers(
  deps: KbaDeps,
  userId: string,
  input: { transactionId: string; questionsType: string; answers: readonly string[] },
): Promise<IdentityResponse> {
  if (!uuidShape.test(input.transactionId)) throw kbaErrors.unknownTransaction();
  const found = await findTransaction(deps.db, input.transactionId, userId);
  if (!found) throw kbaErrors.unknownTransaction();
  const sent = input.questionsType;
  if (sent !== 'MAIN' && sent !== 'CHALLENGE') throw kbaErrors.badQuestionsType();
  // The refusal leaves the transaction so that closing the set is kept.
  const scored = await deps.db.transaction((tx) => score(tx, deps, found, sent, input.answers));
  if ('refusal' in scored) throw scored.refusal;
  return scored.response;
}

/** getIdentitySummary: the caller's latest transaction, for analytics (product-rules#identity-operations). */
export async function identitySummary(deps: KbaDeps, userId: string): Promise<IdentitySummary> {
  const application = await deps.findApplication(userId);
  const latest = application ? await latestFor(deps.db, application.applicationId) : undefined;
  return {
    result: latest?.result ?? null,
    mainQResult: latest?.mainQResult ?? null,
    challengeQResult: latest?.challengeQResult ?? null,
    mainAnswersSubmitted: latest?.mainAnswersSubmitted ?? 0,
    challengeAnswersSubmitted: latest?.challengeAnswersSubmitted ?? 0,
  };
}

/**
 * When a transaction of this application last passed, or null: the identity gate on Continue
 * (decision 010); a pass older than a change of the identity answers does not count
 * (product-rules#check-dependencies).
 */
export async function identityQuestionsPassedAt(db: Db, applicationId: number): Promise<Date | null> {
  return (await latestFor(db, applicationId, 'passed'))?.updatedAt ?? null;
}
