import { staleDraftResets } from '@waypoint/domain/application/checks/check-dependencies';
import {
  documentsNeededToContinue,
  documentsStepAnswerFields,
} from '@waypoint/domain/application/documents/required-documents';
import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import { parseDraftSave } from '@waypoint/domain/application/draft/draft-save-parsing';
import { clientDraftSaveSchema } from '@waypoint/domain/application/draft/draft-save-schema';
import { withFieldDependencies } from '@waypoint/domain/application/draft/field-dependencies';
import { backStep } from '@waypoint/domain/application/steps/back-step';
import { firstStep, nextStep } from '@waypoint/domain/application/steps/next-step';
import { isIdentificationStep, isReviewStep, type StepName } from '@waypoint/domain/application/steps/step-names';
import { sideEffectsOfReaching } from '@waypoint/domain/application/steps/step-side-effects';
import { allowedStepTargets } from '@waypoint/domain/application/steps/step-transitions';
import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import { identityScoreOnLeaving } from './application-checks-service.js';
import type { Applicant, ApplicationDeps } from './application-deps.js';
import {
  findApplicationOfUser,
  insertFirstDraft,
  writeDraftChange,
  type DraftWriteGuard,
  type DraftWriteSession,
} from './application-repository.js';
import { applicationToEdit } from './applying-again.js';
import { draftOf, storedFormOf, type ApplicationRow } from './draft-codec.js';
import { draftRowCacheOf } from './draft-row-cache.js';
import { cancelRelocationReminder } from './relocation-reminder-service.js';
import { assertReadyToLeaveReview, type PendingStaleFacts, stepAfterReviewEdit } from './required-checks-service.js';
import { markFactsStale } from './stale-facts-repository.js';
import { staleFactsWithEvidence } from './stale-facts-service.js';
import {
  assertDocumentsComplete,
  assertEmailVerifiedToFinish,
  assertEmployerVerifiedByLink,
  assertIdentityConfirmed,
  assertStepComplete,
} from './step-move-guards.js';

// A save carries a step's few fields; anything near this is not a form.
const maxSaveBytes = 64 * 1024;

export const conflictError = () =>
  new AppError('APPLICATION_CONFLICT', 'Your application changed in another window. Reload it and try again.', 409);

function parseChanges(input: unknown) {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new AppError('BAD_USER_INPUT', 'input must be an object of draft fields');
  }
  if (JSON.stringify(input).length > maxSaveBytes) throw new AppError('BAD_USER_INPUT', 'input is too large', 413);
  const checked = clientDraftSaveSchema.safeParse(parseDraftSave(input as Record<string, unknown>));
  if (!checked.success) {
    const fieldErrors = checked.error.issues.map((issue) => ({
      field: issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.'),
      message:
        issue.code === 'unrecognized_keys' ? `Unknown or read-only field: ${issue.keys.join(', ')}` : issue.message,
    }));
    const first = fieldErrors[0];
    throw new AppError('BAD_USER_INPUT', `${first?.field}: ${first?.message}`, 400, fieldErrors);
  }
  return checked.data;
}

// A reminder is for the relocation date it was asked for (see relocation-reminder-service.ts).
const relocationKeys = ['expectedRelocationDate', 'inUS'];

export async function loadApplication(deps: ApplicationDeps, userId: string): Promise<ApplicationRow | undefined> {
  return findApplicationOfUser(deps.db, userId);
}

const afterReviewAnswers: ReadonlySet<string> = new Set(documentsStepAnswerFields);

function changesReviewedAnswers(change: object): boolean {
  return Object.keys(change).some((field) => !afterReviewAnswers.has(field));
}

/** Accepting the disclosures is review's own answer, not an edit of an earlier step. */
function isReviewEdit(change: object): boolean {
  return Object.keys(change).some((field) => field !== 'acceptDisclosures');
}

/** A prequalification's answers a new application starts from (decision 026), and how to mark them used. */
export interface CarriedAnswers {
  answers: Record<string, unknown>;
  markUsed(db: Db): Promise<void>;
}

