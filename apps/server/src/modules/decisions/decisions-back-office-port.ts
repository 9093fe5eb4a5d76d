import { desc, inArray } from 'drizzle-orm';
import { isStepName, trackOf } from '@waypoint/domain/application/steps/step-names';
import type { Db } from '../../db/database.js';
import { decisionInputsOf } from './decision-inputs-gatherer.js';
import type { DecisionsDeps } from './decisions-deps.js';
import { decisionsOf } from './decisions-repository.js';
import { applicationDecisions, type ApplicationDecisionRow } from './decisions-tables.js';

/**
 * What the back office may read of decisions (decision 031), handed to it in
 * the composition: every stored decision of an application, the latest
 * automatic one of many applications (the queue), and the policy's inputs as
 * they stand now, so staff see the same ATP, identity, bank-link and employer
 * results the policy reads.
 */
export function createDecisionsBackOfficePort(deps: DecisionsDeps) {
  return {
    decisionsOf: (db: Db, applicationId: number): Promise<ApplicationDecisionRow[]> => decisionsOf(db, applicationId),

    async latestPolicyDecisions(db: Db, applicationIds: readonly number[]) {
      const latest = new Map<number, ApplicationDecisionRow>();
      if (applicationIds.length === 0) return latest;
      const rows = await db
        .select()
        .from(applicationDecisions)
        .where(inArray(applicationDecisions.applicationId, [...applicationIds]))
        .orderBy(desc(applicationDecisions.sequence));
      for (const row of rows) {
        if (row.decidedBy === 'policy' && !latest.has(row.applicationId)) latest.set(row.applicationId, row);
      }
      return latest;
    },

    /** The inputs as they stand now; a pending or absent inquiry shows as such rather than waiting. */
    async currentInputs(db: Db, applicationId: number) {
      const application = await deps.applicationOf(db, applicationId);
      if (!application || !isStepName(application.draft.stepName)) return null;
      const track = trackOf(application.draft.stepName);
      if (track === 'entry') return null;
      const creditReport = (await deps.creditReportOf(db, applicationId)) ?? { status: 'pending' as const, file: null };
      return decisionInputsOf(track, {
        draft: application.draft,
        files: await deps.currentFilesOf(db, applicationId),
        identityQuestions: await deps.identityQuestionsOf(db, applicationId),
        creditReport,
        now: deps.now(),
      });
    },
  };
}

export type DecisionsBackOfficePort = ReturnType<typeof createDecisionsBackOfficePort>;
