/**
 * Collects what code under test writes to console.error: React's warnings
 * (a missing act(), a bad prop, a key) and the app's own error reports. The
 * DOM tier fails a test that wrote any, as the e2e fixture fails a browser
 * test on a console error.
 */
export function watchConsoleErrors(): { stop(): string[] } {
  const messages: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    messages.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '));
  };
  return {
    stop() {
      console.error = original;
      return messages;
    },
  };
}