/** Carried answers pass the draft's own formats, or none are used. */
function draftAnswersOf(answers: Record<string, unknown>): Draft {
  const checked = clientDraftSaveSchema.safeParse(parseDraftSave(answers));
  return checked.success ? (checked.data as Draft) : {};
}

/**
 * The first save: the prequalification's answers, where there are any, fill
 * what this save does not answer itself, so nothing is asked twice. They are
 * read through the draft's own formats, and marked used in the same transaction.
 */
async function saveFirstDraft(
  deps: ApplicationDeps,
  userId: string,
  merged: Draft,
  carried: CarriedAnswers | null,
): Promise<SaveResult> {
  const prefilled = carried ? { ...draftAnswersOf(carried.answers), ...merged } : merged;
  // Server-owned: who invited the applicant, as registration recorded it (product-rules#draft-fields).
  const referralName = await deps.referrerFirstName(userId);
  // Decision 035: the application's source, written once here, by the server only.
  const specialTreatment = await deps.specialTreatmentFor(userId);
  const withSource = specialTreatment ? { ...prefilled, specialTreatment } : prefilled;
  const stored = storedFormOf(referralName ? { ...withSource, referralName } : withSource, deps);
  const inserted = await deps.db.transaction(async (tx) => {
    if (!(await insertFirstDraft(tx, userId, stored))) return false;
    await carried?.markUsed(tx);
    return true;
  });
  if (!inserted) throw conflictError();
  return { isSaved: true, stepName: merged.stepName ?? null, version: 1 };
}

export interface SaveResult {
  isSaved: true;
  stepName: StepName | null;
  version: number;
}

/**
 * applicationCacheSave: product-rules#draft-save-parsing and the shared field formats, the
 * field dependencies, then the step move checked against the engine: the
 * requested step must be the current one, or the engine's next, back or a
 * detour from the merged draft. Side effects of reaching a step are applied
 * here, not trusted from the client. The write is conditional on the version
 * read, so a racing save loses with a conflict instead of silently; a save that
 * started from the cached row (draft-row-cache.ts) and lost is redone from a fresh read.
 * A save on a review step that stays there (an edit from the review) applies
 * the review's side effects again, so the review stays as reaching it leaves it.
 */
export async function saveDraft(
  deps: ApplicationDeps,
  applicant: Pick<Applicant, 'userId' | 'emailVerified'>,
  ipCountry: string | null,
  input: unknown,
  expectedVersion: number | null | undefined,
  carriedAnswers: () => Promise<CarriedAnswers | null> = async () => null,
): Promise<SaveResult> {
  const request: SaveRequest = { applicant, ipCountry, changes: parseChanges(input), expectedVersion, carriedAnswers };
  // The row this server last wrote saves a read (decision 049); the write's guard proves it is
  // still the stored one. A wrong guess of any kind, a refusal included, is redone from a fresh read.
  const cache = draftRowCacheOf(deps.db);
  const cached = cache.get(applicant.userId);
  if (cached) {
    const saved = await saveOnto(deps, request, cached.row, { rowVersion: cached.rowVersion }).catch(
      (error: unknown) => {
        if (error instanceof AppError) return undefined;
        throw error;
      },
    );
    if (saved) return saved;
    cache.forget(applicant.userId);
  }
  const latest = await loadApplication(deps, applicant.userId);
  const saved = await saveOnto(deps, request, latest, latest ? { version: latest.version } : undefined);
  if (!saved) throw conflictError();
  return saved;
}

interface SaveRequest {
  applicant: Pick<Applicant, 'userId' | 'emailVerified'>;
  ipCountry: string | null;
  changes: ReturnType<typeof parseChanges>;
  expectedVersion: number | null | undefined;
  carriedAnswers: () => Promise<CarriedAnswers | null>;
  /** Set on the one-statement attempt (decision 092): its session is not checked until the write. */
  session?: DraftWriteSession;
}

/**
 * The one-statement attempt reached work that must not run before its session is known to be
 * live: another read, a provider call, a transaction or a first draft. The save is redone
 * the ordinary way, with the session read first.
 */
