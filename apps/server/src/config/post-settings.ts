import { z } from 'zod';

/** Lob's API origin: the default of LOB_API_URL, which only a stand-in replaces. */
export const lobProductionUrl = 'https://api.lob.com';
/** A letter is sent by a job that retries, so a slow answer can wait longer than a one-time code's. */
export const defaultPostTimeoutMs = 30_000;

/** The settings that make letters real (decision 089); without both the sandbox keeps them (/dev/letters). */
export const postCredentialKeys = ['LOB_API_KEY', 'LOB_FROM_ADDRESS_ID'] as const;

/** Letters on paper and bounced mail: environment variables, read once at start (config.ts). */
export const postSettingsShape = {
  // Lob's secret API key (test_… or live_…); with the return address: real letters, unset: the sandbox (/dev/letters).
  LOB_API_KEY: z
    .string()
    .regex(/^(test|live)_[0-9a-zA-Z]{16,}$/, 'must be a Lob secret API key (test_… or live_…)')
    .optional(),
  // Our return address as saved at Lob (adr_…).
  LOB_FROM_ADDRESS_ID: z
    .string()
    .regex(/^adr_[0-9a-zA-Z]{8,}$/, 'must be a Lob address id (adr_…)')
    .optional(),
  // Where Lob is called; only a stand-in changes it.
  LOB_API_URL: z.url().optional(),
  LOB_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).optional(),
  // The mail provider's bounce webhook's bearer secret; outside production one is derived from the session secret.
  MAIL_BOUNCE_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
};

type Parsed = z.infer<z.ZodObject<typeof postSettingsShape>>;

/** Half the keys would silently leave the sandbox running, so it is refused; production's refusal is provider-modes.ts. */
export function checkPostSettings(value: Parsed, context: z.RefinementCtx): void {
  const given = postCredentialKeys.filter((key) => value[key] !== undefined);
  if (given.length === 0 || given.length === postCredentialKeys.length) return;
  for (const key of postCredentialKeys)
    if (value[key] === undefined)
      context.addIssue({
        code: 'custom',
        path: [key],
        message: `is required with ${given.join(' and ')} (without both the sandbox keeps the letters)`,
      });
}

export interface PostSettings {
  /** Undefined: the sandbox keeps the letters (docs/sandbox.md "Letters"). */
  lob: { apiKey: string; fromAddressId: string } | undefined;
  url: string;
  timeoutMs: number;
  /** Undefined outside production means derived from the session secret. */
  bounceWebhookSecret: string | undefined;
}

export function readPostSettings(value: Parsed): PostSettings {
  const { LOB_API_KEY: apiKey, LOB_FROM_ADDRESS_ID: fromAddressId } = value;
  return {
    lob: apiKey && fromAddressId ? { apiKey, fromAddressId } : undefined,
    url: (value.LOB_API_URL ?? lobProductionUrl).replace(/\/$/, ''),
    timeoutMs: value.LOB_TIMEOUT_MS ?? defaultPostTimeoutMs,
    bounceWebhookSecret: value.MAIL_BOUNCE_WEBHOOK_SECRET,
  };
}
