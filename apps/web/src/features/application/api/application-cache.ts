import { z } from 'zod';
import {
  draftCatalogue,
  wizardDraftFields,
  type DraftCatalogue,
  type DraftFieldKind,
  type WizardDraftField,
} from '@waypoint/domain/application/draft/draft-catalogue';
import { isStepName, type StepName } from '@waypoint/domain/application/steps/step-names';
import { graphqlRequest } from '../../../lib/api-client';

const text = z.string().nullish();
const flag = z.boolean().nullish();
const whole = z.number().int().nullish();

/** The check each kind of draft field gets on the way in. */
const formatOfKind = {
  text,
  flag,
  whole,
  epochMs: whole,
  textList: z.array(z.string()).nullish(),
  noticeList: z.array(z.object({ code: z.string(), reason: z.string() })).nullish(),
} satisfies Record<DraftFieldKind, z.ZodType>;

type DraftResponseShape = {
  [Field in WizardDraftField]: (typeof formatOfKind)[DraftCatalogue[Field]['kind']];
};

// Object.fromEntries loses the keys' types; the entries are exactly the mapped type above.
const draftResponseShape = Object.fromEntries(
  wizardDraftFields.map((field) => [field, formatOfKind[draftCatalogue[field].kind]]),
) as DraftResponseShape;

/**
 * The draft fields the wizard shows or decides with (product-rules#draft-fields), as the server
 * returns them: booleans and integers parsed, ssn and identificationNo masked.
 * The fields come from the domain's draft catalogue
 * (docs/decisions/020-draft-catalogue-and-typed-documents.md); the rest are the application's own.
 */
export const applicationCacheSchema = z.object({
  ...draftResponseShape,
  stepName: z
    .string()
    .nullish()
    .transform((value): StepName | null => (isStepName(value) ? value : null)),
  status: z.string(),
  submissionDate: text,
  version: z.number().int(),
  emailVerified: z.boolean(),
  relocationReminderScheduledFor: text,
  canApplyAgainFrom: text,
  /** Checks done before and asked again because an answer they rest on changed (product-rules#check-dependencies). */
  checksToRedo: z
    .array(z.object({ check: z.string(), step: z.string(), answers: z.array(z.string()), redo: z.array(z.string()) }))
    .default([]),
  /** The checks done on the current answers, as the server judges them (product-rules#check-dependencies). */
  checksDone: z.array(z.string()).default([]),
});

/** Fields that are objects name what they select. */
const subSelections: Partial<Record<keyof typeof applicationCacheSchema.shape, string>> = {
  checksToRedo: '{ check step answers redo }',
};

/** The query asks for exactly what the schema reads, so the two cannot drift apart. */
export const getApplicationCacheDocument = /* GraphQL */ `
  query GetApplicationCache {
    getApplicationCache { ${(Object.keys(applicationCacheSchema.shape) as (keyof typeof applicationCacheSchema.shape)[])
      .map((field) => (subSelections[field] ? `${field} ${subSelections[field]}` : field))
      .join(' ')} }
  }
`;

export type ApplicationCache = z.infer<typeof applicationCacheSchema>;

const responseSchema = z.object({ getApplicationCache: applicationCacheSchema.nullable() });

/** The signed-in applicant's draft; null for a new applicant who has none yet (product-rules#application-load-errors). */
export async function getApplicationCache(): Promise<ApplicationCache | null> {
  const data = await graphqlRequest(getApplicationCacheDocument, {}, responseSchema);
  return data.getApplicationCache;
}