class SessionNeededFirst extends Error {}

function sessionFirst(request: Pick<SaveRequest, 'session'>): void {
  if (request.session) throw new SessionNeededFirst('the save needs its session checked first');
}

/**
 * The save in one database round trip (docs/decisions/092-one-statement-save.md): from the row
 * this server last wrote (decision 049) and who the request's session was when this server last
 * found it live, with the session check, its sliding expiry and the draft's guarded update in one
 * statement. Undefined when any of that is missing, or the attempt was refused or its write did
 * nothing (an ended session, a row changed elsewhere): the caller then resolves the session and
 * saves as before, so every refusal comes from the ordinary path, after the session check.
 * The applicant counts as not verified here, so finishing from a verify-email step goes the ordinary way.
 */
export async function saveDraftInOneStatement(
  deps: ApplicationDeps,
  guess: { userId: string; params: Readonly<Record<string, string>> },
  ipCountry: string | null,
  input: unknown,
  expectedVersion: number | null | undefined,
): Promise<SaveResult | undefined> {
  const cache = draftRowCacheOf(deps.db);
  const cached = cache.get(guess.userId);
  if (!cached) return undefined;
  try {
    const session = { guardOf: deps.sessionWrites.guardOf, params: guess.params };
    const request: SaveRequest = {
      applicant: { userId: guess.userId, emailVerified: false },
      ipCountry,
      changes: parseChanges(input),
      expectedVersion,
      carriedAnswers: async () => null,
      session,
    };
    const saved = await saveOnto(deps, request, cached.row, { rowVersion: cached.rowVersion, session });
    if (!saved) cache.forget(guess.userId);
    return saved;
  } catch (error) {
    if (error instanceof AppError || error instanceof SessionNeededFirst) return undefined;
    throw error;
  }
}

