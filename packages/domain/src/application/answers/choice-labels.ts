import type { EmploymentStatus } from '../../constants.js';
import type { EmployerVerificationMethod, ResidenceType, Tenure, TimeInUS } from '../draft/draft-choices.js';

/**
 * What the applicant reads for each stored choice value: the wizard's options, the review step and
 * the staff case page (staff-answer-groups.ts) all say the same words.
 */
export const timeInUSLabels: Readonly<Record<TimeInUS, string>> = {
  notInUS: 'I don’t live in the US yet',
  lessThanOneYear: 'Less than 1 year',
  oneToTwoYears: '1 to 2 years',
  moreThanTwoYears: 'More than 2 years',
};

export const tenureLabels: Readonly<Record<Tenure, string>> = {
  lessThanOneYear: 'Less than 1 year',
  oneToTwoYears: '1 to 2 years',
  moreThanTwoYears: 'More than 2 years',
};

export const employmentStatusLabels: Readonly<Record<EmploymentStatus, string>> = {
  employed: 'Employed',
  unemployed: 'Not working at the moment',
  retired: 'Retired',
};

export const residenceTypeLabels: Readonly<Record<ResidenceType, string>> = {
  rent: 'I rent',
  mortgage: 'I own, with a mortgage',
  ownOutright: 'I own, without a mortgage',
  family: 'I live with family',
  employerProvided: 'My employer provides my housing',
  other: 'Something else',
};

export const employerVerificationMethodLabels: Readonly<Record<EmployerVerificationMethod, string>> = {
  workEmail: 'With my work e-mail address',
  workAddress: 'With my workplace address',
};

/** shipToHome, a flag, as the two choices the shipping step offers (product-rules#shipping-choice). */
export const cardDestinationLabels = { home: 'My home', workplace: 'My workplace' } as const;

/** The label of a stored value, or the value itself when it is not one we know. */
export function labelOf<Value extends string>(labels: Readonly<Record<Value, string>>, value: unknown): string {
  if (typeof value !== 'string') return '';
  return (labels as Record<string, string>)[value] ?? value;
}
