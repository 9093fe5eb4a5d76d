/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /**
   * The changed draft fields by their product-rules#draft-fields names, with product-rules#draft-save-parsing text values
   * (integers and 'true'/'false' as text), plus stepName. Any other field name is refused.
   */
  DraftChanges: { input: Record<string, unknown>; output: Record<string, unknown> };
};

/** Every field is optional; the event must match all that are given. */
export type AuditEventFilter = {
  /** An action, or a prefix ending in .* (application.*). */
  action?: InputMaybe<Scalars['String']['input']>;
  /** A staff id, a staff e-mail (any case) or a system name. */
  actor?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601 with an offset; inclusive. */
  from?: InputMaybe<Scalars['String']['input']>;
  subjectId?: InputMaybe<Scalars['String']['input']>;
  /** Part of the subject id, any case. */
  subjectIdContains?: InputMaybe<Scalars['String']['input']>;
  subjectType?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601 with an offset; exclusive. */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type ChangeRequestFieldInput = {
  fieldName: Scalars['String']['input'];
  fieldValue: Scalars['String']['input'];
};

/** What opening the link to the new address did. */
export type EmailChangeLinkOutcome =
  /** The account now signs in with the new address. */
  | 'changed'
  /** The link is unknown, used, cancelled, replaced by a newer request or expired. */
  | 'invalid'
  /** Another account uses the address: nothing changed. */
  | 'taken';

/** What opening the undo link sent to the old address did. */
export type EmailChangeUndoOutcome =
  /** The link is unknown, used or past its 7 days. */
  | 'invalid'
  /** Another account signs in with the old address by now: the address stays, but every session ended and the password stopped working. */
  | 'taken'
  /** The old address is back, every session ended, and a link to choose a new password went to it. */
  | 'undone';

/**
 * The back office's case search (decision 067). Every field is optional; an empty filter is the
 * working queue: open cases, anyone's, sorted by time left.
 */
export type OpsCaseFilter = {
  /** mine (claimed by the signed-in staff member), unassigned, or anyone (the default). */
  assignment?: InputMaybe<Scalars['String']['input']>;
  /**
   * approved or declined (the final decision), referred (the policy referred it to staff and no
   * final decision yet), or undecided (no final decision yet).
   */
  decision?: InputMaybe<Scalars['String']['input']>;
  /**
   * open (every case not finally decided or closed; the default), needsInformation (a request for
   * information is open), recommended (a reviewer recommended, waiting for an approver), decided
   * (approved or declined), closedIncomplete, or any.
   */
  status?: InputMaybe<Scalars['String']['input']>;
  /** ISO date (YYYY-MM-DD), UTC: submitted on this day or later. */
  submittedFrom?: InputMaybe<Scalars['String']['input']>;
  /** ISO date (YYYY-MM-DD), UTC: submitted on this day or earlier. */
  submittedTo?: InputMaybe<Scalars['String']['input']>;
  /**
   * An applicant's name or account e-mail (any part, case-insensitive), or a number: the
   * application with that id, and the change request with that id if there is one. At most 100 characters.
   */
  text?: InputMaybe<Scalars['String']['input']>;
  /** nonUsExpat, usExpat or youngProfessional. */
  track?: InputMaybe<Scalars['String']['input']>;
};

/** Filters of the back office's queue (decision 031); every field is optional. */
export type OpsQueueFilter = {
  /** The policy's latest suggestion: approve, refer, decline, or none (not decided yet). */
  outcome?: InputMaybe<Scalars['String']['input']>;
  /** nonUsExpat, usExpat or youngProfessional. */
  track?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The prequalification form. The address is required when inUS is true. income is
 * annual, accommodationCost monthly, whole dollars. ssnLastFour is optional: new
 * arrivals have none. consent must be true: it is the applicant's instruction for the soft inquiry, stored with
 * the name given, its words and version, the time and the IP (product-rules#soft-inquiry-instruction).
 */
export type PrequalificationInput = {
  accommodationCost: Scalars['Int']['input'];
  city?: InputMaybe<Scalars['String']['input']>;
  consent: Scalars['Boolean']['input'];
  dob: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  inUS: Scalars['Boolean']['input'];
  income: Scalars['Int']['input'];
  lastName: Scalars['String']['input'];
  /** Optional. Stored, encrypted, with the soft-inquiry instruction as the name of who gave it. */
  middleName?: InputMaybe<Scalars['String']['input']>;
  ssnLastFour?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type WorkEmailSendingStatus = 'alreadyVerified' | 'sent';

export type AccountProfileQueryVariables = Exact<{
  uuid: Scalars['String']['input'];
}>;

export type AccountProfileQuery = { getChangeRequest: { currentAddress: string; scraBenefitSince: string | null } };

export type AccountApplicationFieldsFragment = {
  status: string;
  submissionDate: string | null;
  canApplyAgainFrom: string | null;
  startedAt: string | null;
  closedAt: string | null;
};

export type AccountApplicationStatusQueryVariables = Exact<{ [key: string]: never }>;

export type AccountApplicationStatusQuery = {
  getApplicationStatus: {
    status: string;
    submissionDate: string | null;
    canApplyAgainFrom: string | null;
    startedAt: string | null;
    closedAt: string | null;
  } | null;
};

export type AccountCancelApplicationMutationVariables = Exact<{ [key: string]: never }>;

export type AccountCancelApplicationMutation = {
  applicationUpdateStatusUser: {
    status: string;
    submissionDate: string | null;
    canApplyAgainFrom: string | null;
    startedAt: string | null;
    closedAt: string | null;
  };
};

export type MyPromoCodeQueryVariables = Exact<{ [key: string]: never }>;

export type MyPromoCodeQuery = { myPromoCode: string | null };

export type MyPaperDocumentsQueryVariables = Exact<{ [key: string]: never }>;

export type MyPaperDocumentsQuery = {
  myPaperDocuments: {
    mailingAddress: string;
    emailBounced: boolean;
    consent: { state: string; changedAt: string | null };
    documents: Array<{ kind: string; id: string; title: string; date: string }>;
    letters: Array<{ id: string; title: string; status: string; expectedDelivery: string | null; createdAt: string }>;
  };
};

export type WithdrawEsignConsentMutationVariables = Exact<{ [key: string]: never }>;

export type WithdrawEsignConsentMutation = {
  withdrawEsignConsent: { consent: { state: string; changedAt: string | null } };
};

export type GiveEsignConsentMutationVariables = Exact<{ [key: string]: never }>;

export type GiveEsignConsentMutation = { giveEsignConsent: { consent: { state: string; changedAt: string | null } } };

export type RequestPaperCopyMutationVariables = Exact<{
  kind: Scalars['String']['input'];
  id: Scalars['String']['input'];
  requestKey: Scalars['ID']['input'];
}>;

export type RequestPaperCopyMutation = {
  requestPaperCopy: { id: string; title: string; status: string; expectedDelivery: string | null; createdAt: string };
};

export type PendingEmailChangeQueryVariables = Exact<{ [key: string]: never }>;

export type PendingEmailChangeQuery = {
  pendingEmailChange: { newEmail: string; requestedAt: string; linkExpiresAt: string } | null;
};

export type RequestEmailChangeMutationVariables = Exact<{
  newEmail: Scalars['String']['input'];
}>;

export type RequestEmailChangeMutation = {
  requestEmailChange: { newEmail: string; requestedAt: string; linkExpiresAt: string };
};

export type CancelEmailChangeMutationVariables = Exact<{ [key: string]: never }>;

export type CancelEmailChangeMutation = { cancelEmailChange: boolean };

export type ConfirmEmailChangeMutationVariables = Exact<{
  hash: Scalars['String']['input'];
}>;

export type ConfirmEmailChangeMutation = { confirmEmailChange: EmailChangeLinkOutcome };

export type UndoEmailChangeMutationVariables = Exact<{
  hash: Scalars['String']['input'];
}>;

export type UndoEmailChangeMutation = { undoEmailChange: EmailChangeUndoOutcome };

export type MyPasskeysQueryVariables = Exact<{ [key: string]: never }>;

export type MyPasskeysQuery = {
  myPasskeys: {
    passkeyAfterPassword: boolean;
    passkeys: Array<{ id: string; name: string; createdAt: string; lastUsedAt: string | null }>;
  };
};

export type PasskeyRegistrationOptionsMutationVariables = Exact<{ [key: string]: never }>;

export type PasskeyRegistrationOptionsMutation = { passkeyRegistrationOptions: string };

export type AddPasskeyMutationVariables = Exact<{
  response: Scalars['String']['input'];
  name: Scalars['String']['input'];
}>;

export type AddPasskeyMutation = { addPasskey: { id: string; name: string } };

export type RemovePasskeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;

export type RemovePasskeyMutation = { removePasskey: boolean };

export type SetPasskeyAfterPasswordMutationVariables = Exact<{
  on: Scalars['Boolean']['input'];
}>;

export type SetPasskeyAfterPasswordMutation = { setPasskeyAfterPassword: boolean };

export type PasskeyStepUpOptionsMutationVariables = Exact<{ [key: string]: never }>;

export type PasskeyStepUpOptionsMutation = { passkeyStepUpOptions: string };

export type CompleteStepUpWithPasskeyMutationVariables = Exact<{
  response: Scalars['String']['input'];
}>;

export type CompleteStepUpWithPasskeyMutation = { completeStepUpWithPasskey: { method: string; validUntil: string } };

export type MyPhoneQueryVariables = Exact<{ [key: string]: never }>;

export type MyPhoneQuery = { myPhone: { phoneNumber: string; display: string; verifiedAt: string } | null };

export type StartPhoneVerificationMutationVariables = Exact<{
  phoneNumber: Scalars['String']['input'];
}>;

export type StartPhoneVerificationMutation = {
  startPhoneVerification: { phoneNumber: string; display: string; expiresAt: string };
};

export type ConfirmPhoneVerificationMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;

export type ConfirmPhoneVerificationMutation = {
  confirmPhoneVerification: { phoneNumber: string; display: string; verifiedAt: string };
};

export type MySessionsQueryVariables = Exact<{ [key: string]: never }>;

export type MySessionsQuery = {
  mySessions: Array<{
    id: string;
    device: string;
    country: string | null;
    startedAt: string;
    lastSeenAt: string;
    current: boolean;
  }>;
};

export type SignOutSessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;

export type SignOutSessionMutation = { signOutSession: boolean };

export type SignOutOtherSessionsMutationVariables = Exact<{ [key: string]: never }>;

export type SignOutOtherSessionsMutation = { signOutOtherSessions: number };

export type StepUpOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type StepUpOptionsQuery = { stepUpOptions: { methods: Array<string>; windowSeconds: number } };

export type SendStepUpCodeMutationVariables = Exact<{
  method: Scalars['String']['input'];
}>;

export type SendStepUpCodeMutation = { sendStepUpCode: { method: string; sentTo: string } };

export type CompleteStepUpMutationVariables = Exact<{
  method: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;

export type CompleteStepUpMutation = { completeStepUp: { method: string; validUntil: string } };

export type GetApplicationCacheQueryVariables = Exact<{ [key: string]: never }>;

export type GetApplicationCacheQuery = {
  getApplicationCache: {
    stepName: string | null;
    status: string;
    submissionDate: string | null;
    version: number;
    emailVerified: boolean;
    relocationReminderScheduledFor: string | null;
    canApplyAgainFrom: string | null;
    checksDone: Array<string>;
    id: number | null;
    createdAt: string | null;
    specialTreatment: string | null;
    inUS: boolean | null;
    dob: string | null;
    expectedRelocationDate: string | null;
    permanentResident: boolean | null;
    residenceStatusUS: string | null;
    residenceStatusUSOther: string | null;
    timeInUS: string | null;
    ssn: string | null;
    identificationNo: string | null;
    numberOfDependents: number | null;
    sentilinkApproval: boolean | null;
    identityActionsFlagged: boolean | null;
    street: string | null;
    street2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    foreignStreet: string | null;
    foreignCity: string | null;
    foreignPostalCode: string | null;
    foreignCountry: string | null;
    mobilePhone: string | null;
    smsConsent: boolean | null;
    employmentStatus: string | null;
    employerName: string | null;
    employerWebsite: string | null;
    jobTitle: string | null;
    timeWithEmployer: string | null;
    assignedAtClientLocation: boolean | null;
    clientName: string | null;
    clientWebsite: string | null;
    firstJob: boolean | null;
    prevEmployerName: string | null;
    prevEmployerWebsite: string | null;
    prevEmployerCountry: string | null;
    prevJobTitle: string | null;
    timeWithPreviousEmployer: string | null;
    income: number | null;
    residenceType: string | null;
    accommodationCost: number | null;
    financialCommitments: number | null;
    ATPApproval: boolean | null;
    plaidConnectionStatus: boolean | null;
    employerVerifiedByPlaid: boolean | null;
    plaidExitReason: string | null;
    plaidExitReasonOther: string | null;
    plaidExitPopupOpenedAt: number | null;
    employerVerificationMethod: string | null;
    employerVerified: boolean | null;
    employerAddress: string | null;
    employerAddress2: string | null;
    employerCity: string | null;
    employerState: string | null;
    employerZipCode: string | null;
    shipToHome: boolean | null;
    workEmail: string | null;
    workEmailVerificationFlag: boolean | null;
    userEmailIsWorkEmail: boolean | null;
    acceptDisclosures: boolean | null;
    passportUploaded: boolean | null;
    visaIsSupportingDocument: boolean | null;
    visaUploaded: boolean | null;
    supportingDocumentUploaded: boolean | null;
    greenCardUploaded: boolean | null;
    proofOfIncomeUploaded: boolean | null;
    proofOfResidenceUploaded: boolean | null;
    IDDocType: string | null;
    checksToRedo: Array<{
      check: string;
      step: string;
      answers: Array<string>;
      redo: Array<string>;
      since: string;
      documents: Array<string>;
    }>;
  } | null;
};

export type CalculateAtpApprovalMutationVariables = Exact<{
  income?: InputMaybe<Scalars['Int']['input']>;
  accommodationCost?: InputMaybe<Scalars['Int']['input']>;
  financialCommitments?: InputMaybe<Scalars['Int']['input']>;
  residenceType?: InputMaybe<Scalars['String']['input']>;
}>;

export type CalculateAtpApprovalMutation = { calculateATPApproval: { isApproved: boolean } };

export type CheckScoreQueryVariables = Exact<{
  applicationId: Scalars['Int']['input'];
  createdAt?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  dob?: InputMaybe<Scalars['String']['input']>;
  ssn?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
}>;

export type CheckScoreQuery = { checkScore: boolean };

export type IdentityActionsFlaggedQueryVariables = Exact<{ [key: string]: never }>;

export type IdentityActionsFlaggedQuery = { getApplicationCache: { identityActionsFlagged: boolean | null } | null };

export type GetApplicationFilesQueryVariables = Exact<{
  applicationId: Scalars['Int']['input'];
  fileType: Scalars['String']['input'];
}>;

export type GetApplicationFilesQuery = {
  getApplicationFiles: Array<{
    id: number;
    fileName: string;
    fileType: string;
    isDocumentExpired: boolean;
    isDocumentMismatch: boolean;
    isRecognized: boolean;
    isValid: boolean;
    version: number;
    expiresOn: string | null;
    problems: Array<string>;
    contentType: string;
    uploadedAt: string;
  }>;
};

export type RemoveFileMutationVariables = Exact<{
  fileId: Scalars['Int']['input'];
  applicationId?: InputMaybe<Scalars['Int']['input']>;
}>;

export type RemoveFileMutation = { removeFile: boolean };

export type ApplicationSaveMutationVariables = Exact<{ [key: string]: never }>;

export type ApplicationSaveMutation = { applicationSave: { status: string; submissionDate: string | null } };

export type ApplicationSubmitMutationVariables = Exact<{
  sessionID?: InputMaybe<Scalars['String']['input']>;
}>;

export type ApplicationSubmitMutation = { applicationSubmit: { status: string; submissionDate: string | null } };

export type ResendVerificationEmailQueryVariables = Exact<{
  email: Scalars['String']['input'];
}>;

export type ResendVerificationEmailQuery = { resendVerificationEmail: boolean };

export type ScheduleRelocationReminderMutationVariables = Exact<{ [key: string]: never }>;

export type ScheduleRelocationReminderMutation = {
  scheduleRelocationReminder: { scheduledFor: string; email: string };
};

export type ApplicationCacheSaveMutationVariables = Exact<{
  input: Scalars['DraftChanges']['input'];
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
}>;

export type ApplicationCacheSaveMutation = {
  applicationCacheSave: { isSaved: boolean; stepName: string | null; version: number };
};

export type CreatePlaidLinkTokenMutationVariables = Exact<{
  applicationId?: InputMaybe<Scalars['Int']['input']>;
}>;

export type CreatePlaidLinkTokenMutation = { createPlaidLinkToken: string };

export type SavePlaidEventsDataMutationVariables = Exact<{
  applicationId: Scalars['Int']['input'];
  eventName: Scalars['String']['input'];
  institutionName?: InputMaybe<Scalars['String']['input']>;
  linkSessionId?: InputMaybe<Scalars['String']['input']>;
  exitStatus?: InputMaybe<Scalars['String']['input']>;
  errorCode?: InputMaybe<Scalars['String']['input']>;
}>;

export type SavePlaidEventsDataMutation = { savePlaidEventsData: boolean };

export type SaveUserPlaidInformationMutationVariables = Exact<{
  publicToken: Scalars['String']['input'];
  applicationId: Scalars['Int']['input'];
}>;

export type SaveUserPlaidInformationMutation = { saveUserPlaidInformation: boolean };

export type EmployerVerifiedByPlaidQueryVariables = Exact<{
  applicationId: Scalars['Int']['input'];
}>;

export type EmployerVerifiedByPlaidQuery = { employerVerifiedByPlaid: boolean };

export type SendWorkEmailConfirmationMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  email: Scalars['String']['input'];
}>;

export type SendWorkEmailConfirmationMutation = {
  sendWorkEmailConfirmation: { status: WorkEmailSendingStatus; email: string; expiresAt: string | null };
};

export type GetIdentitySummaryQueryVariables = Exact<{ [key: string]: never }>;

export type GetIdentitySummaryQuery = {
  getIdentitySummary: {
    result: string | null;
    mainQResult: string | null;
    challengeQResult: string | null;
    mainAnswersSubmitted: number;
    challengeAnswersSubmitted: number;
  };
};

export type IdentityResponseFieldsFragment = {
  transactionId: string;
  result: string;
  message: string | null;
  questions: Array<{ type: string; prompt: string; answer: Array<string> }>;
};

export type GetIdentityQueryVariables = Exact<{ [key: string]: never }>;

export type GetIdentityQuery = {
  getIdentity: {
    transactionId: string;
    result: string;
    message: string | null;
    questions: Array<{ type: string; prompt: string; answer: Array<string> }>;
  };
};

export type SubmitAnswersMutationVariables = Exact<{
  transactionId: Scalars['String']['input'];
  questionsType: Scalars['String']['input'];
  answers: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;

export type SubmitAnswersMutation = {
  submitAnswers: {
    transactionId: string;
    result: string;
    message: string | null;
    questions: Array<{ type: string; prompt: string; answer: Array<string> }>;
  };
};

export type CheckSessionQueryVariables = Exact<{ [key: string]: never }>;

export type CheckSessionQuery = { checkSession: { sessionIsValid: boolean } };

export type CheckTokenQueryVariables = Exact<{
  returnUserData?: InputMaybe<Scalars['Boolean']['input']>;
}>;

export type CheckTokenQuery = {
  checkToken: {
    id: string | null;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    role: string | null;
    inviteCode: string | null;
    isCardHolder: boolean | null;
    isSessionValid: boolean;
  };
};

export type EmailVerificationQueryVariables = Exact<{
  verificationHash: Scalars['String']['input'];
}>;

export type EmailVerificationQuery = {
  emailVerification: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    role: string;
    token: string;
    inviteCode: string;
    isCardHolder: boolean;
  };
};

export type ForgotPasswordQueryVariables = Exact<{
  email: Scalars['String']['input'];
  recaptchaToken?: InputMaybe<Scalars['String']['input']>;
}>;

export type ForgotPasswordQuery = { forgotPassword: boolean };

export type LoginQueryVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  recaptchaToken?: InputMaybe<Scalars['String']['input']>;
}>;

export type LoginQuery = {
  login: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    role: string;
    token: string;
    inviteCode: string;
    isCardHolder: boolean;
  };
};

export type LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutMutation = { logout: boolean };

export type PasskeySignInOptionsMutationVariables = Exact<{ [key: string]: never }>;

export type PasskeySignInOptionsMutation = { passkeySignInOptions: string };

export type SignInWithPasskeyMutationVariables = Exact<{
  response: Scalars['String']['input'];
}>;

export type SignInWithPasskeyMutation = {
  signInWithPasskey: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    role: string;
    token: string;
    inviteCode: string;
    isCardHolder: boolean;
  };
};

export type RegisterMutationVariables = Exact<{
  firstName: Scalars['String']['input'];
  middleName?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  userSetPassword?: InputMaybe<Scalars['Boolean']['input']>;
  promoCode?: InputMaybe<Scalars['String']['input']>;
  recaptchaToken?: InputMaybe<Scalars['String']['input']>;
  REGISTER_ESIGN_DOC_VER: Scalars['String']['input'];
  anonymousID?: InputMaybe<Scalars['String']['input']>;
  sessionID?: InputMaybe<Scalars['String']['input']>;
}>;

export type RegisterMutation = {
  register: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    role: string;
    token: string;
    inviteCode: string;
    isCardHolder: boolean;
  };
};

