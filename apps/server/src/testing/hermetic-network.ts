import { afterEach } from 'vitest';

/**
 * Integration tests talk to the app in-process (app.inject) and to the
 * database; any other outbound fetch is a bug in the test or the code, so it
 * fails loudly instead of reaching the network.
 */
const allowedHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);
// Test files share a worker's globals (the integration project does not isolate them, decision 107): this
// setup runs once per file, so it keeps the real fetch aside the first time instead of wrapping its own wrapper.
const realFetchKey = Symbol.for('waypoint.test.realFetch');
const globals = globalThis as typeof globalThis & { [realFetchKey]?: typeof fetch };
globals[realFetchKey] ??= globalThis.fetch;
const realFetch = globals[realFetchKey];
const unexpected: string[] = [];

globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  if (!allowedHosts.has(url.hostname)) {
    unexpected.push(url.href);
    throw new Error(`Unexpected network call in a test: ${url.href}`);
  }
  return realFetch(input, init);
}) as typeof fetch;

afterEach(() => {
  if (unexpected.length === 0) return;
  const calls = unexpected.splice(0);
  throw new Error(`Unexpected network calls: ${calls.join(', ')}`);
});
