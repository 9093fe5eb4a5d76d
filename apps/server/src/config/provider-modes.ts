import { z } from 'zod';
import { cardIssuerCredentialKeys } from './card-issuer-settings.js';
import { documentCheckCredentialKeys } from './document-check-settings.js';
import { identityQuestionsCredentialKeys } from './identity-questions-settings.js';
import { postCredentialKeys } from './post-settings.js';
import { riskScoreCredentialKeys } from './risk-score-settings.js';
import { smsCredentialKeys } from './sms-settings.js';

/**
 * Every outside service the product calls (decision 038). Each runs as its
 * real adapter when all its settings are given, or as the local sandbox
 * (docs/sandbox.md). Production refuses a sandbox unless SANDBOX_PROVIDERS
 * names it (a staging server's explicit opt-in).
 */
export const providerNames = [
  'recaptcha',
  'identity-questions',
  'risk-score',
  'document-check',
  'bank-linking',
  'credit-bureau',
  'card-issuer',
  'mail',
  'sms',
  'post',
] as const;

export type ProviderName = (typeof providerNames)[number];
export type ProviderMode = 'real' | 'sandbox';

/** The settings that make each provider real: all of them, or it is the sandbox. */
export const realProviderSettings: Record<ProviderName, readonly string[]> = {
  recaptcha: ['RECAPTCHA_SECRET', 'RECAPTCHA_SITE_KEY'],
  'identity-questions': identityQuestionsCredentialKeys,
  'risk-score': riskScoreCredentialKeys,
  'document-check': documentCheckCredentialKeys,
  'bank-linking': ['PLAID_CLIENT_ID', 'PLAID_SECRET'],
  'credit-bureau': [
    'CREDIT_BUREAU_URL',
    'CREDIT_BUREAU_CLIENT_ID',
    'CREDIT_BUREAU_CLIENT_SECRET',
    'CREDIT_BUREAU_USERNAME',
    'CREDIT_BUREAU_PASSWORD',
    'CREDIT_BUREAU_SUBSCRIBER_CODE',
  ],
  'card-issuer': cardIssuerCredentialKeys,
  mail: ['SMTP_URL'],
  sms: smsCredentialKeys,
  // Letters on paper (decision 089): Lob.
  post: postCredentialKeys,
};

export interface ProviderModes {
  /** Which adapter each provider runs: composition/providers.ts builds it from this, once. */
  modes: Record<ProviderName, ProviderMode>;
  /** The providers running as sandboxes, in providerNames order (reported by /healthz). */
  sandboxes: ProviderName[];
  /** SANDBOX_PROVIDERS: the sandboxes a production server was told to accept. */
  optedIn: ProviderName[];
}

/** SANDBOX_PROVIDERS: a comma list of provider names; `none` or empty is none. */
export const sandboxProvidersSetting = z
  .string()
  .optional()
  .transform((text, context): ProviderName[] => {
    const entries = (text ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '' && entry !== 'none');
    const unknown = entries.filter((entry) => !(providerNames as readonly string[]).includes(entry));
    if (unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `names no provider: ${unknown.join(', ')} (known: ${providerNames.join(', ')})`,
      });
      return z.NEVER;
    }
    return providerNames.filter((name) => entries.includes(name));
  });

function isReal(value: Record<string, unknown>, settings: readonly string[]): boolean {
  return settings.every((key) => value[key] !== undefined);
}

/** Decides each provider's mode from the parsed settings. */
export function decideProviderModes(value: Record<string, unknown>, optedIn: readonly ProviderName[]): ProviderModes {
  const modes = Object.fromEntries(
    providerNames.map((name) => [name, isReal(value, realProviderSettings[name]) ? 'real' : 'sandbox']),
  ) as Record<ProviderName, ProviderMode>;
  return {
    modes,
    sandboxes: providerNames.filter((name) => modes[name] === 'sandbox'),
    optedIn: [...optedIn],
  };
}

/**
 * Production fails closed: each provider that would run as a sandbox without
 * being opted in names every setting it misses, in config.ts's error style.
 */
export function refuseUnchosenSandboxes(
  value: Record<string, unknown>,
  optedIn: readonly ProviderName[],
  context: z.RefinementCtx,
): void {
  const { sandboxes } = decideProviderModes(value, optedIn);
  for (const provider of sandboxes) {
    if (optedIn.includes(provider)) continue;
    const missing = realProviderSettings[provider].filter((key) => value[key] === undefined);
    for (const key of missing)
      context.addIssue({
        code: 'custom',
        path: [key],
        message: `is required when APP_ENV=production (or name ${provider} in SANDBOX_PROVIDERS)`,
      });
  }
}
