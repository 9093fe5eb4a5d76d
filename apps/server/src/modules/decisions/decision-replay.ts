import { isDeepStrictEqual } from 'node:util';
import type { Db } from '../../db/database.js';
import { redecide, storedAnswerOf, type DecisionAnswer } from './decision-policies.js';
import { decisionsPage } from './decisions-repository.js';

export interface ReplayDifference {
  decisionId: string;
  stored: DecisionAnswer;
  /** The answer the stored version gives today, or why it could not be re-run. */
  rerun: DecisionAnswer | { error: string };
}

export interface ReplayReport {
  checked: number;
  differences: ReplayDifference[];
}

const pageSize = 200;

/**
 * Re-runs stored automatic decisions, each under its own version on its own
 * snapshot, and lists any whose answer is not the stored one (decision 030):
 * the proof that a policy change left the old versions alone. Bounded by
 * `maxDecisions`, read a page at a time.
 */
export async function replayStoredDecisions(db: Db, maxDecisions = 100_000): Promise<ReplayReport> {
  const report: ReplayReport = { checked: 0, differences: [] };
  let after: string | null = null;
  while (report.checked < maxDecisions) {
    const page = await decisionsPage(db, after, Math.min(pageSize, maxDecisions - report.checked));
    if (page.length === 0) break;
    for (const row of page) {
      report.checked += 1;
      if (row.decidedBy !== 'policy') continue;
      const stored = storedAnswerOf(row);
      let rerun: ReplayDifference['rerun'];
      try {
        rerun = redecide(row);
      } catch (error) {
        rerun = { error: error instanceof Error ? error.message : String(error) };
      }
      if (!isDeepStrictEqual(rerun, stored)) report.differences.push({ decisionId: row.id, stored, rerun });
    }
    after = page.at(-1)?.id ?? null;
  }
  return report;
}
