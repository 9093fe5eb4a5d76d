import { z } from 'zod';
import { isStepName, type StepName } from '@waypoint/domain/application/steps/step-names';
import { graphqlRequest } from '../../../lib/api-client';

export const applicationCacheSaveDocument = /* GraphQL */ `
  mutation ApplicationCacheSave($input: DraftChanges!, $expectedVersion: Int) {
    applicationCacheSave(input: $input, expectedVersion: $expectedVersion) {
      isSaved
      stepName
      version
    }
  }
`;

const responseSchema = z.object({
  applicationCacheSave: z.object({
    isSaved: z.boolean(),
    stepName: z
      .string()
      .nullable()
      .transform((value): StepName | null => (isStepName(value) ? value : null)),
    version: z.number().int(),
  }),
});

export type SaveOutcome = z.infer<typeof responseSchema>['applicationCacheSave'];

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
  const data = await graphqlRequest(applicationCacheSaveDocument, { input, expectedVersion }, responseSchema);
  return data.applicationCacheSave;
}
