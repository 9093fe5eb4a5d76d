import type { IdentityQuestionsSettings } from '../../config/identity-questions-settings.js';
import { createIdologyKbaProvider } from './idology/idology-kba.js';
import type { KbaProvider } from './kba-provider.js';
import { createSandboxKbaProvider } from './sandbox-kba.js';

/**
 * The identity questions' provider (docs/decisions/042-identity-questions-vendor.md):
 * IDology when its user and password are set, otherwise the sandbox, whose
 * decoys come from the shared secret so every instance offers an applicant
 * the same ones (docs/sandbox.md "Identity questions"). Production refuses
 * the sandbox unless it was opted in (config/provider-modes.ts).
 */
export function kbaProviderFromSettings(
  settings: IdentityQuestionsSettings,
  sandbox: { decoySecret: Uint8Array },
): KbaProvider {
  return settings.idology
    ? createIdologyKbaProvider(settings.idology)
    : createSandboxKbaProvider({ decoySecret: sandbox.decoySecret });
}
