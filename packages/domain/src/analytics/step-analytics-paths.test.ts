import { describe, expect, it } from 'vitest';
import {
  nonUsExpatSteps,
  PRE_RESIDENCY_STEP,
  stepNames,
  usExpatSteps,
  youngProfessionalSteps,
} from '../application/steps/step-names.js';
import { stepAnalyticsPath, stepAnalyticsPaths, stepFlowType } from './step-analytics-paths.js';

describe('stepAnalyticsPath (decision 043)', () => {
  it.each([
    ['NonUS_Expat_Relocation', '/application/XP_Relocation', 'non_us_expat'],
    ['{hash}', '/application/XP_Early_Applicant', 'non_us_expat'],
    ['NonUS_Expat_Identification', '/application/XP_Identification', 'non_us_expat'],
    ['NonUS_Expat_Application_Completed', '/application/XP_Application_Completed', 'non_us_expat'],
    ['US_Expat_Identification', '/application/US_Identification', 'us_expat'],
    ['US_Expat_Verify_Email', '/application/US_Verify_Email', 'us_expat'],
    ['YP_Identification', '/application/YP_Identification', 'yp'],
    ['YP_Identity_Verification', '/application/YP_Identity_Verification', 'yp'],
    ['PreResidency_Question', '/application/PreResidency_Question', 'none'],
  ] as const)('%s reports %s, flow_type %s', (step, path, flow) => {
    expect(stepAnalyticsPath(step)).toBe(path);
    expect(stepFlowType(step)).toBe(flow);
  });

  it.each([
    ['non-US expat', nonUsExpatSteps, 'non_us_expat'],
    ['US expat', usExpatSteps, 'us_expat'],
    ['young professional', youngProfessionalSteps, 'yp'],
  ] as const)('every %s step reports its flow', (_track, steps, flow) => {
    expect(steps.map(stepFlowType)).toEqual(steps.map(() => flow));
  });

  it('the entry question belongs to no flow yet, and no two steps share a path', () => {
    expect(stepFlowType(PRE_RESIDENCY_STEP)).toBe('none');
    expect(new Set(stepAnalyticsPaths.values()).size).toBe(stepNames.length);
  });
});
