import type { ResidenceType, Tenure, TimeInUS } from '@waypoint/domain/application/draft/draft-choices';
import type { EmploymentStatus } from '@waypoint/domain/constants';

/** What the applicant reads for each stored choice value. */
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

export const yesNoOptions = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

/** Radio or select options from a label table, in the table's order. */
export function optionsOf<Value extends string>(labels: Readonly<Record<Value, string>>) {
  return (Object.entries(labels) as [Value, string][]).map(([value, label]) => ({ value, label }));
}

/** The label of a stored value, or the value itself when it is not one we know. */
export function labelOf<Value extends string>(labels: Readonly<Record<Value, string>>, value: unknown): string {
  if (typeof value !== 'string') return '';
  return (labels as Record<string, string>)[value] ?? value;
}
