import { describe, expect, it } from 'vitest';
import { stepNames, type StepName } from './step-names.js';
import { stageOf } from './step-progress.js';
import { verificationProgress } from './verification-progress.js';

describe('verificationProgress (progress moves within the verification stage)', () => {
  it.each([
    ['bank linking', 'YP_Financial_Validation', 'income', 1],
    ['the options with a proof on file', 'YP_Financial_Validation_Options', 'income', 1],
    ['the proof-of-income upload', 'YP_Financial_Validation_Uploader', 'income', 1],
    ['the employer choice', 'YP_Employer_Verification', 'employer', 2],
    ['waiting for the work e-mail link', 'YP_WorkEmail_Sent', 'employer', 2],
    ['the employer confirmed', 'YP_Employment_Verified', 'employer', 2],
    ['the identity questions', 'YP_Identity_Verification', 'identity', 3],
    ['the identity document upload', 'YP_Identity_Verification_Uploader', 'identity', 3],
  ] as [string, StepName, string, number][])('%s (%s) is the %s check, %i of 3', (_rule, step, check, position) => {
    expect(verificationProgress(step)).toEqual({ check, position, total: 3 });
  });

  it('every screen of the verification stage has a check, and no other screen has one', () => {
    for (const step of stepNames) {
      expect(verificationProgress(step) !== null, step).toBe(stageOf(step) === 'verification');
    }
  });
});
