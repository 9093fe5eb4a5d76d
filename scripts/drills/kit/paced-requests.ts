import type { WindowFigures } from './save-load.js';

/**
 * A loop that does one request every `everyMs` (a sign-up every few seconds, a
 * read twice a second), timing each one; `action` resolves with a failure's
 * kind, or null when the request did what it should. Bounded by `stop()` and
 * by `maxRequests`.
 */
export interface PacedRequests {
  /** Figures since the previous window (or the start). */
  window(): WindowFigures;
  /** Stops the loop, waits for the request in flight, and returns the whole run's figures. */
  stop(): Promise<WindowFigures & { failures: Record<string, number>; firstFailures: string[] }>;
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

export function figuresOf(latencies: readonly number[], failed: number): WindowFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failed,
    p50Ms: Math.round(percentile(sorted, 0.5)),
    p99Ms: Math.round(percentile(sorted, 0.99)),
    maxMs: Math.round(sorted.at(-1) ?? 0),
  };
}

export function startPacedRequests(
  action: (index: number) => Promise<string | null>,
  options: { everyMs: number; maxRequests?: number },
): PacedRequests {
  const maxRequests = options.maxRequests ?? 1_000_000;
  const startedAt = performance.now();
  const all: number[] = [];
  let windowLatencies: number[] = [];
  let windowFailed = 0;
  let failed = 0;
  const failures: Record<string, number> = {};
  const firstFailures: string[] = [];
  let running = true;
  let wake: (() => void) | undefined;

  const fail = (kind: string) => {
    failed += 1;
    windowFailed += 1;
    failures[kind] = (failures[kind] ?? 0) + 1;
    if (firstFailures.length < 10) firstFailures.push(`${Math.round(performance.now() - startedAt)} ms: ${kind}`);
  };

  const loop = async () => {
    for (let index = 0; running && index < maxRequests; index += 1) {
      const begun = performance.now();
      try {
        const failure = await action(index);
        if (failure !== null) fail(failure);
      } catch (error) {
        fail((error as Error).name === 'TimeoutError' ? 'client timeout' : `network ${(error as Error).message}`);
      }
      const took = performance.now() - begun;
      all.push(took);
      windowLatencies.push(took);
      // Paced from the start of each request, so a slow answer does not slow the offered load.
      const wait = Math.max(0, options.everyMs - took);
      if (running && wait > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  };
  const looping = loop();

  return {
    window() {
      const figures = figuresOf(windowLatencies, windowFailed);
      windowLatencies = [];
      windowFailed = 0;
      return figures;
    },
    async stop() {
      running = false;
      wake?.();
      await looping;
      return { ...figuresOf(all, failed), failures, firstFailures };
    },
  };
}