/** One attempt of a save, from the given latest row; undefined when its write's guard failed. */
async function saveOnto(
  deps: ApplicationDeps,
  request: SaveRequest,
  latest: ApplicationRow | undefined,
  guard: DraftWriteGuard | undefined,
): Promise<SaveResult | undefined> {
  const { applicant, ipCountry, changes, expectedVersion, carriedAnswers } = request;
  const { stepName: requestedStep, ...change } = changes;
  const { userId } = applicant;
  if (latest && expectedVersion != null && expectedVersion !== latest.version) throw conflictError();
  // After a cancel, or a decline's wait, this save starts a new application (decision 032).
  const row = applicationToEdit(latest, deps.now());
  if (row && row.status !== 'incomplete') {
    throw new AppError(
      'APPLICATION_NOT_EDITABLE',
      `This application is ${row.status} and can no longer be changed.`,
      409,
    );
  }
  const context = { today: deps.now(), ipCountry };
  const previous: Draft = row ? draftOf(row, deps) : {};
  const patch = { ...change, ...withFieldDependencies(previous, change as Draft) } as Draft;
  let merged: Draft = { ...previous, ...patch };
  // Checks that rested on a changed answer go stale, and their recorded results are reset (decision 053).
  const staleFacts = row
    ? await staleFactsWithEvidence(deps, row.id, previous, merged, () => sessionFirst(request))
    : [];
  merged = { ...merged, ...staleDraftResets(staleFacts) };
  const checks: ApplicationDeps & PendingStaleFacts =
    staleFacts.length > 0 ? { ...deps, pendingStale: { facts: staleFacts, at: deps.now() } } : deps;
  const current = previous.stepName ?? null;
  const target = requestedStep ?? current ?? firstStep(context);
  if (row && current !== null && isIdentificationStep(current) && target !== current) {
    if (target !== backStep(current, merged, context)) {
      sessionFirst(request);
      const names = (await deps.applicantName(userId)) ?? { firstName: '', lastName: '' };
      merged = { ...merged, ...(await identityScoreOnLeaving(deps, row, merged, names)) };
    }
  }
  if (target !== current) {
    const allowed = current === null ? [firstStep(context)] : allowedStepTargets(current, merged, context);
    // From review, the engine may also lead back to a step the answers call for and that is not done.
    if (row && current !== null && isReviewStep(current) && !allowed.includes(target)) {
      sessionFirst(request);
      const resume = await stepAfterReviewEdit(checks, row.id, merged);
      if (resume) allowed.push(resume);
    }
    if (!allowed.includes(target)) {
      throw new AppError(
        'STEP_NOT_ALLOWED',
        `You cannot go to ${target} from ${current ?? 'the start'}. Allowed: ${allowed.join(', ')}.`,
        400,
        [{ field: 'stepName', message: `Not reachable from ${current ?? 'the start'}` }],
      );
    }
    // Continue (not Back or a detour) needs the step's answers complete, by the same schema the form uses,
    // and the documents the step asks for.
    if (row && current !== null && target === nextStep(current, merged, context)) {
      assertStepComplete(current, merged, context.today);
      // Both read other records when the step asks for documents or identity.
      if (documentsNeededToContinue(current, merged).length > 0 || current === 'YP_Identity_Verification') {
        sessionFirst(request);
      }
      await assertDocumentsComplete(checks, row.id, current, merged);
      await assertIdentityConfirmed(checks, row.id, current, merged);
    }
    if (row && current !== null && isReviewStep(current)) sessionFirst(request);
    if (row && current !== null) await assertReadyToLeaveReview(checks, row.id, current, target, merged);
    if (current !== null) assertEmailVerifiedToFinish(current, target, applicant.emailVerified);
    if (current !== null) assertEmployerVerifiedByLink(current, target, merged);
    merged = { ...merged, ...sideEffectsOfReaching(target, merged), stepName: target };
  } else if (isReviewStep(target) && Object.keys(change).length > 0) {
    sessionFirst(request);
    merged = { ...merged, ...sideEffectsOfReaching(target, merged) };
    // An edit from review re-runs the engine: new answers that call for a step not done yet go there.
    const resume = row && isReviewEdit(change) ? await stepAfterReviewEdit(checks, row.id, merged) : null;
    if (resume) merged = { ...merged, ...sideEffectsOfReaching(resume, merged), stepName: resume };
  }
  if (!row) {
    sessionFirst(request);
    return saveFirstDraft(deps, userId, merged, await carriedAnswers());
  }
  if (!guard) throw new Error('a save of an existing application needs the guard of the row it read');
  const stored = storedFormOf(merged, deps, { previous, row });
  // Only the keys this save changed are merged in, so results the server wrote meanwhile
  // (ATPApproval, sentilinkApproval) are never overwritten with what was read.
  // A value carried over from the row read is the same reference, so only new values are serialized.
  const changedKeys = Object.fromEntries(
    Object.entries(stored.draft).filter(
      ([key, value]) => value !== row.draft[key] && JSON.stringify(value) !== JSON.stringify(row.draft[key]),
    ),
  );
  const write = (db: Db) =>
    writeDraftChange(db, row, guard, {
      changedKeys,
      ssnCipher: stored.ssnCipher,
      identificationNoCipher: stored.identificationNoCipher,
      now: deps.now(),
      // An answer changed after the review save needs a new review before submitting;
      // the Documents step's own answers come after the review and do not.
      clearSaved: Boolean(row.savedAt) && changesReviewedAnswers(change),
    });
  const relocationChanged = relocationKeys.some((key) => key in changedKeys);
  if (relocationChanged || staleFacts.length > 0) sessionFirst(request);
  const updated =
    relocationChanged || staleFacts.length > 0
      ? await deps.db.transaction(async (tx) => {
          const written = await write(tx);
          if (written && relocationChanged) await cancelRelocationReminder(tx, row.id);
          if (written) await markFactsStale(tx, row.id, staleFacts, checks.pendingStale?.at ?? deps.now());
          return written;
        })
      : await write(deps.db);
  if (!updated) return undefined;
  draftRowCacheOf(deps.db).set(userId, updated.row, updated.rowVersion);
  return { isSaved: true, stepName: merged.stepName ?? null, version: updated.row.version };
}
