import { z } from 'zod';

/** Lithic's production API origin: the default of CARD_ISSUER_URL, which a stand-in replaces in tests (decision 045). */
export const lithicProductionUrl = 'https://api.lithic.com';
/** The card-issue and statement-credit jobs retry a slow call, so one call may wait this long before it counts as unanswered. */
export const defaultCardIssuerTimeoutMs = 10_000;

/**
 * The settings that make the card issuer real (decision 045): the API key and
 * the webhook secret (CARD_ISSUER_WEBHOOK_SECRET, read in config.ts because the
 * sandbox signs with it too). config/provider-modes.ts should list both.
 */
export const cardIssuerCredentialKeys = ['CARD_ISSUER_API_KEY', 'CARD_ISSUER_WEBHOOK_SECRET'] as const;

/** The card issuer settings: environment variables, read once at start (config.ts). */
export const cardIssuerSettingsShape = {
  // Lithic's API key (the Authorization header); set: the real issuer, unset: the sandbox (docs/sandbox.md "Cards").
  CARD_ISSUER_API_KEY: z.string().min(1).max(500).optional(),
  // Where the issuer is called; only a stand-in (apps/server/src/testing/stand-ins/lithic-stand-in.ts) or Lithic's sandbox changes it.
  CARD_ISSUER_URL: z.url().optional(),
  CARD_ISSUER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).optional(),
};

type Parsed = z.infer<z.ZodObject<typeof cardIssuerSettingsShape>> & { CARD_ISSUER_WEBHOOK_SECRET?: string };

/**
 * With the API key, Lithic signs webhooks Svix-style with a `whsec_` secret
 * (base64 after the prefix): a secret of our own scheme would refuse every
 * delivery, so it is refused at start instead.
 */
export function checkCardIssuerSettings(value: Parsed, context: z.RefinementCtx): void {
  if (value.CARD_ISSUER_API_KEY === undefined) return;
  const secret = value.CARD_ISSUER_WEBHOOK_SECRET;
  if (secret === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['CARD_ISSUER_WEBHOOK_SECRET'],
      message: "is required with CARD_ISSUER_API_KEY (the event subscription's whsec_ signing secret)",
    });
    return;
  }
  if (!isWhsecSecret(secret))
    context.addIssue({
      code: 'custom',
      path: ['CARD_ISSUER_WEBHOOK_SECRET'],
      message: "must be Lithic's whsec_<base64> signing secret when CARD_ISSUER_API_KEY is set",
    });
}

function isWhsecSecret(secret: string): boolean {
  const encoded = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : '';
  return /^[A-Za-z0-9+/]+={0,2}$/.test(encoded) && Buffer.from(encoded, 'base64').length >= 16;
}

export interface CardIssuerSettings {
  /** Lithic's API key; undefined means the sandbox issuer. */
  apiKey: string | undefined;
  /** The API origin (CARD_ISSUER_URL, Lithic's production API unless set). */
  url: string;
  /** How long one call may take (CARD_ISSUER_TIMEOUT_MS, 10 s unless set). */
  timeoutMs: number;
}

export function readCardIssuerSettings(value: Parsed): CardIssuerSettings {
  return {
    apiKey: value.CARD_ISSUER_API_KEY,
    url: (value.CARD_ISSUER_URL ?? lithicProductionUrl).replace(/\/$/, ''),
    timeoutMs: value.CARD_ISSUER_TIMEOUT_MS ?? defaultCardIssuerTimeoutMs,
  };
}
