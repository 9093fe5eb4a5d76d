import { randomUUID } from 'node:crypto';
import { appendAuditEvent } from '../../platform/audit/audit-event.js';
import { gatherDecisionInputs, type NotDecidable } from './decision-inputs-gatherer.js';
import { answerOf, currentPolicyVersion, policyFor, type DecisionAnswer } from './decision-policies.js';
import { snapshotHash } from './decision-snapshot.js';
import type { DecisionsDeps } from './decisions-deps.js';
import {
  insertDecision,
  lastSequence,
  latestPolicyDecision,
  lockApplicationDecisions,
  type ApplicationDecisionRow,
} from './decisions-repository.js';

/**
 * What caused a decision (decision 030); stored with it. `documentUploaded`:
 * an upload answering a request for information; `staffAction`: a staff
 * member's final decision (decision 032), which the policy never makes.
 */
export const decisionTriggers = ['submitted', 'creditReport', 'documentUploaded', 'staffAction'] as const;
export type DecisionTrigger = (typeof decisionTriggers)[number];

export type DecideResult =
  | { kind: 'decided'; decision: ApplicationDecisionRow }
  /** The latest automatic decision was made on these very inputs under this version: it stands. */
  | { kind: 'unchanged'; decision: ApplicationDecisionRow }
  | { kind: 'waiting'; why: NotDecidable };

const auditedAnswer = (answer: Pick<DecisionAnswer, 'outcome' | 'reasons' | 'creditLimit' | 'aprBps'>) => ({
  outcome: answer.outcome,
  reasons: answer.reasons,
  creditLimit: answer.creditLimit,
  aprBps: answer.aprBps,
});

/**
 * The automatic decision (decision 030), in one transaction under the
 * application's decision lock: gather the inputs, run the current policy,
 * and store the decision with its snapshot and an audit event, unless the
 * latest automatic decision was made on the same inputs under the same
 * version. So a retried job, or two jobs for one change, store one decision.
 */
export async function decideApplicationNow(
  deps: DecisionsDeps,
  applicationId: number,
  trigger: DecisionTrigger,
): Promise<DecideResult> {
  return deps.db.transaction(async (tx) => {
    await lockApplicationDecisions(tx, applicationId);
    const gathered = await gatherDecisionInputs(deps, tx, applicationId);
    if (gathered.kind === 'waiting') return gathered;
    const { inputs } = gathered;
    const answer = answerOf(policyFor(currentPolicyVersion)(inputs));
    const inputsHash = snapshotHash(answer.policyVersion, inputs);
    const latest = await latestPolicyDecision(tx, applicationId);
    if (latest?.policyVersion === answer.policyVersion && latest.inputsHash === inputsHash) {
      return { kind: 'unchanged', decision: latest };
    }
    const now = deps.now();
    const decision = await insertDecision(tx, {
      id: randomUUID(),
      applicationId,
      sequence: (await lastSequence(tx, applicationId)) + 1,
      inputs,
      inputsHash,
      ...answer,
      decidedBy: 'policy',
      trigger,
      createdAt: now,
    });
    await deps.markChanged(tx, applicationId);
    await appendAuditEvent(tx, {
      occurredAt: now,
      actor: { type: 'system', name: 'decision-policy' },
      action: 'decision.automatic',
      subject: { type: 'application', id: String(applicationId) },
      before: latest ? auditedAnswer(latest) : null,
      after: { ...auditedAnswer(answer), policyVersion: answer.policyVersion, trigger, sequence: decision.sequence },
    });
    return { kind: 'decided', decision };
  });
}
