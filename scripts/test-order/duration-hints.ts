import { readFileSync } from 'node:fs';

/*
 * How long each test file took in a recorded full run, for the order a fresh clone runs them in
 * (longest-first-sequencer.ts). A stale figure only changes the order, never a result.
 */

/** `project:path` → milliseconds, for files that took at least two seconds in the recorded run. */
export type DurationHints = Record<string, number>;

export const durationHintsFile = new URL('./durations.json', import.meta.url);

const shortest = 2_000;

/** Vitest's results cache (node_modules/.vite/vitest/<hash>/results.json). */
export interface CachedResults {
  results: [string, { duration?: number; failed?: boolean }][];
}

export function readDurationHints(): DurationHints {
  return JSON.parse(readFileSync(durationHintsFile, 'utf8')) as DurationHints;
}

/** The cache's `project:path` durations of at least two seconds, to the tenth of a second, by key. */
export function durationHintsFrom(cached: CachedResults): DurationHints {
  const hints = cached.results
    .filter(([, result]) => (result.duration ?? 0) >= shortest)
    .map(([key, result]) => [key, Math.round((result.duration ?? 0) / 100) * 100] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return Object.fromEntries(hints);
}