export type ResetPasswordMutationVariables = Exact<{
  newPassword: Scalars['String']['input'];
  hash: Scalars['String']['input'];
}>;

export type ResetPasswordMutation = { resetPassword: boolean };

export type UserFieldsFragment = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  token: string;
  inviteCode: string;
  isCardHolder: boolean;
};

export type ValidatePromoCodeMutationVariables = Exact<{
  inviteCode: Scalars['String']['input'];
}>;

export type ValidatePromoCodeMutation = { validatePreApprovedCode: boolean };

export type VerifyResetHashMutationVariables = Exact<{
  hash: Scalars['String']['input'];
}>;

export type VerifyResetHashMutation = { resetPassword: boolean };

export type OpsApplicationQueryVariables = Exact<{
  applicationId: Scalars['Int']['input'];
}>;

export type OpsApplicationQuery = {
  opsApplication: {
    applicationId: number;
    version: number;
    status: string;
    track: string;
    applicantName: string;
    accountEmail: string;
    submittedAt: string | null;
    regBDeadline: string | null;
    daysLeft: number | null;
    clockKind: string | null;
    clockState: string | null;
    ssnMasked: string | null;
    informationRequested: boolean;
    allowedActions: Array<string>;
    finalActionRefusal: string | null;
    timelineTruncated: boolean;
    answerGroups: Array<{ title: string; answers: Array<{ field: string; label: string; value: string | null }> }>;
    documents: Array<{
      id: number;
      uploadedAt: string;
      version: number;
      isCurrent: boolean;
      downloadUrl: string;
      fileName: string;
      fileType: string;
      contentType: string;
      isRecognized: boolean;
      isValid: boolean;
      isDocumentExpired: boolean;
      isDocumentMismatch: boolean;
    }>;
    checks: Array<{ name: string; result: string; detail: string | null }>;
    creditCheck: {
      status: string;
      bureauName: string | null;
      score: number | null;
      scoreModel: string | null;
      keyFactors: Array<string>;
      tradelines: number | null;
      delinquencies: number | null;
      publicRecords: number | null;
      inquiriesLast6Months: number | null;
      fraudAlert: boolean | null;
    };
    suggestion: {
      id: string;
      decidedAt: string;
      outcome: string;
      source: string;
      actor: string | null;
      policyVersion: string | null;
      reasons: Array<string>;
      creditLimit: number | null;
      trigger: string;
      reasonDetails: Array<{ code: string; text: string }>;
    } | null;
    decisions: Array<{
      id: string;
      decidedAt: string;
      outcome: string;
      source: string;
      actor: string | null;
      policyVersion: string | null;
      reasons: Array<string>;
      creditLimit: number | null;
      trigger: string;
      reasonDetails: Array<{ code: string; text: string }>;
    }>;
    assignee: { staffId: string; email: string; claimedAt: string; isMe: boolean; canRelease: boolean } | null;
    recommendations: Array<{
      id: string;
      outcome: string;
      creditLimit: number | null;
      note: string | null;
      staffEmail: string;
      createdAt: string;
      reasonDetails: Array<{ code: string; text: string }>;
    }>;
    informationRequest: {
      id: string;
      note: string | null;
      staffEmail: string;
      requestedAt: string;
      deadline: string;
      outstandingCodes: Array<string>;
      remindersSent: Array<number>;
      closedIncompleteAt: string | null;
      items: Array<{ code: string; text: string }>;
      letters: Array<{ id: string; kind: string; sentAt: string; downloadUrl: string }>;
    } | null;
    timeline: Array<{
      id: string;
      at: string;
      kind: string;
      title: string;
      detail: string | null;
      actor: string;
      fileUrl: string | null;
      fileLabel: string | null;
    }>;
  };
};

export type OpsDecisionFieldsFragment = {
  id: string;
  decidedAt: string;
  outcome: string;
  source: string;
  actor: string | null;
  policyVersion: string | null;
  reasons: Array<string>;
  creditLimit: number | null;
  trigger: string;
  reasonDetails: Array<{ code: string; text: string }>;
};

export type OpsRevealSsnMutationVariables = Exact<{
  applicationId: Scalars['Int']['input'];
}>;

export type OpsRevealSsnMutation = { opsRevealSsn: string };

export type OpsCasesQueryVariables = Exact<{
  filter?: InputMaybe<OpsCaseFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type OpsCasesQuery = {
  opsCases: {
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      applicationId: number;
      applicantName: string;
      accountEmail: string;
      track: string;
      caseStatus: string;
      submittedAt: string;
      closedAt: string | null;
      regBDeadline: string | null;
      daysLeft: number | null;
      clockKind: string | null;
      clockState: string | null;
      suggestion: string | null;
      finalDecision: string | null;
      suggestionReasons: Array<{ code: string; text: string }>;
      finalReasons: Array<{ code: string; text: string }>;
      assignee: { staffId: string; email: string; claimedAt: string; isMe: boolean; canRelease: boolean } | null;
    }>;
    changeRequest: { id: number; status: string } | null;
  };
};

export type OpsCaseAssigneeFieldsFragment = {
  staffId: string;
  email: string;
  claimedAt: string;
  isMe: boolean;
  canRelease: boolean;
};

export type OpsClaimCaseMutationVariables = Exact<{
  applicationId: Scalars['Int']['input'];
}>;

export type OpsClaimCaseMutation = {
  opsClaimCase: {
    applicationId: number;
    assignee: { staffId: string; email: string; claimedAt: string; isMe: boolean; canRelease: boolean } | null;
  };
};

export type OpsReleaseCaseMutationVariables = Exact<{
  applicationId: Scalars['Int']['input'];
}>;

export type OpsReleaseCaseMutation = {
  opsReleaseCase: {
    applicationId: number;
    assignee: { staffId: string; email: string; claimedAt: string; isMe: boolean; canRelease: boolean } | null;
  };
};

export type OpsActionFieldsFragment = { applicationId: number; version: number; status: string };

