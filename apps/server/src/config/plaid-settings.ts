import { z } from 'zod';
import { requireAllOrNone } from './settings-rules.js';

/** The Plaid settings (decisions 011 and 039): environment variables, read once at start (config.ts). */
export const plaidSettingsShape = {
  // Bank linking: the real Plaid service when both keys are set, else the local sandbox.
  PLAID_CLIENT_ID: z.string().min(1).optional(),
  PLAID_SECRET: z.string().min(1).optional(),
  PLAID_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  PLAID_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Overrides PLAID_ENV's host; only a stand-in (apps/server/src/testing/stand-ins/plaid-stand-in.ts) sets it.
  PLAID_API_URL: z.url().optional(),
};

type Parsed = z.infer<z.ZodObject<typeof plaidSettingsShape>>;

/** Rules across the Plaid settings (the keys come as a pair); a production refusal lives in provider-modes.ts. */
export function checkPlaidSettings(value: Parsed, context: z.RefinementCtx): void {
  requireAllOrNone(value, ['PLAID_CLIENT_ID', 'PLAID_SECRET'], context, 'Plaid');
}

export interface PlaidSettings {
  clientId: string | undefined;
  secret: string | undefined;
  environment: 'sandbox' | 'production';
  /** How long a call to the provider may take before the applicant is told (and offered the upload). */
  timeoutMs: number;
  /** A base URL used instead of PLAID_ENV's host (a stand-in's); undefined means Plaid's own. */
  apiUrl: string | undefined;
}

export function readPlaidSettings(value: Parsed): PlaidSettings {
  return {
    clientId: value.PLAID_CLIENT_ID,
    secret: value.PLAID_SECRET,
    environment: value.PLAID_ENV,
    timeoutMs: value.PLAID_TIMEOUT_MS,
    apiUrl: value.PLAID_API_URL?.replace(/\/$/, ''),
  };
}
