import { isStepName, type StepName } from '@waypoint/domain/application/steps/step-names';
import { graphql } from '../../../generated/gql';
import type { ApplicationCacheSaveMutation } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';

export const applicationCacheSaveDocument = graphql(/* GraphQL */ `
  mutation ApplicationCacheSave($input: DraftChanges!, $expectedVersion: Int) {
    applicationCacheSave(input: $input, expectedVersion: $expectedVersion) {
      isSaved
      stepName
      version
    }
  }
`);

type SaveAnswer = ApplicationCacheSaveMutation['applicationCacheSave'];

/** The save's answer, with a step name the wizard does not know read as none. */
export type SaveOutcome = Omit<SaveAnswer, 'stepName'> & { stepName: StepName | null };

/** The changed fields as product-rules#draft-save-parsing text ('true'/'false', integers as digits), plus the step to go to. */
export type DraftChangeText = Record<string, string | null>;

/**
 * Sends changed fields. `expectedVersion` is the version this change was
 * made on: a save from a stale page is refused instead of overwriting.
 */
export async function saveApplicationCache(
  input: DraftChangeText,
  expectedVersion: number | null,
): Promise<SaveOutcome> {
  const { applicationCacheSave: saved } = await graphqlRequest(applicationCacheSaveDocument, {
    input,
    expectedVersion,
  });
  return { ...saved, stepName: isStepName(saved.stepName) ? saved.stepName : null };
}
