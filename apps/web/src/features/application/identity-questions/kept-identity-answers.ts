import { z } from 'zod';
import type { IdentityQuestion } from './api/get-identity';

/**
 * The identity questions answered so far in the open set, kept in this tab's
 * sessionStorage so a reload does not start the set over (the server resumes
 * the same transaction and questions). Only the positions of the chosen
 * options are kept, never their text: one option is the last four digits of
 * the SSN, another the year of birth, which never go into browser storage.
 * One set at a time; sending the answers removes it, and signing out clears
 * every `waypoint.unsaved.` key (session-provider.tsx).
 */
export const keptIdentityAnswersKey = 'waypoint.unsaved.identity-questions';

export interface IdentityProgress {
  /** The options chosen for the questions already passed with Next. */
  answers: string[];
  /** The option picked on the question on screen, not yet passed with Next. */
  chosen: string;
}

const keptSchema = z.object({
  setKey: z.string(),
  answers: z.array(z.number().int().nonnegative()),
  chosen: z.number().int().nonnegative().nullable(),
});

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the progress through the set `setKey`, as option positions. */
export function keepIdentityProgress(
  setKey: string,
  questions: readonly IdentityQuestion[],
  progress: IdentityProgress,
  store: Storage | null = storage(),
): void {
  if (!store) return;
  const answers = progress.answers.map((answer, index) => questions[index]?.answer.indexOf(answer) ?? -1);
  const current = questions[progress.answers.length]?.answer.indexOf(progress.chosen) ?? -1;
  try {
    if (answers.length === 0 && current < 0) store.removeItem(keptIdentityAnswersKey);
    else if (answers.some((position) => position < 0)) store.removeItem(keptIdentityAnswersKey);
    else
      store.setItem(keptIdentityAnswersKey, JSON.stringify({ setKey, answers, chosen: current < 0 ? null : current }));
  } catch {
    // A full or disabled storage only means a reload starts the set over.
  }
}

/**
 * The progress kept for `setKey`, read back against the questions on screen:
 * anything that does not fit them (another set, a position out of range,
 * every question already answered) is dropped. Storage is input like any other.
 */
export function readIdentityProgress(
  setKey: string,
  questions: readonly IdentityQuestion[],
  store: Storage | null = storage(),
): IdentityProgress {
  const none = { answers: [], chosen: '' };
  if (!store) return none;
  try {
    const kept = keptSchema.safeParse(JSON.parse(store.getItem(keptIdentityAnswersKey) ?? 'null'));
    if (!kept.success || kept.data.setKey !== setKey || kept.data.answers.length >= questions.length) return none;
    const answers = kept.data.answers.map((position, index) => questions[index]?.answer[position]);
    if (answers.some((answer) => answer === undefined)) return none;
    const current = questions[answers.length];
    const chosen = kept.data.chosen === null ? '' : (current?.answer[kept.data.chosen] ?? '');
    return { answers: answers.filter((answer): answer is string => answer !== undefined), chosen };
  } catch {
    return none;
  }
}

export function forgetIdentityProgress(store: Storage | null = storage()): void {
  try {
    store?.removeItem(keptIdentityAnswersKey);
  } catch {
    // Nothing to forget without storage.
  }
}
