import type { AccountSecurityDeps } from '../modules/account-security/account-security-deps.js';
import { registerAccountSecurity } from '../modules/account-security/account-security-module.js';
import type { CompositionContext } from './composition-context.js';

/** Account security's ports (decisions 073–077): the applicant's session, the clock; each part adds its own. */
export function createAccountSecurityDeps(context: CompositionContext): AccountSecurityDeps {
  const { sessions, now } = context;
  return {
    db: context.database.db,
    requireSession: sessions.requireAs(({ sessionId, user }) => ({ userId: user.id, sessionId, email: user.email })),
    now,
  };
}

/** Registers account security and hands back its deps, whose step-up port the account area's modules use. */
export async function registerAccountSecurityArea(context: CompositionContext): Promise<AccountSecurityDeps> {
  const deps = createAccountSecurityDeps(context);
  await registerAccountSecurity({ host: context.host, ...deps });
  return deps;
}
