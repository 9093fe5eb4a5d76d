import { z } from 'zod';

/**
 * How an instance stops (docs/operations.md "Shutdown", decision 059): the
 * drain is how long it keeps serving after SIGTERM with /healthz answering
 * 503, so a load balancer's health checks see it leave before it stops
 * accepting connections. Read once at start (config.ts).
 */
export const shutdownSettingsShape = {
  // At least a load balancer's check interval times its fall count (HAProxy: inter 1s, fall 2 -> 2-3 s).
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
};

/** Long enough for two or three failed checks at a one-second interval, with room to spare. */
export const defaultDrainMs = 5_000;

type Parsed = z.infer<z.ZodObject<typeof shutdownSettingsShape>> & { APP_ENV: string };

export interface ShutdownSettings {
  /** How long /healthz answers 503 draining, still serving, before the listener closes. */
  drainMs: number;
}

/** Tests stop their servers at once: nothing is in front of them to notice a drain. */
export function readShutdownSettings(value: Parsed): ShutdownSettings {
  return { drainMs: value.SHUTDOWN_DRAIN_MS ?? (value.APP_ENV === 'test' ? 0 : defaultDrainMs) };
}
