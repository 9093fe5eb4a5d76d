import type { AppConfig } from '../../config/config.js';
import { createExperianCreditBureau } from './bureau-api/experian-credit-bureau.js';
import type { CreditBureauProvider } from './credit-bureau-provider.js';
import { createSandboxCreditBureau } from './sandbox-credit-bureau.js';

/**
 * The one place the credit bureau is chosen (architecture "providers"): the
 * bureau's API when its settings are given, else the local sandbox. The
 * config refuses a partial set, and production without them, so the sandbox
 * never stands in for the real bureau there.
 */
export function creditBureauFromConfig(config: Pick<AppConfig, 'creditBureau'>): CreditBureauProvider {
  const { url, clientId, clientSecret, username, password, subscriberCode, timeoutMs } = config.creditBureau;
  if (url && clientId && clientSecret && username && password && subscriberCode)
    return createExperianCreditBureau({ url, clientId, clientSecret, username, password, subscriberCode, timeoutMs });
  return createSandboxCreditBureau();
}
