import { isStepName, type StepName } from '@waypoint/domain/application/steps/step-names';
import { graphql } from '../../../generated/gql';
import type { GetApplicationCacheQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';

/**
 * The draft fields the wizard shows or decides with (product-rules#draft-fields), as the server returns
 * them, ssn and identificationNo masked. `WizardDraftFields` is made by codegen from the domain's draft
 * catalogue (docs/decisions/020-draft-catalogue-and-typed-documents.md,
 * docs/decisions/062-generated-client-types.md); the rest are the application's own.
 * `checksToRedo` are the checks done before and asked again because an answer they rest on changed, and
 * `checksDone` the checks done on the current answers, as the server judges them
 * (product-rules#check-dependencies).
 */
export const getApplicationCacheDocument = graphql(/* GraphQL */ `
  query GetApplicationCache {
    getApplicationCache {
      ...WizardDraftFields
      stepName
      status
      submissionDate
      version
      emailVerified
      relocationReminderScheduledFor
      canApplyAgainFrom
      checksToRedo {
        check
        step
        answers
        redo
        since
        documents
      }
      checksDone
    }
  }
`);

type ApplicationCacheAnswer = NonNullable<GetApplicationCacheQuery['getApplicationCache']>;

/** The draft with a step name the wizard does not know read as none. */
export type ApplicationCache = Omit<ApplicationCacheAnswer, 'stepName'> & { stepName: StepName | null };

/** The signed-in applicant's draft; null for a new applicant who has none yet (product-rules#application-load-errors). */
export async function getApplicationCache(): Promise<ApplicationCache | null> {
  const { getApplicationCache: draft } = await graphqlRequest(getApplicationCacheDocument, {});
  return draft && { ...draft, stepName: isStepName(draft.stepName) ? draft.stepName : null };
}
