import { describe, expect, it } from 'vitest';
import { isStepName, stepNames, trackOf, trackSteps } from './step-names.js';
import { stepProgress, trackStages } from './step-progress.js';

describe('step names (product-rules#step-names)', () => {
  it('has every screen of product-rules#step-names: 1 entry, 10 non-US, 8 US, 14 YP', () => {
    expect(trackSteps.entry).toHaveLength(1);
    expect(trackSteps.nonUsExpat).toHaveLength(10);
    expect(trackSteps.usExpat).toHaveLength(8);
    expect(trackSteps.youngProfessional).toHaveLength(14);
    expect(new Set(stepNames).size).toBe(33);
  });

  it.each([
    ['the early-applicant step keeps its spec name', '{hash}', true],
    ['a YP step', 'YP_WorkEmail_Sent', true],
    ['a near miss', 'YP_Workemail_Sent', false],
    ['not text', 7, false],
  ])('isStepName: %s', (_rule, value, expected) => {
    expect(isStepName(value)).toBe(expected);
  });

  it.each([
    ['PreResidency_Question', 'entry'],
    ['{hash}', 'nonUsExpat'],
    ['US_Expat_Review', 'usExpat'],
    ['YP_Financial_Validation_Uploader', 'youngProfessional'],
  ] as const)('%s belongs to %s', (step, track) => {
    expect(trackOf(step)).toBe(track);
  });
});

describe('progress indicator', () => {
  it('shows stages of the track in order', () => {
    expect(trackStages.youngProfessional).toEqual([
      'identity',
      'employment',
      'financial',
      'verification',
      'review',
      'verifyEmail',
      'completed',
    ]);
    expect(trackStages.nonUsExpat[0]).toBe('residence');
  });

  it('places a step within its track', () => {
    expect(stepProgress('US_Expat_Financial_Info')).toEqual({
      track: 'usExpat',
      stage: 'financial',
      position: 3,
      total: 8,
    });
    expect(stepProgress('YP_WorkEmail_Sent')).toMatchObject({ stage: 'verification', position: 4, total: 7 });
  });
});
