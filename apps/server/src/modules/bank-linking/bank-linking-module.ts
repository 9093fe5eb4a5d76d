import type { AppConfig } from '../../config/config.js';
import type { ModuleHost } from '../../platform/module-host.js';
import type { BankLinkingDeps } from './bank-linking-deps.js';
import { createBankLinkingResolvers } from './bank-linking-resolvers.js';
import { setUpBankLinking } from './bank-linking-setup.js';

/** Bank linking (decisions 011 and 039): the Plaid client from config (the local sandbox unless PLAID_ keys are set). */
export async function registerBankLinking(
  host: ModuleHost,
  config: AppConfig,
  deps: Omit<BankLinkingDeps, 'plaid' | 'oauthRedirectUri'>,
): Promise<void> {
  const { plaid, oauthRedirectUri } = await setUpBankLinking(host.http, config);
  host.addResolvers(createBankLinkingResolvers({ ...deps, plaid, oauthRedirectUri }));
}
