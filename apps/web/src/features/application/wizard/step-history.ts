import { isStepName, type StepName } from '@waypoint/domain/application/steps/step-names';

/**
 * What the wizard writes into each browser history entry it shows a step in
 * (decision 019). The address stays /application (steps have no paths,
 * product-rules#step-names), so the step lives in the entry's state, beside what the router keeps
 * there (`usr`, `key`, `idx`), which is left as it is.
 */
export interface StepEntry {
  /** The step this entry shows. */
  step: StepName;
  /** The step of the entry just behind this one, when the wizard wrote both. */
  previous: StepName | null;
}

const entryField = 'waypointStep';

/** The wizard's part of a history entry's state; null for an entry it did not write (or one that is not ours). */
export function readStepEntry(state: unknown): StepEntry | null {
  if (typeof state !== 'object' || state === null) return null;
  const entry: unknown = (state as Record<string, unknown>)[entryField];
  if (typeof entry !== 'object' || entry === null) return null;
  const { step, previous } = entry as Record<string, unknown>;
  if (!isStepName(step)) return null;
  return { step, previous: isStepName(previous) ? previous : null };
}

/** `state` with the wizard's part set, the router's fields kept. */
export function withStepEntry(state: unknown, entry: StepEntry): Record<string, unknown> {
  const kept = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return { ...kept, [entryField]: entry };
}

/**
 * A new entry's state on top of `state`: the router's location state carried
 * over, a fresh key and the next index, as the router writes its own entries,
 * so its Back and Forward handling reads ours like its own.
 */
export function nextEntryState(state: unknown, entry: StepEntry, key: string): Record<string, unknown> {
  const kept = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const index = typeof kept.idx === 'number' ? kept.idx + 1 : 0;
  return { usr: kept.usr ?? null, key, idx: index, [entryField]: entry };
}

export type HistoryAction =
  /** Nothing to do: the entry shows the step on show. */
  | { kind: 'none' }
  /** Rewrite this entry (replaceState) to show the step on show. */
  | { kind: 'stamp'; entry: StepEntry }
  /** A new entry for the step on show (pushState). */
  | { kind: 'push'; entry: StepEntry }
  /** The wizard went to the step of the entry behind: the browser goes back one entry too. */
  | { kind: 'back' }
  /** The browser's Back or Forward asked for this step, and the rules allow it: move the draft there. */
  | { kind: 'move'; to: StepName };

export interface HistoryInput {
  /** The draft's step. */
  step: StepName;
  /** The wizard's part of the browser's current entry. */
  entry: StepEntry | null;
  /** The browser's Back or Forward landed on this entry (popstate) and it is not handled yet. */
  popped: boolean;
  /** The wizard has just opened (a visit, a reload, a return from another page). */
  opened: boolean;
  /** Where the wizard's own buttons allow going from the step on show, for a requested step, or null. */
  allowed(requested: StepName): StepName | null;
}

/**
 * One rule for the browser's history and the wizard's step (decision 019):
 * - an entry the wizard did not write (a first visit, review's `?edit=`) is
 *   marked with the step on show;
 * - browser Back or Forward to an entry of another step moves the draft
 *   there when the wizard's own Back or Continue could (`allowed`, the
 *   domain's history-move rule, checked again by the server); otherwise the
 *   entry is rewritten to the step on show, so the screen never disagrees
 *   with the history;
 * - the wizard moving by its own buttons: to the step of the entry behind
 *   (its Back, or a refused save put back) the browser goes back one entry,
 *   so browser Forward returns; any other move is a new entry.
 */
export function historyAction({ step, entry, popped, opened, allowed }: HistoryInput): HistoryAction {
  if (!entry) return { kind: 'stamp', entry: { step, previous: null } };
  if (entry.step === step) return { kind: 'none' };
  if (popped) {
    const target = allowed(entry.step);
    return target ? { kind: 'move', to: target } : { kind: 'stamp', entry: { ...entry, step } };
  }
  // An entry left from before this visit (the draft moved on elsewhere): it shows the step on show now.
  if (opened) return { kind: 'stamp', entry: { step, previous: entry.previous === step ? null : entry.previous } };
  if (entry.previous === step) return { kind: 'back' };
  return { kind: 'push', entry: { step, previous: entry.step } };
}
