import { describe, expect, it } from 'vitest';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import { reviewChangePurpose } from './review-change-notice';

describe('reviewChangePurpose: what the step an edit on review led to is for', () => {
  it.each<[StepName, string]>([
    ['YP_Financial_Validation', 'confirm your income'],
    ['YP_Financial_Validation_Uploader', 'confirm your income'],
    ['YP_Employer_Verification', 'confirm your employer'],
    ['YP_Identity_Verification', 'confirm your identity'],
    ['US_Expat_Documents', 'see the documents your new answers call for'],
    ['NonUS_Expat_Documents', 'see the documents your new answers call for'],
    ['YP_Employment', 'ask for the answers that go with your change'],
  ])('%s', (step, purpose) => {
    expect(reviewChangePurpose(step)).toBe(purpose);
  });
});
