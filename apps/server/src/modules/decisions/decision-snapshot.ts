import { createHash } from 'node:crypto';
import type { DecisionInputs } from '@waypoint/domain/decisions/decision-inputs';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function canonical(value: unknown): Json {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, item]) => [key, canonical(item)]));
  }
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new Error(`a decision snapshot holds only JSON values, not ${typeof value}`);
}

/**
 * JSON with every object's keys sorted: jsonb does not keep key order, so the
 * snapshot read back and the one just built serialise alike.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value));
}

/** The key that makes a decision once per (application, policy version, inputs). */
export function snapshotHash(policyVersion: string, inputs: DecisionInputs): string {
  return createHash('sha256').update(policyVersion).update('\n').update(canonicalJson(inputs)).digest('hex');
}
