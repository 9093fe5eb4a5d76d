import type { QuestionsType } from './kba-provider.js';

/** The results of an identity check (product-rules#identity-check-status; docs/sandbox.md "Identity questions"). */
export type KbaResult = 'questions' | 'challenge' | 'passed' | 'failed' | 'timeout';
export type { QuestionsType };

export const openResults: ReadonlySet<KbaResult> = new Set<KbaResult>(['questions', 'challenge']);

/** product-rules#identity-check-status: answers go to the CHALLENGE set when the last result was challenge, otherwise to MAIN. */
export function expectedSet(result: KbaResult): QuestionsType {
  return result === 'challenge' ? 'CHALLENGE' : 'MAIN';
}

export function wrongAnswers(correct: readonly string[], answers: readonly string[]): number {
  return correct.filter((right, index) => answers[index] !== right).length;
}

/**
 * MAIN: all right passes, exactly one wrong goes to the CHALLENGE set, two or
 * more wrong fails. CHALLENGE: both right passes, otherwise fails. Every
 * provider scores by this, the sandbox from the options it knows to be right,
 * a vendor from the count of wrong answers it reports.
 */
export function scoreAnswers(set: QuestionsType, wrong: number): 'passed' | 'challenge' | 'failed' {
  if (wrong === 0) return 'passed';
  if (set === 'MAIN' && wrong === 1) return 'challenge';
  return 'failed';
}
