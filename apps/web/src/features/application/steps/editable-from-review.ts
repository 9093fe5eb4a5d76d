import type { StepName } from '@waypoint/domain/application/steps/step-names';

/**
 * The steps review's edit links may open. A module of its own, apart from the review's rows
 * (review-groups.ts): the application page reads it on every wizard visit, and the rows with their
 * answer labels load with the review step's screen only (bench/web-bundle-size.ts).
 */
export const editableFromReview: readonly StepName[] = [
  'NonUS_Expat_Relocation',
  'NonUS_Expat_Identification',
  'NonUS_Expat_Employment',
  'NonUS_Expat_Financial_Info',
  'NonUS_Expat_Shipping_Info',
  'US_Expat_Identification',
  'US_Expat_Employment',
  'US_Expat_Financial_Info',
  'US_Expat_Shipping_Info',
  'YP_Identification',
  'YP_Employment',
  'YP_Financial_Info',
];
