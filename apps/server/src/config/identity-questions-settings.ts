import { z } from 'zod';
import { requireAllOrNone } from './settings-rules.js';

/**
 * The identity questions settings (docs/decisions/042-identity-questions-vendor.md):
 * IDology's ExpectID IQ API when its user and password are set, else the local
 * sandbox (docs/sandbox.md "Identity questions"). Read once at start (config.ts).
 */
export const idologyProductionUrl = 'https://web.idologylive.com/api';

export const identityQuestionsSettingsShape = {
  // The API's base URL; the contract tests and the production-like e2e point it at the stand-in.
  IDENTITY_QUESTIONS_URL: z.url().optional(),
  IDENTITY_QUESTIONS_USERNAME: z.string().min(1).max(128).optional(),
  IDENTITY_QUESTIONS_PASSWORD: z.string().min(1).max(255).optional(),
};

type Parsed = z.infer<z.ZodObject<typeof identityQuestionsSettingsShape>>;

/** The settings that make the adapter real (config/provider-modes.ts names them for `identity-questions`). */
export const identityQuestionsCredentialKeys = ['IDENTITY_QUESTIONS_USERNAME', 'IDENTITY_QUESTIONS_PASSWORD'] as const;

/**
 * The user and password come together or not at all; a URL without them would
 * be silently ignored for the sandbox, so it is refused; a production refusal
 * of the sandbox lives in provider-modes.ts.
 */
export function checkIdentityQuestionsSettings(value: Parsed, context: z.RefinementCtx): void {
  requireAllOrNone(value, identityQuestionsCredentialKeys, context, 'IDENTITY_QUESTIONS_');
  if (value.IDENTITY_QUESTIONS_URL && !value.IDENTITY_QUESTIONS_USERNAME && !value.IDENTITY_QUESTIONS_PASSWORD)
    context.addIssue({
      code: 'custom',
      path: ['IDENTITY_QUESTIONS_URL'],
      message: 'needs IDENTITY_QUESTIONS_USERNAME and IDENTITY_QUESTIONS_PASSWORD (without them the sandbox asks)',
    });
}

/** IDology's API: where it is and our account with it. */
export interface IdologySettings {
  url: string;
  username: string;
  password: string;
}

export interface IdentityQuestionsSettings {
  /** Undefined: the sandbox asks the questions. */
  idology: IdologySettings | undefined;
}

export function readIdentityQuestionsSettings(value: Parsed): IdentityQuestionsSettings {
  const { IDENTITY_QUESTIONS_USERNAME: username, IDENTITY_QUESTIONS_PASSWORD: password } = value;
  return {
    idology:
      username && password
        ? { url: (value.IDENTITY_QUESTIONS_URL ?? idologyProductionUrl).replace(/\/+$/, ''), username, password }
        : undefined,
  };
}
