import type { Mounted } from '../../platform/module-host.js';
import type { AccountSecurityDeps } from './account-security-deps.js';
import { createEmailChangeResolvers } from './email-change-resolvers.js';
import { createPasskeysResolvers } from './passkeys-resolvers.js';
import { createPhoneResolvers } from './phone-resolvers.js';
import { createSessionsResolvers } from './sessions-resolvers.js';
import { createStepUpResolvers } from './step-up-resolvers.js';

/**
 * Account security (decisions 073–077): the step-up before sensitive
 * operations, the verified phone, the e-mail change, passkeys and the
 * account's sessions. Each part registers its resolvers and routes here.
 */
export async function registerAccountSecurity({ host, ...deps }: Mounted<AccountSecurityDeps>): Promise<void> {
  host.addResolvers(createStepUpResolvers(deps));
  host.addResolvers(createEmailChangeResolvers(deps));
  host.addResolvers(createPasskeysResolvers(deps));
  host.addResolvers(createSessionsResolvers(deps));
  host.addResolvers(createPhoneResolvers(deps));
}
