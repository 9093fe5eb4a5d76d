import type { AppConfig } from '../../config/config.js';
import type { Mounted } from '../../platform/module-host.js';
import type { BankLinkingDeps } from './bank-linking-deps.js';
import { createBankLinkingResolvers } from './bank-linking-resolvers.js';
import { setUpBankLinking } from './bank-linking-setup.js';

/** Bank linking (decisions 011 and 039): the Plaid client from config (the local sandbox unless PLAID_ keys are set). */
export async function registerBankLinking({
  host,
  config,
  ...deps
}: Mounted<Omit<BankLinkingDeps, 'plaid' | 'oauthRedirectUri'> & { config: AppConfig }>): Promise<void> {
  const { plaid, oauthRedirectUri } = await setUpBankLinking(host.http, config);
  host.addResolvers(createBankLinkingResolvers({ ...deps, plaid, oauthRedirectUri }));
}
