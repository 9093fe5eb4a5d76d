import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import type { IdentityResponse, IdentitySummary } from '../../../graphql/generated/resolvers-types.js';
import type { KbaApplication, KbaDeps } from './kba-deps.js';
import { kbaErrors, kbaMessages } from './kba-errors.js';
import type { QuestionSet } from './kba-provider.js';
import { expectedSet, openResults, scoreAnswers, wrongAnswers, type KbaResult } from './kba-rules.js';
import { identityTransactions } from './kba-tables.js';

type TransactionRow = typeof identityTransactions.$inferSelect;

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

async function latestFor(db: Db, applicationId: number): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(identityTransactions)
    .where(eq(identityTransactions.applicationId, applicationId))
    .orderBy(desc(identityTransactions.createdAt))
    .limit(1);
  return row;
}

/** An open transaction past its time ends as timeout (only if nothing else ended it meanwhile). */
async function expire(deps: KbaDeps, row: TransactionRow): Promise<TransactionRow> {
  const [updated] = await deps.db
    .update(identityTransactions)
    .set({ result: 'timeout', updatedAt: deps.now() })
    .where(and(eq(identityTransactions.id, row.id), eq(identityTransactions.result, row.result)))
    .returning();
  return updated ?? row;
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

async function askProvider(deps: KbaDeps, transactionId: string, application: KbaApplication) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('identity questions timed out')), deps.providerTimeoutMs);
  try {
    // The race stops a provider that ignores the signal from holding the request.
    return await Promise.race([
      deps.provider.start(transactionId, application, { signal: controller.signal }),
      rejectOnAbort(controller.signal),
    ]);
  } catch (error) {
    const failure = controller.signal.aborted ? 'timeout' : 'error';
    const { name, message } = error instanceof Error ? error : { name: 'Unknown', message: String(error) };
    // The application id only: the questions are made of the applicant's data.
    deps.log.warn(
      { applicationId: application.applicationId, failure, err: { name, message } },
      'identity questions provider failed; result timeout',
    );
    return null;
  } finally {
    clearTimeout(timer);
  }
}

async function startTransaction(deps: KbaDeps, userId: string, application: KbaApplication): Promise<IdentityResponse> {
  const id = randomUUID();
  const sets = await askProvider(deps, id, application);
  const now = deps.now();
  const [row] = await deps.db
    .insert(identityTransactions)
    .values({
      id,
      userId,
      applicationId: application.applicationId,
      // A provider that fails or does not answer gives timeout: the applicant can start again or upload an ID.
      result: sets ? 'questions' : 'timeout',
      mainSet: sets?.main ?? null,
      challengeSet: sets?.challenge ?? null,
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + deps.transactionTtlMs),
    })
    .returning();
  if (!row) throw new Error('identity transaction insert returned nothing');
  return responseOf(row);
}

/**
 * getIdentity: resumes the caller's open transaction, returns a passed one,
 * and otherwise starts a new one, unless the failed attempts are used up.
 */
export async function getIdentity(deps: KbaDeps, userId: string): Promise<IdentityResponse> {
  const application = await requireApplication(deps, userId);
  let latest = await latestFor(deps.db, application.applicationId);
  if (latest && openResults.has(latest.result as KbaResult)) {
    if (latest.expiresAt > deps.now()) return responseOf(latest);
    latest = await expire(deps, latest);
  }
  if (latest?.result === 'passed') return responseOf(latest);
  const [failures] = await deps.db
    .select({ count: count() })
    .from(identityTransactions)
    .where(
      and(eq(identityTransactions.applicationId, application.applicationId), eq(identityTransactions.result, 'failed')),
    );
  if (latest && (failures?.count ?? 0) >= maxFailedAttempts) return responseOf(latest, kbaMessages.noAttemptsLeft);
  return startTransaction(deps, userId, application);
}

function checkAnswers(set: QuestionSet, answers: readonly string[]): void {
  if (answers.length !== set.questions.length) throw kbaErrors.answerCount(set.questions.length, answers.length);
  set.questions.forEach((question, index) => {
    if (!question.answer.includes(answers[index] ?? '')) throw kbaErrors.notAnOption(index + 1);
  });
}

/** submitAnswers: scores the answers of the set the transaction waits for (spec §4), once. */
export async function submitAnswers(
  deps: KbaDeps,
  userId: string,
  input: { transactionId: string; questionsType: string; answers: readonly string[] },
): Promise<IdentityResponse> {
  if (!uuidShape.test(input.transactionId)) throw kbaErrors.unknownTransaction();
  const [row] = await deps.db
    .select()
    .from(identityTransactions)
    .where(and(eq(identityTransactions.id, input.transactionId), eq(identityTransactions.userId, userId)))
    .limit(1);
  if (!row) throw kbaErrors.unknownTransaction();
  const sent = input.questionsType;
  if (sent !== 'MAIN' && sent !== 'CHALLENGE') throw kbaErrors.badQuestionsType();
  const current = row.result as KbaResult;
  if (!openResults.has(current)) throw kbaErrors.finished(current);
  if (row.expiresAt <= deps.now()) return responseOf(await expire(deps, row));
  const expected = expectedSet(current);
  if (sent !== expected) throw kbaErrors.wrongSet(expected, sent);
  const set = expected === 'MAIN' ? row.mainSet : row.challengeSet;
  if (!set) throw kbaErrors.finished(current);
  checkAnswers(set, input.answers);
  const result = scoreAnswers(expected, wrongAnswers(set.correct, input.answers));
  const now = deps.now();
  const scored =
    expected === 'MAIN'
      ? { mainQResult: result, mainAnswersSubmitted: input.answers.length }
      : { challengeQResult: result, challengeAnswersSubmitted: input.answers.length };
  // Conditional on the result read, so a replayed or racing submission cannot score twice.
  const [updated] = await deps.db
    .update(identityTransactions)
    .set({
      result,
      ...scored,
      updatedAt: now,
      ...(result === 'challenge' ? { expiresAt: new Date(now.getTime() + deps.transactionTtlMs) } : {}),
    })
    .where(and(eq(identityTransactions.id, row.id), eq(identityTransactions.result, current)))
    .returning();
  if (!updated) throw kbaErrors.finished('already answered');
  return responseOf(updated);
}

/** getIdentitySummary: the caller's latest transaction, for analytics (spec §7). */
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

/** Whether a transaction of this application passed: the identity gate on Continue (decision 010). */
export async function identityQuestionsPassed(db: Db, applicationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: identityTransactions.id })
    .from(identityTransactions)
    .where(and(eq(identityTransactions.applicationId, applicationId), eq(identityTransactions.result, 'passed')))
    .limit(1);
  return row !== undefined;
}
