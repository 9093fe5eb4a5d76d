import { z } from 'zod';

/*
 * The sandbox card issuer's timers (docs/sandbox.md "Cards"; decision 079):
 * environment variables read once at start (config.ts). A server's e2e run
 * shortens them (e2e/servers.ts); a developer may too, to watch a payment
 * post or come back.
 */

const day = 86_400_000;

export const cardSandboxSettingsShape = {
  // A statement closes this long after the card's activation and every cycle after; 0: only on demand (the control route).
  CARD_SANDBOX_CYCLE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(90 * day)
    .default(30 * day),
  // A payment posts, and a cash-back deposit settles, this long after it was asked for.
  CARD_SANDBOX_SETTLE_AFTER_MS: z.coerce.number().int().min(0).max(day).default(60_000),
  // A test amount's return (.01, .02, .03, .29) comes this long after it posted or settled.
  CARD_SANDBOX_RETURN_AFTER_MS: z.coerce.number().int().min(0).max(day).default(60_000),
};

type Parsed = z.infer<z.ZodObject<typeof cardSandboxSettingsShape>>;

export interface CardSandboxSettings {
  cycleMs: number;
  settleAfterMs: number;
  returnAfterMs: number;
}

export function readCardSandboxSettings(value: Parsed): CardSandboxSettings {
  return {
    cycleMs: value.CARD_SANDBOX_CYCLE_MS,
    settleAfterMs: value.CARD_SANDBOX_SETTLE_AFTER_MS,
    returnAfterMs: value.CARD_SANDBOX_RETURN_AFTER_MS,
  };
}
