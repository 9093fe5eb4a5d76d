import { describe, expect, it } from 'vitest';
import type { Draft } from '../draft/draft-fields.js';
import { usContext } from './engine-test-fixtures.js';
import { historyMoveTarget } from './history-move.js';
import type { StepName } from './step-names.js';

const identified: Draft = {
  permanentResident: true,
  dob: '1990-05-01',
  ssn: '123456789',
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '73301',
};
const employed: Draft = {
  ...identified,
  employmentStatus: 'employed',
  employerName: 'Acme',
  jobTitle: 'Engineer',
  timeWithEmployer: 'oneToTwoYears',
  assignedAtClientLocation: false,
  firstJob: true,
} as Draft;

describe('historyMoveTarget: browser Back and Forward follow the engine', () => {
  it.each<[string, StepName, StepName, Draft, StepName | null]>([
    [
      'Back from YP employment to identification',
      'YP_Employment',
      'YP_Identification',
      identified,
      'YP_Identification',
    ],
    [
      'Back from YP identification to the entry question',
      'YP_Identification',
      'PreResidency_Question',
      {},
      'PreResidency_Question',
    ],
    ['Back to a step that is not the back step', 'YP_Financial_Info', 'YP_Identification', employed, null],
    ['Back from the entry question (nothing before it)', 'PreResidency_Question', 'YP_Identification', {}, null],
    [
      'Forward to the next step when this one is complete',
      'YP_Identification',
      'YP_Employment',
      identified,
      'YP_Employment',
    ],
    [
      'Forward when this step is no longer complete',
      'YP_Identification',
      'YP_Employment',
      { permanentResident: true },
      null,
    ],
    ['Forward two steps at once', 'YP_Identification', 'YP_Financial_Info', employed, null],
    ['Forward to another track', 'PreResidency_Question', 'NonUS_Expat_Relocation', { permanentResident: true }, null],
    [
      'Forward on the answers chosen: the next step of this track',
      'PreResidency_Question',
      'YP_Identification',
      { permanentResident: true },
      'YP_Identification',
    ],
    ['A completed application stays completed', 'YP_Application_Completed', 'YP_Verify_Email', employed, null],
    ['The step on show', 'YP_Employment', 'YP_Employment', employed, null],
  ])('%s', (_rule, current, requested, draft, expected) => {
    expect(historyMoveTarget(current, requested, draft, usContext)).toBe(expected);
  });
});
