import { describe, expect, it, vi } from 'vitest';
import { checkScore, runRiskScore } from './check-score.js';
import type { RiskScoreInput, RiskScoreProvider } from './risk-score-provider.js';
import { createSandboxRiskScoreProvider } from './sandbox-risk-score.js';

const applicant: RiskScoreInput = {
  applicationId: 42,
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

const quietLog = () => ({ warn: vi.fn() });
const sandbox = createSandboxRiskScoreProvider();

describe('checkScore (product-rules#risk-score sentilink checkScore, product-rules#check-failures failure counts as approved)', () => {
  it.each([
    ['approved by the provider', '123-45-6789', true, false],
    ['declined by the provider, no action flagged', '123-45-9999', false, false],
    ['declined by the provider and flagged for action', '123-99-6789', false, true],
    ['the provider errors: counts as approved, nothing flagged', '123-45-0013', true, false],
    ['the provider times out: counts as approved, nothing flagged', '123-45-0014', true, false],
  ])('%s', async (_case, ssn, approved, actionsFlagged) => {
    const log = quietLog();
    await expect(checkScore(sandbox, { ...applicant, ssn }, { log, timeoutMs: 50 })).resolves.toEqual({
      approved,
      actionsFlagged,
    });
  });

  it('says which way it went, for the audit record', async () => {
    const log = quietLog();
    const options = { log, timeoutMs: 50 };
    await expect(runRiskScore(sandbox, applicant, options)).resolves.toMatchObject({ status: 'approved' });
    await expect(runRiskScore(sandbox, { ...applicant, ssn: '123-99-6789' }, options)).resolves.toMatchObject({
      status: 'declined',
      approved: false,
      reasons: ['identity theft suspected: SSN linked to another identity'],
    });
    await expect(runRiskScore(sandbox, { ...applicant, ssn: '123-45-0013' }, options)).resolves.toMatchObject({
      status: 'provider-failed',
      failure: 'error',
    });
    await expect(runRiskScore(sandbox, { ...applicant, ssn: '123-45-0014' }, options)).resolves.toMatchObject({
      status: 'provider-failed',
      failure: 'timeout',
    });
  });

  it('logs a failure with the application id and never the applicant data', async () => {
    const log = quietLog();
    await checkScore(sandbox, { ...applicant, ssn: '123-45-0013' }, { log });
    expect(log.warn).toHaveBeenCalledTimes(1);
    const [fields, message] = log.warn.mock.calls[0] ?? [];
    expect(fields).toMatchObject({ applicationId: 42, failure: 'error', err: { name: 'SandboxRiskScoreError' } });
    expect(message).toMatch(/counted as approved/);
    const logged = JSON.stringify(log.warn.mock.calls);
    for (const value of ['123-45-0013', '0013', 'Ana', 'Silva', '1990-05-01', '1 Main St', '10001']) {
      expect(logged).not.toContain(value);
    }
  });

  it('does not log an ordinary decision', async () => {
    const log = quietLog();
    await checkScore(sandbox, { ...applicant, ssn: '123-45-9999' }, { log });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('does not wait for a provider that ignores the abort signal', async () => {
    const stuck: RiskScoreProvider = { check: () => new Promise(() => undefined) };
    const log = quietLog();
    const started = Date.now();
    await expect(checkScore(stuck, applicant, { log, timeoutMs: 30 })).resolves.toMatchObject({ approved: true });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ failure: 'timeout' });
  });

  it('counts a vendor error as a failure, logging its message', async () => {
    const odd: RiskScoreProvider = { check: () => Promise.reject(new Error('vendor 503')) };
    const log = quietLog();
    await expect(checkScore(odd, applicant, { log })).resolves.toMatchObject({ approved: true });
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ failure: 'error', err: { message: 'vendor 503' } });
  });
});
