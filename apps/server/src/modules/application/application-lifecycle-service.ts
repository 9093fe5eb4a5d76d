import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import { isCompletedStep, isReviewStep } from '@waypoint/domain/application/steps/step-names';
import { acceptedDisclosures, privacyPolicyDocPath } from '@waypoint/domain/disclosures/review-disclosures';
import { AppError } from '../../graphql/app-error.js';
import type { ApplicationDeps } from './application-deps.js';
import {
  creditPullAuthorization,
  markCanceled,
  markSaved,
  markSubmitted,
  recordDisclosures,
} from './application-repository.js';
import { draftOf } from './draft-codec.js';
import { loadApplication } from './draft-save-service.js';
import { cancelRelocationReminder } from './relocation-reminder-service.js';
import { assertRequiredChecksDone } from './required-checks-service.js';

const noApplication = () => new AppError('APPLICATION_NOT_FOUND', 'You have not started an application yet.', 404);

async function ownApplication(deps: ApplicationDeps, userId: string) {
  const row = await loadApplication(deps, userId);
  if (!row) throw noApplication();
  return row;
}

/**
 * applicationSave, on a review step: the draft becomes the application and
 * the acceptance of the four review disclosures (product-rules#review-disclosures), and of the SMS
 * terms when the applicant agreed to text messages, is recorded with
 * version, URL, time and IP. Saving again records nothing twice.
 */
export async function saveAsApplication(deps: ApplicationDeps, userId: string, ip: string) {
  const row = await ownApplication(deps, userId);
  const draft = row.draft as Draft;
  if (!draft.stepName || !isReviewStep(draft.stepName)) {
    throw new AppError('STEP_NOT_ALLOWED', 'The application is saved from the review step.');
  }
  if (draft.acceptDisclosures !== true) {
    throw new AppError('BAD_USER_INPUT', 'Please accept the disclosures to continue.', 400, [
      { field: 'acceptDisclosures', message: 'Required' },
    ]);
  }
  if (row.status !== 'incomplete') return row;
  return deps.db.transaction(async (tx) => {
    const saved = await markSaved(tx, row, {
      ...draft,
      PRIVACY_POLICY_DOC_URL: `${deps.publicUrl}${privacyPolicyDocPath}`,
    });
    if (!saved)
      throw new AppError(
        'APPLICATION_CONFLICT',
        'Your application changed in another window. Reload it and try again.',
        409,
      );
    if (!row.savedAt) {
      await recordDisclosures(
        tx,
        acceptedDisclosures(draft).map((document) => ({
          applicationId: row.id,
          documentType: document.type,
          version: document.version,
          url: `${deps.publicUrl}${document.path}`,
          ip,
        })),
      );
    }
    return saved;
  });
}

/** applicationSubmit: once. A second submit (a retry, a double click) returns the first one's result. */
export async function submitApplication(deps: ApplicationDeps, userId: string, sessionId: string | null | undefined) {
  const row = await ownApplication(deps, userId);
  if (row.status === 'submitted') return row;
  if (row.status !== 'incomplete')
    throw new AppError('APPLICATION_NOT_EDITABLE', `This application is ${row.status}.`, 409);
  if (!row.savedAt) {
    throw new AppError('APPLICATION_NOT_SAVED', 'Review and save your application before submitting it.');
  }
  const step = (row.draft as Draft).stepName;
  // product-rules#review-and-submit: the application is submitted on reaching a completed step, not before.
  if (!step || !isCompletedStep(step)) {
    throw new AppError('STEP_NOT_ALLOWED', 'The application is submitted from the last step.');
  }
  // decision 018 (docs/decisions/018-checks-follow-the-answers.md): every check the current answers call for is done before submit.
  await assertRequiredChecksDone(deps, row.id, draftOf(row, deps));
  const now = deps.now();
  // decision 026: the hard inquiry is queued with the submit, under the Credit Report Authorization on record;
  // decision 030: so is the automatic decision, which waits for the report if it is not in yet.
  const submitted = await deps.db.transaction(async (tx) => {
    const marked = await markSubmitted(tx, row.id, { sessionId: sessionId?.slice(0, 200) ?? null, now });
    if (marked) {
      await deps.creditCheck.queueHardPull(tx, row.id, await creditPullAuthorization(tx, row.id), now);
      await deps.queueDecisionOnSubmit(tx, row.id);
    }
    return marked;
  });
  // Lost the race to a concurrent submit: that one's result is ours too.
  return submitted ?? ownApplication(deps, userId);
}

/** applicationUpdateStatusUser: an applicant may only cancel (product-rules#application-status). */
export async function updateStatusByApplicant(deps: ApplicationDeps, userId: string, status: string) {
  if (status !== 'canceled') {
    throw new AppError('BAD_USER_INPUT', "Only 'canceled' can be set by the applicant.", 400, [
      { field: 'status', message: 'Invalid value' },
    ]);
  }
  const row = await ownApplication(deps, userId);
  if (row.status === 'canceled') return row;
  // The relocation reminder goes with it: no e-mail invites back to a canceled application.
  const canceled = await deps.db.transaction(async (tx) => {
    const marked = await markCanceled(tx, row.id);
    if (marked) await cancelRelocationReminder(tx, row.id);
    return marked;
  });
  if (canceled) return canceled;
  // Decided (or canceled) meanwhile, or already: a decision stands.
  const latest = await ownApplication(deps, userId);
  if (latest.status === 'canceled') return latest;
  throw new AppError(
    'APPLICATION_NOT_EDITABLE',
    `This application is ${latest.status} and can no longer be canceled.`,
    409,
  );
}
