/**
 * Choice lists for draft fields whose values the spec does not list. Only
 * 'notInUS' (timeInUS) and 'workAddress' (employerVerificationMethod, "verified
 * by work address", product-rules#shipping-choice) are fixed by the spec; the other values are ours,
 * chosen so that forms render radios and the server can refuse anything else.
 */

/** PreResidency_Question: how long the applicant has lived in the US. 'notInUS' sends them to the non-US track. */
export const timeInUSChoices = ['notInUS', 'lessThanOneYear', 'oneToTwoYears', 'moreThanTwoYears'] as const;
export type TimeInUS = (typeof timeInUSChoices)[number];
export const NOT_IN_US = 'notInUS' satisfies TimeInUS;

/** How long the applicant has worked for an employer (timeWithEmployer, timeWithPreviousEmployer). */
export const tenureChoices = ['lessThanOneYear', 'oneToTwoYears', 'moreThanTwoYears'] as const;
export type Tenure = (typeof tenureChoices)[number];

/** Financial info: the applicant's housing. Recorded with the ATP decision. */
export const residenceTypes = ['rent', 'mortgage', 'ownOutright', 'family', 'employerProvided', 'other'] as const;
export type ResidenceType = (typeof residenceTypes)[number];

/**
 * YP_Employer_Verification: how the applicant proves the employer. A work
 * e-mail link (YP_WorkEmail_Sent) or shipping the card to the work address.
 */
export const employerVerificationMethods = ['workEmail', 'workAddress'] as const;
export type EmployerVerificationMethod = (typeof employerVerificationMethods)[number];
export const WORK_ADDRESS_METHOD = 'workAddress' satisfies EmployerVerificationMethod;
