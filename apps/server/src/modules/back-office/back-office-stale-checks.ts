import { answerInWords, type VerifiedFact } from '@waypoint/domain/application/checks/check-dependencies';
import type { OpsCheck } from '../../graphql/generated/resolvers-types.js';

/** The facts each back-office check reads (product-rules#check-dependencies). */
const factsOfCheck: Readonly<Record<string, readonly VerifiedFact[]>> = {
  identityRisk: ['identityScore'],
  identityQuestions: ['identityQuestions'],
  bankLink: ['bankLink'],
  employer: ['workEmailLink', 'workplaceAddress', 'employerByBank'],
};

export interface StaleFactRecord {
  fact: VerifiedFact;
  staleSince: Date;
  answers: string[];
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A check that did not pass on the current answers, whose fact an answer change made stale, is
 * shown as stale with what changed: staff read "asked again", never the old pass nor a bare
 * "not done". A check that passed again after the change shows its new result.
 */
export function withStaleChecks(checks: readonly OpsCheck[], stale: readonly StaleFactRecord[]): OpsCheck[] {
  return checks.map((check) => {
    if (check.result === 'passed' || check.result === 'not required') return check;
    const facts = stale.filter((row) => factsOfCheck[check.name]?.includes(row.fact));
    const latest = facts.map((row) => row.staleSince).sort((a, b) => b.getTime() - a.getTime())[0];
    if (!latest) return check;
    const answers = [...new Set(facts.flatMap((row) => row.answers).map(answerInWords))];
    return { ...check, result: 'stale', detail: `asked again: ${answers.join(', ')} changed on ${day(latest)}` };
  });
}
