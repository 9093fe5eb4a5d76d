import fc from 'fast-check';
import { describe, it } from 'vitest';
import { addUtcDays, startOfUtcDay } from '../../dates/utc-dates.js';
import type { StepContext } from '../draft/draft-conditions.js';
import type { Draft } from '../draft/draft-fields.js';
import { backStep } from './back-step.js';
import { nextStep } from './next-step.js';
import { isCompletedStep, isStepName, type StepName } from './step-names.js';
import { detoursFrom } from './step-transitions.js';

/**
 * Property tests over random drafts: every answer the rules read, in every
 * form it can take (booleans, 'true'/'false' text, missing), and random days.
 */
const flag = fc.constantFrom<boolean | null | undefined>(true, false, null, undefined);

const contextArbitrary: fc.Arbitrary<StepContext> = fc.record({
  today: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true }),
  ipCountry: fc.constantFrom('US', 'us', 'DE', 'IN', '', null, undefined),
});

function draftArbitrary(today: Date): fc.Arbitrary<Draft> {
  const relocation = fc.oneof(
    fc.integer({ min: -30, max: 200 }).map((days) => addUtcDays(startOfUtcDay(today), days).toISOString().slice(0, 10)),
    fc.constantFrom(null, undefined, 'not a date', '2027-02-30'),
  );
  return fc.record(
    {
      inUS: flag,
      expectedRelocationDate: relocation,
      permanentResident: flag,
      timeInUS: fc.constantFrom('notInUS', 'lessThanOneYear', 'moreThanTwoYears', null),
      sentilinkApproval: flag,
      ATPApproval: flag,
      employmentStatus: fc.constantFrom('employed' as const, 'retired' as const, 'unemployed' as const, null),
      proofOfIncomeUploaded: flag,
      employerVerifiedByPlaid: flag,
      employerWebsite: fc.constantFrom('google.com', 'https://www.jpmorgan.com/careers', 'acme-widgets.com', '', null),
      specialTreatment: fc.constantFrom('BR_Model', 'DM_7', 'PARTNER', null),
      employerVerified: flag,
      employerVerificationMethod: fc.constantFrom('workEmail', 'workAddress', null),
    },
    { requiredKeys: [] },
  );
}

const anyScenario = contextArbitrary.chain((context) =>
  draftArbitrary(context.today).map((draft) => ({ context, draft })),
);

/**
 * Random drafts rarely reach the deep YP branches (a young professional who
 * passed both checks, is employed, and so on), so half the runs start from
 * such an applicant and vary only what the validation branches read.
 */
const ypScenario = fc
  .record({
    today: contextArbitrary.map((context) => context.today),
    proofOfIncomeUploaded: flag,
    employerVerifiedByPlaid: flag,
    employerWebsite: fc.constantFrom('google.com', 'acme-widgets.com', null),
    specialTreatment: fc.constantFrom('BR_Model', 'DM_7', null),
    employerVerified: flag,
  })
  .map(({ today, ...answers }) => ({
    context: { today, ipCountry: 'US' },
    draft: {
      ...answers,
      permanentResident: true,
      sentilinkApproval: true,
      ATPApproval: true,
      employmentStatus: 'employed',
    } as Draft,
  }));

const scenario = fc.oneof(anyScenario, ypScenario);

/** The steps visited by pressing Continue from the start, one lap round a track and into the next. */
function walk(draft: Draft, context: StepContext, length = 30): StepName[] {
  const visited: StepName[] = [nextStep(null, draft, context)];
  while (visited.length < length) visited.push(nextStep(visited.at(-1), draft, context));
  return visited;
}

// Properties return booleans rather than calling expect per step: a run walks
// 30 steps, and a thousand runs of expect calls are slow on a small machine.
describe('step engine properties (fast-check)', () => {
  it('next and back always name a valid step from every reachable step', () => {
    fc.assert(
      fc.property(scenario, ({ context, draft }) =>
        walk(draft, context).every(
          (step) =>
            isStepName(nextStep(step, draft, context)) &&
            isStepName(backStep(step, draft, context)) &&
            detoursFrom(step).every((detour) => isStepName(nextStep(detour, draft, context))),
        ),
      ),
      { numRuns: 1_000 },
    );
  });

  it('Back after Next returns where you were (except leaving a completed, submitted application)', () => {
    fc.assert(
      fc.property(scenario, ({ context, draft }) =>
        walk(draft, context).every(
          (step) => isCompletedStep(step) || backStep(nextStep(step, draft, context), draft, context) === step,
        ),
      ),
      { numRuns: 1_000 },
    );
  });

  it('Back from a detour returns to the step it was opened from', () => {
    fc.assert(
      fc.property(scenario, ({ context, draft }) =>
        walk(draft, context).every((step) =>
          detoursFrom(step).every((detour) => backStep(detour, draft, context) === step),
        ),
      ),
      { numRuns: 500 },
    );
  });

  it('pressing Back repeatedly reaches the first screen and stops there', () => {
    const firstScreens: StepName[] = ['PreResidency_Question', 'NonUS_Expat_Relocation'];
    fc.assert(
      fc.property(scenario, ({ context, draft }) =>
        walk(draft, context, 15).every((step) => {
          let current = step;
          for (let presses = 0; presses < 20; presses += 1) current = backStep(current, draft, context);
          return backStep(current, draft, context) === current && firstScreens.includes(current);
        }),
      ),
      { numRuns: 500 },
    );
  });
});
