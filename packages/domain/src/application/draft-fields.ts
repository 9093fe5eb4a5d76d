import type { DocumentType } from './document-types.js';
import type { EmploymentStatus } from './constants.js';
import type { ResidenceStatus } from './residence-statuses.js';
import type { StepName } from './step-names.js';

/** One notice of intent shown to the applicant (spec §3 noiReasons). */
export interface NoticeOfIntentReason {
  code: string;
  reason: string;
}

/**
 * The application cache (draft) of spec §3, field by field with the spec's
 * names. The draft is saved a few fields at a time while the applicant moves
 * through the steps, so every field may be missing (never asked yet) or null
 * (asked and cleared). Values here are the parsed forms of spec §5: integers
 * and booleans, not the text the forms send.
 *
 * Dates of the applicant's life (dob, expectedRelocationDate) are ISO
 * yyyy-mm-dd calendar dates without a time zone; createdAt is an ISO instant.
 */
export interface Draft {
  // Identity and residence
  id?: number | null;
  createdAt?: string | null;
  referralName?: string | null;
  /** Partner or model flag: 'BR_Model' or 'DM_…' skip the YP employer check (spec §4, §9). */
  specialTreatment?: string | null;
  stepName?: StepName | null;
  /** Non-US track: the applicant already lives in the US. */
  inUS?: boolean | null;
  dob?: string | null;
  expectedRelocationDate?: string | null;
  permanentResident?: boolean | null;
  residenceStatusUS?: ResidenceStatus | null;
  /**
   * The applicant's own words when residenceStatusUS is 'Other' (spec §3 "a
   * separate free-text 'other' value"). Cleared when a listed status is picked.
   */
  residenceStatusUSOther?: string | null;
  timeInUS?: string | null;
  ssn?: string | null;
  identificationNo?: string | null;
  numberOfDependents?: number | null;
  /** The identity-risk score result; false is "identity check failed" on YP_Identification (spec §4). */
  sentilinkApproval?: boolean | null;
  // Address
  street?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  /**
   * Where an applicant still abroad lives now (NonUS_Expat_Identification,
   * when inUS is false). Not part of spec §3; the country is free text.
   */
  foreignStreet?: string | null;
  foreignCity?: string | null;
  foreignPostalCode?: string | null;
  foreignCountry?: string | null;
  // Contact: a mobile number in E.164 form, and whether the applicant accepted
  // the SMS disclosure (spec §9 SMS v1) to get text messages on it.
  mobilePhone?: string | null;
  smsConsent?: boolean | null;
  // Employment
  employmentStatus?: EmploymentStatus | null;
  employerName?: string | null;
  employerWebsite?: string | null;
  jobTitle?: string | null;
  timeWithEmployer?: string | null;
  assignedAtClientLocation?: boolean | null;
  clientName?: string | null;
  clientWebsite?: string | null;
  firstJob?: boolean | null;
  prevEmployerName?: string | null;
  prevEmployerWebsite?: string | null;
  prevEmployerCountry?: string | null;
  prevJobTitle?: string | null;
  timeWithPreviousEmployer?: string | null;
  // Finance: income is annual, accommodationCost and financialCommitments monthly, all integer dollars.
  income?: number | null;
  residenceType?: string | null;
  accommodationCost?: number | null;
  financialCommitments?: number | null;
  ATPApproval?: boolean | null;
  // Bank linking
  plaidConnectionStatus?: boolean | null;
  employerVerifiedByPlaid?: boolean | null;
  plaidSplitVersion?: string | null;
  plaidExitReason?: string | null;
  /** The applicant's own words when plaidExitReason is 'other' (spec §3 "with 'other' text"). */
  plaidExitReasonOther?: string | null;
  /** When the bank-linking exit popup opened, epoch milliseconds. */
  plaidExitPopupOpenedAt?: number | null;
  // Employer verification
  employerVerificationMethod?: string | null;
  employerVerified?: boolean | null;
  employerAddress?: string | null;
  employerAddress2?: string | null;
  employerCity?: string | null;
  employerState?: string | null;
  employerZipCode?: string | null;
  // Shipping: spec §3 "shipTo (home or work), held as a shipToHome boolean".
  shipToHome?: boolean | null;
  // E-mail and consent
  workEmail?: string | null;
  workEmailVerificationFlag?: boolean | null;
  userEmailIsWorkEmail?: boolean | null;
  acceptDisclosures?: boolean | null;
  // Documents
  passportUploaded?: boolean | null;
  visaIsSupportingDocument?: boolean | null;
  visaUploaded?: boolean | null;
  supportingDocumentUploaded?: boolean | null;
  greenCardUploaded?: boolean | null;
  proofOfIncomeUploaded?: boolean | null;
  proofOfResidenceUploaded?: boolean | null;
  /** A spec §3 document type, or '' when the sent value was not one (spec §5). */
  IDDocType?: DocumentType | '' | null;
  // Notices of intent
  noiCodes?: string[] | null;
  noiReasons?: NoticeOfIntentReason[] | null;
  // Policy
  PRIVACY_POLICY_DOC_URL?: string | null;
}

export type DraftFieldName = keyof Draft;

/** A change to a draft: the fields to set, null meaning "clear". */
export type DraftPatch = Partial<Draft>;
