import { z } from 'zod';
import { isStepName, type StepName } from '@waypoint/domain/application/step-names';
import { graphqlRequest } from '../../../lib/api-client';

/**
 * The draft fields the wizard shows or decides with (spec §3), as the server
 * returns them: booleans and integers parsed, ssn and identificationNo masked.
 */
const draftFieldsSelection = `
  id createdAt specialTreatment stepName inUS dob expectedRelocationDate permanentResident
  residenceStatusUS residenceStatusUSOther timeInUS ssn identificationNo numberOfDependents sentilinkApproval
  street street2 city state zip foreignStreet foreignCity foreignPostalCode foreignCountry mobilePhone smsConsent
  employmentStatus employerName employerWebsite jobTitle timeWithEmployer assignedAtClientLocation
  clientName clientWebsite firstJob prevEmployerName prevEmployerWebsite prevEmployerCountry prevJobTitle
  timeWithPreviousEmployer
  income residenceType accommodationCost financialCommitments ATPApproval
  employerVerifiedByPlaid employerVerificationMethod employerVerified
  plaidConnectionStatus plaidExitReason plaidExitReasonOther plaidExitPopupOpenedAt
  employerAddress employerAddress2 employerCity employerState employerZipCode
  shipToHome workEmail workEmailVerificationFlag userEmailIsWorkEmail acceptDisclosures
  passportUploaded visaUploaded supportingDocumentUploaded greenCardUploaded proofOfIncomeUploaded
  proofOfResidenceUploaded visaIsSupportingDocument IDDocType
  status submissionDate version emailVerified relocationReminderScheduledFor
`;

export const getApplicationCacheDocument = /* GraphQL */ `
  query GetApplicationCache {
    getApplicationCache { ${draftFieldsSelection} }
  }
`;

const text = z.string().nullish();
const flag = z.boolean().nullish();
const whole = z.number().int().nullish();

export const applicationCacheSchema = z.object({
  id: whole,
  createdAt: text,
  specialTreatment: text,
  stepName: z
    .string()
    .nullish()
    .transform((value): StepName | null => (isStepName(value) ? value : null)),
  inUS: flag,
  dob: text,
  expectedRelocationDate: text,
  permanentResident: flag,
  residenceStatusUS: text,
  residenceStatusUSOther: text,
  timeInUS: text,
  ssn: text,
  identificationNo: text,
  numberOfDependents: whole,
  sentilinkApproval: flag,
  street: text,
  street2: text,
  city: text,
  state: text,
  zip: text,
  foreignStreet: text,
  foreignCity: text,
  foreignPostalCode: text,
  foreignCountry: text,
  mobilePhone: text,
  smsConsent: flag,
  employmentStatus: text,
  employerName: text,
  employerWebsite: text,
  jobTitle: text,
  timeWithEmployer: text,
  assignedAtClientLocation: flag,
  clientName: text,
  clientWebsite: text,
  firstJob: flag,
  prevEmployerName: text,
  prevEmployerWebsite: text,
  prevEmployerCountry: text,
  prevJobTitle: text,
  timeWithPreviousEmployer: text,
  income: whole,
  residenceType: text,
  accommodationCost: whole,
  financialCommitments: whole,
  ATPApproval: flag,
  employerVerifiedByPlaid: flag,
  plaidConnectionStatus: flag,
  plaidExitReason: text,
  plaidExitReasonOther: text,
  plaidExitPopupOpenedAt: whole,
  employerVerificationMethod: text,
  employerVerified: flag,
  employerAddress: text,
  employerAddress2: text,
  employerCity: text,
  employerState: text,
  employerZipCode: text,
  shipToHome: flag,
  workEmail: text,
  workEmailVerificationFlag: flag,
  userEmailIsWorkEmail: flag,
  acceptDisclosures: flag,
  passportUploaded: flag,
  visaUploaded: flag,
  supportingDocumentUploaded: flag,
  visaIsSupportingDocument: flag,
  IDDocType: text,
  greenCardUploaded: flag,
  proofOfIncomeUploaded: flag,
  proofOfResidenceUploaded: flag,
  status: z.string(),
  submissionDate: text,
  version: z.number().int(),
  emailVerified: z.boolean(),
  relocationReminderScheduledFor: text,
});

export type ApplicationCache = z.infer<typeof applicationCacheSchema>;

const responseSchema = z.object({ getApplicationCache: applicationCacheSchema.nullable() });

/** The signed-in applicant's draft; null for a new applicant who has none yet (spec §8). */
export async function getApplicationCache(): Promise<ApplicationCache | null> {
  const data = await graphqlRequest(getApplicationCacheDocument, {}, responseSchema);
  return data.getApplicationCache;
}
