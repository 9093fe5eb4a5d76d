import { addressPartLabels, dateOfBirthLabel, monthlyHousingCostLabel } from './answer-words.js';

/**
 * The prequalification's answers (product-rules#soft-inquiry-instruction): asked before an
 * application exists, some in words of their own; the rest are the wizard's.
 */
export const prequalificationLabels = {
  firstName: 'First name',
  middleName: 'Middle name (optional)',
  lastName: 'Last name',
  dob: dateOfBirthLabel,
  inUS: 'Do you live in the US?',
  street: addressPartLabels.street,
  city: addressPartLabels.city,
  state: addressPartLabels.state,
  zip: addressPartLabels.zip,
  income: 'Annual income, before tax',
  accommodationCost: monthlyHousingCostLabel,
  ssnLastFour: 'Last four digits of your SSN (optional)',
  consent: 'Soft credit check',
} as const;
