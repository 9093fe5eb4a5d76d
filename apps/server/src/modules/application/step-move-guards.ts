import { identityDocumentTypes } from '@waypoint/domain/application/documents/document-types';
import {
  documentTypeLabels,
  documentsNeededToContinue,
  missingDocuments,
  missingDocumentsMessage,
} from '@waypoint/domain/application/documents/required-documents';
import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import { stepSchema } from '@waypoint/domain/application/schemas/step-schemas';
import { isCompletedStep, type StepName } from '@waypoint/domain/application/steps/step-names';
import { AppError } from '../../graphql/app-error.js';
import type { ApplicationDeps } from './application-deps.js';
import { currentPassingDocuments, requiredChecksOf } from './required-checks-service.js';

/*
 * What a step move of the draft save (draft-save-service.ts) must satisfy before it is written:
 * each refuses with the error the web shows.
 */

export function assertStepComplete(step: StepName, draft: Draft, today: Date): void {
  const checked = stepSchema(step, { today }).safeParse(draft);
  if (checked.success) return;
  const fieldErrors = checked.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  const first = fieldErrors[0];
  throw new AppError('BAD_USER_INPUT', `${step} is not complete: ${first?.field}: ${first?.message}`, 400, fieldErrors);
}

/**
 * product-rules#document-check: Continue from a documents step needs each document
 * the step asks for (required-documents.ts) to have a current file that is
 * recognised, valid, not expired and not mismatching.
 */
export async function assertDocumentsComplete(
  deps: ApplicationDeps,
  applicationId: number,
  step: StepName,
  draft: Draft,
): Promise<void> {
  const needed = documentsNeededToContinue(step, draft);
  if (needed.length === 0) return;
  const missing = missingDocuments(needed, await currentPassingDocuments(deps, applicationId, draft));
  if (missing.length === 0) return;
  const fieldErrors = missing.map((type) => ({
    field: type,
    message: `Upload your ${documentTypeLabels[type]}; it must pass the document check.`,
  }));
  throw new AppError('DOCUMENTS_INCOMPLETE', missingDocumentsMessage(missing), 400, fieldErrors);
}

/**
 * Decision 010: Continue from YP_Identity_Verification needs the
 * identity questions passed, or a passing identity document (the uploader
 * detour records one; the engine then goes on from there).
 */
export async function assertIdentityConfirmed(
  deps: ApplicationDeps,
  applicationId: number,
  step: StepName,
  draft: Draft,
): Promise<void> {
  if (step !== 'YP_Identity_Verification') return;
  // Only a pass that still speaks for the current answers counts (product-rules#check-dependencies).
  const evidence = (await requiredChecksOf(deps, applicationId, draft))?.currentEvidence;
  if (evidence?.identityQuestionsPassed) return;
  const passing = evidence?.passingDocuments ?? [];
  if (passing.some((type) => (identityDocumentTypes as readonly string[]).includes(type))) return;
  throw new AppError(
    'IDENTITY_NOT_CONFIRMED',
    'Answer the identity questions, or upload an identity document, before you continue.',
    400,
  );
}

const verifyEmailSteps: ReadonlySet<StepName> = new Set<StepName>([
  'NonUS_Expat_Verify_Email',
  'US_Expat_Verify_Email',
  'YP_Verify_Email',
]);

/** product-rules#verify-email: verification is required before the application can be processed. */
export function assertEmailVerifiedToFinish(current: StepName, target: StepName, emailVerified: boolean): void {
  if (emailVerified || !verifyEmailSteps.has(current) || !isCompletedStep(target)) return;
  throw new AppError('EMAIL_NOT_VERIFIED', 'Please verify your e-mail address to finish your application.', 400);
}

/**
 * YP_WorkEmail_Sent goes on to YP_Employment_Verified (product-rules#yp-branches) only
 * once the link sent to the work e-mail was opened; until then the applicant
 * waits, resends, or goes back to choose the workplace address.
 */
export function assertEmployerVerifiedByLink(current: StepName, target: StepName, draft: Draft): void {
  if (current !== 'YP_WorkEmail_Sent' || target !== 'YP_Employment_Verified') return;
  if (draft.employerVerified === true) return;
  throw new AppError(
    'EMPLOYER_NOT_VERIFIED',
    'Open the link we sent to your work e-mail first, or go back and verify your employer another way.',
    400,
  );
}
