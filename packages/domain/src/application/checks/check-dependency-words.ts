import type { DraftFieldName } from '../draft/draft-fields.js';

/** The answers facts rest on, in words for the applicant and staff ("You changed your income"). */
export const dependencyAnswerWords: Readonly<Partial<Record<DraftFieldName, string>>> = {
  dob: 'your date of birth',
  ssn: 'your SSN',
  street: 'your street address',
  street2: 'your apartment or suite',
  city: 'your city',
  state: 'your state',
  zip: 'your ZIP code',
  identificationNo: 'your identification number',
  residenceStatusUS: 'your residence status',
  residenceStatusUSOther: 'your residence status',
  permanentResident: 'whether you are a permanent resident',
  income: 'your income',
  employmentStatus: 'your employment status',
  employerName: 'your employer',
  employerWebsite: 'your employer’s website',
  workEmail: 'your work e-mail',
  accommodationCost: 'your housing cost',
  financialCommitments: 'your other monthly commitments',
  residenceType: 'your housing type',
};

/** An answer's field in words; a field with no words is named as it is. */
export function answerInWords(field: string): string {
  return dependencyAnswerWords[field as DraftFieldName] ?? field;
}
