import { describe, expect, it } from 'vitest';
import type { RiskScoreInput } from './risk-score-provider.js';
import {
  createSandboxRiskScoreProvider,
  sandboxRiskScoreReasons,
  SandboxRiskScoreError,
} from './sandbox-risk-score.js';

const applicant: RiskScoreInput = {
  applicationId: 1,
  createdAt: '2026-11-01T12:00:00.000Z',
  firstName: 'Ana',
  lastName: 'Silva',
  dob: '1990-05-01',
  ssn: '123-45-6789',
  street: '1 Main St',
  zip: '10001',
  city: 'New York',
  state: 'NY',
};

const sandbox = createSandboxRiskScoreProvider();
const { synthetic, stolen, dob, unreadableSsn } = sandboxRiskScoreReasons;

// One row per rule of docs/sandbox.md "Identity risk score".
describe('sandbox identity risk score rules', () => {
  it.each([
    ['an ordinary applicant passes', {}, true, false, []],
    ['an SSN given as 9 digits passes', { ssn: '123456789' }, true, false, []],
    ['no SSN (a new arrival) passes', { ssn: null }, true, false, []],
    ['serial 9999: synthetic identity, no action flagged', { ssn: '123-45-9999' }, false, false, [synthetic]],
    ['serial 9999 as 9 digits', { ssn: '123459999' }, false, false, [synthetic]],
    ['group 99: identity theft, flagged for action', { ssn: '123-99-6789' }, false, true, [stolen]],
    ['group 99 and serial 9999: both reasons, flagged', { ssn: '123-99-9999' }, false, true, [synthetic, stolen]],
    ['born before 1920-01-01, no action flagged', { dob: '1919-12-31' }, false, false, [dob]],
    ['born on 1920-01-01 passes', { dob: '1920-01-01' }, true, false, []],
    ['an SSN in no known shape, no action flagged', { ssn: '12-345-6789' }, false, false, [unreadableSsn]],
    ['a date of birth not in ISO form is not judged', { dob: '05/01/1910' }, true, false, []],
  ] as const)('%s', async (_rule, change, approved, actionsFlagged, reasons) => {
    await expect(sandbox.check({ ...applicant, ...change })).resolves.toEqual({
      approved,
      actionsFlagged,
      reasons: [...reasons],
    });
  });

  it('serial 0013: the provider itself errors', async () => {
    await expect(sandbox.check({ ...applicant, ssn: '123-45-0013' })).rejects.toThrow(SandboxRiskScoreError);
  });

  it('serial 0014: the provider never answers until the caller gives up', async () => {
    const controller = new AbortController();
    const pending = sandbox.check({ ...applicant, ssn: '123-45-0014' }, { signal: controller.signal });
    let settled = false;
    void pending.catch(() => undefined).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    controller.abort();
    await expect(pending).rejects.toThrow(/aborted/);
  });
});
