import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export type ProviderCallOutcome = 'ok' | 'error' | 'timeout';

/**
 * What belongs to the process rather than to one app instance: Node's own
 * metrics and the outside services' calls, which adapters record without an
 * app at hand. Every app's /metrics merges it with its own registry.
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

const providerCalls = new Counter({
  name: 'waypoint_provider_calls_total',
  help: 'Calls to outside services (docs/operations.md "Metrics and alerts"), by provider and outcome',
  labelNames: ['provider', 'outcome'] as const,
  registers: [processMetrics],
});

// Vendors answer in tens of milliseconds to a few seconds; the adapters time out at 5–10 s.
const providerCallSeconds = new Histogram({
  name: 'waypoint_provider_call_duration_seconds',
  help: 'How long calls to outside services took, by provider and outcome',
  labelNames: ['provider', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20],
  registers: [processMetrics],
});

/** Records one call to an outside service (a provider name of config/provider-modes.ts, or `plaid`…). */
export function recordProviderCall(provider: string, outcome: ProviderCallOutcome, seconds: number): void {
  providerCalls.inc({ provider, outcome });
  providerCallSeconds.observe({ provider, outcome }, seconds);
}

const timeoutCodes = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT']);

/** A failure that is the wait running out (AbortSignal.timeout, a socket's timeout), told apart from a refusal. */
export function isTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && timeoutCodes.has(code)) return true;
  return error.cause !== undefined && error.cause !== error && isTimeout(error.cause);
}

/**
 * Runs one call to an outside service and records its outcome and time: a
 * throw is `timeout` or `error` (and is thrown on); `outcomeOf` lets an
 * adapter that answers "unavailable" instead of throwing say so.
 */
export async function instrumented<T>(
  provider: string,
  call: () => Promise<T>,
  outcomeOf: (result: T) => ProviderCallOutcome = () => 'ok',
): Promise<T> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  let result: T;
  try {
    result = await call();
  } catch (error) {
    recordProviderCall(provider, isTimeout(error) ? 'timeout' : 'error', seconds());
    throw error;
  }
  recordProviderCall(provider, outcomeOf(result), seconds());
  return result;
}

type AsyncMethodName<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/**
 * The same adapter with the named methods measured (composition/providers.ts
 * wraps each chosen provider once): `instrumentMethods('credit-bureau', bureau, ['pull'])`.
 */
export function instrumentMethods<T extends object>(provider: string, adapter: T, methods: AsyncMethodName<T>[]): T {
  const measured = new Set<PropertyKey>(methods);
  // A proxy rather than a copy: the adapter's own `this` (class fields, private state) stays the adapter.
  return new Proxy(adapter, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      if (!measured.has(property)) return method.bind(target);
      return (...args: unknown[]) => instrumented(provider, () => method.apply(target, args));
    },
  });
}
