import { describe, expect, it } from 'vitest';
import type { Draft } from '../draft/draft-fields.js';
import { backStep } from './back-step.js';
import { usContext } from './engine-test-fixtures.js';
import type { StepName } from './step-names.js';
import { allowedStepTargets, detoursFrom, isAllowedStepTarget } from './step-transitions.js';

describe('detours (screens opened by a choice, not by Continue)', () => {
  const employed: Draft = { employmentStatus: 'employed', employerWebsite: 'acme-widgets.com' };
  const withProof: Draft = { ...employed, proofOfIncomeUploaded: true };
  it.each([
    [
      'upload a proof of income instead of linking',
      'YP_Financial_Validation',
      'YP_Financial_Validation_Uploader',
      employed,
    ],
    ['other ways to verify income', 'YP_Financial_Validation', 'YP_Financial_Validation_Options', employed],
    [
      'upload a newer proof of income',
      'YP_Financial_Validation_Options',
      'YP_Financial_Validation_Uploader',
      withProof,
    ],
    ['send the work e-mail link', 'YP_Employer_Verification', 'YP_WorkEmail_Sent', employed],
    ['upload an identity document', 'YP_Identity_Verification', 'YP_Identity_Verification_Uploader', employed],
  ] as [string, StepName, StepName, Draft][])('%s: %s -> %s, and Back returns', (_rule, from, to, draft) => {
    expect(detoursFrom(from)).toContain(to);
    expect(backStep(to, draft, usContext)).toBe(from);
  });

  it('most steps have no detour', () => {
    expect(detoursFrom('US_Expat_Review')).toEqual([]);
  });
});

describe('allowedStepTargets (the server accepts only these stepNames)', () => {
  const draft: Draft = { employmentStatus: 'employed', employerWebsite: 'acme-widgets.com' };

  it('allows staying, Continue, Back and the detours', () => {
    expect(allowedStepTargets('YP_Employer_Verification', draft, usContext).sort()).toEqual(
      ['YP_Employer_Verification', 'YP_Financial_Validation', 'YP_Identity_Verification', 'YP_WorkEmail_Sent'].sort(),
    );
  });

  it('refuses skipping ahead', () => {
    expect(isAllowedStepTarget('US_Expat_Employment', 'US_Expat_Review', draft, usContext)).toBe(false);
  });

  it('refuses jumping to another track', () => {
    expect(isAllowedStepTarget('US_Expat_Employment', 'YP_Employment', draft, usContext)).toBe(false);
  });

  it('with no step yet, allows only the start rule', () => {
    expect(allowedStepTargets(null, {}, { ...usContext, ipCountry: 'MX' })).toEqual(['NonUS_Expat_Relocation']);
  });
});
