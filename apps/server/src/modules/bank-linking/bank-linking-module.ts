import type { AppConfig } from '../../config/config.js';
import type { ModuleHost } from '../../platform/module-host.js';
import type { BankLinkingDeps } from './bank-linking-deps.js';
import { createBankLinkingResolvers } from './bank-linking-resolvers.js';
import { setUpBankLinking } from './bank-linking-setup.js';

/** Bank linking (decision 011): the Plaid client from config (the local sandbox unless PLAID_ keys are set). */
export async function registerBankLinking(
  host: ModuleHost,
  config: AppConfig,
  deps: Omit<BankLinkingDeps, 'plaid'>,
): Promise<void> {
  const { plaid } = await setUpBankLinking(host.http, config);
  host.addResolvers(createBankLinkingResolvers({ ...deps, plaid }));
}
