import type { DecisionInputs } from '@waypoint/domain/decisions/decision-inputs';
import { decisionInputsSchema } from '@waypoint/domain/decisions/decision-inputs-schema';
import {
  decideApplication,
  decideApplication2026November,
  DECISION_POLICY_VERSION,
  DECISION_POLICY_VERSION_2026_11,
  type PolicyDecision,
} from '@waypoint/domain/decisions/decision-policy';

type Policy = (inputs: DecisionInputs) => PolicyDecision;

/**
 * Every policy version a stored decision may name, and the function that
 * decides under it (decision 030). A new version is added beside the old,
 * never in its place: a stored decision is re-run under the version it was
 * made with, on its own snapshot.
 */
const policies: Readonly<Record<string, Policy>> = {
  [DECISION_POLICY_VERSION_2026_11]: decideApplication2026November,
  [DECISION_POLICY_VERSION]: decideApplication,
};

/** The version new decisions are made with. */
export const currentPolicyVersion = DECISION_POLICY_VERSION;

export function policyFor(version: string): Policy {
  const policy = Object.hasOwn(policies, version) ? policies[version] : undefined;
  if (!policy) throw new Error(`no decision policy of version ${JSON.stringify(version)} is kept`);
  return policy;
}

/** What a decision stores in its own columns, beside its snapshot. */
export interface DecisionAnswer {
  policyVersion: string;
  outcome: string;
  reasons: string[];
  creditLimit: number | null;
  aprBps: number | null;
  band: string | null;
  consumerReportUsed: boolean;
}

export function answerOf(decision: PolicyDecision): DecisionAnswer {
  const common = { policyVersion: decision.policyVersion, consumerReportUsed: decision.consumerReportUsed };
  if (decision.outcome === 'approve') {
    return {
      ...common,
      outcome: decision.outcome,
      reasons: [],
      creditLimit: decision.creditLimit,
      aprBps: decision.aprBps,
      band: decision.band,
    };
  }
  return {
    ...common,
    outcome: decision.outcome,
    reasons: [...decision.reasons],
    creditLimit: null,
    aprBps: null,
    band: null,
  };
}

/** A stored decision as far as re-running needs it. */
export interface StoredDecision extends DecisionAnswer {
  inputs: unknown;
}

/**
 * Re-runs a stored decision: its own version on its own snapshot. The
 * snapshot comes back from the database, so it is checked before it is used.
 */
export function redecide(stored: Pick<StoredDecision, 'policyVersion' | 'inputs'>): DecisionAnswer {
  const inputs = decisionInputsSchema.parse(stored.inputs);
  return answerOf(policyFor(stored.policyVersion)(inputs));
}

/** The stored answer's own columns, in the shape `redecide` gives, to compare the two. */
export function storedAnswerOf(stored: StoredDecision): DecisionAnswer {
  return {
    policyVersion: stored.policyVersion,
    outcome: stored.outcome,
    reasons: stored.reasons,
    creditLimit: stored.creditLimit,
    aprBps: stored.aprBps,
    band: stored.band,
    consumerReportUsed: stored.consumerReportUsed,
  };
}
