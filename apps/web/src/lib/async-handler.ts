/**
 * React and the DOM ignore what an event handler returns, so a promise handed
 * to `onSubmit` or `onBlur` would reject where nothing looks. Handlers catch
 * what they can explain to the person (a form message, a notice); anything
 * that still escapes is a bug, and goes where the page's other uncaught
 * errors go: the console and browser monitoring's `error` listener
 * (lib/monitoring/start-monitoring.ts).
 */
export function asyncHandler<Args extends unknown[]>(
  handler: (...args: Args) => Promise<unknown>,
): (...args: Args) => void {
  return (...args) => {
    handler(...args).catch(reportUnexpected);
  };
}

/** Hands an error no code path expected to the page, as an uncaught one. */
export function reportUnexpected(error: unknown): void {
  if (typeof globalThis.reportError === 'function') return globalThis.reportError(error);
  // Without reportError (older browsers, test runners) a throw outside any promise reaches the same place.
  queueMicrotask(() => {
    throw error;
  });
}
