/**
 * Words more than one answer catalogue uses (`answer-labels.ts`, `prequalification-labels.ts`), in a
 * module of their own so the prequalification form loads only its labels (decision 091).
 */
export const dateOfBirthLabel = 'Date of birth';
export const monthlyHousingCostLabel = 'Monthly housing cost';

/** The parts of a US address, asked the same way for the home and the workplace. */
export const addressPartLabels = {
  street: 'Street address',
  street2: 'Apartment, suite or unit',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
} as const;