export type OpsRequestInformationMutationVariables = Exact<{
  applicationId: Scalars['Int']['input'];
  expectedVersion: Scalars['Int']['input'];
  codes: Array<Scalars['String']['input']> | Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;

export type OpsRequestInformationMutation = {
  opsRequestInformation: { applicationId: number; version: number; status: string };
};

export type OpsRecommendMutationVariables = Exact<{
  applicationId: Scalars['Int']['input'];
  expectedVersion: Scalars['Int']['input'];
  outcome: Scalars['String']['input'];
  creditLimit?: InputMaybe<Scalars['Int']['input']>;
  reasonCodes?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
}>;

export type OpsRecommendMutation = { opsRecommend: { applicationId: number; version: number; status: string } };

export type OpsApproveMutationVariables = Exact<{
  applicationId: Scalars['Int']['input'];
  expectedVersion: Scalars['Int']['input'];
  creditLimit: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;

export type OpsApproveMutation = { opsApprove: { applicationId: number; version: number; status: string } };

export type OpsDeclineMutationVariables = Exact<{
  applicationId: Scalars['Int']['input'];
  expectedVersion: Scalars['Int']['input'];
  reasonCodes: Array<Scalars['String']['input']> | Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;

export type OpsDeclineMutation = { opsDecline: { applicationId: number; version: number; status: string } };

export type StaffEnrolmentQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;

export type StaffEnrolmentQuery = {
  staffEnrolment: { email: string; role: string; totpSecret: string; otpauthUri: string };
};

export type EnrolStaffMutationVariables = Exact<{
  token: Scalars['String']['input'];
  password: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;

export type EnrolStaffMutation = { enrolStaff: { email: string; role: string } };

export type StaffSignInMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;

export type StaffSignInMutation = { staffSignIn: { email: string; role: string } };

export type CurrentStaffQueryVariables = Exact<{ [key: string]: never }>;

export type CurrentStaffQuery = { currentStaff: { email: string; role: string } };

export type StaffSignOutMutationVariables = Exact<{ [key: string]: never }>;

export type StaffSignOutMutation = { staffSignOut: boolean };

export type OpsAuditEventsQueryVariables = Exact<{
  filter?: InputMaybe<AuditEventFilter>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;

export type OpsAuditEventsQuery = {
  auditEvents: {
    nextCursor: string | null;
    events: Array<{
      id: string;
      occurredAt: string;
      actorType: string;
      actorId: string;
      actorEmail: string | null;
      action: string;
      subjectType: string;
      subjectId: string;
      ip: string | null;
      before: string | null;
      after: string | null;
    }>;
  };
};

export type OpsChangeRequestsQueryVariables = Exact<{
  status?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type OpsChangeRequestsQuery = {
  opsChangeRequests: {
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      status: string;
      codes: Array<string>;
      applicantName: string;
      submittedAt: string;
      ageDays: number;
    }>;
  };
};

export type OpsChangeRequestViewFragment = {
  applicantName: string;
  applicantEmail: string;
  currentName: string;
  currentAddress: string;
  currentScraBenefitSince: string | null;
  decidedBy: string | null;
  allowedActions: Array<string>;
  request: {
    id: number;
    status: string;
    codes: Array<string>;
    submittedAt: string;
    closedAt: string | null;
    declineReason: string | null;
    data: Array<{ fieldName: string; fieldValue: string }>;
  };
  scraRateCap: {
    accountOpenedOn: string;
    activeDutyStartDate: string;
    debtPredatesService: boolean;
    capApplied: boolean;
    appliedAt: string | null;
    aprBeforeBps: number | null;
    cappedAprBps: number | null;
    effectiveFrom: string | null;
    creditedCents: number | null;
  } | null;
  files: Array<{
    id: number;
    fileName: string;
    fileType: string | null;
    contentType: string;
    byteSize: number;
    version: number;
    uploadedAt: string;
  }>;
};

export type OpsChangeRequestQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type OpsChangeRequestQuery = {
  opsChangeRequest: {
    applicantName: string;
    applicantEmail: string;
    currentName: string;
    currentAddress: string;
    currentScraBenefitSince: string | null;
    decidedBy: string | null;
    allowedActions: Array<string>;
    request: {
      id: number;
      status: string;
      codes: Array<string>;
      submittedAt: string;
      closedAt: string | null;
      declineReason: string | null;
      data: Array<{ fieldName: string; fieldValue: string }>;
    };
    scraRateCap: {
      accountOpenedOn: string;
      activeDutyStartDate: string;
      debtPredatesService: boolean;
      capApplied: boolean;
      appliedAt: string | null;
      aprBeforeBps: number | null;
      cappedAprBps: number | null;
      effectiveFrom: string | null;
      creditedCents: number | null;
    } | null;
    files: Array<{
      id: number;
      fileName: string;
      fileType: string | null;
      contentType: string;
      byteSize: number;
      version: number;
      uploadedAt: string;
    }>;
  };
};

export type OpsApproveChangeRequestMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type OpsApproveChangeRequestMutation = {
  opsApproveChangeRequest: {
    applicantName: string;
    applicantEmail: string;
    currentName: string;
    currentAddress: string;
    currentScraBenefitSince: string | null;
    decidedBy: string | null;
    allowedActions: Array<string>;
    request: {
      id: number;
      status: string;
      codes: Array<string>;
      submittedAt: string;
      closedAt: string | null;
      declineReason: string | null;
      data: Array<{ fieldName: string; fieldValue: string }>;
    };
    scraRateCap: {
      accountOpenedOn: string;
      activeDutyStartDate: string;
      debtPredatesService: boolean;
      capApplied: boolean;
      appliedAt: string | null;
      aprBeforeBps: number | null;
      cappedAprBps: number | null;
      effectiveFrom: string | null;
      creditedCents: number | null;
    } | null;
    files: Array<{
      id: number;
      fileName: string;
      fileType: string | null;
      contentType: string;
      byteSize: number;
      version: number;
      uploadedAt: string;
    }>;
  };
};

export type OpsDeclineChangeRequestMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
}>;

export type OpsDeclineChangeRequestMutation = {
  opsDeclineChangeRequest: {
    applicantName: string;
    applicantEmail: string;
    currentName: string;
    currentAddress: string;
    currentScraBenefitSince: string | null;
    decidedBy: string | null;
    allowedActions: Array<string>;
    request: {
      id: number;
      status: string;
      codes: Array<string>;
      submittedAt: string;
      closedAt: string | null;
      declineReason: string | null;
      data: Array<{ fieldName: string; fieldValue: string }>;
    };
    scraRateCap: {
      accountOpenedOn: string;
      activeDutyStartDate: string;
      debtPredatesService: boolean;
      capApplied: boolean;
      appliedAt: string | null;
      aprBeforeBps: number | null;
      cappedAprBps: number | null;
      effectiveFrom: string | null;
      creditedCents: number | null;
    } | null;
    files: Array<{
      id: number;
      fileName: string;
      fileType: string | null;
      contentType: string;
      byteSize: number;
      version: number;
      uploadedAt: string;
    }>;
  };
};

export type OpsCreditLimitRequestsQueryVariables = Exact<{
  status?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type OpsCreditLimitRequestsQuery = {
  opsCreditLimitRequests: {
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      status: string;
      accountId: number;
      holderName: string;
      currentLimitCents: number;
      requestedLimitCents: number | null;
      proposedLimitCents: number | null;
      approvedLimitCents: number | null;
      createdAt: string;
    }>;
  };
};

export type OpsCreditLimitViewFragment = {
  id: number;
  status: string;
  version: number;
  accountId: number;
  holderName: string;
  holderEmail: string;
  annualIncome: number;
  monthlyHousingCost: number;
  financialCommitments: number | null;
  ageYears: number | null;
  aprBps: number;
  currentLimitCents: number;
  requestedLimitCents: number | null;
  proposedLimitCents: number | null;
  maxSupportedLimitCents: number | null;
  approvedLimitCents: number | null;
  declineReasons: Array<string>;
  staffNote: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  issuerAppliedAt: string | null;
  issuerFailedAt: string | null;
  createdAt: string;
  canDecide: boolean;
  declineReasonChoices: Array<{ code: string; notice: string }>;
};

export type OpsCreditLimitRequestQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type OpsCreditLimitRequestQuery = {
  opsCreditLimitRequest: {
    id: number;
    status: string;
    version: number;
    accountId: number;
    holderName: string;
    holderEmail: string;
    annualIncome: number;
    monthlyHousingCost: number;
    financialCommitments: number | null;
    ageYears: number | null;
    aprBps: number;
    currentLimitCents: number;
    requestedLimitCents: number | null;
    proposedLimitCents: number | null;
    maxSupportedLimitCents: number | null;
    approvedLimitCents: number | null;
    declineReasons: Array<string>;
    staffNote: string | null;
    decidedBy: string | null;
    decidedAt: string | null;
    issuerAppliedAt: string | null;
    issuerFailedAt: string | null;
    createdAt: string;
    canDecide: boolean;
    declineReasonChoices: Array<{ code: string; notice: string }>;
  };
};

export type OpsDecideCreditLimitRequestMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  version: Scalars['Int']['input'];
  outcome: Scalars['String']['input'];
  approvedLimit?: InputMaybe<Scalars['Int']['input']>;
  reasons?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
}>;

export type OpsDecideCreditLimitRequestMutation = {
  opsDecideCreditLimitRequest: {
    id: number;
    status: string;
    version: number;
    accountId: number;
    holderName: string;
    holderEmail: string;
    annualIncome: number;
    monthlyHousingCost: number;
    financialCommitments: number | null;
    ageYears: number | null;
    aprBps: number;
    currentLimitCents: number;
    requestedLimitCents: number | null;
    proposedLimitCents: number | null;
    maxSupportedLimitCents: number | null;
    approvedLimitCents: number | null;
    declineReasons: Array<string>;
    staffNote: string | null;
    decidedBy: string | null;
    decidedAt: string | null;
    issuerAppliedAt: string | null;
    issuerFailedAt: string | null;
    createdAt: string;
    canDecide: boolean;
    declineReasonChoices: Array<{ code: string; notice: string }>;
  };
};

export type OpsPaperDeliveryQueryVariables = Exact<{
  applicationId: Scalars['Int']['input'];
}>;

export type OpsPaperDeliveryQuery = {
  opsPaperDelivery: {
    emailBounced: boolean;
    consent: { state: string; changedAt: string | null };
    letters: Array<{
      id: string;
      kind: string;
      title: string;
      status: string;
      toAddress: string;
      expectedDelivery: string | null;
      createdAt: string;
    }>;
  };
};

export type MyStaffPasskeysQueryVariables = Exact<{ [key: string]: never }>;

export type MyStaffPasskeysQuery = {
  myStaffPasskeys: Array<{ id: string; name: string; createdAt: string; lastUsedAt: string | null }>;
};

export type StaffPasskeyRegistrationOptionsMutationVariables = Exact<{ [key: string]: never }>;

export type StaffPasskeyRegistrationOptionsMutation = { staffPasskeyRegistrationOptions: string };

export type AddStaffPasskeyMutationVariables = Exact<{
  response: Scalars['String']['input'];
  name: Scalars['String']['input'];
}>;

export type AddStaffPasskeyMutation = {
  addStaffPasskey: { id: string; name: string; createdAt: string; lastUsedAt: string | null };
};

export type RemoveStaffPasskeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;

export type RemoveStaffPasskeyMutation = { removeStaffPasskey: boolean };

export type StaffPasskeySignInOptionsMutationVariables = Exact<{ [key: string]: never }>;

export type StaffPasskeySignInOptionsMutation = { staffPasskeySignInOptions: string };

export type StaffPasskeySignInMutationVariables = Exact<{
  response: Scalars['String']['input'];
}>;

export type StaffPasskeySignInMutation = { staffPasskeySignIn: { email: string; role: string } };

export type MyStaffSessionsQueryVariables = Exact<{ [key: string]: never }>;

export type MyStaffSessionsQuery = {
  myStaffSessions: Array<{
    id: string;
    staffId: string;
    staffEmail: string;
    staffRole: string;
    startedAt: string;
    lastSeenAt: string;
    ip: string | null;
    device: string;
    current: boolean;
  }>;
};

export type AllStaffSessionsQueryVariables = Exact<{ [key: string]: never }>;

export type AllStaffSessionsQuery = {
  staffSessions: Array<{
    id: string;
    staffId: string;
    staffEmail: string;
    staffRole: string;
    startedAt: string;
    lastSeenAt: string;
    ip: string | null;
    device: string;
    current: boolean;
  }>;
};

export type StaffSignOutOtherSessionsMutationVariables = Exact<{ [key: string]: never }>;

export type StaffSignOutOtherSessionsMutation = { staffSignOutOtherSessions: number };

export type StaffSignOutEverywhereMutationVariables = Exact<{
  staffId: Scalars['ID']['input'];
}>;

export type StaffSignOutEverywhereMutation = { staffSignOutEverywhere: number };

export type OpsDailySummaryQueryVariables = Exact<{
  day?: InputMaybe<Scalars['String']['input']>;
}>;

export type OpsDailySummaryQuery = {
  opsDailySummary: {
    day: string;
    countedAt: string;
    counts: {
      applicationsSubmitted: number;
      approved: number;
      declined: number;
      referred: number;
      informationRequested: number;
      closedIncomplete: number;
      changeRequestsOpened: number;
      changeRequestsDecided: number;
    };
    openCases: { total: number; overdue: number; dueSoon: number; unassigned: number };
    staff: Array<{ staffId: string; email: string; openClaims: number; actionsTaken: number }>;
  };
};

export type OpsWaitlistQueryVariables = Exact<{
  status?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type OpsWaitlistQuery = {
  opsWaitlist: {
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: string;
      email: string;
      status: string;
      joinedAt: string;
      confirmedAt: string | null;
      unsubscribedAt: string | null;
    }>;
    counts: { pending: number; confirmed: number; unsubscribed: number };
  };
};

export type AutopayFieldsFragment = {
  amountChoice: string;
  fixedAmountCents: number | null;
  nextPaymentDate: string | null;
  bankAccount: { id: number; institutionName: string; subtype: string; mask: string; linkedAt: string };
};

export type MyAutopayQueryVariables = Exact<{ [key: string]: never }>;

export type MyAutopayQuery = {
  myAutopay: {
    amountChoice: string;
    fixedAmountCents: number | null;
    nextPaymentDate: string | null;
    bankAccount: { id: number; institutionName: string; subtype: string; mask: string; linkedAt: string };
  } | null;
};

export type SetAutopayMutationVariables = Exact<{
  bankAccountId: Scalars['Int']['input'];
  amountChoice: Scalars['String']['input'];
  fixedAmountCents?: InputMaybe<Scalars['Int']['input']>;
}>;

export type SetAutopayMutation = {
  setAutopay: {
    amountChoice: string;
    fixedAmountCents: number | null;
    nextPaymentDate: string | null;
    bankAccount: { id: number; institutionName: string; subtype: string; mask: string; linkedAt: string };
  };
};

export type TurnOffAutopayMutationVariables = Exact<{ [key: string]: never }>;

export type TurnOffAutopayMutation = { turnOffAutopay: boolean };

export type MyCardNoticePreferencesQueryVariables = Exact<{ [key: string]: never }>;

export type MyCardNoticePreferencesQuery = {
  myCardNoticePreferences: Array<{ kind: string; enabled: boolean; required: boolean }>;
};

export type SetCardNoticePreferenceMutationVariables = Exact<{
  kind: Scalars['String']['input'];
  enabled: Scalars['Boolean']['input'];
}>;

export type SetCardNoticePreferenceMutation = {
  setCardNoticePreference: Array<{ kind: string; enabled: boolean; required: boolean }>;
};

export type PaymentBankAccountFieldsFragment = {
  id: number;
  institutionName: string;
  subtype: string;
  mask: string;
  linkedAt: string;
};

export type MyPaymentBankAccountsQueryVariables = Exact<{ [key: string]: never }>;

export type MyPaymentBankAccountsQuery = {
  myPaymentBankAccounts: Array<{
    id: number;
    institutionName: string;
    subtype: string;
    mask: string;
    linkedAt: string;
  }>;
};

export type CreatePaymentLinkTokenMutationVariables = Exact<{ [key: string]: never }>;

export type CreatePaymentLinkTokenMutation = { createPaymentLinkToken: string };

export type LinkPaymentBankAccountMutationVariables = Exact<{
  publicToken: Scalars['String']['input'];
  plaidAccountId?: InputMaybe<Scalars['String']['input']>;
}>;

export type LinkPaymentBankAccountMutation = {
  linkPaymentBankAccount: { id: number; institutionName: string; subtype: string; mask: string; linkedAt: string };
};

export type MyPaymentOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type MyPaymentOptionsQuery = {
  myPaymentOptions: {
    currentBalanceCents: number;
    statementBalanceCents: number;
    minimumDueCents: number;
    statementBalanceRemainingCents: number;
    dueDate: string | null;
    creditDateIfPaidNow: string;
    latestScheduleDate: string;
  } | null;
};

export type CardPaymentFieldsFragment = {
  id: number;
  amountCents: number;
  amountChoice: string;
  status: string;
  creditDate: string;
  autopay: boolean;
  createdAt: string;
  postedAt: string | null;
  returnedAt: string | null;
  returnCode: string | null;
  returnReason: string | null;
  bankAccount: { id: number; institutionName: string; subtype: string; mask: string; linkedAt: string };
};

export type MyPaymentsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;

export type MyPaymentsQuery = {
  myPayments: Array<{
    id: number;
    amountCents: number;
    amountChoice: string;
    status: string;
    creditDate: string;
    autopay: boolean;
    createdAt: string;
    postedAt: string | null;
    returnedAt: string | null;
    returnCode: string | null;
    returnReason: string | null;
    bankAccount: { id: number; institutionName: string; subtype: string; mask: string; linkedAt: string };
  }>;
};

export type MakeCardPaymentMutationVariables = Exact<{
  idempotencyKey: Scalars['String']['input'];
  bankAccountId: Scalars['Int']['input'];
  amountChoice: Scalars['String']['input'];
  amountCents?: InputMaybe<Scalars['Int']['input']>;
  scheduledFor?: InputMaybe<Scalars['String']['input']>;
}>;

export type MakeCardPaymentMutation = {
  makeCardPayment: {
    id: number;
    amountCents: number;
    amountChoice: string;
    status: string;
    creditDate: string;
    autopay: boolean;
    createdAt: string;
    postedAt: string | null;
    returnedAt: string | null;
    returnCode: string | null;
    returnReason: string | null;
    bankAccount: { id: number; institutionName: string; subtype: string; mask: string; linkedAt: string };
  };
};

export type CancelCardPaymentMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type CancelCardPaymentMutation = {
  cancelCardPayment: {
    id: number;
    amountCents: number;
    amountChoice: string;
    status: string;
    creditDate: string;
    autopay: boolean;
    createdAt: string;
    postedAt: string | null;
    returnedAt: string | null;
    returnCode: string | null;
    returnReason: string | null;
    bankAccount: { id: number; institutionName: string; subtype: string; mask: string; linkedAt: string };
  };
};

export type MyCardBalanceQueryVariables = Exact<{ [key: string]: never }>;

export type MyCardBalanceQuery = {
  myCardBalance: { currentBalanceCents: number; availableCreditCents: number; creditLimitCents: number } | null;
};

export type StatementFieldsFragment = {
  id: number;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  previousBalanceCents: number;
  paymentsCents: number;
  creditsCents: number;
  purchasesCents: number;
  feesCents: number;
  interestCents: number;
  balanceCents: number;
  minimumDueCents: number;
  aprBps: number | null;
  cashBackEarnedCents: number;
  paidOnTime: boolean;
  pdfPath: string;
};

export type MyStatementsQueryVariables = Exact<{ [key: string]: never }>;

export type MyStatementsQuery = {
  myStatements: Array<{
    id: number;
    periodStart: string;
    periodEnd: string;
    dueDate: string;
    previousBalanceCents: number;
    paymentsCents: number;
    creditsCents: number;
    purchasesCents: number;
    feesCents: number;
    interestCents: number;
    balanceCents: number;
    minimumDueCents: number;
    aprBps: number | null;
    cashBackEarnedCents: number;
    paidOnTime: boolean;
    pdfPath: string;
  }>;
};

export type MyStatementQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type MyStatementQuery = {
  myStatement: {
    id: number;
    periodStart: string;
    periodEnd: string;
    dueDate: string;
    previousBalanceCents: number;
    paymentsCents: number;
    creditsCents: number;
    purchasesCents: number;
    feesCents: number;
    interestCents: number;
    balanceCents: number;
    minimumDueCents: number;
    aprBps: number | null;
    cashBackEarnedCents: number;
    paidOnTime: boolean;
    pdfPath: string;
  } | null;
};

export type TransactionFieldsFragment = {
  id: string;
  kind: string;
  status: string;
  amountCents: number;
  description: string;
  postedAt: string;
  cashBackCents: number | null;
};

export type MyTransactionsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  statementId?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;

export type MyTransactionsQuery = {
  myTransactions: {
    nextCursor: string | null;
    items: Array<{
      id: string;
      kind: string;
      status: string;
      amountCents: number;
      description: string;
      postedAt: string;
      cashBackCents: number | null;
    }>;
  };
};

export type CardAccountFieldsFragment = {
  creditLimitCents: number;
  ssnNeeded: boolean;
  ssnDeadline: string | null;
  ssnLastFour: string | null;
  card: {
    id: number;
    status: string;
    lastFour: string;
    expiry: string;
    lockReason: string | null;
    activatedAt: string | null;
  };
  replacement: { reason: string; requestedAt: string; replacedLastFour: string; status: string } | null;
};

export type MyCardQueryVariables = Exact<{ [key: string]: never }>;

export type MyCardQuery = {
  myCard: {
    creditLimitCents: number;
    ssnNeeded: boolean;
    ssnDeadline: string | null;
    ssnLastFour: string | null;
    card: {
      id: number;
      status: string;
      lastFour: string;
      expiry: string;
      lockReason: string | null;
      activatedAt: string | null;
    };
    replacement: { reason: string; requestedAt: string; replacedLastFour: string; status: string } | null;
  } | null;
};

export type ActivateCardMutationVariables = Exact<{
  lastFour: Scalars['String']['input'];
  expiry: Scalars['String']['input'];
}>;

export type ActivateCardMutation = {
  activateCard: {
    creditLimitCents: number;
    ssnNeeded: boolean;
    ssnDeadline: string | null;
    ssnLastFour: string | null;
    card: {
      id: number;
      status: string;
      lastFour: string;
      expiry: string;
      lockReason: string | null;
      activatedAt: string | null;
    };
    replacement: { reason: string; requestedAt: string; replacedLastFour: string; status: string } | null;
  };
};

export type LockCardMutationVariables = Exact<{ [key: string]: never }>;

export type LockCardMutation = {
  lockCard: {
    creditLimitCents: number;
    ssnNeeded: boolean;
    ssnDeadline: string | null;
    ssnLastFour: string | null;
    card: {
      id: number;
      status: string;
      lastFour: string;
      expiry: string;
      lockReason: string | null;
      activatedAt: string | null;
    };
    replacement: { reason: string; requestedAt: string; replacedLastFour: string; status: string } | null;
  };
};

export type UnlockCardMutationVariables = Exact<{ [key: string]: never }>;

export type UnlockCardMutation = {
  unlockCard: {
    creditLimitCents: number;
    ssnNeeded: boolean;
    ssnDeadline: string | null;
    ssnLastFour: string | null;
    card: {
      id: number;
      status: string;
      lastFour: string;
      expiry: string;
      lockReason: string | null;
      activatedAt: string | null;
    };
    replacement: { reason: string; requestedAt: string; replacedLastFour: string; status: string } | null;
  };
};

export type ReplaceCardMutationVariables = Exact<{
  cardId: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
}>;

export type ReplaceCardMutation = {
  replaceCard: {
    creditLimitCents: number;
    ssnNeeded: boolean;
    ssnDeadline: string | null;
    ssnLastFour: string | null;
    card: {
      id: number;
      status: string;
      lastFour: string;
      expiry: string;
      lockReason: string | null;
      activatedAt: string | null;
    };
    replacement: { reason: string; requestedAt: string; replacedLastFour: string; status: string } | null;
  };
};

export type CardAccountTermsQueryVariables = Exact<{ [key: string]: never }>;

export type CardAccountTermsQuery = {
  myCard: {
    status: string;
    aprBps: number | null;
    creditLimitCents: number;
    closure: {
      closedAt: string;
      balanceOwedCents: number;
      cashBackPayoutCents: number;
      cashBackPayoutTo: string | null;
      cashBackPayoutBy: string | null;
      cashBackPayoutStatus: string;
    } | null;
  } | null;
};

export type CardOverviewDueQueryVariables = Exact<{ [key: string]: never }>;

export type CardOverviewDueQuery = {
  myCardBalance: { currentBalanceCents: number; availableCreditCents: number; creditLimitCents: number } | null;
  myPaymentOptions: {
    currentBalanceCents: number;
    minimumDueCents: number;
    statementBalanceCents: number;
    dueDate: string | null;
  } | null;
  myAutopay: { amountChoice: string; fixedAmountCents: number | null; nextPaymentDate: string | null } | null;
};

export type CardOverviewTransactionsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;

export type CardOverviewTransactionsQuery = {
  myTransactions: {
    items: Array<{
      id: string;
      kind: string;
      status: string;
      amountCents: number;
      description: string;
      postedAt: string;
    }>;
  };
};

export type CardholderPhoneQueryVariables = Exact<{ [key: string]: never }>;

export type CardholderPhoneQuery = { myPhone: { verifiedAt: string } | null };

export type CashBackBankAccountsQueryVariables = Exact<{ [key: string]: never }>;

export type CashBackBankAccountsQuery = {
  myPaymentBankAccounts: Array<{ id: number; institutionName: string; subtype: string; mask: string }>;
};

export type CashBackDepositsQueryVariables = Exact<{ [key: string]: never }>;

export type CashBackDepositsQuery = {
  myRewards: {
    deposits: Array<{ id: number; amountCents: number; destination: string; status: string; createdAt: string }>;
  } | null;
};

export type RewardsFieldsFragment = {
  rateBasisPoints: number;
  baseRateBasisPoints: number;
  capped: boolean;
  balanceCents: number;
  cycleEligibleCents: number;
  cycleCapCents: number;
  onTimePayments: number;
  onTimePaymentsNeeded: number;
  daysPastDue: number;
  canRedeem: boolean;
  boosts: Array<{ activatedAt: string; endsAt: string }>;
  recent: Array<{ id: number; kind: string; amountCents: number; description: string; createdAt: string }>;
};

export type MyRewardsQueryVariables = Exact<{ [key: string]: never }>;

export type MyRewardsQuery = {
  myRewards: {
    rateBasisPoints: number;
    baseRateBasisPoints: number;
    capped: boolean;
    balanceCents: number;
    cycleEligibleCents: number;
    cycleCapCents: number;
    onTimePayments: number;
    onTimePaymentsNeeded: number;
    daysPastDue: number;
    canRedeem: boolean;
    boosts: Array<{ activatedAt: string; endsAt: string }>;
    recent: Array<{ id: number; kind: string; amountCents: number; description: string; createdAt: string }>;
  } | null;
};

export type RedeemCashBackMutationVariables = Exact<{
  requestId: Scalars['String']['input'];
  destination?: InputMaybe<Scalars['String']['input']>;
  bankAccountId?: InputMaybe<Scalars['Int']['input']>;
}>;

export type RedeemCashBackMutation = {
  redeemCashBack: {
    rateBasisPoints: number;
    baseRateBasisPoints: number;
    capped: boolean;
    balanceCents: number;
    cycleEligibleCents: number;
    cycleCapCents: number;
    onTimePayments: number;
    onTimePaymentsNeeded: number;
    daysPastDue: number;
    canRedeem: boolean;
    boosts: Array<{ activatedAt: string; endsAt: string }>;
    recent: Array<{ id: number; kind: string; amountCents: number; description: string; createdAt: string }>;
  };
};

export type ScraRateCapQueryVariables = Exact<{ [key: string]: never }>;

export type ScraRateCapQuery = {
  myScraRateCap: {
    status: string;
    activeDutyStartDate: string;
    accountOpenedOn: string;
    cappedAprBps: number | null;
    effectiveFrom: string | null;
    creditedCents: number | null;
  } | null;
};

export type AddCardholderSsnMutationVariables = Exact<{
  ssn: Scalars['String']['input'];
}>;

export type AddCardholderSsnMutation = {
  addCardholderSsn: {
    creditLimitCents: number;
    ssnNeeded: boolean;
    ssnDeadline: string | null;
    ssnLastFour: string | null;
    card: {
      id: number;
      status: string;
      lastFour: string;
      expiry: string;
      lockReason: string | null;
      activatedAt: string | null;
    };
    replacement: { reason: string; requestedAt: string; replacedLastFour: string; status: string } | null;
  };
};

export type CardClosingStateQueryVariables = Exact<{ [key: string]: never }>;

export type CardClosingStateQuery = {
  myCard: {
    status: string;
    card: { lastFour: string };
    closure: {
      closedAt: string;
      balanceOwedCents: number;
      cashBackPayoutCents: number;
      cashBackForfeitedCents: number;
      cashBackPayoutTo: string | null;
      cashBackPayoutBy: string | null;
      cashBackPayoutStatus: string;
    } | null;
  } | null;
};

export type CardClosingPreviewQueryVariables = Exact<{ [key: string]: never }>;

export type CardClosingPreviewQuery = {
  myCardClosingPreview: {
    balanceOwedCents: number;
    cashBackCents: number;
    cashBackForfeitedCents: number;
    cashBackPayoutBy: string;
    pendingPayments: number;
    autopayOn: boolean;
  } | null;
};

export type CloseCardAccountMutationVariables = Exact<{
  cashBackBankAccountId?: InputMaybe<Scalars['Int']['input']>;
}>;

export type CloseCardAccountMutation = {
  closeCardAccount: {
    status: string;
    card: { lastFour: string };
    closure: {
      closedAt: string;
      balanceOwedCents: number;
      cashBackPayoutCents: number;
      cashBackForfeitedCents: number;
      cashBackPayoutTo: string | null;
      cashBackPayoutBy: string | null;
      cashBackPayoutStatus: string;
    } | null;
  };
};

export type CreditLimitStateQueryVariables = Exact<{ [key: string]: never }>;

export type CreditLimitStateQuery = {
  myCard: {
    status: string;
    creditLimitCents: number;
    aprBps: number | null;
    card: { status: string; lastFour: string };
  } | null;
  myCreditLimitIncreaseRequests: Array<{
    id: number;
    status: string;
    currentLimitCents: number;
    requestedLimitCents: number | null;
    approvedLimitCents: number | null;
    declineReasons: Array<string>;
    createdAt: string;
    decidedAt: string | null;
  }>;
};

export type RequestCreditLimitIncreaseMutationVariables = Exact<{
  annualIncome: Scalars['Int']['input'];
  monthlyHousingCost: Scalars['Int']['input'];
  requestedLimit?: InputMaybe<Scalars['Int']['input']>;
}>;

export type RequestCreditLimitIncreaseMutation = {
  requestCreditLimitIncrease: {
    id: number;
    status: string;
    currentLimitCents: number;
    requestedLimitCents: number | null;
    approvedLimitCents: number | null;
    declineReasons: Array<string>;
    createdAt: string;
    decidedAt: string | null;
  };
};

export type ChangeRequestFieldsFragment = {
  id: number;
  status: string;
  codes: Array<string>;
  submittedAt: string;
  createdAt: string;
  closedAt: string | null;
  declineReason: string | null;
};

export type ChangeRequestFileFieldsFragment = {
  id: number;
  fileName: string;
  fileType: string | null;
  contentType: string;
  byteSize: number;
  version: number;
  uploadedAt: string;
};

export type GetChangeRequestQueryVariables = Exact<{
  uuid: Scalars['String']['input'];
}>;

export type GetChangeRequestQuery = {
  getChangeRequest: {
    currentAddress: string;
    changeRequestData: {
      id: number;
      status: string;
      codes: Array<string>;
      submittedAt: string;
      createdAt: string;
      closedAt: string | null;
      declineReason: string | null;
    } | null;
  };
};

export type MyChangeRequestsQueryVariables = Exact<{ [key: string]: never }>;

export type MyChangeRequestsQuery = {
  myChangeRequests: Array<{
    id: number;
    status: string;
    codes: Array<string>;
    submittedAt: string;
    createdAt: string;
    closedAt: string | null;
    declineReason: string | null;
  }>;
};

export type GetChangeRequestFilesQueryVariables = Exact<{
  uuid: Scalars['String']['input'];
  changeRequestId: Scalars['Int']['input'];
}>;

export type GetChangeRequestFilesQuery = {
  getFiles: {
    proofOfName: Array<{
      id: number;
      fileName: string;
      fileType: string | null;
      contentType: string;
      byteSize: number;
      version: number;
      uploadedAt: string;
    }>;
    proofOfAddress: Array<{
      id: number;
      fileName: string;
      fileType: string | null;
      contentType: string;
      byteSize: number;
      version: number;
      uploadedAt: string;
    }>;
    proofOfSCRA: Array<{
      id: number;
      fileName: string;
      fileType: string | null;
      contentType: string;
      byteSize: number;
      version: number;
      uploadedAt: string;
    }>;
  };
};

export type StartChangeRequestMutationVariables = Exact<{
  codes: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;

export type StartChangeRequestMutation = {
  startChangeRequest: {
    id: number;
    status: string;
    codes: Array<string>;
    submittedAt: string;
    createdAt: string;
    closedAt: string | null;
    declineReason: string | null;
  };
};

export type SubmitChangeRequestMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  data: Array<ChangeRequestFieldInput> | ChangeRequestFieldInput;
}>;

export type SubmitChangeRequestMutation = {
  submitChangeRequest: {
    id: number;
    status: string;
    codes: Array<string>;
    submittedAt: string;
    createdAt: string;
    closedAt: string | null;
    declineReason: string | null;
  };
};

export type CancelChangeRequestMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type CancelChangeRequestMutation = {
  cancelChangeRequest: {
    id: number;
    status: string;
    codes: Array<string>;
    submittedAt: string;
    createdAt: string;
    closedAt: string | null;
    declineReason: string | null;
  };
};

export type RemoveChangeRequestFileMutationVariables = Exact<{
  fileId: Scalars['Int']['input'];
}>;

export type RemoveChangeRequestFileMutation = { removeFile: boolean };

export type SendContactMessageMutationVariables = Exact<{
  name: Scalars['String']['input'];
  email: Scalars['String']['input'];
  topic: Scalars['String']['input'];
  message: Scalars['String']['input'];
  recaptchaToken?: InputMaybe<Scalars['String']['input']>;
}>;

export type SendContactMessageMutation = { sendContactMessage: boolean };

export type CreditCheckFieldsFragment = {
  status: string;
  canRetry: boolean;
  updatedAt: string;
  bureau: { name: string; address: string; phone: string; website: string } | null;
};

export type GetCreditCheckQueryVariables = Exact<{ [key: string]: never }>;

export type GetCreditCheckQuery = {
  getCreditCheck: {
    status: string;
    canRetry: boolean;
    updatedAt: string;
    bureau: { name: string; address: string; phone: string; website: string } | null;
  } | null;
};

export type RetryCreditCheckMutationVariables = Exact<{ [key: string]: never }>;

export type RetryCreditCheckMutation = {
  retryCreditCheck: {
    status: string;
    canRetry: boolean;
    updatedAt: string;
    bureau: { name: string; address: string; phone: string; website: string } | null;
  };
};

export type PrequalifyMutationVariables = Exact<{
  input: PrequalificationInput;
  recaptchaToken?: InputMaybe<Scalars['String']['input']>;
}>;

export type PrequalifyMutation = {
  prequalify: {
    outcome: string;
    aprLow: number | null;
    aprHigh: number | null;
    indicativeLimit: number | null;
    identityConfirmationNeeded: boolean;
    answersCarryOver: boolean;
    creditReportUsed: boolean;
    reasons: Array<{ code: string; text: string }>;
    bureau: { name: string; address: string; phone: string; website: string };
    creditScore: {
      value: number;
      model: string;
      rangeLow: number;
      rangeHigh: number;
      scoredOn: string;
      keyFactors: Array<string>;
    } | null;
  };
};

export type MyApplicationProgressQueryVariables = Exact<{ [key: string]: never }>;

export type MyApplicationProgressQuery = {
  myApplicationProgress: {
    applicationId: number;
    stage: string;
    submittedAt: string | null;
    canApplyAgainFrom: string | null;
    informationRequest: {
      deadline: string;
      requestedAt: string;
      noticeUrl: string | null;
      closingNoticeUrl: string | null;
      items: Array<{ code: string; reason: string; uploadTypes: Array<string>; received: boolean }>;
    } | null;
  } | null;
};

export type MyDecisionQueryVariables = Exact<{ [key: string]: never }>;

export type MyDecisionQuery = {
  myDecision: {
    outcome: string;
    creditLimit: number | null;
    aprPercent: number | null;
    reasons: Array<string>;
    notices: Array<{ id: string; kind: string; downloadUrl: string | null; sentAt: string }>;
  } | null;
};

export type MyNoticesQueryVariables = Exact<{ [key: string]: never }>;

export type MyNoticesQuery = {
  myNotices: Array<{ id: string; applicationId: number; kind: string; downloadUrl: string | null; sentAt: string }>;
};

export type WixTokenAuthQueryVariables = Exact<{ [key: string]: never }>;

export type WixTokenAuthQuery = { wixTokenAuth: string };

export type GetReferrerUserQueryVariables = Exact<{
  inviteCode: Scalars['String']['input'];
}>;

export type GetReferrerUserQuery = { getReferrerUser: string | null };

export type MyInviteCodeQueryVariables = Exact<{ [key: string]: never }>;

export type MyInviteCodeQuery = {
  myInviteCode: { code: string; link: string };
  myReferrals: { joined: number; activated: number; activatedTooLate: number; activatedWhileNotInGoodStanding: number };
};

export type RemindMeEmailMutationVariables = Exact<{
  email: Scalars['String']['input'];
  referrerName?: InputMaybe<Scalars['String']['input']>;
  inviteCode: Scalars['String']['input'];
  version: Scalars['String']['input'];
}>;

export type RemindMeEmailMutation = { remindMeEmail: boolean };

export type ValidatePreApprovedCodeMutationVariables = Exact<{
  inviteCode: Scalars['String']['input'];
}>;

export type ValidatePreApprovedCodeMutation = { validatePreApprovedCode: boolean };

export type FeatureFlagsQueryVariables = Exact<{ [key: string]: never }>;

export type FeatureFlagsQuery = {
  featureFlags: Array<{
    key: string;
    enabled: boolean;
    defaultVariant: string;
    variants: Array<{ name: string; type: string; value: string }>;
    allocation: Array<{ variant: string; percent: number }>;
  }>;
};

export type WizardDraftFieldsFragment = {
  id: number | null;
  createdAt: string | null;
  specialTreatment: string | null;
  stepName: string | null;
  inUS: boolean | null;
  dob: string | null;
  expectedRelocationDate: string | null;
  permanentResident: boolean | null;
  residenceStatusUS: string | null;
  residenceStatusUSOther: string | null;
  timeInUS: string | null;
  ssn: string | null;
  identificationNo: string | null;
  numberOfDependents: number | null;
  sentilinkApproval: boolean | null;
  identityActionsFlagged: boolean | null;
  street: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  foreignStreet: string | null;
  foreignCity: string | null;
  foreignPostalCode: string | null;
  foreignCountry: string | null;
  mobilePhone: string | null;
  smsConsent: boolean | null;
  employmentStatus: string | null;
  employerName: string | null;
  employerWebsite: string | null;
  jobTitle: string | null;
  timeWithEmployer: string | null;
  assignedAtClientLocation: boolean | null;
  clientName: string | null;
  clientWebsite: string | null;
  firstJob: boolean | null;
  prevEmployerName: string | null;
  prevEmployerWebsite: string | null;
  prevEmployerCountry: string | null;
  prevJobTitle: string | null;
  timeWithPreviousEmployer: string | null;
  income: number | null;
  residenceType: string | null;
  accommodationCost: number | null;
  financialCommitments: number | null;
  ATPApproval: boolean | null;
  plaidConnectionStatus: boolean | null;
  employerVerifiedByPlaid: boolean | null;
  plaidExitReason: string | null;
  plaidExitReasonOther: string | null;
  plaidExitPopupOpenedAt: number | null;
  employerVerificationMethod: string | null;
  employerVerified: boolean | null;
  employerAddress: string | null;
  employerAddress2: string | null;
  employerCity: string | null;
  employerState: string | null;
  employerZipCode: string | null;
  shipToHome: boolean | null;
  workEmail: string | null;
  workEmailVerificationFlag: boolean | null;
  userEmailIsWorkEmail: boolean | null;
  acceptDisclosures: boolean | null;
  passportUploaded: boolean | null;
  visaIsSupportingDocument: boolean | null;
  visaUploaded: boolean | null;
  supportingDocumentUploaded: boolean | null;
  greenCardUploaded: boolean | null;
  proofOfIncomeUploaded: boolean | null;
  proofOfResidenceUploaded: boolean | null;
  IDDocType: string | null;
};

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AccountApplicationFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment AccountApplicationFields on ApplicationStatus {
  status
  submissionDate
  canApplyAgainFrom
  startedAt
  closedAt
}
    `,
  { fragmentName: 'AccountApplicationFields' },
) as unknown as TypedDocumentString<AccountApplicationFieldsFragment, unknown>;
export const IdentityResponseFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment IdentityResponseFields on IdentityResponse {
  transactionId
  result
  questions {
    type
    prompt
    answer
  }
  message
}
    `,
  { fragmentName: 'IdentityResponseFields' },
) as unknown as TypedDocumentString<IdentityResponseFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment UserFields on User {
  id
  firstName
  lastName
  email
  role
  token
  inviteCode
  isCardHolder
}
    `,
  { fragmentName: 'UserFields' },
) as unknown as TypedDocumentString<UserFieldsFragment, unknown>;
export const OpsDecisionFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment OpsDecisionFields on OpsDecision {
  id
  decidedAt
  outcome
  source
  actor
  policyVersion
  reasons
  reasonDetails {
    code
    text
  }
  creditLimit
  trigger
}
    `,
  { fragmentName: 'OpsDecisionFields' },
) as unknown as TypedDocumentString<OpsDecisionFieldsFragment, unknown>;
export const OpsCaseAssigneeFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment OpsCaseAssigneeFields on OpsCaseAssignee {
  staffId
  email
  claimedAt
  isMe
  canRelease
}
    `,
  { fragmentName: 'OpsCaseAssigneeFields' },
) as unknown as TypedDocumentString<OpsCaseAssigneeFieldsFragment, unknown>;
export const OpsActionFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment OpsActionFields on OpsActionResult {
  applicationId
  version
  status
}
    `,
  { fragmentName: 'OpsActionFields' },
) as unknown as TypedDocumentString<OpsActionFieldsFragment, unknown>;
export const OpsChangeRequestViewFragmentDoc = new TypedDocumentString(
  `
    fragment OpsChangeRequestView on OpsChangeRequestView {
  request {
    id
    status
    codes
    submittedAt
    closedAt
    data {
      fieldName
      fieldValue
    }
    declineReason
  }
  applicantName
  applicantEmail
  currentName
  currentAddress
  currentScraBenefitSince
  scraRateCap {
    accountOpenedOn
    activeDutyStartDate
    debtPredatesService
    capApplied
    appliedAt
    aprBeforeBps
    cappedAprBps
    effectiveFrom
    creditedCents
  }
  files {
    id
    fileName
    fileType
    contentType
    byteSize
    version
    uploadedAt
  }
  decidedBy
  allowedActions
}
    `,
  { fragmentName: 'OpsChangeRequestView' },
) as unknown as TypedDocumentString<OpsChangeRequestViewFragment, unknown>;
export const OpsCreditLimitViewFragmentDoc = new TypedDocumentString(
  `
    fragment OpsCreditLimitView on OpsCreditLimitRequestView {
  id
  status
  version
  accountId
  holderName
  holderEmail
  annualIncome
  monthlyHousingCost
  financialCommitments
  ageYears
  aprBps
  currentLimitCents
  requestedLimitCents
  proposedLimitCents
  maxSupportedLimitCents
  approvedLimitCents
  declineReasons
  staffNote
  decidedBy
  decidedAt
  issuerAppliedAt
  issuerFailedAt
  createdAt
  canDecide
  declineReasonChoices {
    code
    notice
  }
}
    `,
  { fragmentName: 'OpsCreditLimitView' },
) as unknown as TypedDocumentString<OpsCreditLimitViewFragment, unknown>;
export const PaymentBankAccountFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment PaymentBankAccountFields on PaymentBankAccount {
  id
  institutionName
  subtype
  mask
  linkedAt
}
    `,
  { fragmentName: 'PaymentBankAccountFields' },
) as unknown as TypedDocumentString<PaymentBankAccountFieldsFragment, unknown>;
export const AutopayFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment AutopayFields on Autopay {
  amountChoice
  fixedAmountCents
  bankAccount {
    ...PaymentBankAccountFields
  }
  nextPaymentDate
}
    fragment PaymentBankAccountFields on PaymentBankAccount {
  id
  institutionName
  subtype
  mask
  linkedAt
}`,
  { fragmentName: 'AutopayFields' },
) as unknown as TypedDocumentString<AutopayFieldsFragment, unknown>;
export const CardPaymentFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment CardPaymentFields on CardPayment {
  id
  amountCents
  amountChoice
  status
  creditDate
  bankAccount {
    ...PaymentBankAccountFields
  }
  autopay
  createdAt
  postedAt
  returnedAt
  returnCode
  returnReason
}
    fragment PaymentBankAccountFields on PaymentBankAccount {
  id
  institutionName
  subtype
  mask
  linkedAt
}`,
  { fragmentName: 'CardPaymentFields' },
) as unknown as TypedDocumentString<CardPaymentFieldsFragment, unknown>;
export const StatementFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment StatementFields on CardStatement {
  id
  periodStart
  periodEnd
  dueDate
  previousBalanceCents
  paymentsCents
  creditsCents
  purchasesCents
  feesCents
  interestCents
  balanceCents
  minimumDueCents
  aprBps
  cashBackEarnedCents
  paidOnTime
  pdfPath
}
    `,
  { fragmentName: 'StatementFields' },
) as unknown as TypedDocumentString<StatementFieldsFragment, unknown>;
export const TransactionFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment TransactionFields on CardTransaction {
  id
  kind
  status
  amountCents
  description
  postedAt
  cashBackCents
}
    `,
  { fragmentName: 'TransactionFields' },
) as unknown as TypedDocumentString<TransactionFieldsFragment, unknown>;
export const CardAccountFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment CardAccountFields on CardAccount {
  card {
    id
    status
    lastFour
    expiry
    lockReason
    activatedAt
  }
  creditLimitCents
  ssnNeeded
  ssnDeadline
  ssnLastFour
  replacement {
    reason
    requestedAt
    replacedLastFour
    status
  }
}
    `,
  { fragmentName: 'CardAccountFields' },
) as unknown as TypedDocumentString<CardAccountFieldsFragment, unknown>;
export const RewardsFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment RewardsFields on Rewards {
  rateBasisPoints
  baseRateBasisPoints
  boosts {
    activatedAt
    endsAt
  }
  capped
  balanceCents
  cycleEligibleCents
  cycleCapCents
  onTimePayments
  onTimePaymentsNeeded
  daysPastDue
  canRedeem
  recent {
    id
    kind
    amountCents
    description
    createdAt
  }
}
    `,
  { fragmentName: 'RewardsFields' },
) as unknown as TypedDocumentString<RewardsFieldsFragment, unknown>;
export const ChangeRequestFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment ChangeRequestFields on ChangeRequest {
  id
  status
  codes
  submittedAt
  createdAt
  closedAt
  declineReason
}
    `,
  { fragmentName: 'ChangeRequestFields' },
) as unknown as TypedDocumentString<ChangeRequestFieldsFragment, unknown>;
export const ChangeRequestFileFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment ChangeRequestFileFields on ChangeRequestFile {
  id
  fileName
  fileType
  contentType
  byteSize
  version
  uploadedAt
}
    `,
  { fragmentName: 'ChangeRequestFileFields' },
) as unknown as TypedDocumentString<ChangeRequestFileFieldsFragment, unknown>;
export const CreditCheckFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment CreditCheckFields on CreditCheck {
  status
  bureau {
    name
    address
    phone
    website
  }
  canRetry
  updatedAt
}
    `,
  { fragmentName: 'CreditCheckFields' },
) as unknown as TypedDocumentString<CreditCheckFieldsFragment, unknown>;
export const WizardDraftFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment WizardDraftFields on ApplicationCache {
  id
  createdAt
  specialTreatment
  stepName
  inUS
  dob
  expectedRelocationDate
  permanentResident
  residenceStatusUS
  residenceStatusUSOther
  timeInUS
  ssn
  identificationNo
  numberOfDependents
  sentilinkApproval
  identityActionsFlagged
  street
  street2
  city
  state
  zip
  foreignStreet
  foreignCity
  foreignPostalCode
  foreignCountry
  mobilePhone
  smsConsent
  employmentStatus
  employerName
  employerWebsite
  jobTitle
  timeWithEmployer
  assignedAtClientLocation
  clientName
  clientWebsite
  firstJob
  prevEmployerName
  prevEmployerWebsite
  prevEmployerCountry
  prevJobTitle
  timeWithPreviousEmployer
  income
  residenceType
  accommodationCost
  financialCommitments
  ATPApproval
  plaidConnectionStatus
  employerVerifiedByPlaid
  plaidExitReason
  plaidExitReasonOther
  plaidExitPopupOpenedAt
  employerVerificationMethod
  employerVerified
  employerAddress
  employerAddress2
  employerCity
  employerState
  employerZipCode
  shipToHome
  workEmail
  workEmailVerificationFlag
  userEmailIsWorkEmail
  acceptDisclosures
  passportUploaded
  visaIsSupportingDocument
  visaUploaded
  supportingDocumentUploaded
  greenCardUploaded
  proofOfIncomeUploaded
  proofOfResidenceUploaded
  IDDocType
}
    `,
  { fragmentName: 'WizardDraftFields' },
) as unknown as TypedDocumentString<WizardDraftFieldsFragment, unknown>;
export const AccountProfileDocument = new TypedDocumentString(`
    query AccountProfile($uuid: String!) {
  getChangeRequest(uuid: $uuid) {
    currentAddress
    scraBenefitSince
  }
}
    `) as unknown as TypedDocumentString<AccountProfileQuery, AccountProfileQueryVariables>;
export const AccountApplicationStatusDocument = new TypedDocumentString(`
    query AccountApplicationStatus {
  getApplicationStatus {
    ...AccountApplicationFields
  }
}
    fragment AccountApplicationFields on ApplicationStatus {
  status
  submissionDate
  canApplyAgainFrom
  startedAt
  closedAt
}`) as unknown as TypedDocumentString<AccountApplicationStatusQuery, AccountApplicationStatusQueryVariables>;
export const AccountCancelApplicationDocument = new TypedDocumentString(`
    mutation AccountCancelApplication {
  applicationUpdateStatusUser(status: "canceled") {
    ...AccountApplicationFields
  }
}
    fragment AccountApplicationFields on ApplicationStatus {
  status
  submissionDate
  canApplyAgainFrom
  startedAt
  closedAt
}`) as unknown as TypedDocumentString<AccountCancelApplicationMutation, AccountCancelApplicationMutationVariables>;
export const MyPromoCodeDocument = new TypedDocumentString(`
    query MyPromoCode {
  myPromoCode
}
    `) as unknown as TypedDocumentString<MyPromoCodeQuery, MyPromoCodeQueryVariables>;
export const MyPaperDocumentsDocument = new TypedDocumentString(`
    query MyPaperDocuments {
  myPaperDocuments {
    consent {
      state
      changedAt
    }
    mailingAddress
    emailBounced
    documents {
      kind
      id
      title
      date
    }
    letters {
      id
      title
      status
      expectedDelivery
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<MyPaperDocumentsQuery, MyPaperDocumentsQueryVariables>;
export const WithdrawEsignConsentDocument = new TypedDocumentString(`
    mutation WithdrawEsignConsent {
  withdrawEsignConsent {
    consent {
      state
      changedAt
    }
  }
}
    `) as unknown as TypedDocumentString<WithdrawEsignConsentMutation, WithdrawEsignConsentMutationVariables>;
export const GiveEsignConsentDocument = new TypedDocumentString(`
    mutation GiveEsignConsent {
  giveEsignConsent {
    consent {
      state
      changedAt
    }
  }
}
    `) as unknown as TypedDocumentString<GiveEsignConsentMutation, GiveEsignConsentMutationVariables>;
export const RequestPaperCopyDocument = new TypedDocumentString(`
    mutation RequestPaperCopy($kind: String!, $id: String!, $requestKey: ID!) {
  requestPaperCopy(kind: $kind, id: $id, requestKey: $requestKey) {
    id
    title
    status
    expectedDelivery
    createdAt
  }
}
    `) as unknown as TypedDocumentString<RequestPaperCopyMutation, RequestPaperCopyMutationVariables>;
export const PendingEmailChangeDocument = new TypedDocumentString(`
    query PendingEmailChange {
  pendingEmailChange {
    newEmail
    requestedAt
    linkExpiresAt
  }
}
    `) as unknown as TypedDocumentString<PendingEmailChangeQuery, PendingEmailChangeQueryVariables>;
export const RequestEmailChangeDocument = new TypedDocumentString(`
    mutation RequestEmailChange($newEmail: String!) {
  requestEmailChange(newEmail: $newEmail) {
    newEmail
    requestedAt
    linkExpiresAt
  }
}
    `) as unknown as TypedDocumentString<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const CancelEmailChangeDocument = new TypedDocumentString(`
    mutation CancelEmailChange {
  cancelEmailChange
}
    `) as unknown as TypedDocumentString<CancelEmailChangeMutation, CancelEmailChangeMutationVariables>;
export const ConfirmEmailChangeDocument = new TypedDocumentString(`
    mutation ConfirmEmailChange($hash: String!) {
  confirmEmailChange(hash: $hash)
}
    `) as unknown as TypedDocumentString<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const UndoEmailChangeDocument = new TypedDocumentString(`
    mutation UndoEmailChange($hash: String!) {
  undoEmailChange(hash: $hash)
}
    `) as unknown as TypedDocumentString<UndoEmailChangeMutation, UndoEmailChangeMutationVariables>;
export const MyPasskeysDocument = new TypedDocumentString(`
    query MyPasskeys {
  myPasskeys {
    passkeyAfterPassword
    passkeys {
      id
      name
      createdAt
      lastUsedAt
    }
  }
}
    `) as unknown as TypedDocumentString<MyPasskeysQuery, MyPasskeysQueryVariables>;
export const PasskeyRegistrationOptionsDocument = new TypedDocumentString(`
    mutation PasskeyRegistrationOptions {
  passkeyRegistrationOptions
}
    `) as unknown as TypedDocumentString<
  PasskeyRegistrationOptionsMutation,
  PasskeyRegistrationOptionsMutationVariables
>;
export const AddPasskeyDocument = new TypedDocumentString(`
    mutation AddPasskey($response: String!, $name: String!) {
  addPasskey(response: $response, name: $name) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AddPasskeyMutation, AddPasskeyMutationVariables>;
export const RemovePasskeyDocument = new TypedDocumentString(`
    mutation RemovePasskey($id: ID!) {
  removePasskey(id: $id)
}
    `) as unknown as TypedDocumentString<RemovePasskeyMutation, RemovePasskeyMutationVariables>;
export const SetPasskeyAfterPasswordDocument = new TypedDocumentString(`
    mutation SetPasskeyAfterPassword($on: Boolean!) {
  setPasskeyAfterPassword(on: $on)
}
    `) as unknown as TypedDocumentString<SetPasskeyAfterPasswordMutation, SetPasskeyAfterPasswordMutationVariables>;
export const PasskeyStepUpOptionsDocument = new TypedDocumentString(`
    mutation PasskeyStepUpOptions {
  passkeyStepUpOptions
}
    `) as unknown as TypedDocumentString<PasskeyStepUpOptionsMutation, PasskeyStepUpOptionsMutationVariables>;
export const CompleteStepUpWithPasskeyDocument = new TypedDocumentString(`
    mutation CompleteStepUpWithPasskey($response: String!) {
  completeStepUpWithPasskey(response: $response) {
    method
    validUntil
  }
}
    `) as unknown as TypedDocumentString<CompleteStepUpWithPasskeyMutation, CompleteStepUpWithPasskeyMutationVariables>;
export const MyPhoneDocument = new TypedDocumentString(`
    query MyPhone {
  myPhone {
    phoneNumber
    display
    verifiedAt
  }
}
    `) as unknown as TypedDocumentString<MyPhoneQuery, MyPhoneQueryVariables>;
export const StartPhoneVerificationDocument = new TypedDocumentString(`
    mutation StartPhoneVerification($phoneNumber: String!) {
  startPhoneVerification(phoneNumber: $phoneNumber) {
    phoneNumber
    display
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<StartPhoneVerificationMutation, StartPhoneVerificationMutationVariables>;
export const ConfirmPhoneVerificationDocument = new TypedDocumentString(`
    mutation ConfirmPhoneVerification($code: String!) {
  confirmPhoneVerification(code: $code) {
    phoneNumber
    display
    verifiedAt
  }
}
    `) as unknown as TypedDocumentString<ConfirmPhoneVerificationMutation, ConfirmPhoneVerificationMutationVariables>;
export const MySessionsDocument = new TypedDocumentString(`
    query MySessions {
  mySessions {
    id
    device
    country
    startedAt
    lastSeenAt
    current
  }
}
    `) as unknown as TypedDocumentString<MySessionsQuery, MySessionsQueryVariables>;
export const SignOutSessionDocument = new TypedDocumentString(`
    mutation SignOutSession($id: ID!) {
  signOutSession(id: $id)
}
    `) as unknown as TypedDocumentString<SignOutSessionMutation, SignOutSessionMutationVariables>;
export const SignOutOtherSessionsDocument = new TypedDocumentString(`
    mutation SignOutOtherSessions {
  signOutOtherSessions
}
    `) as unknown as TypedDocumentString<SignOutOtherSessionsMutation, SignOutOtherSessionsMutationVariables>;
export const StepUpOptionsDocument = new TypedDocumentString(`
    query StepUpOptions {
  stepUpOptions {
    methods
    windowSeconds
  }
}
    `) as unknown as TypedDocumentString<StepUpOptionsQuery, StepUpOptionsQueryVariables>;
export const SendStepUpCodeDocument = new TypedDocumentString(`
    mutation SendStepUpCode($method: String!) {
  sendStepUpCode(method: $method) {
    method
    sentTo
  }
}
    `) as unknown as TypedDocumentString<SendStepUpCodeMutation, SendStepUpCodeMutationVariables>;
export const CompleteStepUpDocument = new TypedDocumentString(`
    mutation CompleteStepUp($method: String!, $code: String!) {
  completeStepUp(method: $method, code: $code) {
    method
    validUntil
  }
}
    `) as unknown as TypedDocumentString<CompleteStepUpMutation, CompleteStepUpMutationVariables>;
export const GetApplicationCacheDocument = new TypedDocumentString(`
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
    fragment WizardDraftFields on ApplicationCache {
  id
  createdAt
  specialTreatment
  stepName
  inUS
  dob
  expectedRelocationDate
  permanentResident
  residenceStatusUS
  residenceStatusUSOther
  timeInUS
  ssn
  identificationNo
  numberOfDependents
  sentilinkApproval
  identityActionsFlagged
  street
  street2
  city
  state
  zip
  foreignStreet
  foreignCity
  foreignPostalCode
  foreignCountry
  mobilePhone
  smsConsent
  employmentStatus
  employerName
  employerWebsite
  jobTitle
  timeWithEmployer
  assignedAtClientLocation
  clientName
  clientWebsite
  firstJob
  prevEmployerName
  prevEmployerWebsite
  prevEmployerCountry
  prevJobTitle
  timeWithPreviousEmployer
  income
  residenceType
  accommodationCost
  financialCommitments
  ATPApproval
  plaidConnectionStatus
  employerVerifiedByPlaid
  plaidExitReason
  plaidExitReasonOther
  plaidExitPopupOpenedAt
  employerVerificationMethod
  employerVerified
  employerAddress
  employerAddress2
  employerCity
  employerState
  employerZipCode
  shipToHome
  workEmail
  workEmailVerificationFlag
  userEmailIsWorkEmail
  acceptDisclosures
  passportUploaded
  visaIsSupportingDocument
  visaUploaded
  supportingDocumentUploaded
  greenCardUploaded
  proofOfIncomeUploaded
  proofOfResidenceUploaded
  IDDocType
}`) as unknown as TypedDocumentString<GetApplicationCacheQuery, GetApplicationCacheQueryVariables>;
export const CalculateAtpApprovalDocument = new TypedDocumentString(`
    mutation CalculateATPApproval($income: Int, $accommodationCost: Int, $financialCommitments: Int, $residenceType: String) {
  calculateATPApproval(
    income: $income
    accommodationCost: $accommodationCost
    financialCommitments: $financialCommitments
    residenceType: $residenceType
  ) {
    isApproved
  }
}
    `) as unknown as TypedDocumentString<CalculateAtpApprovalMutation, CalculateAtpApprovalMutationVariables>;
export const CheckScoreDocument = new TypedDocumentString(`
    query CheckScore($applicationId: Int!, $createdAt: String, $firstName: String, $lastName: String, $dob: String, $ssn: String, $street: String, $zip: String, $city: String, $state: String) {
  checkScore(
    applicationId: $applicationId
    createdAt: $createdAt
    firstName: $firstName
    lastName: $lastName
    dob: $dob
    ssn: $ssn
    street: $street
    zip: $zip
    city: $city
    state: $state
  )
}
    `) as unknown as TypedDocumentString<CheckScoreQuery, CheckScoreQueryVariables>;
export const IdentityActionsFlaggedDocument = new TypedDocumentString(`
    query IdentityActionsFlagged {
  getApplicationCache {
    identityActionsFlagged
  }
}
    `) as unknown as TypedDocumentString<IdentityActionsFlaggedQuery, IdentityActionsFlaggedQueryVariables>;
export const GetApplicationFilesDocument = new TypedDocumentString(`
    query GetApplicationFiles($applicationId: Int!, $fileType: String!) {
  getApplicationFiles(applicationId: $applicationId, fileType: $fileType) {
    id
    fileName
    fileType
    isDocumentExpired
    isDocumentMismatch
    isRecognized
    isValid
    version
    expiresOn
    problems
    contentType
    uploadedAt
  }
}
    `) as unknown as TypedDocumentString<GetApplicationFilesQuery, GetApplicationFilesQueryVariables>;
export const RemoveFileDocument = new TypedDocumentString(`
    mutation RemoveFile($fileId: Int!, $applicationId: Int) {
  removeFile(fileId: $fileId, applicationId: $applicationId)
}
    `) as unknown as TypedDocumentString<RemoveFileMutation, RemoveFileMutationVariables>;
export const ApplicationSaveDocument = new TypedDocumentString(`
    mutation ApplicationSave {
  applicationSave {
    status
    submissionDate
  }
}
    `) as unknown as TypedDocumentString<ApplicationSaveMutation, ApplicationSaveMutationVariables>;
export const ApplicationSubmitDocument = new TypedDocumentString(`
    mutation ApplicationSubmit($sessionID: String) {
  applicationSubmit(sessionID: $sessionID) {
    status
    submissionDate
  }
}
    `) as unknown as TypedDocumentString<ApplicationSubmitMutation, ApplicationSubmitMutationVariables>;
export const ResendVerificationEmailDocument = new TypedDocumentString(`
    query ResendVerificationEmail($email: String!) {
  resendVerificationEmail(email: $email)
}
    `) as unknown as TypedDocumentString<ResendVerificationEmailQuery, ResendVerificationEmailQueryVariables>;
export const ScheduleRelocationReminderDocument = new TypedDocumentString(`
    mutation ScheduleRelocationReminder {
  scheduleRelocationReminder {
    scheduledFor
    email
  }
}
    `) as unknown as TypedDocumentString<
  ScheduleRelocationReminderMutation,
  ScheduleRelocationReminderMutationVariables
>;
export const ApplicationCacheSaveDocument = new TypedDocumentString(`
    mutation ApplicationCacheSave($input: DraftChanges!, $expectedVersion: Int) {
  applicationCacheSave(input: $input, expectedVersion: $expectedVersion) {
    isSaved
    stepName
    version
  }
}
    `) as unknown as TypedDocumentString<ApplicationCacheSaveMutation, ApplicationCacheSaveMutationVariables>;
export const CreatePlaidLinkTokenDocument = new TypedDocumentString(`
    mutation CreatePlaidLinkToken($applicationId: Int) {
  createPlaidLinkToken(applicationId: $applicationId)
}
    `) as unknown as TypedDocumentString<CreatePlaidLinkTokenMutation, CreatePlaidLinkTokenMutationVariables>;
export const SavePlaidEventsDataDocument = new TypedDocumentString(`
    mutation SavePlaidEventsData($applicationId: Int!, $eventName: String!, $institutionName: String, $linkSessionId: String, $exitStatus: String, $errorCode: String) {
  savePlaidEventsData(
    applicationId: $applicationId
    eventName: $eventName
    institutionName: $institutionName
    linkSessionId: $linkSessionId
    exitStatus: $exitStatus
    errorCode: $errorCode
  )
}
    `) as unknown as TypedDocumentString<SavePlaidEventsDataMutation, SavePlaidEventsDataMutationVariables>;
export const SaveUserPlaidInformationDocument = new TypedDocumentString(`
    mutation SaveUserPlaidInformation($publicToken: String!, $applicationId: Int!) {
  saveUserPlaidInformation(
    publicToken: $publicToken
    applicationId: $applicationId
  )
}
    `) as unknown as TypedDocumentString<SaveUserPlaidInformationMutation, SaveUserPlaidInformationMutationVariables>;
export const EmployerVerifiedByPlaidDocument = new TypedDocumentString(`
    query EmployerVerifiedByPlaid($applicationId: Int!) {
  employerVerifiedByPlaid(applicationId: $applicationId)
}
    `) as unknown as TypedDocumentString<EmployerVerifiedByPlaidQuery, EmployerVerifiedByPlaidQueryVariables>;
export const SendWorkEmailConfirmationDocument = new TypedDocumentString(`
    mutation SendWorkEmailConfirmation($id: Int!, $email: String!) {
  sendWorkEmailConfirmation(id: $id, email: $email) {
    status
    email
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<SendWorkEmailConfirmationMutation, SendWorkEmailConfirmationMutationVariables>;
export const GetIdentitySummaryDocument = new TypedDocumentString(`
    query GetIdentitySummary {
  getIdentitySummary {
    result
    mainQResult
    challengeQResult
    mainAnswersSubmitted
    challengeAnswersSubmitted
  }
}
    `) as unknown as TypedDocumentString<GetIdentitySummaryQuery, GetIdentitySummaryQueryVariables>;
export const GetIdentityDocument = new TypedDocumentString(`
    query GetIdentity {
  getIdentity {
    ...IdentityResponseFields
  }
}
    fragment IdentityResponseFields on IdentityResponse {
  transactionId
  result
  questions {
    type
    prompt
    answer
  }
  message
}`) as unknown as TypedDocumentString<GetIdentityQuery, GetIdentityQueryVariables>;
export const SubmitAnswersDocument = new TypedDocumentString(`
    mutation SubmitAnswers($transactionId: String!, $questionsType: String!, $answers: [String!]!) {
  submitAnswers(
    transactionId: $transactionId
    questionsType: $questionsType
    answers: $answers
  ) {
    ...IdentityResponseFields
  }
}
    fragment IdentityResponseFields on IdentityResponse {
  transactionId
  result
  questions {
    type
    prompt
    answer
  }
  message
}`) as unknown as TypedDocumentString<SubmitAnswersMutation, SubmitAnswersMutationVariables>;
export const CheckSessionDocument = new TypedDocumentString(`
    query CheckSession {
  checkSession {
    sessionIsValid
  }
}
    `) as unknown as TypedDocumentString<CheckSessionQuery, CheckSessionQueryVariables>;
export const CheckTokenDocument = new TypedDocumentString(`
    query CheckToken($returnUserData: Boolean) {
  checkToken(returnUserData: $returnUserData) {
    id
    firstName
    lastName
    email
    role
    inviteCode
    isCardHolder
    isSessionValid
  }
}
    `) as unknown as TypedDocumentString<CheckTokenQuery, CheckTokenQueryVariables>;
export const EmailVerificationDocument = new TypedDocumentString(`
    query EmailVerification($verificationHash: String!) {
  emailVerification(verificationHash: $verificationHash) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  firstName
  lastName
  email
  role
  token
  inviteCode
  isCardHolder
}`) as unknown as TypedDocumentString<EmailVerificationQuery, EmailVerificationQueryVariables>;
export const ForgotPasswordDocument = new TypedDocumentString(`
    query ForgotPassword($email: String!, $recaptchaToken: String) {
  forgotPassword(email: $email, recaptchaToken: $recaptchaToken)
}
    `) as unknown as TypedDocumentString<ForgotPasswordQuery, ForgotPasswordQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    query Login($email: String!, $password: String!, $recaptchaToken: String) {
  login(email: $email, password: $password, recaptchaToken: $recaptchaToken) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  firstName
  lastName
  email
  role
  token
  inviteCode
  isCardHolder
}`) as unknown as TypedDocumentString<LoginQuery, LoginQueryVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const PasskeySignInOptionsDocument = new TypedDocumentString(`
    mutation PasskeySignInOptions {
  passkeySignInOptions
}
    `) as unknown as TypedDocumentString<PasskeySignInOptionsMutation, PasskeySignInOptionsMutationVariables>;
export const SignInWithPasskeyDocument = new TypedDocumentString(`
    mutation SignInWithPasskey($response: String!) {
  signInWithPasskey(response: $response) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  firstName
  lastName
  email
  role
  token
  inviteCode
  isCardHolder
}`) as unknown as TypedDocumentString<SignInWithPasskeyMutation, SignInWithPasskeyMutationVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($firstName: String!, $middleName: String, $lastName: String!, $email: String!, $password: String!, $userSetPassword: Boolean, $promoCode: String, $recaptchaToken: String, $REGISTER_ESIGN_DOC_VER: String!, $anonymousID: String, $sessionID: String) {
  register(
    firstName: $firstName
    middleName: $middleName
    lastName: $lastName
    email: $email
    password: $password
    userSetPassword: $userSetPassword
    promoCode: $promoCode
    recaptchaToken: $recaptchaToken
    REGISTER_ESIGN_DOC_VER: $REGISTER_ESIGN_DOC_VER
    anonymousID: $anonymousID
    sessionID: $sessionID
  ) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  firstName
  lastName
  email
  role
  token
  inviteCode
  isCardHolder
}`) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($newPassword: String!, $hash: String!) {
  resetPassword(newPassword: $newPassword, hash: $hash)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ValidatePromoCodeDocument = new TypedDocumentString(`
    mutation ValidatePromoCode($inviteCode: String!) {
  validatePreApprovedCode(inviteCode: $inviteCode)
}
    `) as unknown as TypedDocumentString<ValidatePromoCodeMutation, ValidatePromoCodeMutationVariables>;
export const VerifyResetHashDocument = new TypedDocumentString(`
    mutation VerifyResetHash($hash: String!) {
  resetPassword(verifyHash: true, hash: $hash)
}
    `) as unknown as TypedDocumentString<VerifyResetHashMutation, VerifyResetHashMutationVariables>;
export const OpsApplicationDocument = new TypedDocumentString(`
    query OpsApplication($applicationId: Int!) {
  opsApplication(applicationId: $applicationId) {
    applicationId
    version
    status
    track
    applicantName
    accountEmail
    submittedAt
    regBDeadline
    daysLeft
    clockKind
    clockState
    ssnMasked
    answerGroups {
      title
      answers {
        field
        label
        value
      }
    }
    documents {
      id
      uploadedAt
      version
      isCurrent
      downloadUrl
      fileName
      fileType
      contentType
      isRecognized
      isValid
      isDocumentExpired
      isDocumentMismatch
    }
    checks {
      name
      result
      detail
    }
    creditCheck {
      status
      bureauName
      score
      scoreModel
      keyFactors
      tradelines
      delinquencies
      publicRecords
      inquiriesLast6Months
      fraudAlert
    }
    suggestion {
      ...OpsDecisionFields
    }
    decisions {
      ...OpsDecisionFields
    }
    informationRequested
    assignee {
      ...OpsCaseAssigneeFields
    }
    recommendations {
      id
      outcome
      creditLimit
      reasonDetails {
        code
        text
      }
      note
      staffEmail
      createdAt
    }
    informationRequest {
      id
      items {
        code
        text
      }
      note
      staffEmail
      requestedAt
      deadline
      outstandingCodes
      remindersSent
      closedIncompleteAt
      letters {
        id
        kind
        sentAt
        downloadUrl
      }
    }
    allowedActions
    finalActionRefusal
    timeline {
      id
      at
      kind
      title
      detail
      actor
      fileUrl
      fileLabel
    }
    timelineTruncated
  }
}
    fragment OpsDecisionFields on OpsDecision {
  id
  decidedAt
  outcome
  source
  actor
  policyVersion
  reasons
  reasonDetails {
    code
    text
  }
  creditLimit
  trigger
}
fragment OpsCaseAssigneeFields on OpsCaseAssignee {
  staffId
  email
  claimedAt
  isMe
  canRelease
}`) as unknown as TypedDocumentString<OpsApplicationQuery, OpsApplicationQueryVariables>;
export const OpsRevealSsnDocument = new TypedDocumentString(`
    mutation OpsRevealSsn($applicationId: Int!) {
  opsRevealSsn(applicationId: $applicationId)
}
    `) as unknown as TypedDocumentString<OpsRevealSsnMutation, OpsRevealSsnMutationVariables>;
export const OpsCasesDocument = new TypedDocumentString(`
    query OpsCases($filter: OpsCaseFilter, $page: Int, $pageSize: Int) {
  opsCases(filter: $filter, page: $page, pageSize: $pageSize) {
    items {
      applicationId
      applicantName
      accountEmail
      track
      caseStatus
      submittedAt
      closedAt
      regBDeadline
      daysLeft
      clockKind
      clockState
      suggestion
      suggestionReasons {
        code
        text
      }
      finalDecision
      finalReasons {
        code
        text
      }
      assignee {
        ...OpsCaseAssigneeFields
      }
    }
    total
    page
    pageSize
    changeRequest {
      id
      status
    }
  }
}
    fragment OpsCaseAssigneeFields on OpsCaseAssignee {
  staffId
  email
  claimedAt
  isMe
  canRelease
}`) as unknown as TypedDocumentString<OpsCasesQuery, OpsCasesQueryVariables>;
export const OpsClaimCaseDocument = new TypedDocumentString(`
    mutation OpsClaimCase($applicationId: Int!) {
  opsClaimCase(applicationId: $applicationId) {
    applicationId
    assignee {
      ...OpsCaseAssigneeFields
    }
  }
}
    fragment OpsCaseAssigneeFields on OpsCaseAssignee {
  staffId
  email
  claimedAt
  isMe
  canRelease
}`) as unknown as TypedDocumentString<OpsClaimCaseMutation, OpsClaimCaseMutationVariables>;
export const OpsReleaseCaseDocument = new TypedDocumentString(`
    mutation OpsReleaseCase($applicationId: Int!) {
  opsReleaseCase(applicationId: $applicationId) {
    applicationId
    assignee {
      ...OpsCaseAssigneeFields
    }
  }
}
    fragment OpsCaseAssigneeFields on OpsCaseAssignee {
  staffId
  email
  claimedAt
  isMe
  canRelease
}`) as unknown as TypedDocumentString<OpsReleaseCaseMutation, OpsReleaseCaseMutationVariables>;
export const OpsRequestInformationDocument = new TypedDocumentString(`
    mutation OpsRequestInformation($applicationId: Int!, $expectedVersion: Int!, $codes: [String!]!, $note: String) {
  opsRequestInformation(
    applicationId: $applicationId
    expectedVersion: $expectedVersion
    codes: $codes
    note: $note
  ) {
    ...OpsActionFields
  }
}
    fragment OpsActionFields on OpsActionResult {
  applicationId
  version
  status
}`) as unknown as TypedDocumentString<OpsRequestInformationMutation, OpsRequestInformationMutationVariables>;
export const OpsRecommendDocument = new TypedDocumentString(`
    mutation OpsRecommend($applicationId: Int!, $expectedVersion: Int!, $outcome: String!, $creditLimit: Int, $reasonCodes: [String!], $note: String) {
  opsRecommend(
    applicationId: $applicationId
    expectedVersion: $expectedVersion
    outcome: $outcome
    creditLimit: $creditLimit
    reasonCodes: $reasonCodes
    note: $note
  ) {
    ...OpsActionFields
  }
}
    fragment OpsActionFields on OpsActionResult {
  applicationId
  version
  status
}`) as unknown as TypedDocumentString<OpsRecommendMutation, OpsRecommendMutationVariables>;
export const OpsApproveDocument = new TypedDocumentString(`
    mutation OpsApprove($applicationId: Int!, $expectedVersion: Int!, $creditLimit: Int!, $note: String) {
  opsApprove(
    applicationId: $applicationId
    expectedVersion: $expectedVersion
    creditLimit: $creditLimit
    note: $note
  ) {
    ...OpsActionFields
  }
}
    fragment OpsActionFields on OpsActionResult {
  applicationId
  version
  status
}`) as unknown as TypedDocumentString<OpsApproveMutation, OpsApproveMutationVariables>;
export const OpsDeclineDocument = new TypedDocumentString(`
    mutation OpsDecline($applicationId: Int!, $expectedVersion: Int!, $reasonCodes: [String!]!, $note: String) {
  opsDecline(
    applicationId: $applicationId
    expectedVersion: $expectedVersion
    reasonCodes: $reasonCodes
    note: $note
  ) {
    ...OpsActionFields
  }
}
    fragment OpsActionFields on OpsActionResult {
  applicationId
  version
  status
}`) as unknown as TypedDocumentString<OpsDeclineMutation, OpsDeclineMutationVariables>;
export const StaffEnrolmentDocument = new TypedDocumentString(`
    query StaffEnrolment($token: String!) {
  staffEnrolment(token: $token) {
    email
    role
    totpSecret
    otpauthUri
  }
}
    `) as unknown as TypedDocumentString<StaffEnrolmentQuery, StaffEnrolmentQueryVariables>;
export const EnrolStaffDocument = new TypedDocumentString(`
    mutation EnrolStaff($token: String!, $password: String!, $code: String!) {
  enrolStaff(token: $token, password: $password, code: $code) {
    email
    role
  }
}
    `) as unknown as TypedDocumentString<EnrolStaffMutation, EnrolStaffMutationVariables>;
export const StaffSignInDocument = new TypedDocumentString(`
    mutation StaffSignIn($email: String!, $password: String!, $code: String!) {
  staffSignIn(email: $email, password: $password, code: $code) {
    email
    role
  }
}
    `) as unknown as TypedDocumentString<StaffSignInMutation, StaffSignInMutationVariables>;
export const CurrentStaffDocument = new TypedDocumentString(`
    query CurrentStaff {
  currentStaff {
    email
    role
  }
}
    `) as unknown as TypedDocumentString<CurrentStaffQuery, CurrentStaffQueryVariables>;
export const StaffSignOutDocument = new TypedDocumentString(`
    mutation StaffSignOut {
  staffSignOut
}
    `) as unknown as TypedDocumentString<StaffSignOutMutation, StaffSignOutMutationVariables>;
export const OpsAuditEventsDocument = new TypedDocumentString(`
    query OpsAuditEvents($filter: AuditEventFilter, $after: String, $first: Int) {
  auditEvents(filter: $filter, after: $after, first: $first) {
    events {
      id
      occurredAt
      actorType
      actorId
      actorEmail
      action
      subjectType
      subjectId
      ip
      before
      after
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<OpsAuditEventsQuery, OpsAuditEventsQueryVariables>;
export const OpsChangeRequestsDocument = new TypedDocumentString(`
    query OpsChangeRequests($status: String, $page: Int, $pageSize: Int) {
  opsChangeRequests(status: $status, page: $page, pageSize: $pageSize) {
    items {
      id
      status
      codes
      applicantName
      submittedAt
      ageDays
    }
    total
    page
    pageSize
  }
}
    `) as unknown as TypedDocumentString<OpsChangeRequestsQuery, OpsChangeRequestsQueryVariables>;
export const OpsChangeRequestDocument = new TypedDocumentString(`
    query OpsChangeRequest($id: Int!) {
  opsChangeRequest(id: $id) {
    ...OpsChangeRequestView
  }
}
    fragment OpsChangeRequestView on OpsChangeRequestView {
  request {
    id
    status
    codes
    submittedAt
    closedAt
    data {
      fieldName
      fieldValue
    }
    declineReason
  }
  applicantName
  applicantEmail
  currentName
  currentAddress
  currentScraBenefitSince
  scraRateCap {
    accountOpenedOn
    activeDutyStartDate
    debtPredatesService
    capApplied
    appliedAt
    aprBeforeBps
    cappedAprBps
    effectiveFrom
    creditedCents
  }
  files {
    id
    fileName
    fileType
    contentType
    byteSize
    version
    uploadedAt
  }
  decidedBy
  allowedActions
}`) as unknown as TypedDocumentString<OpsChangeRequestQuery, OpsChangeRequestQueryVariables>;
export const OpsApproveChangeRequestDocument = new TypedDocumentString(`
    mutation OpsApproveChangeRequest($id: Int!) {
  opsApproveChangeRequest(id: $id) {
    ...OpsChangeRequestView
  }
}
    fragment OpsChangeRequestView on OpsChangeRequestView {
  request {
    id
    status
    codes
    submittedAt
    closedAt
    data {
      fieldName
      fieldValue
    }
    declineReason
  }
  applicantName
  applicantEmail
  currentName
  currentAddress
  currentScraBenefitSince
  scraRateCap {
    accountOpenedOn
    activeDutyStartDate
    debtPredatesService
    capApplied
    appliedAt
    aprBeforeBps
    cappedAprBps
    effectiveFrom
    creditedCents
  }
  files {
    id
    fileName
    fileType
    contentType
    byteSize
    version
    uploadedAt
  }
  decidedBy
  allowedActions
}`) as unknown as TypedDocumentString<OpsApproveChangeRequestMutation, OpsApproveChangeRequestMutationVariables>;
export const OpsDeclineChangeRequestDocument = new TypedDocumentString(`
    mutation OpsDeclineChangeRequest($id: Int!, $reason: String!) {
  opsDeclineChangeRequest(id: $id, reason: $reason) {
    ...OpsChangeRequestView
  }
}
    fragment OpsChangeRequestView on OpsChangeRequestView {
  request {
    id
    status
    codes
    submittedAt
    closedAt
    data {
      fieldName
      fieldValue
    }
    declineReason
  }
  applicantName
  applicantEmail
  currentName
  currentAddress
  currentScraBenefitSince
  scraRateCap {
    accountOpenedOn
    activeDutyStartDate
    debtPredatesService
    capApplied
    appliedAt
    aprBeforeBps
    cappedAprBps
    effectiveFrom
    creditedCents
  }
  files {
    id
    fileName
    fileType
    contentType
    byteSize
    version
    uploadedAt
  }
  decidedBy
  allowedActions
}`) as unknown as TypedDocumentString<OpsDeclineChangeRequestMutation, OpsDeclineChangeRequestMutationVariables>;
export const OpsCreditLimitRequestsDocument = new TypedDocumentString(`
    query OpsCreditLimitRequests($status: String, $page: Int, $pageSize: Int) {
  opsCreditLimitRequests(status: $status, page: $page, pageSize: $pageSize) {
    items {
      id
      status
      accountId
      holderName
      currentLimitCents
      requestedLimitCents
      proposedLimitCents
      approvedLimitCents
      createdAt
    }
    total
    page
    pageSize
  }
}
    `) as unknown as TypedDocumentString<OpsCreditLimitRequestsQuery, OpsCreditLimitRequestsQueryVariables>;
export const OpsCreditLimitRequestDocument = new TypedDocumentString(`
    query OpsCreditLimitRequest($id: Int!) {
  opsCreditLimitRequest(id: $id) {
    ...OpsCreditLimitView
  }
}
    fragment OpsCreditLimitView on OpsCreditLimitRequestView {
  id
  status
  version
  accountId
  holderName
  holderEmail
  annualIncome
  monthlyHousingCost
  financialCommitments
  ageYears
  aprBps
  currentLimitCents
  requestedLimitCents
  proposedLimitCents
  maxSupportedLimitCents
  approvedLimitCents
  declineReasons
  staffNote
  decidedBy
  decidedAt
  issuerAppliedAt
  issuerFailedAt
  createdAt
  canDecide
  declineReasonChoices {
    code
    notice
  }
}`) as unknown as TypedDocumentString<OpsCreditLimitRequestQuery, OpsCreditLimitRequestQueryVariables>;
export const OpsDecideCreditLimitRequestDocument = new TypedDocumentString(`
    mutation OpsDecideCreditLimitRequest($id: Int!, $version: Int!, $outcome: String!, $approvedLimit: Int, $reasons: [String!], $note: String) {
  opsDecideCreditLimitRequest(
    id: $id
    version: $version
    outcome: $outcome
    approvedLimit: $approvedLimit
    reasons: $reasons
    note: $note
  ) {
    ...OpsCreditLimitView
  }
}
    fragment OpsCreditLimitView on OpsCreditLimitRequestView {
  id
  status
  version
  accountId
  holderName
  holderEmail
  annualIncome
  monthlyHousingCost
  financialCommitments
  ageYears
  aprBps
  currentLimitCents
  requestedLimitCents
  proposedLimitCents
  maxSupportedLimitCents
  approvedLimitCents
  declineReasons
  staffNote
  decidedBy
  decidedAt
  issuerAppliedAt
  issuerFailedAt
  createdAt
  canDecide
  declineReasonChoices {
    code
    notice
  }
}`) as unknown as TypedDocumentString<
  OpsDecideCreditLimitRequestMutation,
  OpsDecideCreditLimitRequestMutationVariables
>;
export const OpsPaperDeliveryDocument = new TypedDocumentString(`
    query OpsPaperDelivery($applicationId: Int!) {
  opsPaperDelivery(applicationId: $applicationId) {
    consent {
      state
      changedAt
    }
    emailBounced
    letters {
      id
      kind
      title
      status
      toAddress
      expectedDelivery
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<OpsPaperDeliveryQuery, OpsPaperDeliveryQueryVariables>;
export const MyStaffPasskeysDocument = new TypedDocumentString(`
    query MyStaffPasskeys {
  myStaffPasskeys {
    id
    name
    createdAt
    lastUsedAt
  }
}
    `) as unknown as TypedDocumentString<MyStaffPasskeysQuery, MyStaffPasskeysQueryVariables>;
export const StaffPasskeyRegistrationOptionsDocument = new TypedDocumentString(`
    mutation StaffPasskeyRegistrationOptions {
  staffPasskeyRegistrationOptions
}
    `) as unknown as TypedDocumentString<
  StaffPasskeyRegistrationOptionsMutation,
  StaffPasskeyRegistrationOptionsMutationVariables
>;
export const AddStaffPasskeyDocument = new TypedDocumentString(`
    mutation AddStaffPasskey($response: String!, $name: String!) {
  addStaffPasskey(response: $response, name: $name) {
    id
    name
    createdAt
    lastUsedAt
  }
}
    `) as unknown as TypedDocumentString<AddStaffPasskeyMutation, AddStaffPasskeyMutationVariables>;
export const RemoveStaffPasskeyDocument = new TypedDocumentString(`
    mutation RemoveStaffPasskey($id: ID!) {
  removeStaffPasskey(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveStaffPasskeyMutation, RemoveStaffPasskeyMutationVariables>;
export const StaffPasskeySignInOptionsDocument = new TypedDocumentString(`
    mutation StaffPasskeySignInOptions {
  staffPasskeySignInOptions
}
    `) as unknown as TypedDocumentString<StaffPasskeySignInOptionsMutation, StaffPasskeySignInOptionsMutationVariables>;
export const StaffPasskeySignInDocument = new TypedDocumentString(`
    mutation StaffPasskeySignIn($response: String!) {
  staffPasskeySignIn(response: $response) {
    email
    role
  }
}
    `) as unknown as TypedDocumentString<StaffPasskeySignInMutation, StaffPasskeySignInMutationVariables>;
export const MyStaffSessionsDocument = new TypedDocumentString(`
    query MyStaffSessions {
  myStaffSessions {
    id
    staffId
    staffEmail
    staffRole
    startedAt
    lastSeenAt
    ip
    device
    current
  }
}
    `) as unknown as TypedDocumentString<MyStaffSessionsQuery, MyStaffSessionsQueryVariables>;
export const AllStaffSessionsDocument = new TypedDocumentString(`
    query AllStaffSessions {
  staffSessions {
    id
    staffId
    staffEmail
    staffRole
    startedAt
    lastSeenAt
    ip
    device
    current
  }
}
    `) as unknown as TypedDocumentString<AllStaffSessionsQuery, AllStaffSessionsQueryVariables>;
export const StaffSignOutOtherSessionsDocument = new TypedDocumentString(`
    mutation StaffSignOutOtherSessions {
  staffSignOutOtherSessions
}
    `) as unknown as TypedDocumentString<StaffSignOutOtherSessionsMutation, StaffSignOutOtherSessionsMutationVariables>;
export const StaffSignOutEverywhereDocument = new TypedDocumentString(`
    mutation StaffSignOutEverywhere($staffId: ID!) {
  staffSignOutEverywhere(staffId: $staffId)
}
    `) as unknown as TypedDocumentString<StaffSignOutEverywhereMutation, StaffSignOutEverywhereMutationVariables>;
export const OpsDailySummaryDocument = new TypedDocumentString(`
    query OpsDailySummary($day: String) {
  opsDailySummary(day: $day) {
    day
    countedAt
    counts {
      applicationsSubmitted
      approved
      declined
      referred
      informationRequested
      closedIncomplete
      changeRequestsOpened
      changeRequestsDecided
    }
    openCases {
      total
      overdue
      dueSoon
      unassigned
    }
    staff {
      staffId
      email
      openClaims
      actionsTaken
    }
  }
}
    `) as unknown as TypedDocumentString<OpsDailySummaryQuery, OpsDailySummaryQueryVariables>;
export const OpsWaitlistDocument = new TypedDocumentString(`
    query OpsWaitlist($status: String, $page: Int, $pageSize: Int) {
  opsWaitlist(status: $status, page: $page, pageSize: $pageSize) {
    items {
      id
      email
      status
      joinedAt
      confirmedAt
      unsubscribedAt
    }
    total
    page
    pageSize
    counts {
      pending
      confirmed
      unsubscribed
    }
  }
}
    `) as unknown as TypedDocumentString<OpsWaitlistQuery, OpsWaitlistQueryVariables>;
export const MyAutopayDocument = new TypedDocumentString(`
    query MyAutopay {
  myAutopay {
    ...AutopayFields
  }
}
    fragment AutopayFields on Autopay {
  amountChoice
  fixedAmountCents
  bankAccount {
    ...PaymentBankAccountFields
  }
  nextPaymentDate
}
fragment PaymentBankAccountFields on PaymentBankAccount {
  id
  institutionName
  subtype
  mask
  linkedAt
}`) as unknown as TypedDocumentString<MyAutopayQuery, MyAutopayQueryVariables>;
export const SetAutopayDocument = new TypedDocumentString(`
    mutation SetAutopay($bankAccountId: Int!, $amountChoice: String!, $fixedAmountCents: Int) {
  setAutopay(
    bankAccountId: $bankAccountId
    amountChoice: $amountChoice
    fixedAmountCents: $fixedAmountCents
  ) {
    ...AutopayFields
  }
}
    fragment AutopayFields on Autopay {
  amountChoice
  fixedAmountCents
  bankAccount {
    ...PaymentBankAccountFields
  }
  nextPaymentDate
}
fragment PaymentBankAccountFields on PaymentBankAccount {
  id
  institutionName
  subtype
  mask
  linkedAt
}`) as unknown as TypedDocumentString<SetAutopayMutation, SetAutopayMutationVariables>;
export const TurnOffAutopayDocument = new TypedDocumentString(`
    mutation TurnOffAutopay {
  turnOffAutopay
}
    `) as unknown as TypedDocumentString<TurnOffAutopayMutation, TurnOffAutopayMutationVariables>;
export const MyCardNoticePreferencesDocument = new TypedDocumentString(`
    query MyCardNoticePreferences {
  myCardNoticePreferences {
    kind
    enabled
    required
  }
}
    `) as unknown as TypedDocumentString<MyCardNoticePreferencesQuery, MyCardNoticePreferencesQueryVariables>;
export const SetCardNoticePreferenceDocument = new TypedDocumentString(`
    mutation SetCardNoticePreference($kind: String!, $enabled: Boolean!) {
  setCardNoticePreference(kind: $kind, enabled: $enabled) {
    kind
    enabled
    required
  }
}
    `) as unknown as TypedDocumentString<SetCardNoticePreferenceMutation, SetCardNoticePreferenceMutationVariables>;
export const MyPaymentBankAccountsDocument = new TypedDocumentString(`
    query MyPaymentBankAccounts {
  myPaymentBankAccounts {
    ...PaymentBankAccountFields
  }
}
    fragment PaymentBankAccountFields on PaymentBankAccount {
  id
  institutionName
  subtype
  mask
  linkedAt
}`) as unknown as TypedDocumentString<MyPaymentBankAccountsQuery, MyPaymentBankAccountsQueryVariables>;
export const CreatePaymentLinkTokenDocument = new TypedDocumentString(`
    mutation CreatePaymentLinkToken {
  createPaymentLinkToken
}
    `) as unknown as TypedDocumentString<CreatePaymentLinkTokenMutation, CreatePaymentLinkTokenMutationVariables>;
export const LinkPaymentBankAccountDocument = new TypedDocumentString(`
    mutation LinkPaymentBankAccount($publicToken: String!, $plaidAccountId: String) {
  linkPaymentBankAccount(
    publicToken: $publicToken
    plaidAccountId: $plaidAccountId
  ) {
    ...PaymentBankAccountFields
  }
}
    fragment PaymentBankAccountFields on PaymentBankAccount {
  id
  institutionName
  subtype
  mask
  linkedAt
}`) as unknown as TypedDocumentString<LinkPaymentBankAccountMutation, LinkPaymentBankAccountMutationVariables>;
export const MyPaymentOptionsDocument = new TypedDocumentString(`
    query MyPaymentOptions {
  myPaymentOptions {
    currentBalanceCents
    statementBalanceCents
    minimumDueCents
    statementBalanceRemainingCents
    dueDate
    creditDateIfPaidNow
    latestScheduleDate
  }
}
    `) as unknown as TypedDocumentString<MyPaymentOptionsQuery, MyPaymentOptionsQueryVariables>;
export const MyPaymentsDocument = new TypedDocumentString(`
    query MyPayments($first: Int) {
  myPayments(first: $first) {
    ...CardPaymentFields
  }
}
    fragment PaymentBankAccountFields on PaymentBankAccount {
  id
  institutionName
  subtype
  mask
  linkedAt
}
fragment CardPaymentFields on CardPayment {
  id
  amountCents
  amountChoice
  status
  creditDate
  bankAccount {
    ...PaymentBankAccountFields
  }
  autopay
  createdAt
  postedAt
  returnedAt
  returnCode
  returnReason
}`) as unknown as TypedDocumentString<MyPaymentsQuery, MyPaymentsQueryVariables>;
export const MakeCardPaymentDocument = new TypedDocumentString(`
    mutation MakeCardPayment($idempotencyKey: String!, $bankAccountId: Int!, $amountChoice: String!, $amountCents: Int, $scheduledFor: String) {
  makeCardPayment(
    idempotencyKey: $idempotencyKey
    bankAccountId: $bankAccountId
    amountChoice: $amountChoice
    amountCents: $amountCents
    scheduledFor: $scheduledFor
  ) {
    ...CardPaymentFields
  }
}
    fragment PaymentBankAccountFields on PaymentBankAccount {
  id
  institutionName
  subtype
  mask
  linkedAt
}
fragment CardPaymentFields on CardPayment {
  id
  amountCents
  amountChoice
  status
  creditDate
  bankAccount {
    ...PaymentBankAccountFields
  }
  autopay
  createdAt
  postedAt
  returnedAt
  returnCode
  returnReason
}`) as unknown as TypedDocumentString<MakeCardPaymentMutation, MakeCardPaymentMutationVariables>;
export const CancelCardPaymentDocument = new TypedDocumentString(`
    mutation CancelCardPayment($id: Int!) {
  cancelCardPayment(id: $id) {
    ...CardPaymentFields
  }
}
    fragment PaymentBankAccountFields on PaymentBankAccount {
  id
  institutionName
  subtype
  mask
  linkedAt
}
fragment CardPaymentFields on CardPayment {
  id
  amountCents
  amountChoice
  status
  creditDate
  bankAccount {
    ...PaymentBankAccountFields
  }
  autopay
  createdAt
  postedAt
  returnedAt
  returnCode
  returnReason
}`) as unknown as TypedDocumentString<CancelCardPaymentMutation, CancelCardPaymentMutationVariables>;
export const MyCardBalanceDocument = new TypedDocumentString(`
    query MyCardBalance {
  myCardBalance {
    currentBalanceCents
    availableCreditCents
    creditLimitCents
  }
}
    `) as unknown as TypedDocumentString<MyCardBalanceQuery, MyCardBalanceQueryVariables>;
export const MyStatementsDocument = new TypedDocumentString(`
    query MyStatements {
  myStatements {
    ...StatementFields
  }
}
    fragment StatementFields on CardStatement {
  id
  periodStart
  periodEnd
  dueDate
  previousBalanceCents
  paymentsCents
  creditsCents
  purchasesCents
  feesCents
  interestCents
  balanceCents
  minimumDueCents
  aprBps
  cashBackEarnedCents
  paidOnTime
  pdfPath
}`) as unknown as TypedDocumentString<MyStatementsQuery, MyStatementsQueryVariables>;
export const MyStatementDocument = new TypedDocumentString(`
    query MyStatement($id: Int!) {
  myStatement(id: $id) {
    ...StatementFields
  }
}
    fragment StatementFields on CardStatement {
  id
  periodStart
  periodEnd
  dueDate
  previousBalanceCents
  paymentsCents
  creditsCents
  purchasesCents
  feesCents
  interestCents
  balanceCents
  minimumDueCents
  aprBps
  cashBackEarnedCents
  paidOnTime
  pdfPath
}`) as unknown as TypedDocumentString<MyStatementQuery, MyStatementQueryVariables>;
export const MyTransactionsDocument = new TypedDocumentString(`
    query MyTransactions($search: String, $statementId: Int, $after: String, $first: Int) {
  myTransactions(
    search: $search
    statementId: $statementId
    after: $after
    first: $first
  ) {
    items {
      ...TransactionFields
    }
    nextCursor
  }
}
    fragment TransactionFields on CardTransaction {
  id
  kind
  status
  amountCents
  description
  postedAt
  cashBackCents
}`) as unknown as TypedDocumentString<MyTransactionsQuery, MyTransactionsQueryVariables>;
export const MyCardDocument = new TypedDocumentString(`
    query MyCard {
  myCard {
    ...CardAccountFields
  }
}
    fragment CardAccountFields on CardAccount {
  card {
    id
    status
    lastFour
    expiry
    lockReason
    activatedAt
  }
  creditLimitCents
  ssnNeeded
  ssnDeadline
  ssnLastFour
  replacement {
    reason
    requestedAt
    replacedLastFour
    status
  }
}`) as unknown as TypedDocumentString<MyCardQuery, MyCardQueryVariables>;
export const ActivateCardDocument = new TypedDocumentString(`
    mutation ActivateCard($lastFour: String!, $expiry: String!) {
  activateCard(lastFour: $lastFour, expiry: $expiry) {
    ...CardAccountFields
  }
}
    fragment CardAccountFields on CardAccount {
  card {
    id
    status
    lastFour
    expiry
    lockReason
    activatedAt
  }
  creditLimitCents
  ssnNeeded
  ssnDeadline
  ssnLastFour
  replacement {
    reason
    requestedAt
    replacedLastFour
    status
  }
}`) as unknown as TypedDocumentString<ActivateCardMutation, ActivateCardMutationVariables>;
export const LockCardDocument = new TypedDocumentString(`
    mutation LockCard {
  lockCard {
    ...CardAccountFields
  }
}
    fragment CardAccountFields on CardAccount {
  card {
    id
    status
    lastFour
    expiry
    lockReason
    activatedAt
  }
  creditLimitCents
  ssnNeeded
  ssnDeadline
  ssnLastFour
  replacement {
    reason
    requestedAt
    replacedLastFour
    status
  }
}`) as unknown as TypedDocumentString<LockCardMutation, LockCardMutationVariables>;
export const UnlockCardDocument = new TypedDocumentString(`
    mutation UnlockCard {
  unlockCard {
    ...CardAccountFields
  }
}
    fragment CardAccountFields on CardAccount {
  card {
    id
    status
    lastFour
    expiry
    lockReason
    activatedAt
  }
  creditLimitCents
  ssnNeeded
  ssnDeadline
  ssnLastFour
  replacement {
    reason
    requestedAt
    replacedLastFour
    status
  }
}`) as unknown as TypedDocumentString<UnlockCardMutation, UnlockCardMutationVariables>;
export const ReplaceCardDocument = new TypedDocumentString(`
    mutation ReplaceCard($cardId: Int!, $reason: String!) {
  replaceCard(cardId: $cardId, reason: $reason) {
    ...CardAccountFields
  }
}
    fragment CardAccountFields on CardAccount {
  card {
    id
    status
    lastFour
    expiry
    lockReason
    activatedAt
  }
  creditLimitCents
  ssnNeeded
  ssnDeadline
  ssnLastFour
  replacement {
    reason
    requestedAt
    replacedLastFour
    status
  }
}`) as unknown as TypedDocumentString<ReplaceCardMutation, ReplaceCardMutationVariables>;
export const CardAccountTermsDocument = new TypedDocumentString(`
    query CardAccountTerms {
  myCard {
    status
    aprBps
    creditLimitCents
    closure {
      closedAt
      balanceOwedCents
      cashBackPayoutCents
      cashBackPayoutTo
      cashBackPayoutBy
      cashBackPayoutStatus
    }
  }
}
    `) as unknown as TypedDocumentString<CardAccountTermsQuery, CardAccountTermsQueryVariables>;
export const CardOverviewDueDocument = new TypedDocumentString(`
    query CardOverviewDue {
  myCardBalance {
    currentBalanceCents
    availableCreditCents
    creditLimitCents
  }
  myPaymentOptions {
    currentBalanceCents
    minimumDueCents
    statementBalanceCents
    dueDate
  }
  myAutopay {
    amountChoice
    fixedAmountCents
    nextPaymentDate
  }
}
    `) as unknown as TypedDocumentString<CardOverviewDueQuery, CardOverviewDueQueryVariables>;
export const CardOverviewTransactionsDocument = new TypedDocumentString(`
    query CardOverviewTransactions($first: Int) {
  myTransactions(first: $first) {
    items {
      id
      kind
      status
      amountCents
      description
      postedAt
    }
  }
}
    `) as unknown as TypedDocumentString<CardOverviewTransactionsQuery, CardOverviewTransactionsQueryVariables>;
export const CardholderPhoneDocument = new TypedDocumentString(`
    query CardholderPhone {
  myPhone {
    verifiedAt
  }
}
    `) as unknown as TypedDocumentString<CardholderPhoneQuery, CardholderPhoneQueryVariables>;
export const CashBackBankAccountsDocument = new TypedDocumentString(`
    query CashBackBankAccounts {
  myPaymentBankAccounts {
    id
    institutionName
    subtype
    mask
  }
}
    `) as unknown as TypedDocumentString<CashBackBankAccountsQuery, CashBackBankAccountsQueryVariables>;
export const CashBackDepositsDocument = new TypedDocumentString(`
    query CashBackDeposits {
  myRewards {
    deposits {
      id
      amountCents
      destination
      status
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<CashBackDepositsQuery, CashBackDepositsQueryVariables>;
export const MyRewardsDocument = new TypedDocumentString(`
    query MyRewards {
  myRewards {
    ...RewardsFields
  }
}
    fragment RewardsFields on Rewards {
  rateBasisPoints
  baseRateBasisPoints
  boosts {
    activatedAt
    endsAt
  }
  capped
  balanceCents
  cycleEligibleCents
  cycleCapCents
  onTimePayments
  onTimePaymentsNeeded
  daysPastDue
  canRedeem
  recent {
    id
    kind
    amountCents
    description
    createdAt
  }
}`) as unknown as TypedDocumentString<MyRewardsQuery, MyRewardsQueryVariables>;
export const RedeemCashBackDocument = new TypedDocumentString(`
    mutation RedeemCashBack($requestId: String!, $destination: String, $bankAccountId: Int) {
  redeemCashBack(
    requestId: $requestId
    destination: $destination
    bankAccountId: $bankAccountId
  ) {
    ...RewardsFields
  }
}
    fragment RewardsFields on Rewards {
  rateBasisPoints
  baseRateBasisPoints
  boosts {
    activatedAt
    endsAt
  }
  capped
  balanceCents
  cycleEligibleCents
  cycleCapCents
  onTimePayments
  onTimePaymentsNeeded
  daysPastDue
  canRedeem
  recent {
    id
    kind
    amountCents
    description
    createdAt
  }
}`) as unknown as TypedDocumentString<RedeemCashBackMutation, RedeemCashBackMutationVariables>;
export const ScraRateCapDocument = new TypedDocumentString(`
    query ScraRateCap {
  myScraRateCap {
    status
    activeDutyStartDate
    accountOpenedOn
    cappedAprBps
    effectiveFrom
    creditedCents
  }
}
    `) as unknown as TypedDocumentString<ScraRateCapQuery, ScraRateCapQueryVariables>;
export const AddCardholderSsnDocument = new TypedDocumentString(`
    mutation AddCardholderSsn($ssn: String!) {
  addCardholderSsn(ssn: $ssn) {
    ...CardAccountFields
  }
}
    fragment CardAccountFields on CardAccount {
  card {
    id
    status
    lastFour
    expiry
    lockReason
    activatedAt
  }
  creditLimitCents
  ssnNeeded
  ssnDeadline
  ssnLastFour
  replacement {
    reason
    requestedAt
    replacedLastFour
    status
  }
}`) as unknown as TypedDocumentString<AddCardholderSsnMutation, AddCardholderSsnMutationVariables>;
export const CardClosingStateDocument = new TypedDocumentString(`
    query CardClosingState {
  myCard {
    status
    card {
      lastFour
    }
    closure {
      closedAt
      balanceOwedCents
      cashBackPayoutCents
      cashBackForfeitedCents
      cashBackPayoutTo
      cashBackPayoutBy
      cashBackPayoutStatus
    }
  }
}
    `) as unknown as TypedDocumentString<CardClosingStateQuery, CardClosingStateQueryVariables>;
export const CardClosingPreviewDocument = new TypedDocumentString(`
    query CardClosingPreview {
  myCardClosingPreview {
    balanceOwedCents
    cashBackCents
    cashBackForfeitedCents
    cashBackPayoutBy
    pendingPayments
    autopayOn
  }
}
    `) as unknown as TypedDocumentString<CardClosingPreviewQuery, CardClosingPreviewQueryVariables>;
export const CloseCardAccountDocument = new TypedDocumentString(`
    mutation CloseCardAccount($cashBackBankAccountId: Int) {
  closeCardAccount(confirm: true, cashBackBankAccountId: $cashBackBankAccountId) {
    status
    card {
      lastFour
    }
    closure {
      closedAt
      balanceOwedCents
      cashBackPayoutCents
      cashBackForfeitedCents
      cashBackPayoutTo
      cashBackPayoutBy
      cashBackPayoutStatus
    }
  }
}
    `) as unknown as TypedDocumentString<CloseCardAccountMutation, CloseCardAccountMutationVariables>;
export const CreditLimitStateDocument = new TypedDocumentString(`
    query CreditLimitState {
  myCard {
    status
    creditLimitCents
    aprBps
    card {
      status
      lastFour
    }
  }
  myCreditLimitIncreaseRequests {
    id
    status
    currentLimitCents
    requestedLimitCents
    approvedLimitCents
    declineReasons
    createdAt
    decidedAt
  }
}
    `) as unknown as TypedDocumentString<CreditLimitStateQuery, CreditLimitStateQueryVariables>;
export const RequestCreditLimitIncreaseDocument = new TypedDocumentString(`
    mutation RequestCreditLimitIncrease($annualIncome: Int!, $monthlyHousingCost: Int!, $requestedLimit: Int) {
  requestCreditLimitIncrease(
    annualIncome: $annualIncome
    monthlyHousingCost: $monthlyHousingCost
    requestedLimit: $requestedLimit
  ) {
    id
    status
    currentLimitCents
    requestedLimitCents
    approvedLimitCents
    declineReasons
    createdAt
    decidedAt
  }
}
    `) as unknown as TypedDocumentString<
  RequestCreditLimitIncreaseMutation,
  RequestCreditLimitIncreaseMutationVariables
>;
export const GetChangeRequestDocument = new TypedDocumentString(`
    query GetChangeRequest($uuid: String!) {
  getChangeRequest(uuid: $uuid) {
    changeRequestData {
      ...ChangeRequestFields
    }
    currentAddress
  }
}
    fragment ChangeRequestFields on ChangeRequest {
  id
  status
  codes
  submittedAt
  createdAt
  closedAt
  declineReason
}`) as unknown as TypedDocumentString<GetChangeRequestQuery, GetChangeRequestQueryVariables>;
export const MyChangeRequestsDocument = new TypedDocumentString(`
    query MyChangeRequests {
  myChangeRequests {
    ...ChangeRequestFields
  }
}
    fragment ChangeRequestFields on ChangeRequest {
  id
  status
  codes
  submittedAt
  createdAt
  closedAt
  declineReason
}`) as unknown as TypedDocumentString<MyChangeRequestsQuery, MyChangeRequestsQueryVariables>;
export const GetChangeRequestFilesDocument = new TypedDocumentString(`
    query GetChangeRequestFiles($uuid: String!, $changeRequestId: Int!) {
  getFiles(uuid: $uuid, changeRequestId: $changeRequestId) {
    proofOfName {
      ...ChangeRequestFileFields
    }
    proofOfAddress {
      ...ChangeRequestFileFields
    }
    proofOfSCRA {
      ...ChangeRequestFileFields
    }
  }
}
    fragment ChangeRequestFileFields on ChangeRequestFile {
  id
  fileName
  fileType
  contentType
  byteSize
  version
  uploadedAt
}`) as unknown as TypedDocumentString<GetChangeRequestFilesQuery, GetChangeRequestFilesQueryVariables>;
export const StartChangeRequestDocument = new TypedDocumentString(`
    mutation StartChangeRequest($codes: [String!]!) {
  startChangeRequest(codes: $codes) {
    ...ChangeRequestFields
  }
}
    fragment ChangeRequestFields on ChangeRequest {
  id
  status
  codes
  submittedAt
  createdAt
  closedAt
  declineReason
}`) as unknown as TypedDocumentString<StartChangeRequestMutation, StartChangeRequestMutationVariables>;
export const SubmitChangeRequestDocument = new TypedDocumentString(`
    mutation SubmitChangeRequest($id: Int!, $data: [ChangeRequestFieldInput!]!) {
  submitChangeRequest(id: $id, data: $data) {
    ...ChangeRequestFields
  }
}
    fragment ChangeRequestFields on ChangeRequest {
  id
  status
  codes
  submittedAt
  createdAt
  closedAt
  declineReason
}`) as unknown as TypedDocumentString<SubmitChangeRequestMutation, SubmitChangeRequestMutationVariables>;
export const CancelChangeRequestDocument = new TypedDocumentString(`
    mutation CancelChangeRequest($id: Int!) {
  cancelChangeRequest(id: $id) {
    ...ChangeRequestFields
  }
}
    fragment ChangeRequestFields on ChangeRequest {
  id
  status
  codes
  submittedAt
  createdAt
  closedAt
  declineReason
}`) as unknown as TypedDocumentString<CancelChangeRequestMutation, CancelChangeRequestMutationVariables>;
export const RemoveChangeRequestFileDocument = new TypedDocumentString(`
    mutation RemoveChangeRequestFile($fileId: Int!) {
  removeFile(fileId: $fileId)
}
    `) as unknown as TypedDocumentString<RemoveChangeRequestFileMutation, RemoveChangeRequestFileMutationVariables>;
export const SendContactMessageDocument = new TypedDocumentString(`
    mutation SendContactMessage($name: String!, $email: String!, $topic: String!, $message: String!, $recaptchaToken: String) {
  sendContactMessage(
    name: $name
    email: $email
    topic: $topic
    message: $message
    recaptchaToken: $recaptchaToken
  )
}
    `) as unknown as TypedDocumentString<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const GetCreditCheckDocument = new TypedDocumentString(`
    query GetCreditCheck {
  getCreditCheck {
    ...CreditCheckFields
  }
}
    fragment CreditCheckFields on CreditCheck {
  status
  bureau {
    name
    address
    phone
    website
  }
  canRetry
  updatedAt
}`) as unknown as TypedDocumentString<GetCreditCheckQuery, GetCreditCheckQueryVariables>;
export const RetryCreditCheckDocument = new TypedDocumentString(`
    mutation RetryCreditCheck {
  retryCreditCheck {
    ...CreditCheckFields
  }
}
    fragment CreditCheckFields on CreditCheck {
  status
  bureau {
    name
    address
    phone
    website
  }
  canRetry
  updatedAt
}`) as unknown as TypedDocumentString<RetryCreditCheckMutation, RetryCreditCheckMutationVariables>;
export const PrequalifyDocument = new TypedDocumentString(`
    mutation Prequalify($input: PrequalificationInput!, $recaptchaToken: String) {
  prequalify(input: $input, recaptchaToken: $recaptchaToken) {
    outcome
    aprLow
    aprHigh
    indicativeLimit
    reasons {
      code
      text
    }
    identityConfirmationNeeded
    bureau {
      name
      address
      phone
      website
    }
    answersCarryOver
    creditReportUsed
    creditScore {
      value
      model
      rangeLow
      rangeHigh
      scoredOn
      keyFactors
    }
  }
}
    `) as unknown as TypedDocumentString<PrequalifyMutation, PrequalifyMutationVariables>;
export const MyApplicationProgressDocument = new TypedDocumentString(`
    query MyApplicationProgress {
  myApplicationProgress {
    applicationId
    stage
    submittedAt
    informationRequest {
      deadline
      requestedAt
      noticeUrl
      closingNoticeUrl
      items {
        code
        reason
        uploadTypes
        received
      }
    }
    canApplyAgainFrom
  }
}
    `) as unknown as TypedDocumentString<MyApplicationProgressQuery, MyApplicationProgressQueryVariables>;
export const MyDecisionDocument = new TypedDocumentString(`
    query MyDecision {
  myDecision {
    outcome
    creditLimit
    aprPercent
    reasons
    notices {
      id
      kind
      downloadUrl
      sentAt
    }
  }
}
    `) as unknown as TypedDocumentString<MyDecisionQuery, MyDecisionQueryVariables>;
export const MyNoticesDocument = new TypedDocumentString(`
    query MyNotices {
  myNotices {
    id
    applicationId
    kind
    downloadUrl
    sentAt
  }
}
    `) as unknown as TypedDocumentString<MyNoticesQuery, MyNoticesQueryVariables>;
export const WixTokenAuthDocument = new TypedDocumentString(`
    query WixTokenAuth {
  wixTokenAuth
}
    `) as unknown as TypedDocumentString<WixTokenAuthQuery, WixTokenAuthQueryVariables>;
export const GetReferrerUserDocument = new TypedDocumentString(`
    query GetReferrerUser($inviteCode: String!) {
  getReferrerUser(inviteCode: $inviteCode)
}
    `) as unknown as TypedDocumentString<GetReferrerUserQuery, GetReferrerUserQueryVariables>;
export const MyInviteCodeDocument = new TypedDocumentString(`
    query MyInviteCode {
  myInviteCode {
    code
    link
  }
  myReferrals {
    joined
    activated
    activatedTooLate
    activatedWhileNotInGoodStanding
  }
}
    `) as unknown as TypedDocumentString<MyInviteCodeQuery, MyInviteCodeQueryVariables>;
export const RemindMeEmailDocument = new TypedDocumentString(`
    mutation RemindMeEmail($email: String!, $referrerName: String, $inviteCode: String!, $version: String!) {
  remindMeEmail(
    email: $email
    referrerName: $referrerName
    inviteCode: $inviteCode
    version: $version
  )
}
    `) as unknown as TypedDocumentString<RemindMeEmailMutation, RemindMeEmailMutationVariables>;
export const ValidatePreApprovedCodeDocument = new TypedDocumentString(`
    mutation ValidatePreApprovedCode($inviteCode: String!) {
  validatePreApprovedCode(inviteCode: $inviteCode)
}
    `) as unknown as TypedDocumentString<ValidatePreApprovedCodeMutation, ValidatePreApprovedCodeMutationVariables>;
export const FeatureFlagsDocument = new TypedDocumentString(`
    query FeatureFlags {
  featureFlags {
    key
    enabled
    defaultVariant
    variants {
      name
      type
      value
    }
    allocation {
      variant
      percent
    }
  }
}
    `) as unknown as TypedDocumentString<FeatureFlagsQuery, FeatureFlagsQueryVariables>;
