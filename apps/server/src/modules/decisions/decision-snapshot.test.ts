import { describe, expect, it } from 'vitest';
import { youngProfessionalInputs } from '@waypoint/domain/decisions/decision-test-fixtures';
import { canonicalJson, snapshotHash } from './decision-snapshot.js';

describe('the snapshot key', () => {
  it('does not depend on key order, as jsonb does not keep it', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: true, y: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"y":null,"z":true}]},"b":1}',
    );
    const inputs = youngProfessionalInputs();
    const reordered = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(inputs).reverse()))) as typeof inputs;
    expect(snapshotHash('v1', reordered)).toBe(snapshotHash('v1', inputs));
  });

  it('changes with any value and with the policy version', () => {
    const inputs = youngProfessionalInputs();
    const base = snapshotHash('v1', inputs);
    expect(snapshotHash('v2', inputs)).not.toBe(base);
    expect(snapshotHash('v1', { ...inputs, ageYears: 31 })).not.toBe(base);
    expect(snapshotHash('v1', { ...inputs, identityRisk: { sentilinkApproval: false, reasons: [] } })).not.toBe(base);
  });

  it('refuses what JSON cannot hold, rather than hash it as something else', () => {
    expect(() => canonicalJson({ income: Number.NaN })).toThrow(/only JSON values/);
    expect(() => canonicalJson({ at: 1n })).toThrow(/only JSON values/);
  });
});
