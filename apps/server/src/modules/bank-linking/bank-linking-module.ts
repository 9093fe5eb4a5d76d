import type { AppConfig } from '../../config/config.js';
import type { Mounted } from '../../platform/module-host.js';
import type { BankLinkingDeps } from './bank-linking-deps.js';
import { createBankLinkingPort, type BankLinkingPort } from './bank-linking-port.js';
import { createBankLinkingResolvers } from './bank-linking-resolvers.js';
import { setUpBankLinking } from './bank-linking-setup.js';

/**
 * Bank linking (decisions 011 and 039): the Plaid client from config (the local sandbox unless PLAID_ keys are set).
 * Answers its port, on the same client: the card's payment accounts through Plaid Auth (decision 080).
 */
export async function registerBankLinking({
  host,
  config,
  ...deps
}: Mounted<Omit<BankLinkingDeps, 'plaid' | 'oauthRedirectUri'> & { config: AppConfig }>): Promise<BankLinkingPort> {
  const setup = await setUpBankLinking(host.http, config);
  host.addResolvers(createBankLinkingResolvers({ ...deps, ...setup }));
  return createBankLinkingPort(setup);
}
