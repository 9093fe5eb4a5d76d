import { describe, expect, it } from 'vitest';
import type { StepName } from './step-names.js';
import { stageStates, type StageState } from './step-progress.js';

const states = (step: StepName, path: StepName[]) =>
  Object.fromEntries(stageStates(step, path).map(({ stage, state }) => [stage, state])) as Record<string, StageState>;

describe('stageStates: the progress bar marks only stages actually gone through', () => {
  it.each<[string, StepName, StepName[], Record<string, StageState>]>([
    [
      'identity-score decline: work, income and verification skipped on review',
      'YP_Review',
      ['YP_Identification'],
      { identity: 'done', employment: 'skipped', financial: 'skipped', verification: 'skipped', review: 'current' },
    ],
    [
      'affordability decline: work and income done, verification skipped',
      'YP_Review',
      ['YP_Identification', 'YP_Employment', 'YP_Financial_Info'],
      { identity: 'done', employment: 'done', financial: 'done', verification: 'skipped', review: 'current' },
    ],
    [
      'the full path: every stage before review done',
      'YP_Verify_Email',
      [
        'YP_Identification',
        'YP_Employment',
        'YP_Financial_Info',
        'YP_Financial_Validation',
        'YP_Identity_Verification',
      ],
      {
        identity: 'done',
        employment: 'done',
        financial: 'done',
        verification: 'done',
        review: 'done',
        verifyEmail: 'current',
      },
    ],
    [
      'before review: later stages are still to do',
      'YP_Employment',
      ['YP_Identification', 'YP_Employment'],
      { identity: 'done', employment: 'current', financial: 'todo', verification: 'todo', review: 'todo' },
    ],
  ])('%s', (_rule, step, path, expected) => {
    expect(states(step, path)).toMatchObject(expected);
  });
});
