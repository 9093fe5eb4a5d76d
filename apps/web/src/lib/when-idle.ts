/**
 * Runs `task` when the browser has nothing more urgent to do, and within 5 s at the latest;
 * after a second where the browser cannot tell idle time (no requestIdleCallback).
 */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5_000 });
  else setTimeout(task, 1_000);
}
