import { randomUUID } from 'node:crypto';
import { isStepName, trackOf } from '@waypoint/domain/application/steps/step-names';
import { approvalTerms } from '@waypoint/domain/decisions/credit-limit';
import {
  assessLine,
  lineRefusalMessage,
  type LineAffordabilityRefusal,
  type LineAssessment,
} from '@waypoint/domain/decisions/line-affordability';
import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import { currentIdentityQuestions, decisionInputsOf } from './decision-inputs-gatherer.js';
import { currentPolicyVersion } from './decision-policies.js';
import { snapshotHash } from './decision-snapshot.js';
import type { DecisionsDeps } from './decisions-deps.js';
import {
  decisionsOf,
  insertDecision,
  lastSequence,
  latestPolicyDecision,
  latestPolicyDecisions,
  lockApplicationDecisions,
  type ApplicationDecisionRow,
} from './decisions-repository.js';

const refusalCodes: Readonly<Record<LineAffordabilityRefusal, string>> = {
  incomeUnknown: 'ABILITY_TO_PAY_INCOME_UNKNOWN',
  under21WithoutIncome: 'ABILITY_TO_PAY_UNDER_21',
  limitNotSupported: 'ABILITY_TO_PAY_LIMIT_NOT_SUPPORTED',
};

function lineRefusal(assessment: LineAssessment): AppError {
  const code = refusalCodes[assessment.refusal ?? 'limitNotSupported'];
  return new AppError(code, lineRefusalMessage(assessment), 422, [
    { field: 'creditLimit', message: lineRefusalMessage(assessment) },
  ]);
}

/**
 * What the back office may read of decisions (decision 031), handed to it in
 * the composition: every stored decision of an application, the latest
 * policy decision of one application or of many (the queue), and the
 * policy's inputs as they stand now, so staff see the same ATP, identity,
 * bank-link and employer results the policy reads.
 */
export function createDecisionsBackOfficePort(deps: DecisionsDeps) {
  return {
    decisionsOf: (db: Db, applicationId: number): Promise<ApplicationDecisionRow[]> => decisionsOf(db, applicationId),

    latestPolicyDecision: (db: Db, applicationId: number): Promise<ApplicationDecisionRow | undefined> =>
      latestPolicyDecision(db, applicationId),

    latestPolicyDecisions: (db: Db, applicationIds: readonly number[]): Promise<Map<number, ApplicationDecisionRow>> =>
      latestPolicyDecisions(db, applicationIds),

    currentInputs,

    /**
     * A staff member's final decision (decision 032), appended under the
     * decisions' lock with the inputs as they stand, so it is kept like the
     * policy's: who, on what facts, with which terms. An approval's APR comes
     * from the band of the file on record (credit-limit.ts); the limit is the
     * staff member's.
     */
    async recordStaffDecision(
      tx: Db,
      decision: {
        applicationId: number;
        staffId: string;
        outcome: 'approve' | 'decline';
        reasons: string[];
        creditLimit: number | null;
        now: Date;
      },
    ): Promise<ApplicationDecisionRow & { lineAssessment: LineAssessment | null }> {
      await lockApplicationDecisions(tx, decision.applicationId);
      const inputs = await currentInputs(tx, decision.applicationId);
      if (!inputs) throw new Error(`application ${decision.applicationId} has no decision inputs`);
      const terms = decision.outcome === 'approve' ? approvalTerms(inputs.creditReport.file, inputs.income ?? 0) : null;
      // Reg Z 1026.51: no line is set without ability to pay on it (product-rules#ability-to-pay-on-the-line).
      const lineAssessment = terms ? assessLine(inputs, decision.creditLimit ?? 0, terms.aprBps) : null;
      if (lineAssessment && !lineAssessment.supported) throw lineRefusal(lineAssessment);
      const status = inputs.creditReport.status;
      const row = await insertDecision(tx, {
        id: randomUUID(),
        applicationId: decision.applicationId,
        sequence: (await lastSequence(tx, decision.applicationId)) + 1,
        policyVersion: currentPolicyVersion,
        inputs,
        inputsHash: snapshotHash(currentPolicyVersion, inputs),
        outcome: decision.outcome,
        reasons: decision.outcome === 'decline' ? decision.reasons : [],
        creditLimit: terms ? decision.creditLimit : null,
        aprBps: terms?.aprBps ?? null,
        band: terms?.band ?? null,
        consumerReportUsed: status === 'noFile' || status === 'completed',
        decidedBy: decision.staffId,
        trigger: 'staffAction',
        createdAt: decision.now,
      });
      return { ...row, lineAssessment };
    },
  };

  /** The inputs as they stand now; a pending or absent inquiry shows as such rather than waiting. */
  async function currentInputs(db: Db, applicationId: number) {
    const application = await deps.applicationOf(db, applicationId);
    if (!application || !isStepName(application.draft.stepName)) return null;
    const track = trackOf(application.draft.stepName);
    if (track === 'entry') return null;
    const creditReport = (await deps.creditReportOf(db, applicationId)) ?? { status: 'pending' as const, file: null };
    return decisionInputsOf(track, {
      draft: application.draft,
      files: await deps.currentFilesOf(db, applicationId),
      identityQuestions: currentIdentityQuestions(
        await deps.identityQuestionsOf(db, applicationId),
        application.identityAnswersChangedAt,
      ),
      creditReport,
      now: deps.now(),
    });
  }
}

export type DecisionsBackOfficePort = ReturnType<typeof createDecisionsBackOfficePort>;
